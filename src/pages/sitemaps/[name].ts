import type { APIRoute } from 'astro';
import { ApiCallError } from '../../lib/api/client.ts';
import { ssrApiBase } from '../../lib/api/origin.ts';
import { sitemapEntries, type SitemapSource } from '../../lib/api/sitemap.ts';
import { parseSitemapName, SITE_PAGES_SITEMAP, sitePages, urlSetXml } from '../../lib/sitemap.ts';
import { unavailable, xmlResponse } from '../../lib/xml-response.ts';

const notFound = () => new Response('Not found.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** One sitemap: the site's pages (pages.xml), or a page of an object source (ads-1.xml, shops-1.xml, …). */
export const GET: APIRoute = async ({ params, url }) => {
  const name = params.name ?? '';
  if (name === SITE_PAGES_SITEMAP) return xmlResponse(urlSetXml(url.origin, sitePages().map((path) => ({ path }))));
  const wanted = parseSitemapName(name);
  if (!wanted) return notFound();
  try {
    const entries = await sitemapEntries(wanted.source as SitemapSource, wanted.page, { baseUrl: ssrApiBase(url), token: null, signal: AbortSignal.timeout(8000) });
    return xmlResponse(urlSetXml(url.origin, entries));
  } catch (err) {
    return err instanceof ApiCallError && [404, 422].includes(err.httpStatus) ? notFound() : unavailable();
  }
};
