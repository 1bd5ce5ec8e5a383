/**
 * Pure rules of the ad card and the home board's ad tabs (spec 001 'Home board', 'Ad card'). No DOM, no fetch:
 * shared by AdCard.astro, the HomeTabs island and the ad details page, and unit-tested.
 */
import { sectionOn } from './sections.ts';

export type AdAttachment = { id: number; attachment: string; variants?: string[] | null; type?: string | number | null };
export type AdCreator = {
  id: number;
  name: string | null;
  last_name?: string | null;
  avatar?: string | null;
  location?: string | null;
  average_rating?: number | string | null;
  total_reviews?: number | null;
};

/** The Ad entity as the API returns it (fields the screens use). */
export type Ad = {
  id: number;
  name: string;
  description?: string | null;
  price: string | number | null;
  offer_price: string | number | null;
  currency_symbol?: string | null;
  location?: string | null;
  lat?: number | string | null;
  lon?: number | string | null;
  is_negotiable: number | string;
  is_sponsored: number | string;
  type: number | string;
  status?: number | string;
  attachment?: AdAttachment[] | null;
  tags?: (string | { id?: number; name: string })[] | null;
  creator?: AdCreator | null;
  is_favorite?: number | string | null;
  total_like?: number | null;
  created_at?: string | null;
  condition?: string | null;
  external_website?: string | null;
  purchase_button_text?: string | null;
  show_contact?: number | string | null;
  percent_off?: number | null;
  category?: { id: number; name: string | null } | null;
};

const ALL_HOME_TABS = ['newest', 'company', 'reduced', 'feeds', 'recommendations', 'all'] as const;
export type HomeTab = (typeof ALL_HOME_TABS)[number];
/** Tabs of the home board's list (spec 001 'Home board'); Feeds once the feeds section exists. */
export const HOME_TABS: readonly HomeTab[] = ALL_HOME_TABS.filter((tab) => tab !== 'feeds' || sectionOn('feeds'));
export function isHomeTab(value: unknown): value is HomeTab {
  return typeof value === 'string' && (HOME_TABS as readonly string[]).includes(value);
}

/** Key of the 'No {tab} available' text (home namespace, shared with the static board). */
export function emptyTextKey(tab: HomeTab): string {
  return `home:ads.empty.${tab}`;
}

/** The URL of a tab's page: the default tab is the bare board. */
export function tabHref(tab: HomeTab, page = 1): string {
  const params = new URLSearchParams();
  if (tab !== 'newest') params.set('tab', tab);
  if (page > 1) params.set('page', String(page));
  const q = params.toString();
  return `/${q ? `?${q}` : ''}#home-ads-title`;
}

/** The image a card shows: the smallest variant of the first photo, else the photo itself, else null. */
export function cardImage(ad: Pick<Ad, 'attachment'>): string | null {
  const first = ad.attachment?.[0];
  if (!first) return null;
  const small = first.variants?.find((v) => typeof v === 'string' && v !== '');
  return small ?? (first.attachment || null);
}

/** The largest version of a photo (the gallery and og:image). */
export function largeImage(a: AdAttachment): string {
  const variants = (a.variants ?? []).filter((v) => typeof v === 'string' && v !== '');
  return a.attachment || variants[variants.length - 1] || '';
}

/** A middle-sized version for gallery slides: the second-largest variant when there are several. */
export function slideImage(a: AdAttachment): string {
  const variants = (a.variants ?? []).filter((v) => typeof v === 'string' && v !== '');
  return variants.length >= 2 ? variants[variants.length - 2]! : largeImage(a);
}

/** 'urgent' for is_sponsored 1, 'sponsored' for 2 (top page), else null. */
export function promotionBadge(isSponsored: Ad['is_sponsored']): 'urgent' | 'sponsored' | null {
  const n = Number(isSponsored);
  return n === 1 ? 'urgent' : n === 2 ? 'sponsored' : null;
}

export const isOn = (v: unknown): boolean => v === 1 || v === '1' || v === true;

/** ISO 4217 code for a currency symbol (JSON-LD priceCurrency); the spec's default symbol is '$'. */
export function currencyCode(symbol: string | null | undefined): string {
  const s = (symbol ?? '').trim();
  if (/^[A-Z]{3}$/.test(s)) return s;
  const map: Record<string, string> = { $: 'USD', 'US$': 'USD', '€': 'EUR', '£': 'GBP', lei: 'RON', '₽': 'RUB', '¥': 'CNY', '元': 'CNY', '₴': 'UAH', 'CHF': 'CHF', 'zł': 'PLN', '₺': 'TRY', '₹': 'INR' };
  return map[s] ?? map[s.toLowerCase()] ?? 'USD';
}

/** JSON for a <script type="application/ld+json">: '<' escaped so the text can never close the script element. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Pages to show in the pagination: first, last and two either side of the current one, with null for gaps. */
export function pageItems(current: number, last: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - current) <= 2) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/** A description cut for meta tags, on a word boundary. */
export function metaDescription(text: string | null | undefined, max = 160): string {
  const plain = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
