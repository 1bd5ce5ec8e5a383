import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from './log.ts';
import type { Mailer } from './mail.ts';
import type { Payments } from './payments.ts';
import type { RateLimits } from './rate-limit.ts';
import type { Broadcast } from './realtime.ts';
import type { Storage } from './storage.ts';
import type { VideoJobs } from './video.ts';

/** Everything a module needs from the outside world, built once at start (or per test) and passed in. */
export type Deps = {
  config: Config;
  db: Db;
  mail: Mailer;
  limits: RateLimits;
  storage: Storage;
  log: Logger;
  payments: Payments;
  /** Emits real-time events to socket rooms (bound once the socket server is attached). */
  broadcast: Broadcast;
  /** Background video work (transcodes), one at a time (server/platform/video.ts). */
  videoJobs: VideoJobs;
};
