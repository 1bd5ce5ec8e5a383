import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { scaledJpeg } from '../../platform/images.ts';
import { understandImage, type ImageUnderstanding } from '../../platform/vision.ts';
import { similarPhotos } from '../ads/photo-vectors.ts';
import { AD_COLUMNS, toAdItem } from '../search/ads.ts';
import type { AdItem } from '../search/schemas.ts';
import { DETECTED_WORDS, type ItemCondition, type Lang } from './lexicon.ts';
import { PHOTO_FOR_MODEL_PX, readPhotoWithModel } from './model.ts';
import type { ModelPhotoReading } from './schemas.ts';
import { ANSWER_PRODUCTS, answerText, card, categoryList, type AnswerOptions, type BotMessage, type CategoryInfo, type Chip, type Found } from './service.ts';
import { TEXTS } from './texts.ts';
import { understand } from './understand.ts';

/**
 * The assistant's photo answers and image-to-ad (spec 001 'Ad with AI'), offline: what the COCO detector recognised
 * (its labels, as words of the assistant's phrase book) searched like a shopper's words, and the ads and shop items
 * whose photos look most alike (image vectors, colour). A label counts as recognised only from SURE_SCORE on; below it
 * only helps ranking, and the answer says it could not tell. With a vision model configured (AI_BASE_URL) its reading
 * of the photo (product words, categories, an ad title and description) stands in for the detector's labels; the
 * image vectors still find the look-alike photos.
 */

/** A detection this sure names the object in the answer; weaker ones only help rank. */
export const SURE_SCORE = 0.5;
/** Weaker detections than this are ignored (the detector's false alarms sit around 0.25 to 0.35). */
const HINT_SCORE = 0.3;
/** Photos less alike than this (cosine of the centred vectors) are not answers on looks alone. */
const LOOKS_ALIKE = 0.45;
/** Visually similar photos read per answer. */
const VISUAL_CANDIDATES = 30;

/** A photo as the assistant sees it: offline (labels, image vector, colour), and as the vision model read it, if one did. */
export type SeenPhoto = { seen: ImageUnderstanding; reading?: ModelPhotoReading | undefined };

/** How sure a product word the vision model names counts: as sure as a clear detection. */
const MODEL_WORD_SCORE = 0.9;

/**
 * Looks at a checked photo: the offline detector and image vector always (they find look-alike photos), and the vision
 * model when one is configured; when it cannot answer (down, late, invalid) the detector's labels answer, and the
 * failure is noted in the log.
 */
export async function lookAtPhoto(db: Db, bytes: Uint8Array, lang: Lang, options: AnswerOptions = {}): Promise<SeenPhoto> {
  const { model, log } = options;
  const read = async (): Promise<ModelPhotoReading | undefined> => {
    if (!model) return undefined;
    try {
      const categories = (await categoryList(db)).filter((c) => c.status === 1);
      return await readPhotoWithModel(model, await scaledJpeg(bytes, PHOTO_FOR_MODEL_PX), categories, lang);
    } catch (err) {
      log?.warn(`assistant: the offline detector answered, the AI model could not read the photo (${err instanceof Error ? err.message : String(err)})`);
      return undefined;
    }
  };
  const [seen, reading] = await Promise.all([understandImage(bytes), read()]);
  return { seen, reading };
}

type Hint = { word: string; score: number };

/** The product words the photo shows, best first, each once: the vision model's, else the detector's labels that name a product. */
function hints({ seen, reading }: SeenPhoto): Hint[] {
  if (reading) return [...new Set(reading.words.map((w) => w.toLowerCase()))].map((word) => ({ word, score: MODEL_WORD_SCORE }));
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
export async function answerImage(db: Db, photo: SeenPhoto, opts: { text?: string | undefined; lang: Lang }): Promise<BotMessage[]> {
  const t = TEXTS[opts.lang];
  const categories = (await categoryList(db)).filter((c) => c.status === 1);
  const found = hints(photo);
  const sure = found.filter((h) => h.score >= SURE_SCORE);
  const text = opts.text?.trim();

  // Each item's score: how alike its photo looks, plus what the recognised words and the shopper's words find.
  const score = new Map<number, number>();
  const add = (id: number, s: number) => score.set(id, (score.get(id) ?? 0) + s);
  for (const v of await similarPhotos(db, photo.seen, VISUAL_CANDIDATES)) {
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
  const what = photo.reading?.category_ids.map((id) => byId.get(id)).find((c) => !!c) ?? (sure.length ? categoryNamed(sure[0]!.word, categories, opts.lang) : undefined);
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
 * image-to-ad: the classified-ads category that fits the photo (the vision model's, with one configured; else a
 * recognised object's category first, agreed by the
 * categories of the listings whose photos look most alike; else theirs when they look alike enough), its top-level
 * category and the chosen one as subcategory, a title and a description to complete (the model's, with one). Undefined
 * when neither the model, the detector nor any look-alike listing tells what the photo shows.
 */
export async function suggestAd(db: Db, photo: SeenPhoto, lang: Lang): Promise<AdSuggestion | undefined> {
  const categories = (await categoryList(db)).filter((c) => c.status === 1 && c.kind === 'ad');
  const byId = new Map(categories.map((c) => [c.id, c]));
  const votes = new Map<number, number>();
  // Only listings nearly as alike as the best one vote: a clear best match is not outvoted by a crowd of vaguer ones.
  const all = await similarPhotos(db, photo.seen, VISUAL_CANDIDATES);
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

  // The vision model's category, when it named a classified-ads one, else the words it (or the detector) saw.
  let chosen = photo.reading?.category_ids.map((id) => byId.get(id)).find((c): c is CategoryInfo => !!c);
  for (const h of chosen ? [] : hints(photo)) {
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
    title: photo.reading?.title ?? name(chosen),
    description: photo.reading?.description ?? TEXTS[lang].adDescription(name(chosen)),
    labels: photo.seen.labels,
  };
}
