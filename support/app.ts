import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp } from '../server/app.ts';
import { MESSAGE_STATUSES } from '../server/http/message-status.ts';
import { loadConfig, type Config } from '../server/config.ts';
import { seedReferenceData } from '../server/seed/reference.ts';
import type { Database, Db } from '../server/db/client.ts';
import { users } from '../server/db/schema/index.ts';
import { issueToken } from '../server/modules/auth/tokens.ts';
import { buildDeps } from '../server/platform/build.ts';
import type { Deps } from '../server/platform/deps.ts';
import type { MailMessage } from '../server/platform/mail.ts';
import { createLogger } from '../server/platform/log.ts';

export type TestApp = {
  app: ReturnType<typeof createApp>;
  db: Db;
  deps: Deps;
  /** The database's NOTIFY channels (what the origin's page purging listens to). */
  listen: Database['listen'];
  config: Config;
  /** Mails the app sent during this run, newest last. */
  mails: MailMessage[];
  /** Calls the app in-process. `body` objects are sent as JSON, FormData as multipart. */
  call: (method: string, path: string, opts?: { body?: unknown; token?: string; headers?: Record<string, string> }) => Promise<{ status: number; json: any; headers: Headers }>;
  close: () => Promise<void>;
};

/**
 * The origin in-process, for the API tests and the benchmarks that measure it: a fresh database per run: in-memory PGlite by default; with DATABASE_URL, a new PostgreSQL database
 * created for this run and dropped afterwards.
 */
export async function startTestApp(env: Record<string, string> = {}, overrides: (deps: Deps) => Partial<Deps> = () => ({})): Promise<TestApp> {
  const baseUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (baseUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mp-test-')),
    DEMO_SEED: '0',
    PHOTO_VECTORS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, RATE_LIMIT_NAMESPACE: `test-${randomBytes(6).toString('hex')}`, REALTIME_CHANNEL: `test-${randomBytes(6).toString('hex')}` } : {}),
    ...(process.env.DEMO_MEDIA_DIR ? { DEMO_MEDIA_DIR: process.env.DEMO_MEDIA_DIR } : {}),
    ...env,
  });
  const built = await buildDeps(config, { memoryDb: true, log: createLogger({ silent: true }) });
  const mails: MailMessage[] = [];
  const base: Deps = { ...built.deps, mail: { send: async (m) => void mails.push(m) } };
  const deps: Deps = { ...base, ...overrides(base) };
  await built.database.migrate();
  await seedReferenceData(deps, { placeCountries: ['GB', 'FR', 'MD', 'DE', 'US', 'RO'] });
  const app = createApp(deps);

  const call: TestApp['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await res.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    assertKnownCodes(method, path, json);
    return { status: res.status, json, headers: res.headers };
  };

  return {
    app,
    db: deps.db,
    deps,
    listen: built.database.listen,
    config,
    mails,
    call,
    close: async () => {
      await built.close();
      await dropDb?.();
    },
  };
}

export type Member = { id: number; token: string };

let memberSerial = 0;

/**
 * A signed-in member written straight into the users table: verified e-mail, last name Tester and a user name and
 * e-mail unique to this run; `extra` overrides any column.
 */
export async function makeMember(t: TestApp, name: string, extra: Partial<typeof users.$inferInsert> = {}): Promise<Member> {
  const handle = `${name.toLowerCase().replace(/\W+/g, '')}${++memberSerial}`;
  const [u] = await t.db
    .insert(users)
    .values({ name, lastName: 'Tester', userName: handle, email: `${handle}@example.com`, emailVerifiedAt: new Date(), ...extra })
    .returning({ id: users.id });
  return { id: u!.id, token: await issueToken(t.db, u!.id, false) };
}

const KNOWN_CODES = new Set<string>(MESSAGE_STATUSES);

/**
 * Every answer of every API test: a message_status (and each field's code in errors_status) is one the clients can
 * translate (server/http/message-status.ts), and errors_status names only fields that errors lists.
 */
function assertKnownCodes(method: string, path: string, json: unknown) {
  if (!json || typeof json !== 'object') return;
  const body = json as { message_status?: unknown; errors?: Record<string, unknown>; errors_status?: Record<string, unknown> };
  const where = `${method} ${path}`;
  if (body.message_status !== undefined && !KNOWN_CODES.has(String(body.message_status))) {
    throw new Error(`${where} answered message_status ${String(body.message_status)}, which is not in server/http/message-status.ts`);
  }
  for (const [field, code] of Object.entries(body.errors_status ?? {})) {
    if (!KNOWN_CODES.has(String(code))) throw new Error(`${where} answered errors_status.${field} = ${String(code)}, which is not in server/http/message-status.ts`);
    if (!body.errors || !(field in body.errors)) throw new Error(`${where} answered errors_status.${field} without errors.${field}`);
  }
}
