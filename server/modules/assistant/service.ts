import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { AiModel } from '../../platform/ai-model.ts';
import type { Logger } from '../../platform/log.ts';
import { majorCityKeys } from '../places/gazetteer.ts';
import { adsPage, type AdFilters, type Geo } from '../search/ads.ts';
import type { AdItem, ShopItem, SortFilter } from '../search/schemas.ts';
import { hasWordChar } from '../search/text.ts';
import { shopPage, type ShopFilters } from '../shops/catalogue.ts';
import type { ItemCondition, Lang } from './lexicon.ts';
import { readWithModel } from './model.ts';
import { SESSION_TITLE_MAX } from './schemas.ts';
import { TEXTS } from './texts.ts';
import { fold, placeCandidates, sameWord, understand, words, type CategoryEntry, type CurrencyCode, type Intent, type Place, type Vocabulary } from './understand.ts';

/**
 * The AI shopping assistant's text answers ('RM AI Agent', spec 002 §3 and §4 Chat): the message is understood
 * (understand.ts), the classified ads and shop items are searched with the existing search services, and the answer
 * is a products message of product result cards with chips that refine it, or a bot_error message. Deterministic:
 * the same message over the same data gives the same answer. With an OpenAI-compatible model configured (AI_BASE_URL)
 * the model reads the message instead (model.ts), and the offline understanding answers whenever it cannot.
 */

/** Radius of "near me" around the shopper's GPS position, and of a city around its centre (docs/decisions.md 74). */
export const NEAR_ME_MILES = 25;
export const CITY_MILES = 20;
/** Product cards in one answer. */
export const ANSWER_PRODUCTS = 10;
/** Matches read per search and source before ranking. */
const READ_PER_SEARCH = 12;

export type LocationFilter = { type: 'gps' | 'manual'; city?: string | undefined; lat?: number | undefined; lng?: number | undefined };
/**
 * The filters an answer applied, and what a chip or the client sends back (chat_bot:message {filters}): each key
 * present overrides what the text says; null removes that filter.
 */
export type AssistantFilters = {
  query?: string | undefined;
  price_min?: number | null | undefined;
  price_max?: number | null | undefined;
  currency?: CurrencyCode | null | undefined;
  condition?: ItemCondition[] | null | undefined;
  location?: LocationFilter | null | undefined;
  category_id?: number | null | undefined;
  sort?: 'low-to-high' | null | undefined;
};
export type Chip = { text: string; action: 'search' | 'location'; filters: AssistantFilters };
/** The product result card of spec 002 §3. */
export type ProductCard = {
  id: number;
  name: string;
  price: string;
  currency_symbol: string;
  location: string | null;
  category: string | null;
  is_web_result: false;
  source: 'ad' | 'shop';
  images: string[];
  imageUrl: string | null;
};
export type BotMessage = {
  message_type: 'products' | 'bot_error';
  content: string;
  products: ProductCard[];
  total_found: number;
  filters: AssistantFilters;
  suggestions: Chip[];
};

// ---- Vocabulary: categories (cached) and the places a message may name ----

export type CategoryInfo = CategoryEntry & { status: number };
const CATEGORY_TTL_MS = 60_000;
const categoryCache = new WeakMap<Db, { at: number; list: CategoryInfo[] }>();

export async function categoryList(db: Db): Promise<CategoryInfo[]> {
  const hit = categoryCache.get(db);
  if (hit && Date.now() - hit.at < CATEGORY_TTL_MS) return hit.list;
  const list = (
    await rows<{ id: number; parent_id: number | null; kind: 'ad' | 'shop'; slug: string; name: string; translations: unknown; status: number }>(
      db,
      sql`select id, parent_id, kind, slug, name, translations, status from categories order by id`,
    )
  ).map((r) => {
    const t = (typeof r.translations === 'string' ? JSON.parse(r.translations) : r.translations) as Partial<Record<Lang, string>> | null;
    return { id: Number(r.id), parentId: r.parent_id == null ? null : Number(r.parent_id), kind: r.kind, slug: r.slug, names: { en: r.name, ...(t ?? {}) }, status: Number(r.status) };
  });
  categoryCache.set(db, { at: Date.now(), list });
  return list;
}

/** Gazetteer places named like some words of the text, each name once: a principal city of that name first. */
async function placesNamed(db: Db, names: string[]): Promise<Map<string, Place>> {
  const out = new Map<string, Place>();
  if (!names.length) return out;
  const found = await rows<{ name: string; lat: string; lon: string; major: boolean }>(
    db,
    sql`select ci.name, ci.lat, ci.lon, (co.iso2 || '|' || lower(ci.name)) = any(${sql.param(majorCityKeys())}::text[]) as major
      from cities ci join countries co on co.id = ci.country_id
      where lower(ci.name) = any(${sql.param(names)}::text[])
      order by 4 desc, ci.id`,
  );
  for (const r of found) {
    const key = fold(r.name);
    if (!out.has(key)) out.set(key, { name: r.name, lat: Number(r.lat), lng: Number(r.lon), major: r.major === true });
  }
  return out;
}

async function vocabulary(db: Db, text: string): Promise<{ vocab: Vocabulary; categories: CategoryInfo[] }> {
  const categories = (await categoryList(db)).filter((c) => c.status === 1);
  return { vocab: { categories, places: await placesNamed(db, placeCandidates(text)) }, categories };
}

/** The gazetteer place of a city name, a principal city of that name first. */
const placeNamed = async (db: Db, name: string) => (await placesNamed(db, [...new Set([name.toLowerCase(), fold(name)])])).get(fold(name));

export type AnswerOptions = {
  /** The OpenAI-compatible model that reads the message; unset: the offline understanding only. */
  model?: AiModel | undefined;
  /** Where a failed model call is noted (the shopper gets the offline answer and no error). */
  log?: Logger | undefined;
};

type Understood = { intent: Intent; vocab: Vocabulary; categories: CategoryInfo[]; modelTitle?: string | undefined };

const NOTHING: Intent = { lang: 'en', words: [], alternatives: {}, categoryIds: [], conditions: [], nearMe: false, cheapest: false };

/** What the message asks for: read by the model when one is configured and answers in time with a valid reading, else offline. */
async function readQuestion(db: Db, query: string, options: AnswerOptions): Promise<Understood> {
  const { vocab, categories } = await vocabulary(db, query);
  if (!hasWordChar(query)) return { intent: NOTHING, vocab, categories };
  if (options.model) {
    try {
      const read = await readWithModel(options.model, query, vocab.categories, (name) => placeNamed(db, name));
      return { intent: read.intent, vocab, categories, modelTitle: read.title };
    } catch (err) {
      options.log?.warn(`assistant: the offline understanding answered, the AI model could not (${err instanceof Error ? err.message : String(err)})`);
    }
  }
  return { intent: understand(query, vocab), vocab, categories };
}

// ---- Searching ----

export type Found = { source: 'ad' | 'shop'; item: AdItem | ShopItem; order: number };

export const subtree = (ids: number[], categories: CategoryInfo[]) => {
  const out = new Set(ids);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of categories) {
      if (c.parentId != null && out.has(c.parentId) && !out.has(c.id)) {
        out.add(c.id);
        grew = true;
      }
    }
  }
  return out;
};

const effectivePrice = (i: AdItem | ShopItem) => Number(i.offer_price ?? i.price);
const currencyCode = (f: Found) =>
  f.source === 'ad' ? (f.item as AdItem).currency_code : ((f.item as ShopItem & { currency?: { code?: string | null } | null }).currency?.code ?? 'USD');

function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

type Plan = {
  words: string[];
  alternatives: Record<string, string[]>;
  adCategoryIds: number[];
  shopCategoryIds: number[];
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  currency?: CurrencyCode | undefined;
  conditions: ItemCondition[];
  geo?: Geo | undefined;
  sort?: SortFilter | undefined;
};

async function searchBoth(db: Db, plan: Plan, text: string | undefined, categories: { ad?: number[]; shop?: number[] } | undefined) {
  const found: { source: 'ad' | 'shop'; item: AdItem | ShopItem }[] = [];
  let total = 0;
  const page = { sort: plan.sort, page: 1, perPage: READ_PER_SEARCH };
  if (!categories || categories.ad?.length) {
    const f: AdFilters = {
      text,
      categoryIds: categories?.ad,
      geo: plan.geo,
      priceMin: plan.priceMin,
      priceMax: plan.priceMax,
      conditions: plan.conditions.length ? plan.conditions : undefined,
    };
    const ads = await adsPage(db, f, page);
    total += ads.total;
    for (const item of ads.items) found.push({ source: 'ad', item });
  }
  // Shop items are new: a search for used or like-new goods leaves them out.
  const shopFits = !plan.conditions.length || plan.conditions.includes('new');
  if (shopFits && (!categories || categories.shop?.length)) {
    const f: ShopFilters = { text, categoryIds: categories?.shop, priceMin: plan.priceMin, priceMax: plan.priceMax };
    const shop = await shopPage(db, f, page);
    total += shop.total;
    for (const item of shop.items) found.push({ source: 'shop', item });
  }
  return { found, total };
}

/** How well an item answers the words: in its name (or a shop item's brand) counts most, then its category, then its description. */
function score(f: Found, plan: Plan, wanted: Set<number>, categoryWords: Map<number, string[]>): number {
  const brand = f.source === 'shop' ? ((f.item as ShopItem).brand ?? '') : '';
  const name = words(fold(`${f.item.name} ${brand}`));
  const description = words(fold(f.item.description ?? ''));
  const categoryId = f.source === 'ad' ? (f.item as AdItem).category_id : (f.item as ShopItem).category.id;
  const catWords = categoryWords.get(categoryId) ?? [];
  let s = wanted.has(categoryId) ? 2 : 0;
  for (const word of plan.words) {
    const forms = [word, ...(plan.alternatives[word] ?? [])].map(fold);
    const has = (list: string[], prefix: boolean) => forms.some((w) => list.some((n) => sameWord(w, n) || (prefix && n.startsWith(w))));
    if (has(name, true)) s += 3;
    else if (has(catWords, false)) s += 2;
    else if (has(description, true)) s += 1;
  }
  return s;
}

async function search(db: Db, plan: Plan, categories: CategoryInfo[]): Promise<{ ranked: Found[]; total: number }> {
  const seen = new Map<string, Found>();
  let total = 0;
  const add = (r: { found: { source: 'ad' | 'shop'; item: AdItem | ShopItem }[]; total: number }) => {
    total = Math.max(total, r.total);
    for (const f of r.found) {
      const key = `${f.source}:${f.item.id}`;
      if (!seen.has(key)) seen.set(key, { ...f, order: seen.size });
    }
  };
  const text = plan.words.join(' ');
  const all = plan.words.length ? await searchBoth(db, plan, text, undefined) : undefined;
  if (all) add(all);
  if (plan.adCategoryIds.length || plan.shopCategoryIds.length) add(await searchBoth(db, plan, undefined, { ad: plan.adCategoryIds, shop: plan.shopCategoryIds }));
  if (!plan.words.length && !plan.adCategoryIds.length && !plan.shopCategoryIds.length) add(await searchBoth(db, plan, undefined, undefined));
  // No item has every word: items with any of them, ranked by how many they have.
  if (all && !all.found.length && plan.words.length > 1) for (const w of plan.words) add(await searchBoth(db, plan, w, undefined));
  // The words as typed where the phrase book replaced them: a listing may say 'bicycle' or 'vélo' rather than 'bike'.
  for (const [word, typed] of Object.entries(plan.alternatives)) {
    for (const alt of typed) add(await searchBoth(db, plan, plan.words.map((w) => (w === word ? alt : w)).join(' '), undefined));
  }

  let list = [...seen.values()];
  if (plan.currency) list = list.filter((f) => currencyCode(f) === plan.currency);
  if (plan.geo) {
    const centre = plan.geo;
    list = list.filter((f) => f.item.lat != null && f.item.lon != null && milesBetween(centre, { lat: f.item.lat, lng: f.item.lon }) <= centre.radiusMiles);
  }
  const wanted = new Set([...plan.adCategoryIds, ...plan.shopCategoryIds]);
  const categoryWords = new Map(categories.map((c) => [c.id, words(fold(c.names.en ?? ''))]));
  const scored = list.map((f) => ({ f, s: score(f, plan, wanted, categoryWords) }));
  // With words, an item that matches none of them (found only through a broad category) is not an answer, and when
  // some items have a word in their name or category, one that has it only in its description is not either.
  const best = Math.max(0, ...scored.map((x) => x.s));
  const floor = !plan.words.length && !wanted.size ? 0 : best >= 3 ? 2 : 1;
  const relevant = scored.filter((x) => x.s >= floor);
  relevant.sort((a, b) =>
    plan.sort === 'low-to-high' ? effectivePrice(a.f.item) - effectivePrice(b.f.item) || a.f.order - b.f.order : b.s - a.s || a.f.order - b.f.order,
  );
  const ranked = relevant.map((x) => x.f);
  const filteredAfter = plan.currency !== undefined || plan.geo !== undefined;
  return { ranked, total: filteredAfter ? ranked.length : Math.max(total, ranked.length) };
}

// ---- A session's title ----

const capital = (s: string, lang: Lang) => s.charAt(0).toLocaleUpperCase(lang) + s.slice(1);

function shortened(title: string): string {
  const flat = title.replace(/\s+/g, ' ').trim();
  if (flat.length <= SESSION_TITLE_MAX) return flat;
  const cut = flat.slice(0, SESSION_TITLE_MAX - 1);
  return `${cut.includes(' ') ? cut.slice(0, cut.lastIndexOf(' ')) : cut}…`;
}

/**
 * What is searched, in the shopper's language: the one category the message names (counting its subcategories as
 * that one), else the product words as the shopper typed them.
 */
function subject(u: Understood, query: string): string | undefined {
  const { intent, categories } = u;
  const byId = new Map(categories.map((c) => [c.id, c]));
  const within = (id: number, other: number) => {
    for (let c = byId.get(id)?.parentId; c != null; c = byId.get(c)?.parentId) if (c === other) return true;
    return false;
  };
  const roots = intent.categoryIds.filter((id) => !intent.categoryIds.some((other) => other !== id && within(id, other)));
  const named = roots.length === 1 ? byId.get(roots[0]!) : undefined;
  if (named) return named.names[intent.lang] ?? named.names.en;
  if (!intent.words.length) return undefined;
  const typed = words(query, intent.lang);
  const folded = fold(query);
  const asTyped = (word: string) => {
    for (const form of [...(intent.alternatives[word] ?? []), word]) {
      const token = typed.find((t) => fold(t) === form);
      if (token) return token;
      // A Chinese word the segmenter splits ("自行车": "自行", "车") is in the text as it is.
      if (intent.lang === 'zh' && folded.includes(form)) return form;
    }
    return word;
  };
  return intent.words.map(asTyped).join(intent.lang === 'zh' ? '' : ' ');
}

/**
 * The title of a session whose first question is `query` (decision 96): the model's when it read the question, else
 * what is searched with its price bound and place ('Bicycles under 300'), else the question itself.
 */
function titleOf(u: Understood, query: string): string {
  if (u.modelTitle) return shortened(u.modelTitle);
  const { intent } = u;
  const t = TEXTS[intent.lang].title;
  const what = subject(u, query);
  if (!what) return shortened(capital(query, intent.lang));
  const money = (n: number) => (intent.currency ? `${n} ${intent.currency}` : String(n));
  const details: string[] = [];
  if (intent.priceMin !== undefined && intent.priceMax !== undefined) details.push(t.between(money(intent.priceMin), money(intent.priceMax)));
  else if (intent.priceMax !== undefined) details.push(t.under(money(intent.priceMax)));
  else if (intent.priceMin !== undefined) details.push(t.over(money(intent.priceMin)));
  if (intent.place) details.push(t.inCity(intent.place.name));
  else if (intent.nearMe) details.push(t.nearMe);
  return shortened(capital(t.join(what, details), intent.lang));
}

/** The title of a session whose first question is `text`, without searching. */
export async function sessionTitle(db: Db, text: string, options: AnswerOptions = {}): Promise<string> {
  const query = text.trim().slice(0, 500);
  return titleOf(await readQuestion(db, query, options), query);
}

// ---- The answer ----

export function card(f: Found, lang: Lang, categories: Map<number, CategoryInfo>): ProductCard {
  const item = f.item;
  const categoryId = 'category_id' in item ? item.category_id : (item as ShopItem).category.id;
  const category = categories.get(categoryId);
  const images = item.attachment.map((a) => a.attachment);
  return {
    id: item.id,
    name: item.name,
    price: item.offer_price ?? item.price,
    currency_symbol: item.currency_symbol || '$',
    location: item.location,
    category: category ? (category.names[lang] ?? category.names.en ?? null) : null,
    is_web_result: false,
    source: f.source,
    images,
    imageUrl: images[0] ?? null,
  };
}

/** A round price near x (1, 2 or 5 times a power of ten), for price band chips. */
function roundPrice(x: number): number {
  const p = 10 ** Math.floor(Math.log10(Math.max(x, 1)));
  return [1, 2, 5, 10].map((m) => m * p).reduce((best, v) => (Math.abs(v - x) < Math.abs(best - x) ? v : best), p);
}

function chips(lang: Lang, applied: AssistantFilters, ranked: Found[], places: Map<string, Place>, resultCity: Place | undefined): Chip[] {
  const t = TEXTS[lang];
  const out: Chip[] = [];
  const refine = (text: string, change: AssistantFilters, action: Chip['action'] = 'search') => out.push({ text, action, filters: { ...applied, ...change } });
  const money = (n: number) => String(n);
  if (applied.price_min == null && applied.price_max == null) {
    const prices = ranked.map((f) => effectivePrice(f.item)).sort((a, b) => a - b);
    if (prices.length >= 2) {
      const low = roundPrice(prices[Math.floor(prices.length / 3)]!);
      const high = roundPrice(prices[Math.floor((prices.length * 2) / 3)]!);
      refine(t.under(money(low)), { price_max: low });
      if (high > low) refine(t.between(money(low), money(high)), { price_min: low, price_max: high });
      refine(t.over(money(high > low ? high : low)), { price_min: high > low ? high : low });
    }
  } else refine(t.anyPrice, { price_min: null, price_max: null });
  const hasAds = ranked.some((f) => f.source === 'ad');
  if (!applied.condition?.length) {
    if (hasAds) for (const c of ['new', 'likeNew', 'used'] as const) refine(t.condition[c], { condition: [c] });
  } else refine(t.anyCondition, { condition: null });
  if (!applied.location) {
    refine(t.nearMe, { location: { type: 'gps' } }, 'location');
    if (resultCity) refine(t.inCity(resultCity.name), { location: { type: 'manual', city: resultCity.name, lat: resultCity.lat, lng: resultCity.lng } }, 'location');
  } else {
    refine(t.anywhere, { location: null }, 'location');
    if (applied.location.type === 'manual' && !places.size) refine(t.nearMe, { location: { type: 'gps' } }, 'location');
  }
  return out;
}

/**
 * The city most of the best results are in (a listing's location ends "…, City, Country"), centred on those
 * listings, for the manual city chip.
 */
function resultCity(ranked: Found[]): Place | undefined {
  const byCity = new Map<string, { lat: number; lng: number }[]>();
  for (const f of ranked.slice(0, ANSWER_PRODUCTS)) {
    const parts = (f.item.location ?? '').split(',').map((p) => p.trim()).filter(Boolean);
    const city = parts.length >= 2 ? parts[parts.length - 2]! : undefined;
    if (city && f.item.lat != null && f.item.lon != null) byCity.set(city, [...(byCity.get(city) ?? []), { lat: f.item.lat, lng: f.item.lon }]);
  }
  const best = [...byCity].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))[0];
  if (!best) return undefined;
  const [name, points] = best;
  const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 1e4) / 1e4;
  return { name, lat: mean(points.map((p) => p.lat)), lng: mean(points.map((p) => p.lng)), major: false };
}

function errorMessage(content: string, filters: AssistantFilters, suggestions: Chip[] = []): BotMessage {
  return { message_type: 'bot_error', content, products: [], total_found: 0, filters, suggestions };
}

const has = <K extends keyof AssistantFilters>(f: AssistantFilters | undefined, k: K): f is AssistantFilters & Required<Pick<AssistantFilters, K>> => !!f && k in f && f[k] !== undefined;

/**
 * The assistant's answer to a shopper's text message: one products message (cards, total_found, the filters applied,
 * chips), or a bot_error message when nothing is understood or found. `chipFilters` are the filters a chip or the
 * client sends with the message; each one given overrides what the text says (null removes it).
 */
export async function answerText(db: Db, text: string, chipFilters?: AssistantFilters, options: AnswerOptions = {}): Promise<BotMessage[]> {
  return (await answerQuestion(db, text, chipFilters, options)).messages;
}

/** answerText's messages, and the title of a session this question opens (sessionTitle). */
export async function answerQuestion(db: Db, text: string, chipFilters?: AssistantFilters, options: AnswerOptions = {}): Promise<{ messages: BotMessage[]; title: string }> {
  const query = (chipFilters?.query ?? text).trim().slice(0, 500);
  const u = await readQuestion(db, query, options);
  const { intent, vocab, categories } = u;
  const title = titleOf(u, query);
  const lang = intent.lang;
  const t = TEXTS[lang];

  const applied: AssistantFilters = { query };
  const pick = <K extends keyof AssistantFilters>(k: K, fromText: AssistantFilters[K]) => {
    const v = has(chipFilters, k) ? chipFilters[k] : fromText;
    if (v !== undefined && v !== null) applied[k] = v;
  };
  pick('price_min', intent.priceMin);
  pick('price_max', intent.priceMax);
  pick('currency', intent.currency);
  pick('condition', intent.conditions.length ? intent.conditions : undefined);
  pick('sort', intent.cheapest ? 'low-to-high' : undefined);
  pick('category_id', undefined);
  const textLocation: LocationFilter | undefined = intent.place
    ? { type: 'manual', city: intent.place.name, lat: intent.place.lat, lng: intent.place.lng }
    : intent.nearMe
      ? { type: 'gps' }
      : undefined;
  pick('location', textLocation);

  // A manual city without coordinates is looked up; a GPS location without them cannot be used yet.
  let location = applied.location;
  if (location?.type === 'manual' && (location.lat === undefined || location.lng === undefined) && location.city) {
    const place = await placeNamed(db, location.city);
    location = place ? { type: 'manual', city: place.name, lat: place.lat, lng: place.lng } : undefined;
    if (location) applied.location = location;
    else delete applied.location;
  }
  const geo: Geo | undefined =
    location?.lat !== undefined && location.lng !== undefined
      ? { lat: location.lat, lng: location.lng, radiusMiles: location.type === 'gps' ? NEAR_ME_MILES : CITY_MILES }
      : undefined;
  const needsGps = location?.type === 'gps' && !geo;
  if (needsGps) delete applied.location;

  const categoryIds = applied.category_id != null ? [applied.category_id] : intent.categoryIds;
  const byId = new Map(categories.map((c) => [c.id, c]));
  const expanded = subtree(categoryIds, categories);
  const plan: Plan = {
    words: intent.words,
    alternatives: intent.alternatives,
    adCategoryIds: [...expanded].filter((id) => byId.get(id)?.kind === 'ad').sort((a, b) => a - b),
    shopCategoryIds: [...expanded].filter((id) => byId.get(id)?.kind === 'shop').sort((a, b) => a - b),
    priceMin: applied.price_min ?? undefined,
    priceMax: applied.price_max ?? undefined,
    currency: applied.currency ?? undefined,
    conditions: applied.condition ?? [],
    geo,
    sort: applied.sort ?? undefined,
  };

  const understood = plan.words.length > 0 || expanded.size > 0 || plan.priceMin !== undefined || plan.priceMax !== undefined || plan.conditions.length > 0 || geo !== undefined;
  if (!understood) {
    const gps = needsGps ? [{ text: t.nearMe, action: 'location' as const, filters: { ...applied, location: { type: 'gps' as const } } }] : [];
    return { messages: [errorMessage(needsGps ? t.shareLocation : t.notUnderstood, applied, gps)], title };
  }

  const { ranked, total } = await search(db, plan, categories);
  if (!ranked.length) {
    const relax: Chip[] = [];
    if (applied.price_min != null || applied.price_max != null) relax.push({ text: t.anyPrice, action: 'search', filters: { ...applied, price_min: null, price_max: null } });
    if (applied.condition?.length) relax.push({ text: t.anyCondition, action: 'search', filters: { ...applied, condition: null } });
    if (applied.location) relax.push({ text: t.anywhere, action: 'location', filters: { ...applied, location: null } });
    return { messages: [errorMessage(t.nothing, applied, relax)], title };
  }
  const city = applied.location ? undefined : resultCity(ranked);
  const suggestions = chips(lang, applied, ranked, vocab.places, city);
  const content = needsGps ? `${t.found(total)} ${t.shareLocation}` : t.found(total);
  return {
    messages: [
      {
        message_type: 'products',
        content,
        products: ranked.slice(0, ANSWER_PRODUCTS).map((f) => card(f, lang, byId)),
        total_found: total,
        filters: applied,
        suggestions,
      },
    ],
    title,
  };
}

