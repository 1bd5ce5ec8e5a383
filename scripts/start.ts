/**
 * `npm start`: build the edge site when its sources changed, start the origin API (which migrates and seeds),
 * then the edge worker on workerd (edge.ts) behind the local front line (front.ts), and print where to go. Ctrl-C stops
 * all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { demoAccounts } from '../server/seed/demo.ts';
import { startEdge } from './edge.ts';
import { startFront } from './front.ts';

const root = resolve(import.meta.dirname, '..');
// Origin and edge start together here, so unless one is given they share a fresh random secret (the origin refuses
// the default one in production, which is how it runs under npm start).
process.env.EDGE_SECRET ||= randomBytes(32).toString('base64url');
const config = loadConfig();
const children: ChildProcess[] = [];
/** Stops what runs inside this process (the edge's workerd, which Miniflare started). */
const inProcess: (() => Promise<void>)[] = [];
const quietEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };

function sourceFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path).sort()) walk(join(path, entry));
    else hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
  };
  for (const p of ['src', 'functions', 'public', 'astro.config.mjs', 'wrangler.toml', 'package-lock.json']) walk(join(root, p));
  return hash.digest('hex');
}

function run(cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {}): ChildProcess {
  const child = spawn(cmd, args, { cwd: root, env: opts.env ?? quietEnv, stdio: opts.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
  children.push(child);
  return child;
}

function exitCode(child: ChildProcess): Promise<number> {
  return new Promise((res) => child.on('exit', (code) => res(code ?? 1)));
}

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

async function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(inProcess.map((stop) => stop().catch(() => undefined)));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stopAll().then(() => process.exit(0));
  });
}

function portFree(port: number): Promise<boolean> {
  return new Promise((res) => {
    const probe = createServer();
    probe.once('error', () => res(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => res(true)));
  });
}

for (const [name, port] of [['PORT', config.PORT], ['API_PORT', config.API_PORT]] as const) {
  if (!(await portFree(port))) {
    console.error(`Port ${port} is already in use (${name}). Stop the other server or choose another port, e.g. ${name}=${port + 10} npm start`);
    process.exit(1);
  }
}

const stampFile = join(root, 'dist', '.source-fingerprint');
const fingerprint = sourceFingerprint();
if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== fingerprint) {
  console.log('Building the site (sources changed)…');
  const code = await exitCode(run(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], { quiet: true }));
  if (code !== 0) throw new Error('astro build failed');
  writeFileSync(stampFile, fingerprint);
}

const originUrl = `http://127.0.0.1:${config.API_PORT}`;
// Links the origin writes (mails, payment return pages, the test checkout) must point at this site's port.
const appUrl = process.env.APP_URL ?? `http://localhost:${config.PORT}`;
const origin = run(process.execPath, [join(root, 'server/index.ts')], {
  env: {
    ...quietEnv,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    APP_URL: appUrl,
    // A local run without Stripe keys takes payments through the built-in test checkout (README, TEST_CHECKOUT); one
    // started with NODE_ENV=production does not, unless TEST_CHECKOUT=1 says so (the origin then warns at every start).
    ...(process.env.NODE_ENV === 'production' ? {} : { TEST_CHECKOUT: process.env.TEST_CHECKOUT ?? '1' }),
  },
});
await waitFor(`${originUrl}/api/v1/currencies`, origin, 'origin API');

const edge = await startEdge({
  serverDir: join(root, 'dist/server'),
  host: '127.0.0.1',
  port: 0,
  vars: { ORIGIN_URL: originUrl, EDGE_SECRET: config.EDGE_SECRET, SITE_URL: appUrl },
});
inProcess.push(edge.stop);
const targetOf = (url: URL) => ({ host: url.hostname, port: Number(url.port) });
await startFront({
  host: '127.0.0.1',
  port: config.PORT,
  target: targetOf(edge.url),
  workerFirst: { target: targetOf(edge.workerFirst.url), matches: edge.workerFirst.matches },
});
const siteUrl = `http://localhost:${config.PORT}`;

console.log(`\n  Marketplace is running at ${siteUrl}\n  API reference: ${siteUrl}/api/docs\n`);
if (config.DEMO_SEED) {
  console.log('  Demo accounts:');
  for (const a of demoAccounts()) console.log(`    ${a.email.padEnd(24)} ${a.password.padEnd(12)} ${a.note}`);
}
if (!config.SMTP_URL) console.log(`\n  Mail goes to ${join(config.dataDir, 'outbox')} and this log (set SMTP_URL to deliver it).`);
console.log('\n  Press Ctrl-C to stop.\n');

const code = await exitCode(origin);
await stopAll();
process.exit(code);
