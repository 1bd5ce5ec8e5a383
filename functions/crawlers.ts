import { DEFAULT_LOCALE, isLocale, LANG_PARAM } from '../src/i18n/locales.ts';

/**
 * Crawler redirect of spec 000 section 2.2: bots and link-preview fetchers opening an ad, product, feed, blog,
 * hotel or shop route get the server meta page, which carries that object's full meta.
 */

/** Search engines and link-preview bots. Matched case-insensitively anywhere in the User-Agent. */
export const BOT_UA =
  /googlebot|google-inspectiontool|adsbot-google|mediapartners-google|bingbot|bingpreview|yandex|baiduspider|duckduckbot|duckassistbot|slurp|facebookexternalhit|facebookcatalog|meta-externalagent|twitterbot|linkedinbot|slackbot|discordbot|telegrambot|whatsapp|applebot|pinterest|embedly|quora link preview|redditbot|skypeuripreview|vkshare|petalbot|seznambot|qwantify|mastodon|iframely|outbrain|tumblr|nuzzel|bitlybot|ia_archiver/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_UA.test(userAgent);
}

export type MetaType = 'ad' | 'product' | 'feed' | 'blog' | 'hotel' | 'shop';
export const META_TYPES: readonly MetaType[] = ['ad', 'product', 'feed', 'blog', 'hotel', 'shop'];

/** A human route and the meta page it maps to. Blog sub-routes (category, search) are lists, not objects. */
const ROUTES: { pattern: RegExp; type: MetaType; key: 'id' | 'slug' }[] = [
  { pattern: /^\/product\/(\d+)(?:\/[^/]*)?\/?$/, type: 'ad', key: 'id' },
  { pattern: /^\/item\/(\d+)(?:\/?[^/]*)?\/?$/, type: 'product', key: 'id' },
  { pattern: /^\/view-feed\/(\d+)\/?$/, type: 'feed', key: 'id' },
  { pattern: /^\/blogs\/(?!category(?:\/|$)|search(?:\/|$))([^/]+)\/?$/, type: 'blog', key: 'slug' },
  { pattern: /^\/hotels\/(\d+)\/?$/, type: 'hotel', key: 'id' },
  { pattern: /^\/shop\/(\d+)\/?$/, type: 'shop', key: 'id' },
];

/**
 * The /api/meta address for a human path, or null when the path is not an object page. A language version asked for
 * with ?lang= (docs/decisions.md 145) keeps its language on the meta page.
 */
export function metaPathFor(pathname: string, lang?: string | null): string | null {
  for (const route of ROUTES) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    let value = match[1]!;
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    const params = new URLSearchParams({ type: route.type, [route.key]: value });
    if (isLocale(lang) && lang !== DEFAULT_LOCALE) params.set(LANG_PARAM, lang);
    return `/api/meta?${params.toString()}`;
  }
  return null;
}

/** The human route of an object, the canonical URL of its meta page. */
export function humanPathFor(type: MetaType, idOrSlug: string): string {
  const v = encodeURIComponent(idOrSlug);
  switch (type) {
    case 'ad':
      return `/product/${v}`;
    case 'product':
      return `/item/${v}`;
    case 'feed':
      return `/view-feed/${v}`;
    case 'blog':
      return `/blogs/${v}`;
    case 'hotel':
      return `/hotels/${v}`;
    case 'shop':
      return `/shop/${v}`;
  }
}
