import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { ImageUnderstanding } from '../../platform/vision.ts';
import { similarPhotos } from '../ads/photo-vectors.ts';
import { AD_COLUMNS, toAdItem } from '../search/ads.ts';
import type { AdItem } from '../search/schemas.ts';
import { DETECTED_WORDS, type ItemCondition, type Lang } from './lexicon.ts';
import { ANSWER_PRODUCTS, answerText, card, categoryList, type BotMessage, type CategoryInfo, type Chip, type Found } from './service.ts';
import { TEXTS } from './texts.ts';
import { understand } from './understand.ts';

/**
 * The assistant's photo answers and image-to-ad (spec 001 'Ad with AI'), offline: what the COCO detector recognised
 * (its labels, as words of the assistant's phrase book) searched like a shopper's words, and the ads and shop items
 * whose photos look most alike (image vectors, colour). A label counts as recognised only from SURE_SCORE on; below it
 * only helps ranking, and the answer says it could not tell. A vision provider (AI_BASE_URL) can stand in for
 * `seen.labels` without changing anything here.
 */

/** A detection this sure names the object in the answer; weaker ones only help rank. */
export const SURE_SCORE = 0.5;
/** Weaker detections than this are ignored (the detector's false alarms sit around 0.25 to 0.35). */
const HINT_SCORE = 0.3;
/** Photos less alike than this (cosine of the centred vectors) are not answers on looks alone. */
const LOOKS_ALIKE = 0.45;
/** Visually similar photos read per answer. */
const VISUAL_CANDIDATES = 30;

type Hint = { word: string; score: number };

/** The detector's labels that name a product, best first, each word once. */
function hints(seen: ImageUnderstanding): Hint[] {
  const out: Hint[] = [];
  for (const l of seen.labels) {
    const word = DETECTED_WORDS[l.label];
    if (word && l.score >= HINT_SCORE && !out.some((h) => h.word === word)) out.push({ word, score: l.score });
  }
  return out;
}

async function itemsById(db: Db, ids: number[]): Promise<Map<number, Found>> {
  if (!ids.length) return new Map();
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select ${AD_COLUMNS}, a.shop_id from ads a left join currencies cu on cu.id = a.currency_id
      where a.id = any(${sql.param(ids)}::int[]) and a.status = 1 and a.deleted_at is null`,
  );
  return new Map(found.map((r, i) => [Number(r.id), { source: r.shop_id == null ? 'ad' : 'shop', item: toAdItem(r), order: i } as Found]));
}

/** The category a word names in the shopper's language (the deepest one the phrase book finds), for the answer's text. */
function categoryNamed(word: string, categories: CategoryInfo[], lang: Lang): CategoryInfo | undefined {
  const intent = understand(word, { categories, places: new Map() });
  const named = intent.categoryIds.map((id) => categories.find((c) => c.id === id)).filter((c): c is CategoryInfo => !!c);
  return named.find((c) => c.kind === 'ad' && c.names[lang]) ?? named[0];
}

/**
 * The assistant's answer to a shopper's photo (and the words sent with it, if any): a products message of the ads and
 * shop items most like it, or a bot_error message when nothing looks like it.
 */
export async function answerImage(db: Db, seen: ImageUnderstanding, opts: { text?: string | undefined; lang: Lang }): Promise<BotMessage[]> {
  const t = TEXTS[opts.lang];
  const categories = (await categoryList(db)).filter((c) => c.status === 1);
  const found = hints(seen);
  const sure = found.filter((h) => h.score >= SURE_SCORE);
  const text = opts.text?.trim();

  // Each item's score: how alike its photo looks, plus what the recognised words and the shopper's words find.
  const score = new Map<number, number>();
  const add = (id: number, s: number) => score.set(id, (score.get(id) ?? 0) + s);
  for (const v of await similarPhotos(db, seen, VISUAL_CANDIDATES)) {
    if (v.similarity >= LOOKS_ALIKE) add(v.adId, v.similarity + 0.1 * v.colour);
  }
  for (const h of found) {
    const [answer] = await answerText(db, h.word);
    answer?.products.forEach((p, i) => add(p.id, h.score * (1 - i / (2 * ANSWER_PRODUCTS))));
  }
  let textFilters: BotMessage['filters'] = {};
  if (text) {
    const [answer] = await answerText(db, text);
    if (answer?.message_type === 'products') {
      textFilters = answer.filters;
      // The shopper's words weigh most: an item they name and the photo shows comes first.
      answer.products.forEach((p, i) => add(p.id, 1 - i / (2 * ANSWER_PRODUCTS)));
    }
  }

  const ranked = [...score].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
  const items = await itemsById(db, ranked.slice(0, ANSWER_PRODUCTS * 3));
  const byId = new Map(categories.map((c) => [c.id, c]));
  // Price bounds and conditions the shopper wrote hold for look-alike items too.
  const fits = (f: Found) => {
    const paid = Number(f.item.offer_price ?? f.item.price);
    const condition = f.source === 'shop' ? 'new' : (f.item as AdItem).condition;
    return (
      (textFilters.price_min == null || paid >= textFilters.price_min) &&
      (textFilters.price_max == null || paid <= textFilters.price_max) &&
      (!textFilters.condition?.length || textFilters.condition.includes(condition as ItemCondition))
    );
  };
  const products = ranked
    .map((id) => items.get(id))
    .filter((f): f is Found => !!f && fits(f))
    .slice(0, ANSWER_PRODUCTS)
    .map((f) => card(f, opts.lang, byId));
  const suggestions: Chip[] = found.map((h) => {
    const category = categoryNamed(h.word, categories, opts.lang);
    return { text: category?.names[opts.lang] ?? category?.names.en ?? h.word, action: 'search', filters: { query: h.word } };
  });
  const filters = { ...textFilters, ...(text || found.length ? { query: text || found.map((h) => h.word).join(' ') } : {}) };
  if (!products.length) return [{ message_type: 'bot_error', content: t.imageNothing, products: [], total_found: 0, filters, suggestions }];
  const what = sure.length ? categoryNamed(sure[0]!.word, categories, opts.lang) : undefined;
  const content = sure.length ? t.imageSeen(what?.names[opts.lang] ?? what?.names.en ?? sure[0]!.word) : t.imageUnsure;
  return [{ message_type: 'products', content, products, total_found: products.length, filters, suggestions }];
}

export type AdSuggestion = {
  category: { id: number; name: string; slug: string };
  subcategory: { id: number; name: string; slug: string } | null;
  title: string;
  description: string;
  /** The detector's labels, for the client to show what was seen. */
  labels: { label: string; score: number }[];
};

/** Neighbours whose categories vote for image-to-ad's category. */
const VOTERS = 7;
/** A listing votes only when its photo is this alike (a recognised object's category needs no vote)... */
const VOTE_ALIKE = 0.6;
/** ...and nearly as alike as the best match. */
const VOTE_MARGIN = 0.1;

/**
 * image-to-ad: the classified-ads category that fits the photo (a recognised object's category first, agreed by the
 * categories of the listings whose photos look most alike; else theirs when they look alike enough), its top-level
 * category and the chosen one as subcategory, a title and a description to complete. Undefined when neither the
 * detector nor any look-alike listing tells what the photo shows.
 */
export async function suggestAd(db: Db, seen: ImageUnderstanding, lang: Lang): Promise<AdSuggestion | undefined> {
  const categories = (await categoryList(db)).filter((c) => c.status === 1 && c.kind === 'ad');
  const byId = new Map(categories.map((c) => [c.id, c]));
  const votes = new Map<number, number>();
  // Only listings nearly as alike as the best one vote: a clear best match is not outvoted by a crowd of vaguer ones.
  const all = await similarPhotos(db, seen, VISUAL_CANDIDATES);
  const bar = Math.max(VOTE_ALIKE, (all[0]?.similarity ?? 0) - VOTE_MARGIN);
  const neighbours = all.filter((v) => v.similarity >= bar);
  const ads = await rows<{ id: number; category_id: number }>(
    db,
    sql`select id, category_id from ads where id = any(${sql.param(neighbours.map((n) => n.adId))}::int[]) and shop_id is null`,
  );
  const categoryOf = new Map(ads.map((a) => [Number(a.id), Number(a.category_id)]));
  for (const n of neighbours.filter((x) => categoryOf.has(x.adId)).slice(0, VOTERS)) {
    const id = categoryOf.get(n.adId)!;
    votes.set(id, (votes.get(id) ?? 0) + n.similarity);
  }
  const pathOf = (id: number): CategoryInfo[] => {
    const out: CategoryInfo[] = [];
    for (let c = byId.get(id); c; c = c.parentId == null ? undefined : byId.get(c.parentId)) out.unshift(c);
    return out;
  };
  const voteFor = (id: number) => [...votes].filter(([v]) => pathOf(v).some((c) => c.id === id)).reduce((s, [, n]) => s + n, 0);

  let chosen: CategoryInfo | undefined;
  for (const h of hints(seen)) {
    const named = understand(h.word, { categories, places: new Map() }).categoryIds.map((id) => byId.get(id)).filter((c): c is CategoryInfo => !!c);
    if (!named.length || (h.score < SURE_SCORE && !named.some((c) => voteFor(c.id) > 0))) continue;
    // Among the categories the word names, the one the look-alike listings agree with, else the most specific.
    chosen = [...named].sort((a, b) => voteFor(b.id) - voteFor(a.id) || pathOf(b.id).length - pathOf(a.id).length || a.id - b.id)[0];
    // A voted category under the named one is more precise ("Road bikes" under "Bicycles").
    const deeper = [...votes].sort((a, b) => b[1] - a[1]).find(([id]) => pathOf(id).some((c) => c.id === chosen!.id));
    if (deeper) chosen = byId.get(deeper[0]);
    break;
  }
  if (!chosen) {
    const [best] = [...votes].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    if (best) chosen = byId.get(best[0]);
  }
  if (!chosen) return undefined;
  const path = pathOf(chosen.id);
  const name = (c: CategoryInfo) => c.names[lang] ?? c.names.en ?? c.slug;
  const entry = (c: CategoryInfo) => ({ id: c.id, name: name(c), slug: c.slug });
  return {
    category: entry(path[0]!),
    subcategory: path.length > 1 ? entry(chosen) : null,
    title: name(chosen),
    description: TEXTS[lang].adDescription(name(chosen)),
    labels: seen.labels,
  };
}
