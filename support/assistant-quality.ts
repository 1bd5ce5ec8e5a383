import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Db } from '../server/db/client.ts';
import { answerText } from '../server/modules/assistant/service.ts';
import type { Deps } from '../server/platform/deps.ts';
import { seedDemoCompanies } from '../server/seed/demo-companies.ts';
import { seedDemoData } from '../server/seed/demo.ts';
import { seedDemoShops } from '../server/seed/demo-shop.ts';

/**
 * The assistant's measured quality, shared by its API test and its benchmark: the labelled text queries of
 * tests/assistant/text-queries.json answered over the demo data, and precision at 5.
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
