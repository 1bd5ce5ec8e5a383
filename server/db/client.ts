import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: services never know which engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside db.transaction(). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Stops listening. */
export type Unlisten = () => Promise<void>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** Calls `onPayload` with each NOTIFY payload of `channel`, from any process on the database, until stopped. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>;
  close: () => Promise<void>;
};

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * LISTEN on PostgreSQL: one connection of its own (a pooled one would hand the LISTEN to other queries), opened again
 * after a drop, since notifications sent meanwhile are lost only while the server is unreachable.
 */
function listenOnServer(databaseUrl: string) {
  return async (channel: string, onPayload: (payload: string) => void): Promise<Unlisten> => {
    let client: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async () => {
      const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      client = c;
      c.on('notification', (m) => {
        if (m.channel === channel && m.payload !== undefined) onPayload(m.payload);
      });
      const again = () => {
        if (stopped || client !== c) return;
        client = undefined;
        c.end().catch(() => undefined);
        retry = setTimeout(() => void connect().catch(again), 5000);
      };
      c.on('error', again);
      c.on('end', again);
      await c.connect();
      await c.query(`LISTEN ${quoteIdent(channel)}`);
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };
  };
}

const listenOnPglite = (client: PGlite) => async (channel: string, onPayload: (payload: string) => void): Promise<Unlisten> => {
  const unlisten = await client.listen(channel, onPayload);
  return () => unlisten();
};

const migrationsFolder = join(import.meta.dirname, 'migrations');

const CONNECT_TIMEOUT_MS = 5000;

/** Typo tolerance of the ad search (pg_trgm's default 0.6 misses one swapped letter in short words). */
const WORD_SIMILARITY = 0.5;

async function openPglite(dataDir?: string): Promise<PGlite> {
  const options = { extensions: { cube, earthdistance, pg_trgm } };
  const client = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`);
  return client;
}

export async function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // An unreachable server (a dropped route, a firewall) would otherwise leave requests waiting without end.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY}`,
    });
    // An idle connection the server ends (restart, failover, a dropped database) must not crash the process;
    // the pool replaces it on the next query. A restart ends every idle connection at once: one line for them all.
    let quietUntil = 0;
    pool.on('error', (err) => {
      if (Date.now() < quietUntil) return;
      quietUntil = Date.now() + 10_000;
      console.warn(`PostgreSQL connection lost: ${err.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      listen: listenOnServer(opts.databaseUrl),
      close: () => pool.end(),
    };
  }
  const dir = join(opts.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await openPglite(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    listen: listenOnPglite(client),
    close: () => client.close(),
  };
}

/** A PGlite database in memory, for tests that need a fresh database per run. */
export async function openMemoryDatabase(): Promise<Database> {
  const client = await openPglite();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    listen: listenOnPglite(client),
    close: () => client.close(),
  };
}

/** Node socket errors that mean the server could not be reached or went away. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** PostgreSQL states of a server that is shutting down, starting up or full: try again later. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Whether an error means the database cannot be reached right now (refused, reset, timed out, shutting down, out of
 * connections) rather than that a query was wrong. Looks through the driver's and Drizzle's wrapping (`cause`, the
 * attempts of an AggregateError).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** Whether the database answers a trivial query within `timeoutMs`. */
export async function pingDatabase(db: Db, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
