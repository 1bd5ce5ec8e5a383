/**
 * What the benchmarks share: percentiles, formatting, timed HTTP samples and deterministic picking for generated
 * loads, so every figure the benchmarks print is computed the same way; and starting the app as `npm start` does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/** `node scripts/start.ts` with `env` added, once it says it is running (rejects if it exits or takes too long). */
export function startApp(env: Record<string, string>, timeoutMs: number): Promise<ChildProcess> {
  const root = resolve(import.meta.dirname, '..');
  const child = spawn(process.execPath, [resolve(root, 'scripts/start.ts')], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((res, rej) => {
    let out = '';
    const timer = setTimeout(() => rej(new Error(`the app did not start within ${timeoutMs / 1000} s:\n${out}`)), timeoutMs);
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      out += chunk;
      if (/running at http/i.test(out)) {
        clearTimeout(timer);
        res(child);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      rej(new Error(`the app exited with code ${code} before it was ready:\n${out}`));
    });
  });
}

export type Stats = { n: number; median: number; p95: number; p99: number; mean: number; max: number };

/** The value at quantile q (0..1) of ascending samples: the smallest sample with at least q of them at or below it. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export function stats(samples: readonly number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  return {
    n: s.length,
    median: quantile(s, 0.5),
    p95: quantile(s, 0.95),
    p99: quantile(s, 0.99),
    mean: s.reduce((a, b) => a + b, 0) / Math.max(1, s.length),
    max: s.at(-1) ?? 0,
  };
}

/** Milliseconds, right-aligned for tables. */
export const ms = (x: number, digits = 2, width = 7) => x.toFixed(digits).padStart(width);

/** "median … p95 … mean …" of one row. */
export const statsLine = (st: Stats) => `median ${ms(st.median)} ms   p95 ${ms(st.p95)} ms   mean ${ms(st.mean)} ms`;

/** One full request with its body read, compression off so every side moves the same bytes; throws on another status. */
export async function timedGet(url: string, expected = 200, headers: Record<string, string> = {}): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { accept: 'application/json', 'accept-encoding': 'identity', ...headers } });
  await res.arrayBuffer();
  const elapsed = performance.now() - t0;
  if (res.status !== expected) throw new Error(`${url}: HTTP ${res.status}`);
  return elapsed;
}

/** The i-th element, cycling. */
export const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/** A seeded pseudo-random source (mulberry32), so two runs of a benchmark send the same requests. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A popular-first pick: the first entries of the list come up far more often than the last (as searches do). */
export const skewedPick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(list.length * random() ** 2)]!;
