import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { Db } from '../server/db/client.ts';
import { answerImage, lookAtPhoto, suggestAd } from '../server/modules/assistant/image.ts';
import { answerText } from '../server/modules/assistant/service.ts';
import type { DemoArt } from '../server/seed/data/demo-ads.ts';
import { illustration } from '../server/seed/illustrations.ts';
import type { Deps } from '../server/platform/deps.ts';
import { seedDemoCompanies } from '../server/seed/demo-companies.ts';
import { seedDemoData } from '../server/seed/demo.ts';
import { seedDemoShops } from '../server/seed/demo-shop.ts';

/**
 * The assistant's measured quality, shared by its API tests and its benchmark: the labelled text queries of
 * tests/assistant/text-queries.json and photos of tests/assistant/image-queries.json answered over the demo data,
 * precision at 5, and image-to-ad's category accuracy.
 */

export type LabelledQuery = { lang: string; query: string; relevant: string[] };

export function textQueries(): LabelledQuery[] {
  const file = resolve(import.meta.dirname, '../tests/assistant/text-queries.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { queries: LabelledQuery[] }).queries;
}

/** The demo content the set is labelled on: demo ads, company ads and shop items (as `npm start` seeds them). */
export async function seedAssistantDemo(deps: Deps) {
  await seedDemoData(deps);
  await seedDemoCompanies(deps);
  await seedDemoShops(deps);
}

/** Relevant items among the first five answered, over the smaller of 5 and the number of relevant items. */
export function precisionAt5(answered: string[], relevant: string[]): number {
  const wanted = new Set(relevant);
  const hits = answered.slice(0, 5).filter((name) => wanted.has(name)).length;
  return hits / Math.min(5, wanted.size);
}

export type QueryResult = LabelledQuery & { precision: number; ms: number; answered: string[] };

/** Answers every labelled query once, timing each answer. */
export async function runTextSet(db: Db): Promise<QueryResult[]> {
  const out: QueryResult[] = [];
  for (const q of textQueries()) {
    const start = performance.now();
    const [message] = await answerText(db, q.query);
    const ms = performance.now() - start;
    const answered = message?.products.map((p) => p.name) ?? [];
    out.push({ ...q, precision: precisionAt5(answered, q.relevant), ms, answered });
  }
  return out;
}

export const meanPrecision = (results: QueryResult[]) => results.reduce((s, r) => s + r.precision, 0) / results.length;

// ---- Photos ----

/** A labelled query photo: a demo photo (`photo`) or a drawn demo illustration (`art`), changed as `change` says. */
export type LabelledImage = {
  photo?: string;
  art?: DemoArt;
  change: 'flip-crop' | 'recolour';
  relevant: string[];
  categories: string[];
};

export function imageQueries(): LabelledImage[] {
  const file = resolve(import.meta.dirname, '../tests/assistant/image-queries.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { images: LabelledImage[] }).images;
}

/** The query bytes of a labelled photo: never byte-identical to a stored one (mirrored or recoloured, cropped). */
export async function queryPhoto(q: LabelledImage, mediaDir: string): Promise<Uint8Array> {
  const source = q.photo ? readFileSync(join(mediaDir, q.photo)) : Buffer.from(await (await illustration(q.art!, 3)).arrayBuffer());
  const meta = await sharp(source).metadata();
  const w = meta.width!;
  const h = meta.height!;
  const crop = { left: Math.round(w * 0.08), top: Math.round(h * 0.06), width: Math.round(w * 0.85), height: Math.round(h * 0.88) };
  const image = sharp(source).extract(crop);
  const changed = q.change === 'flip-crop' ? image.flop().modulate({ brightness: 1.1 }) : image.modulate({ hue: 20, saturation: 0.8 });
  return new Uint8Array(await changed.jpeg({ quality: 85 }).toBuffer());
}

export type ImageResult = LabelledImage & { precision: number; ms: number; answered: string[]; category: string | null; categoryRight: boolean };

/**
 * Answers every labelled photo once as chat_bot:image does (understanding and answer, timed together), and asks
 * image-to-ad's category from the same understanding. The photos' vectors must be computed (describePhotos).
 */
export async function runImageSet(db: Db, mediaDir: string): Promise<ImageResult[]> {
  const out: ImageResult[] = [];
  for (const q of imageQueries()) {
    const bytes = await queryPhoto(q, mediaDir);
    const start = performance.now();
    const seen = await lookAtPhoto(db, bytes, 'en');
    const [message] = await answerImage(db, seen, { lang: 'en' });
    const ms = performance.now() - start;
    const answered = message?.products.map((p) => p.name) ?? [];
    const suggestion = await suggestAd(db, seen, 'en');
    const category = suggestion ? (suggestion.subcategory ?? suggestion.category).slug : null;
    const categoryRight = q.categories.length ? category !== null && q.categories.includes(category) : true;
    out.push({ ...q, precision: precisionAt5(answered, q.relevant), ms, answered, category, categoryRight });
  }
  return out;
}

/** How often image-to-ad's category is one of the expected ones, over the photos that have an ads category. */
export const categoryAccuracy = (results: ImageResult[]) => {
  const judged = results.filter((r) => r.categories.length);
  return judged.filter((r) => r.categoryRight).length / judged.length;
};
