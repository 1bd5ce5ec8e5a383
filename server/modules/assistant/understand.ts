import { ALSO_NAMED, CHEAP, CONDITION_PHRASES, CURRENCIES, LANGS, MAX_AFTER, MAX_BEFORE, MIN_AFTER, MIN_BEFORE, NEAR_ME, PLACE_BEFORE, PRODUCT_WORDS, RANGE_FORMS, STOP_WORDS, type ItemCondition, type Lang } from './lexicon.ts';

/**
 * What a shopper's message asks for: product words, price bounds, condition, place and category, read from the
 * common phrasings of the seven interface languages. Pure and deterministic: the categories and the gazetteer's
 * places the text may name come in as a Vocabulary (service.ts reads them from the database).
 */

export type CurrencyCode = 'USD' | 'EUR' | 'GBP' | 'MDL';
export type CategoryEntry = { id: number; parentId: number | null; kind: 'ad' | 'shop'; slug: string; names: Partial<Record<Lang, string>> };
export type Place = { name: string; lat: number; lng: number; major: boolean };
export type Vocabulary = {
  categories: CategoryEntry[];
  /** Gazetteer places by their folded name (fold()); only the ones the text may name are needed. */
  places: Map<string, Place>;
};

export type Intent = {
  lang: Lang;
  /** Search words, in the English of listings where the phrase book knows the word, else as typed. */
  words: string[];
  /**
   * The words as read (letters folded) where the phrase book put another in their place ('bicycle', 'velo' for
   * 'bike'): a listing may use them, so the search tries them too.
   */
  alternatives: Record<string, string[]>;
  /** Categories the words name (not yet expanded to their subtrees). */
  categoryIds: number[];
  priceMin?: number;
  priceMax?: number;
  currency?: CurrencyCode;
  conditions: ItemCondition[];
  /** "near me": the shopper's GPS position is needed. */
  nearMe: boolean;
  place?: Place;
  cheapest: boolean;
};

/** Lower case without accents, the form every comparison uses ("Vélo" and "velo" are one word). */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC');

const CJK = /[\u3400-\u9fff]/u;
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A phrase as a pattern: whole words for alphabetic scripts, a plain substring for Chinese. */
function phrase(p: string): string {
  const f = esc(fold(p)).replace(/ /g, '\\s+');
  const start = /^[\p{L}\p{N}]/u.test(p) && !CJK.test(p[0]!) ? '(?<![\\p{L}\\p{N}])' : '';
  const end = /[\p{L}\p{N}.]$/u.test(p) && !CJK.test(p.at(-1)!) ? '(?![\\p{L}\\p{N}])' : '';
  return `${start}${f}${end}`;
}
const anyOf = (list: string[]) => `(?:${[...new Set(list)].sort((a, b) => b.length - a.length).map(phrase).join('|')})`;

const CUR = anyOf(CURRENCIES.map(([w]) => w));
const UNIT = '(?:gb|go|tb|cm|mm|kg|g|l|w|mp|inch|inches|zoll|"|%|ml|km|m|гб|см|кг|寸|英寸|厘米|公斤)';
/** An amount with an optional currency before or after it; captures: currency before, number, k, currency after. */
const AMOUNT = `(?:(${CUR})\\s?)?(?<![\\p{N}.,\\p{Script=Latin}\\p{Script=Cyrillic}])(\\d+(?:[.,]\\d{3})*(?:[.,]\\d{1,2})?)(?!\\d)(?!\\s?${UNIT}(?![\\p{L}]))(\\s?k(?![\\p{L}]))?(?:\\s?(${CUR}))?`;

const compile = (body: string) => new RegExp(body, 'u');
const RANGES = RANGE_FORMS.map(([before, between]) => compile(`${before ? `${phrase(before)}\\s*` : ''}${AMOUNT}\\s*${phrase(between)}\\s*${AMOUNT}`));
const MAXES = [compile(`${anyOf(MAX_BEFORE)}\\s*${AMOUNT}`), compile(`${AMOUNT}\\s*${anyOf(MAX_AFTER)}`)];
const MINS = [compile(`${anyOf(MIN_BEFORE)}\\s*${AMOUNT}`), compile(`${AMOUNT}\\s*${anyOf(MIN_AFTER)}`)];
const CONDITIONS = CONDITION_PHRASES.map(([c, list]) => [c, new RegExp(anyOf(list), 'gu')] as const);
const NEAR = new RegExp(anyOf(NEAR_ME), 'gu');
const CHEAPEST = new RegExp(anyOf(CHEAP), 'gu');
/** Product words of several words, and Chinese ones, which a word segmenter may split ("自行车": "自行", "车"). */
const PRODUCT_PHRASES = new RegExp(anyOf(Object.keys(PRODUCT_WORDS).filter((k) => k.includes(' ') || CJK.test(k))), 'gu');
const PRODUCTS = new Map(Object.entries(PRODUCT_WORDS).map(([k, v]) => [fold(k), v]));
const STOPS: Record<Lang, Set<string>> = Object.fromEntries(LANGS.map((l) => [l, new Set(STOP_WORDS[l].map(fold))])) as Record<Lang, Set<string>>;
const PLACE_WORDS = new Set(PLACE_BEFORE.map(fold));
const currencyOf = new Map(CURRENCIES.map(([w, c]) => [fold(w), c]));

function parseAmount(m: RegExpExecArray, at: number): { value: number; currency?: CurrencyCode } {
  const raw = m[at + 1]!;
  // "1.000" and "1,000" are thousands; "12,50" and "12.5" decimals.
  const thousands = /^\d{1,3}([.,]\d{3})+$/.test(raw);
  let value = Number(thousands ? raw.replace(/[.,]/g, '') : raw.replace(',', '.'));
  if (m[at + 2]) value *= 1000;
  const cur = m[at] ?? m[at + 3];
  const currency = cur ? currencyOf.get(fold(cur).replace(/\s+/g, ' ')) : undefined;
  return currency ? { value, currency } : { value };
}

/** The language of the message: its script, else the language whose small words and letters it uses most. */
export function detectLang(text: string): Lang {
  if (CJK.test(text)) return 'zh';
  if (/[а-яё]/iu.test(text)) return 'ru';
  const lower = text.toLowerCase();
  const words = lower.match(/[\p{L}']+/gu) ?? [];
  const score: Record<Lang, number> = { en: 0, fr: 0, zh: 0, de: 0, ro: 0, ru: 0, es: 0 };
  for (const w of words) for (const l of ['en', 'fr', 'de', 'ro', 'es'] as const) if (STOPS[l].has(fold(w))) score[l] += 1;
  const hints: [Lang, RegExp][] = [
    ['ro', /[ăâîșşțţ]/u], ['es', /[ñ¿¡]|(?<![\p{L}])(?:menos|hasta|usad[oa]|nuev[oa]|barat[oa])(?![\p{L}])/u], ['de', /[äöüß]|(?<![\p{L}])(?:unter|zwischen|gebraucht|neu|bis|ab|suche|ich)(?![\p{L}])/u],
    ['fr', /[éèêçàœ]|(?<![\p{L}])(?:moins|entre|occasion|neuf)(?![\p{L}])/u], ['ro', /(?<![\p{L}])(?:sub|între|până|folosit|nou)(?![\p{L}])/u],
    ['en', /(?<![\p{L}])(?:under|below|between|used|new|near)(?![\p{L}])/u],
  ];
  for (const [l, re] of hints) if (re.test(lower)) score[l] += 2;
  return (['en', 'fr', 'de', 'ro', 'es'] as const).reduce((best, l) => (score[l] > score[best] ? l : best), 'en' as Lang);
}

/** Two words are one when equal, or (alphabetic, four letters or more) when they differ only in an ending. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (CJK.test(a) || CJK.test(b)) return [...a].length >= 2 && [...b].length >= 2 && (a.includes(b) || b.includes(a));
  const min = Math.min(a.length, b.length);
  if (min < 4) return false;
  let p = 0;
  while (p < min && a[p] === b[p]) p++;
  return p >= min - 1 && Math.max(a.length, b.length) - p <= 3;
}

const segmenters = new Map<string, Intl.Segmenter>();
/** The words of a text (Intl.Segmenter: dictionary-based for Chinese), French elisions (l', d') dropped. */
export function words(text: string, lang: Lang = 'en'): string[] {
  let seg = segmenters.get(lang);
  if (!seg) segmenters.set(lang, (seg = new Intl.Segmenter(lang, { granularity: 'word' })));
  const out: string[] = [];
  for (const s of seg.segment(text)) {
    if (!s.isWordLike) continue;
    const w = s.segment.replace(/^(?:l|d|j|qu|n|s|c|m|t)['’]/u, '');
    if (w) out.push(w);
  }
  return out;
}

/** Folded one- to three-word sequences of the text that may be place names (the service looks them up). */
export function placeCandidates(text: string): string[] {
  const tokens = words(fold(text)).filter((w) => !CJK.test(w) && !/^\d+$/.test(w));
  const out = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    for (let n = 1; n <= 3 && i + n <= tokens.length; n++) {
      const gram = tokens.slice(i, i + n).join(' ');
      if (gram.length >= 3) out.add(gram);
    }
  }
  return [...out].slice(0, 60);
}

type CategoryIndex = { words: { word: string; id: number; lang: Lang }[] };
const indexes = new WeakMap<CategoryEntry[], CategoryIndex>();
function categoryIndex(categories: CategoryEntry[]): CategoryIndex {
  let index = indexes.get(categories);
  if (index) return index;
  const list: { word: string; id: number; lang: Lang }[] = [];
  for (const c of categories) {
    for (const l of LANGS) {
      const name = c.names[l];
      if (!name) continue;
      // A Chinese name is compared whole: a shopper's word is found in it or it in the word.
      for (const w of l === 'zh' ? [fold(name)] : words(fold(name), l)) {
        if (STOPS[l].has(w) || STOPS.en.has(w) || (!CJK.test(w) && w.length < 3)) continue;
        list.push({ word: w, id: c.id, lang: l });
      }
    }
  }
  index = { words: list };
  indexes.set(categories, index);
  return index;
}

/** Categories one of whose names (in any language, or in `lang` only) contains the word. */
export function categoriesNamed(word: string, categories: CategoryEntry[], lang?: Lang): number[] {
  const ids = new Set<number>();
  for (const e of categoryIndex(categories).words) if ((!lang || e.lang === lang) && sameWord(word, e.word)) ids.add(e.id);
  return [...ids].sort((a, b) => a - b);
}

/** Removes every match of `re` from the text, returning the text and the matches. */
function cut(text: string, re: RegExp): { text: string; found: string[] } {
  const found: string[] = [];
  const rest = text.replace(re, (m) => {
    found.push(m);
    return ' ';
  });
  return { text: rest, found };
}

export function understand(message: string, vocab: Vocabulary): Intent {
  const lang = detectLang(message);
  let text = ` ${fold(message).replace(/[’`]/g, "'")} `;
  const intent: Intent = { lang, words: [], alternatives: {}, categoryIds: [], conditions: [], nearMe: false, cheapest: false };

  // Prices: a range first, then an upper and a lower bound.
  const take = (re: RegExp, apply: (m: RegExpExecArray) => void) => {
    const m = re.exec(text);
    if (!m) return false;
    apply(m);
    text = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`;
    return true;
  };
  const setCurrency = (a: { currency?: CurrencyCode }) => {
    if (a.currency) intent.currency ??= a.currency;
  };
  for (const re of RANGES) {
    if (
      take(re, (m) => {
        const a = parseAmount(m, 1);
        const b = parseAmount(m, 5);
        setCurrency(a);
        setCurrency(b);
        intent.priceMin = Math.min(a.value, b.value);
        intent.priceMax = Math.max(a.value, b.value);
      })
    )
      break;
  }
  if (intent.priceMax === undefined) for (const re of MAXES) if (take(re, (m) => { const a = parseAmount(m, 1); setCurrency(a); intent.priceMax = a.value; })) break;
  if (intent.priceMin === undefined) for (const re of MINS) if (take(re, (m) => { const a = parseAmount(m, 1); setCurrency(a); intent.priceMin = a.value; })) break;
  // A currency named apart from a bound ("bike in euros") still says which prices count.
  text = text.replace(new RegExp(CUR, 'gu'), (w) => {
    intent.currency ??= currencyOf.get(fold(w));
    return ' ';
  });

  for (const [condition, re] of CONDITIONS) {
    const r = cut(text, re);
    text = r.text;
    if (r.found.length && !intent.conditions.includes(condition)) intent.conditions.push(condition);
  }
  const near = cut(text, NEAR);
  text = near.text;
  intent.nearMe = near.found.length > 0;
  const cheap = cut(text, CHEAPEST);
  text = cheap.text;
  intent.cheapest = cheap.found.length > 0;

  const phrases: string[] = [];
  text = text.replace(PRODUCT_PHRASES, (m) => {
    phrases.push(m.replace(/\s+/g, ' '));
    return ' ';
  });

  // Places: a gazetteer name after a place word ("in Lyon"), or a major city anywhere ("bike London").
  const tokens = words(text, lang);
  const used = new Set<number>();
  for (let n = 3; n >= 1 && !intent.place; n--) {
    for (let i = 0; i + n <= tokens.length; i++) {
      const place = vocab.places.get(tokens.slice(i, i + n).join(' '));
      if (!place) continue;
      const after = i > 0 && PLACE_WORDS.has(tokens[i - 1]!);
      if (!after && !place.major) continue;
      intent.place = place;
      for (let k = i; k < i + n; k++) used.add(k);
      if (after) used.add(i - 1);
      break;
    }
  }

  const stops = new Set([...STOPS[lang], ...STOPS.en]);
  const groups: number[][] = [];
  const english: string[] = [];
  const content = [...phrases, ...tokens.filter((token, i) => !used.has(i) && !stops.has(token))];
  for (const token of content) {
    if (!CJK.test(token) && !/\d/.test(token) && token.length < 2) continue;
    const translated = PRODUCTS.get(token);
    const named = [translated ?? token, ...(ALSO_NAMED[translated ?? token] ?? [])].flatMap((w) => categoriesNamed(w, vocab.categories));
    const also = translated && translated !== token ? categoriesNamed(token, vocab.categories) : [];
    const cats = [...new Set([...named, ...also])];
    if (cats.length) groups.push(cats);
    // A word of another language that only names a category searches by that category, not by the word; a word the
    // English names use too (a brand: "Samsung") is searched as well.
    if (translated) {
      english.push(translated);
      if (translated !== token && !translated.includes(' ')) intent.alternatives[translated] = [...new Set([...(intent.alternatives[translated] ?? []), token])];
    } else if (lang === 'en' || !cats.length || categoriesNamed(token, vocab.categories, 'en').length) english.push(token);
  }
  intent.words = [...new Set(english.flatMap((w) => w.split(' ')))];
  intent.categoryIds = combineCategories(groups, vocab.categories);
  return intent;
}

/**
 * The categories several words name together: those every word's categories share, counting a category's subtree
 * ("road" and "bike": Road Bikes), else every category any word names.
 */
function combineCategories(groups: number[][], categories: CategoryEntry[]): number[] {
  const parent = new Map(categories.map((c) => [c.id, c.parentId]));
  const kind = new Map(categories.map((c) => [c.id, c.kind]));
  const within = (id: number, ancestors: number[]) => {
    for (let c: number | null | undefined = id; c != null; c = parent.get(c)) if (ancestors.includes(c)) return true;
    return false;
  };
  // The ads' and the shop's trees apart: a brand that names an ad category ("Samsung") leaves the shop's alone.
  return (['ad', 'shop'] as const).flatMap((k) => {
    const ofKind = groups.map((g) => g.filter((id) => kind.get(id) === k)).filter((g) => g.length);
    const all = [...new Set(ofKind.flat())].sort((a, b) => a - b);
    const shared = all.filter((id) => ofKind.every((g) => within(id, g)));
    return shared.length ? shared : all;
  });
}
