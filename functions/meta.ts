import type { Context } from 'hono';
import { humanPathFor, META_TYPES, type MetaType } from './crawlers.ts';
import type { EdgeEnv } from './env.ts';
import { escapeHtml, jsonForScript, plainText } from './html.ts';
import { DEFAULT_LOCALE, isLocale, LANG_PARAM, type Locale } from '../src/i18n/locales.ts';
import { languageAlternates, languageUrl } from '../src/lib/seo.ts';

export const SITE_NAME = 'RM Marketplace';
export const SITE_DESCRIPTION =
  'Classified ads from people and companies near you, and a shop of independent sellers with one cart, checkout and order tracking.';

/** Where the origin keeps each object (paths of the API contract). */
function originPath(type: MetaType, key: string): string {
  const v = encodeURIComponent(key);
  switch (type) {
    case 'ad':
    case 'product':
      return `/api/v1/seller/ads/single/${v}`;
    case 'shop':
      return `/api/v1/seller/ads/get-shop-details?shop_id=${v}`;
    case 'feed':
      return `/api/v1/seller/get-feed-by-id?id=${v}`;
    case 'blog':
      return `/api/v1/blogs/${v}`;
    case 'hotel':
      return `/api/v1/hotels/${v}`;
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined);

/** The object inside the envelope: data, data.data, or a single named key (ad, shop, blog, hotel, feed). */
export function unwrap(json: unknown, type: MetaType): Obj | null {
  if (!isObj(json)) return null;
  let data: unknown = json.data;
  for (let i = 0; i < 2 && isObj(data); i++) {
    const named = data[type] ?? (type === 'product' ? data.ad : undefined) ?? data.data;
    if (isObj(named)) data = named;
    else break;
  }
  return isObj(data) ? data : null;
}

const VIDEO_FILE = /\.(mp4|webm|mov|m4v|avi|mkv|wmv|flv|ogg|ogv|qt|m3u8)(\?|$)/i;
const isVideo = (item: unknown, url: string) => (isObj(item) && item.type === 'video') || VIDEO_FILE.test(url);

/** Seconds as an ISO 8601 duration (PT1M5S), as schema.org's VideoObject wants it. */
function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const m = Math.floor(whole / 60);
  return `PT${m ? `${m}M` : ''}${whole % 60 || !m ? `${whole % 60}S` : ''}`;
}

/** First image URL among the shapes the API uses: attachment lists, featured images, logos, thumbnails. */
function imageOf(o: Obj): string | undefined {
  for (const key of ['featured_image_url', 'image_url', 'thumbnail_url', 'thumbnail', 'cover', 'logo', 'image', 'avatar']) {
    const v = str(o[key]);
    if (v) return v;
  }
  for (const key of ['attachment', 'attachments', 'images', 'photos', 'media']) {
    const list = o[key];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const v = typeof item === 'string' ? str(item) : isObj(item) ? (str(item.url) ?? str(item.attachment) ?? str(item.thumbnail_url) ?? str(item.file_url) ?? str(item.path)) : undefined;
      if (v && !isVideo(item, v)) return v;
      // A video's poster (feeds: thumbnailUrl) stands for it.
      const poster = isObj(item) ? (str(item.thumbnailUrl) ?? str(item.thumbnail_url)) : undefined;
      if (poster) return poster;
    }
  }
  return undefined;
}

export type MetaDoc = {
  status: 200 | 400 | 404 | 502;
  title: string;
  description: string;
  canonical: string;
  image?: string | undefined;
  ogType: string;
  jsonLd: Obj;
  /** The language version asked for (?lang=), and the page's hreflang alternates when it exists. */
  locale?: Locale;
  alternates?: { hreflang: string; href: string }[];
};

/**
 * The language version of a meta page (docs/decisions.md 145), as its human page does it: the version's own address
 * is canonical and an object that exists lists all seven versions plus x-default. The object's texts are its author's.
 */
export function inLanguage(doc: MetaDoc, locale: Locale): MetaDoc {
  const { pathname, origin } = new URL(doc.canonical);
  return { ...doc, locale, canonical: languageUrl(pathname, origin, locale), ...(doc.status === 200 ? { alternates: languageAlternates(pathname, origin) } : {}) };
}

/** Absolute URL for a possibly relative one, never anything but http(s). */
function absolute(url: string | undefined, base: string): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function genericMeta(base: string, status: MetaDoc['status'], canonicalPath = '/'): MetaDoc {
  const canonical = new URL(canonicalPath, base).toString();
  return {
    status,
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    canonical,
    ogType: 'website',
    jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: new URL('/', base).toString(), description: SITE_DESCRIPTION },
  };
}

/** ISO 4217 code of the currency symbols the API sends on shop items (currency_symbol only); '$' is the default. */
const SYMBOL_CODES: Record<string, string> = { $: 'USD', 'US$': 'USD', '€': 'EUR', '£': 'GBP', lei: 'RON', MDL: 'MDL', '₽': 'RUB', '¥': 'CNY', '元': 'CNY', '₴': 'UAH', zł: 'PLN', '₺': 'TRY', '₹': 'INR' };
function currencyOfSymbol(symbol: string | undefined): string | undefined {
  if (!symbol) return undefined;
  if (/^[A-Z]{3}$/.test(symbol)) return symbol;
  return SYMBOL_CODES[symbol] ?? SYMBOL_CODES[symbol.toLowerCase()];
}

/** Meta of one object from its API record. */
export function objectMeta(type: MetaType, key: string, o: Obj, base: string): MetaDoc {
  // One id space for ads and shop items: an /item/{id} that is a classified ad (no shop) is canonical at /product/{id}.
  const human = type === 'product' && !isObj(o.shop) && (o.shop_id === null || o.shop_id === undefined) ? humanPathFor('ad', key) : humanPathFor(type, key);
  const canonical = new URL(human, base).toString();
  // A feed's caption is its `comment`; its member names it when there is none.
  const caption = type === 'feed' ? (str(o.comment) ?? str(o.caption)) : str(o.caption);
  const author = type === 'feed' && isObj(o.user) ? str(o.user.name) : undefined;
  const name = str(o.title) ?? str(o.name) ?? (caption ? plainText(caption, 70) : undefined) ?? (author ? `${author} on ${SITE_NAME}` : SITE_NAME);
  const description =
    plainText(str(o.excerpt) ?? str(o.description) ?? str(o.short_description) ?? str(o.content) ?? str(o.detailed_description) ?? caption ?? '', 200) ||
    SITE_DESCRIPTION;
  const image = absolute(imageOf(o), base);
  const ld: Obj = { '@context': 'https://schema.org', url: canonical, name, description };
  if (image) ld.image = image;
  let ogType = 'website';
  switch (type) {
    case 'ad':
    case 'product': {
      ogType = 'product';
      ld['@type'] = 'Product';
      const price = str(o.offer_price) ?? str(o.price);
      const currency = (isObj(o.currency) ? str(o.currency.code) : str(o.currency_code)) ?? currencyOfSymbol(str(o.currency_symbol));
      if (price && Number.isFinite(Number(price))) {
        ld.offers = {
          '@type': 'Offer',
          price: Number(price).toFixed(2),
          ...(currency ? { priceCurrency: currency } : {}),
          url: canonical,
          availability: o.available_quantity !== undefined && Number(o.available_quantity) <= 0 ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
        };
      }
      if (str(o.brand)) ld.brand = { '@type': 'Brand', name: str(o.brand) };
      const rating = Number(o.average_rating);
      const reviews = Number(o.total_review ?? o.review_count);
      if (rating > 0 && reviews > 0) ld.aggregateRating = { '@type': 'AggregateRating', ratingValue: rating, reviewCount: reviews };
      break;
    }
    case 'blog': {
      ogType = 'article';
      ld['@type'] = 'BlogPosting';
      ld.headline = name;
      const published = str(o.published_at) ?? str(o.created_at);
      if (published) ld.datePublished = published;
      const author = isObj(o.author) ? str(o.author.name) : str(o.author);
      // Articles are written by the editorial desk ('RM News & Blogs'), as the blog page's own JSON-LD says.
      if (author) ld.author = { '@type': 'Organization', name: author };
      break;
    }
    case 'hotel': {
      ld['@type'] = 'Hotel';
      const street = str(o.address) ?? str(o.location);
      const city = str(o.city);
      const country = str(o.country_code) ?? str(o.country);
      if (city || country) {
        ld.address = {
          '@type': 'PostalAddress',
          ...(street ? { streetAddress: street } : {}),
          ...(city ? { addressLocality: city } : {}),
          ...(str(o.postal_code) ? { postalCode: str(o.postal_code) } : {}),
          ...(country ? { addressCountry: country } : {}),
        };
      } else if (street) ld.address = street;
      const lat = Number(o.lat);
      const lon = Number(o.lon ?? o.lng);
      if (o.lat != null && Number.isFinite(lat) && Number.isFinite(lon)) ld.geo = { '@type': 'GeoCoordinates', latitude: lat, longitude: lon };
      const price = Number(o.price_per_night);
      const currency = str(o.currency_code) ?? currencyOfSymbol(str(o.currency_symbol));
      if (price > 0 && currency) ld.priceRange = `${currency} ${price.toFixed(2)}+`;
      const stars = Number(o.stars);
      if (Number.isInteger(stars) && stars >= 1 && stars <= 5) ld.starRating = { '@type': 'Rating', ratingValue: stars };
      if (str(o.phone)) ld.telephone = str(o.phone);
      if (Array.isArray(o.amenities) && o.amenities.length) {
        ld.amenityFeature = o.amenities.filter((a) => typeof a === 'string').map((a) => ({ '@type': 'LocationFeatureSpecification', name: a, value: true }));
      }
      const rating = Number(o.average_rating);
      const reviews = Number(o.total_review);
      if (rating > 0 && reviews > 0) ld.aggregateRating = { '@type': 'AggregateRating', ratingValue: rating, reviewCount: reviews, bestRating: 5, worstRating: 1 };
      break;
    }
    case 'shop': {
      ld['@type'] = 'Store';
      const address = str(o.location) ?? [str(o.city), str(o.country)].filter(Boolean).join(', ');
      if (address) ld.address = address;
      break;
    }
    case 'feed': {
      const uploaded = str(o.created_at);
      const attachments = Array.isArray(o.attachments) ? o.attachments.filter(isObj) : [];
      // A video still converting has no web file yet: the post is described as a photo post until it is ready.
      const video = attachments.find((a) => a.type === 'video' && (a.status === undefined || a.status === 'ready'));
      if (video) {
        ogType = 'video.other';
        ld['@type'] = 'VideoObject';
        const content = absolute(str(video.url), base);
        if (content) ld.contentUrl = content;
        const seconds = Number(video.duration);
        if (video.duration != null && Number.isFinite(seconds) && seconds > 0) ld.duration = isoDuration(seconds);
        if (image) ld.thumbnailUrl = image;
        if (uploaded) ld.uploadDate = uploaded;
      } else {
        ogType = 'article';
        ld['@type'] = 'SocialMediaPosting';
        ld.headline = name;
        if (uploaded) ld.datePublished = uploaded;
      }
      if (author) ld.author = { '@type': 'Person', name: author };
      if (str(o.location)) ld.contentLocation = { '@type': 'Place', name: str(o.location) };
      break;
    }
  }
  return { status: 200, title: name, description, canonical, image, ogType, jsonLd: ld };
}

export function renderMetaHtml(doc: MetaDoc): string {
  const e = escapeHtml;
  const title = doc.title === SITE_NAME ? SITE_NAME : `${doc.title} | ${SITE_NAME}`;
  const heading = doc.status === 404 ? 'Not found' : doc.status === 400 ? 'Bad request' : doc.status === 502 ? 'Temporarily unavailable' : doc.title;
  return `<!doctype html>
<html lang="${doc.locale ?? DEFAULT_LOCALE}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<meta name="description" content="${e(doc.description)}">
${doc.status === 200 ? '' : '<meta name="robots" content="noindex">\n'}<link rel="canonical" href="${e(doc.canonical)}">
${(doc.alternates ?? []).map((a) => `<link rel="alternate" hreflang="${e(a.hreflang)}" href="${e(a.href)}">\n`).join('')}<meta property="og:site_name" content="${e(SITE_NAME)}">
<meta property="og:title" content="${e(doc.title)}">
<meta property="og:description" content="${e(doc.description)}">
<meta property="og:url" content="${e(doc.canonical)}">
<meta property="og:type" content="${e(doc.ogType)}">
${doc.image ? `<meta property="og:image" content="${e(doc.image)}">\n<meta name="twitter:image" content="${e(doc.image)}">\n` : ''}<meta name="twitter:card" content="${doc.image ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${e(doc.title)}">
<meta name="twitter:description" content="${e(doc.description)}">
<script type="application/ld+json">${jsonForScript(doc.jsonLd)}</script>
</head>
<body>
<h1>${e(heading)}</h1>
<p>${e(doc.description)}</p>
${doc.image ? `<p><img src="${e(doc.image)}" alt="${e(doc.title)}"></p>\n` : ''}<p><a href="${e(doc.canonical)}">${e(SITE_NAME)}</a></p>
</body>
</html>`;
}

const NUMERIC = /^\d{1,18}$/;
const SLUG = /^[^\s/?#]{1,200}$/;

/** GET /api/meta?type=ad|product|feed|blog|hotel|shop&id=…|slug=… */
export async function metaPage(c: Context<{ Bindings: EdgeEnv }>) {
  const base = new URL(c.req.url).origin;
  const type = c.req.query('type') as MetaType | undefined;
  const lang = c.req.query(LANG_PARAM);
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const send = (doc: MetaDoc, cacheSeconds: number) => {
    c.header('cache-control', cacheSeconds > 0 ? `public, max-age=${cacheSeconds}` : 'no-store');
    return c.html(renderMetaHtml(inLanguage(doc, locale)), doc.status);
  };
  if (!type || !META_TYPES.includes(type)) return send(genericMeta(base, 400), 0);
  const key = (type === 'blog' ? (c.req.query('slug') ?? c.req.query('id')) : c.req.query('id'))?.trim() ?? '';
  if (!(type === 'blog' ? SLUG.test(key) : NUMERIC.test(key))) return send(genericMeta(base, 400), 0);

  let res: Response;
  try {
    res = await fetch(new URL(originPath(type, key), c.env.ORIGIN_URL), {
      headers: { accept: 'application/json', 'x-edge-secret': c.env.EDGE_SECRET, 'x-forwarded-host': new URL(c.req.url).host },
    });
  } catch {
    return send(genericMeta(base, 502), 0);
  }
  if (res.status === 404 || res.status === 410 || res.status === 422) return send(genericMeta(base, 404, humanPathFor(type, key)), 60);
  if (!res.ok) return send(genericMeta(base, 502), 0);
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    return send(genericMeta(base, 502), 0);
  }
  const record = unwrap(json, type);
  if (!record) return send(genericMeta(base, 404, humanPathFor(type, key)), 60);
  return send(objectMeta(type, key, record, base), 300);
}
