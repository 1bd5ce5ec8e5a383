import type { APIRoute } from 'astro';
import { sitemapSources } from '../lib/api/sitemap.ts';
import { ssrApiBase } from '../lib/api/origin.ts';
import { objectSitemapName, SITE_PAGES_SITEMAP, sitemapIndexXml } from '../lib/sitemap.ts';
import { unavailable, xmlResponse } from '../lib/xml-response.ts';

/** The sitemap index: the site's pages and every object sitemap page that has entries (docs/decisions.md 144). */
export const GET: APIRoute = async ({ url }) => {
  try {
    const sources = await sitemapSources({ baseUrl: ssrApiBase(url), token: null, signal: AbortSignal.timeout(8000) });
    const files = [SITE_PAGES_SITEMAP, ...sources.flatMap((s) => s.pages.map((page) => objectSitemapName(s.source, page)))];
    return xmlResponse(sitemapIndexXml(url.origin, files));
  } catch {
    return unavailable();
  }
};
