/**
 * What the origin and the edge worker agree on for purging cached pages (docs/decisions.md 146): an object's key
 * (ad:15, shop:3, company:2, hotel:4, feed:9, blog:<slug>, blogs for the blog lists, sitemap) and the site address where the edge keeps its generation, which the origin has
 * Cloudflare purge in every data centre.
 */
export const PAGE_OBJECT_KEY = /^[a-z]+:[^\s]{1,200}$/;

export const generationPath = (object: string) => `/__edge-cache/generation/${encodeURIComponent(object)}`;

/** The edge's own purge call (one data centre: the one that answers it). */
export const PURGE_PATH = '/__edge/purge';

/**
 * A cookie the browser sets while a member is signed in (their token stays in localStorage): it holds no secret, it
 * only tells the edge to render their pages afresh, so a seller sees their edit at once, never a cached page.
 */
export const SIGNED_IN_COOKIE = 'rm_signed_in';
