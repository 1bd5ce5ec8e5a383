/**
 * The AI shopping assistant's text answers on the demo database (`npm run bench -- assistant`): the labelled queries
 * of tests/assistant/text-queries.json answered in process (support/app.ts: in-memory PGlite, or a fresh PostgreSQL
 * database when DATABASE_URL is set, seeded with the demo ads, company ads and shop items). Prints precision at 5 and
 * the median and p95 time per answer over ROUNDS rounds after one warm-up round. Goals: precision at 5 at least 0.8,
 * p95 under 300 ms. Then the labelled photos of tests/assistant/image-queries.json (with the demo photos of
 * DEMO_MEDIA_DIR; their vectors computed first): precision at 5 (goal 0.6), image-to-ad's category accuracy, and the
 * time per photo answer, understanding included (goal p95 under 1 s).
 */
import { describePhotos } from '../server/modules/ads/photo-vectors.ts';
import { demoMediaDir } from '../server/seed/demo-ads.ts';
import { startTestApp } from '../support/app.ts';
import { categoryAccuracy, meanPrecision, runImageSet, runTextSet, seedAssistantDemo } from '../support/assistant-quality.ts';
import { sql } from 'drizzle-orm';
import { ms, stats } from './harness.ts';

export const ASSISTANT_PRECISION_GOAL = 0.8;
export const ASSISTANT_P95_MS = 300;
export const IMAGE_PRECISION_GOAL = 0.6;
export const IMAGE_P95_MS = 1000;

export async function runAssistant(opts: { rounds: number }): Promise<{ lines: string[]; ok: boolean }> {
  const t = await startTestApp({ PHOTO_VECTORS: '1' });
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
    let imagesOk = true;
    const media = demoMediaDir(t.config);
    if (!media) lines.push(`photos: skipped, no demo photos in ${t.config.demoMediaDir} (DEMO_MEDIA_DIR)`);
    else {
      const began = performance.now();
      await describePhotos(t.deps);
      const photos = (await t.db.execute(sql`select count(*)::int as n from photo_vectors`)) as unknown as { rows: { n: number }[] };
      lines.push(`photo vectors: ${photos.rows[0]!.n} demo photos described in ${((performance.now() - began) / 1000).toFixed(1)} s`);
      await runImageSet(t.db, media);
      const imageRounds = [];
      for (let i = 0; i < opts.rounds; i++) imageRounds.push(await runImageSet(t.db, media));
      const firstImages = imageRounds[0]!;
      const imagePrecision = meanPrecision(firstImages as never);
      const imageTimes = stats(imageRounds.flat().map((r) => r.ms));
      lines.push(`${firstImages.length} photos: precision at 5: ${imagePrecision.toFixed(3)} (goal ≥ ${IMAGE_PRECISION_GOAL})   image-to-ad category accuracy: ${categoryAccuracy(firstImages).toFixed(3)}`);
      lines.push(`time per photo answer: median ${ms(imageTimes.median, 1)} ms   p95 ${ms(imageTimes.p95, 1)} ms   max ${ms(imageTimes.max, 1)} ms (goal p95 < ${IMAGE_P95_MS} ms)`);
      for (const r of firstImages.filter((x) => x.precision < 1 || !x.categoryRight)) {
        lines.push(`  ${r.precision.toFixed(2)} ${r.photo ?? r.art} (${r.change}) category ${r.category ?? '-'} → ${r.answered.slice(0, 5).join(' | ') || '(nothing)'}`);
      }
      imagesOk = imagePrecision >= IMAGE_PRECISION_GOAL && imageTimes.p95 < IMAGE_P95_MS;
    }
    return { lines, ok: precision >= ASSISTANT_PRECISION_GOAL && times.p95 < ASSISTANT_P95_MS && imagesOk };
  } finally {
    await t.close();
  }
}
