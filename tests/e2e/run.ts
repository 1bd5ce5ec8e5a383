/**
 * `npm run test:e2e`: end-to-end scenarios in headless Chromium against the app as `npm start` runs it.
 *
 * Starts a local SMTP server that keeps every mail, then the app (scripts/start.ts) on free ports with a fresh
 * DATA_DIR and SMTP_URL pointing at that server, then one Chromium as a Playwright browser server, and runs
 * tests/e2e/*.e2e.ts with node:test. The files share the app, the browser and the mailbox through E2E_* variables
 * (see context.ts). Everything is stopped afterwards, also on failure; the exit code is the tests' result.
 * The app's log goes to test-results/e2e-app.log. `npm run test:e2e -- foundation` runs matching files only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { finished } from 'node:stream/promises';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import pg from 'pg';
import { chromium, type BrowserServer } from 'playwright-core';
import { E2E_ENV } from './context.ts';
import { Mailbox } from './mailbox.ts';

const root = resolve(import.meta.dirname, '../..');
const resultsDir = join(root, 'test-results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const START_TIMEOUT_MS = 300_000;

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

function startApp(env: NodeJS.ProcessEnv, logFile: string): Promise<{ child: ChildProcess; url: string }> {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [join(root, 'scripts/start.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  return new Promise((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`the app did not start within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      log.write(chunk);
      out += chunk.toString('utf8');
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        res({ child, url: m[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => log.write(chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      rej(new Error(`the app exited with code ${code} before it was ready:\n${out.slice(-3000)}`));
    });
  });
}

/** Stops start.ts and everything it started (its own process group). */
async function stopApp(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  const timeout = new Promise<'timeout'>((res) => setTimeout(() => res('timeout'), 15_000));
  if ((await Promise.race([exited, timeout])) === 'timeout') signal('SIGKILL');
  await new Promise((r) => setTimeout(r, 300));
  signal('SIGKILL'); // leftovers (workerd) of the group, if any
}

let app: ChildProcess | undefined;
let browser: BrowserServer | undefined;
let mailHttp: { url: string; close: () => Promise<void> } | undefined;
const mailbox = new Mailbox();
const dataDir = mkdtempSync(join(tmpdir(), 'mp-e2e-'));
let failed = false;
/**
 * With E2E_DATABASE_URL (a PostgreSQL server whose user may create databases) the app runs on a fresh database there,
 * dropped afterwards, and the scenarios get its URL: what an operator does outside the app (companies.e2e.ts: the
 * company review) needs the database while the app runs, which PGlite (one process) cannot share.
 */
const pgServer = process.env.E2E_DATABASE_URL;
let appDatabase: { url: string; drop: () => Promise<void> } | undefined;

async function freshDatabase(server: string) {
  const name = `e2e_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

try {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`);
  mkdirSync(resultsDir, { recursive: true });
  const smtpPort = await mailbox.start();
  if (pgServer) appDatabase = await freshDatabase(pgServer);
  const [port, apiPort] = [await freePort(), await freePort()];
  console.log(`e2e: SMTP on 127.0.0.1:${smtpPort}, site on ${port}, API on ${apiPort}, data in ${dataDir}`);
  const started = Date.now();
  // Known here, so a scenario may start a second edge worker on the same origin (tests/e2e/failing-origin.ts).
  const edgeSecret = randomBytes(32).toString('base64url');
  const logFile = join(resultsDir, 'e2e-app.log');
  const { child, url } = await startApp(
    {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      // The address the browser opens: links the origin writes (the test checkout, whose Pay needs the payer's
      // session in that origin's storage) must use it too.
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      EDGE_SECRET: edgeSecret,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      RATE_LIMIT_SCALE: '20',
      DATABASE_URL: appDatabase?.url ?? '',
      REDIS_URL: '',
      DEMO_SEED: '1',
    },
    logFile,
  );
  app = child;
  console.log(`e2e: app ready at ${url} after ${((Date.now() - started) / 1000).toFixed(1)} s`);

  browser = await chromium.launchServer({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  mailHttp = await mailbox.serveHttp();
  Object.assign(process.env, {
    [E2E_ENV.baseUrl]: `http://127.0.0.1:${port}`,
    [E2E_ENV.browserWs]: browser.wsEndpoint(),
    [E2E_ENV.mailboxUrl]: mailHttp.url,
    [E2E_ENV.supportEmail]: process.env.SUPPORT_EMAIL ?? 'support@rm-marketplace.example',
    [E2E_ENV.resultsDir]: resultsDir,
    [E2E_ENV.smtpUrl]: `smtp://127.0.0.1:${smtpPort}`,
    [E2E_ENV.originUrl]: `http://127.0.0.1:${apiPort}`,
    [E2E_ENV.edgeSecret]: edgeSecret,
    ...(appDatabase ? { [E2E_ENV.databaseUrl]: appDatabase.url } : {}),
  });

  const only = process.argv.slice(2);
  const files = readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith('.e2e.ts') && (!only.length || only.some((o) => f.includes(o))))
    .sort()
    .map((f) => join(import.meta.dirname, f));
  const stream = run({ files, concurrency: false, timeout: 15 * 60_000 });
  stream.on('test:fail', () => {
    failed = true;
  });
  const reporter = stream.compose(spec);
  reporter.on('data', (chunk: Buffer | string) => process.stdout.write(chunk));
  await finished(reporter);
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await browser?.close().catch(() => undefined);
  await mailHttp?.close().catch(() => undefined);
  await stopApp(app);
  await mailbox.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  await appDatabase?.drop().catch((err: unknown) => console.error('e2e: could not drop the test database', err));
}
if (failed) console.error(`e2e: failed (app log: ${join(resultsDir, 'e2e-app.log')})`);
process.exit(failed ? 1 : 0);
