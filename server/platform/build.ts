import { join } from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, openMemoryDatabase, type Database } from '../db/client.ts';
import type { Deps } from './deps.ts';
import { createLogger, type Logger } from './log.ts';
import { createMailer } from './mail.ts';
import { paymentsFromConfig } from './payments.ts';
import { createRateLimits } from './rate-limit.ts';
import { storageFromConfig } from './storage.ts';
import { createBroadcast } from './realtime.ts';
import { createVideoJobs } from './video.ts';

/** Opens the database and wires the adapters the configuration asks for. */
export async function buildDeps(config: Config, opts: { memoryDb?: boolean; log?: Logger } = {}): Promise<{ deps: Deps; database: Database; close: () => Promise<void> }> {
  const log = opts.log ?? createLogger();
  const database = opts.memoryDb && !config.DATABASE_URL ? await openMemoryDatabase() : await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const limits = createRateLimits({ redisUrl: config.REDIS_URL, scale: config.RATE_LIMIT_SCALE, namespace: config.RATE_LIMIT_NAMESPACE, log });
  const mail = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: join(config.dataDir, 'outbox'), log });
  const deps: Deps = { config, db: database.db, mail, limits, log, storage: await storageFromConfig(config), payments: paymentsFromConfig(config, log), broadcast: createBroadcast(), videoJobs: createVideoJobs(log) };
  return {
    deps,
    database,
    close: async () => {
      await limits.close();
      await database.close();
    },
  };
}
