import { isVisitorRoute } from './access.ts';
import { siteGroups } from './site-map.ts';

/**
 * sitemap.xml and its pages (docs/decisions.md 144), written at the edge: the index names the site's own pages and
 * the object sitemaps the origin reports (GET /sitemap); each object page lists what GET /sitemap/{source}/{page}
 * answers. The XML of the sitemaps protocol, with absolute addresses of the site.
 */

/** The HTML sitemap's pages (src/lib/site-map.ts) that a visitor may open without signing in: worth a crawler's visit. */
export const sitePages = (): string[] =>
  siteGroups()
    .flatMap((g) => g.links)
    .filter((l) => !l.auth)
    .map((l) => l.href)
    .filter(isVisitorRoute);

/** The file name of an object sitemap page, and back: `ads-3.xml` is page 3 of the ads. */
export const objectSitemapName = (source: string, page: number) => `${source}-${page}.xml`;
export function parseSitemapName(name: string): { source: string; page: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { source: match[1]!, page: Number(match[2]) } : null;
}
export const SITE_PAGES_SITEMAP = 'pages.xml';

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A <sitemapindex> of sitemap files under /sitemaps/. */
export function sitemapIndexXml(base: string, files: string[]): string {
  const entries = files.map((f) => `<sitemap><loc>${escapeXml(new URL(`/sitemaps/${f}`, base).toString())}</loc></sitemap>`);
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A <urlset> of site paths, each with its last change when known. */
export function urlSetXml(base: string, entries: { path: string; lastmod?: string }[]): string {
  const urls = entries.map(
    (e) => `<url><loc>${escapeXml(new URL(e.path, base).toString())}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `${HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Where crawlers should not go: calls and the pages of one member (robots.txt). The meta pages are for them. */
const PRIVATE_PREFIXES = [
  '/api/', '/cart', '/checkout', '/payment-', '/test-checkout', '/messages', '/ai-chat', '/user-', '/edit-account', '/account/', '/orders',
  '/order-', '/review/', '/track', '/favorites', '/add-listing', '/edit-ad', '/request-shop', '/shop-workspace', '/subscription/', '/admin',
];

export function robotsTxt(base: string): string {
  return ['User-agent: *', 'Allow: /api/meta', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${new URL('/sitemap.xml', base).toString()}`, ''].join('\n');
}
