/** How long crawlers and the edge may keep a sitemap or robots.txt: short, so a hidden object leaves soon everywhere. */
const CACHE = 'public, max-age=60';

export const xmlResponse = (body: string) => new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE } });
export const textResponse = (body: string) => new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE } });
/** The origin did not answer: crawlers try again later (503 rather than an empty sitemap that would drop every page). */
export const unavailable = () => new Response('Service temporarily unavailable.', { status: 503, headers: { 'retry-after': '120', 'content-type': 'text/plain; charset=utf-8' } });
