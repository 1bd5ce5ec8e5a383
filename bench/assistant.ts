/**
 * The AI shopping assistant's text answers on the demo database (`npm run bench -- assistant`): the labelled queries
 * of tests/assistant/text-queries.json answered in process (support/app.ts: in-memory PGlite, or a fresh PostgreSQL
 * database when DATABASE_URL is set, seeded with the demo ads, company ads and shop items). Prints precision at 5 and
 * the median and p95 time per answer over ROUNDS rounds after one warm-up round. Goals: precision at 5 at least 0.8,
 * p95 under 300 ms.
 */
import { startTestApp } from '../support/app.ts';
import { meanPrecision, runTextSet, seedAssistantDemo } from '../support/assistant-quality.ts';
import { ms, stats } from './harness.ts';

export const ASSISTANT_PRECISION_GOAL = 0.8;
export const ASSISTANT_P95_MS = 300;

export async function runAssistant(opts: { rounds: number }): Promise<{ lines: string[]; ok: boolean }> {
  const t = await startTestApp();
  try {
    await seedAssistantDemo(t.deps);
    await runTextSet(t.db);
    const rounds = [];
    for (let i = 0; i < opts.rounds; i++) rounds.push(await runTextSet(t.db));
    const first = rounds[0]!;
    const precision = meanPrecision(first);
    const times = stats(rounds.flat().map((r) => r.ms));
    const lines = [`${first.length} queries, ${opts.rounds} rounds after a warm-up round`];
    const byLang = new Map<string, number[]>();
    for (const r of first) byLang.set(r.lang, [...(byLang.get(r.lang) ?? []), r.precision]);
    lines.push(`precision at 5: ${precision.toFixed(3)} (goal ≥ ${ASSISTANT_PRECISION_GOAL})   ${[...byLang].map(([l, p]) => `${l} ${(p.reduce((a, b) => a + b, 0) / p.length).toFixed(2)}`).join('  ')}`);
    lines.push(`time per answer: median ${ms(times.median, 1)} ms   p95 ${ms(times.p95, 1)} ms   max ${ms(times.max, 1)} ms (goal p95 < ${ASSISTANT_P95_MS} ms)`);
    for (const r of first.filter((x) => x.precision < 1)) lines.push(`  ${r.precision.toFixed(2)} ${r.lang} "${r.query}" → ${r.answered.slice(0, 5).join(' | ') || '(nothing)'}`);
    return { lines, ok: precision >= ASSISTANT_PRECISION_GOAL && times.p95 < ASSISTANT_P95_MS };
  } finally {
    await t.close();
  }
}
