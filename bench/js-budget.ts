/**
 * JavaScript budget of the pages a visitor opens first, measured against a running site (builds nothing).
 *
 *   npx node bench/js-budget.ts [siteUrl]      (default http://localhost:4321, or SITE_URL)
 *
 * "Initial" JavaScript is what loads without any user action: <script src>, <link rel="modulepreload">, the
 * component and renderer modules of islands that hydrate on load or idle, and every static import of those,
 * recursively. Islands that wait for visibility, a media query or client-only, and dynamic import(), are listed
 * as deferred and not counted. Local servers send JS uncompressed, so each file is gzipped here (zlib, level 9).
 *
 * Budgets: home ≤ 120 KB gzip; ad details (the first ad of the home board with a gallery) ≤ 90 KB; item details (the newest shop
 * item, issue 5) ≤ 90 KB; Shorts (issue 15, /shorts with the first page of feeds, the JS before its first video plays:
 * the page hydrates its island on load) ≤ 110 KB. Legal pages ≤ the layout's shared chunks (the JS every measured page
 * loads): a legal page may ship nothing of its own on load. Shorts hides the create menu, so it is left out of that
 * shared set.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const AD_DETAILS_BUDGET_KB = 90;
export const ITEM_DETAILS_BUDGET_KB = 90;
export const HOME_BUDGET_KB = 120;
export const SHORTS_BUDGET_KB = 110;
export const SHORTS_PATH = '/shorts';
export const PAGES = ['/', '/privacy-policy', '/contact-us'] as const;

type PageReport = { path: string; initial: Set<string>; deferred: Set<string> };
export type BudgetResult = { ok: boolean; lines: string[] };

const sizeCache = new Map<string, Promise<{ gzip: number; raw: number; imports: string[] }>>();

/** Static import specifiers of an ES module (import … from, import "…", export … from); dynamic import() excluded. */
export function staticImports(code: string): string[] {
  const out = new Set<string>();
  const re = /(?:^|[\s;}\])])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?(["'])([^"'\n]+)\1/g;
  for (let m = re.exec(code); m; m = re.exec(code)) out.add(m[2]!);
  return [...out];
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  const v = m ? (m[1] ?? m[2] ?? m[3]) : undefined;
  return v?.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}

/** Script, modulepreload and island module URLs of a page, split into initial and deferred. */
export function pageScripts(html: string, pageUrl: string): { initial: string[]; deferred: string[] } {
  const initial: string[] = [];
  const deferred: string[] = [];
  const abs = (u: string) => new URL(u, pageUrl).toString();
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(m[0], 'src');
    if (src) initial.push(abs(src));
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(m[0], 'rel')?.toLowerCase() ?? '';
    const href = attr(m[0], 'href');
    if (href && rel.split(/\s+/).includes('modulepreload')) initial.push(abs(href));
  }
  for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    const tag = m[0];
    const client = attr(tag, 'client') ?? 'load';
    const urls = ['component-url', 'renderer-url', 'before-hydration-url'].map((a) => attr(tag, a)).filter((u): u is string => !!u);
    (client === 'load' || client === 'idle' ? initial : deferred).push(...urls.map(abs));
  }
  return { initial: [...new Set(initial)], deferred: [...new Set(deferred)] };
}

function measure(url: string) {
  let entry = sizeCache.get(url);
  if (!entry) {
    entry = (async () => {
      const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      const code = Buffer.from(await res.arrayBuffer());
      const imports = staticImports(code.toString('utf8')).map((s) => new URL(s, url).toString());
      return { gzip: gzipSync(code, { level: 9 }).length, raw: code.length, imports };
    })();
    sizeCache.set(url, entry);
  }
  return entry;
}

/** The given modules plus everything they import statically. */
async function closure(roots: Iterable<string>): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const { imports } = await measure(url);
    queue.push(...imports.filter((u) => !seen.has(u)));
  }
  return seen;
}

async function gzipTotal(urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of urls) total += (await measure(url)).gzip;
  return total;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const short = (url: string) => new URL(url).pathname;

/**
 * The ad details page measured (issue 4): the first ad of the home board with two photos or more (their gallery
 * hydrates; a one-photo ad ships less), else the first ad; null without ads.
 */
export async function adDetailsPath(siteUrl: string): Promise<string | null> {
  const boardPage = (page: number) =>
    fetch(new URL(`/api/v1/ads/home?tab=newest&page=${page}`, siteUrl))
      .then((r) => (r.ok ? (r.json() as Promise<{ data?: { id: number; attachment?: unknown[] }[] }>) : null))
      .then((body) => body?.data ?? [])
      .catch(() => []);
  const board = (await Promise.all([1, 2, 3, 4, 5].map(boardPage))).flat();
  const boardAd = board.find((ad) => (ad.attachment?.length ?? 0) > 1) ?? board[0];
  return boardAd ? `/product/${boardAd.id}` : null;
}

/** The item details page measured (issue 5): the newest shop item; null without shop items. */
export async function itemDetailsPath(siteUrl: string): Promise<string | null> {
  const firstItem = await fetch(new URL('/api/v1/seller/ads/search-ads?type=shopAd&sort=date&per_page=1', siteUrl))
    .then((r) => (r.ok ? (r.json() as Promise<{ data?: { id: number }[] }>) : null))
    .catch(() => null);
  return Array.isArray(firstItem?.data) && firstItem.data[0] ? `/item/${firstItem.data[0].id}` : null;
}

/** The blog details page measured (issue 14): the newest blog; null without blogs. */
export async function blogDetailsPath(siteUrl: string): Promise<string | null> {
  const newest = await fetch(new URL('/api/v1/blogs?per_page=1', siteUrl))
    .then((r) => (r.ok ? (r.json() as Promise<{ data?: { data?: { slug: string }[] } }>) : null))
    .catch(() => null);
  const slug = newest?.data?.data?.[0]?.slug;
  return slug ? `/blogs/${slug}` : null;
}

export async function runJsBudget(siteUrl = 'http://localhost:4321'): Promise<BudgetResult> {
  const lines: string[] = [];
  const reports: PageReport[] = [];
  const adPath = await adDetailsPath(siteUrl);
  const itemPath = await itemDetailsPath(siteUrl);
  for (const path of [...PAGES, ...(adPath ? [adPath] : []), ...(itemPath ? [itemPath] : []), SHORTS_PATH]) {
    const pageUrl = new URL(path, siteUrl).toString();
    const res = await fetch(pageUrl, { headers: { accept: 'text/html' } });
    if (!res.ok) throw new Error(`${pageUrl}: HTTP ${res.status}`);
    const { initial, deferred } = pageScripts(await res.text(), pageUrl);
    const init = await closure(initial);
    const def = new Set([...(await closure(deferred))].filter((u) => !init.has(u)));
    reports.push({ path, initial: init, deferred: def });
  }
  // The layout's shared chunks: what every measured page loads initially.
  const layoutPages = reports.filter((r) => r.path !== SHORTS_PATH);
  const shared = new Set([...reports[0]!.initial].filter((u) => layoutPages.every((r) => r.initial.has(u))));
  const sharedKb = (await gzipTotal(shared)) / 1024;

  let ok = true;
  lines.push(`JavaScript loaded without user action (gzip, level 9) from ${siteUrl}`);
  if (!itemPath) lines.push('  (no shop item found: the item details page is not measured)');
  for (const r of reports) {
    const totalKb = (await gzipTotal(r.initial)) / 1024;
    const deferredKb = (await gzipTotal(r.deferred)) / 1024;
    const budget =
      r.path === '/'
        ? HOME_BUDGET_KB
        : r.path.startsWith('/product/')
          ? AD_DETAILS_BUDGET_KB
          : r.path.startsWith('/item/')
            ? ITEM_DETAILS_BUDGET_KB
            : r.path === SHORTS_PATH
              ? SHORTS_BUDGET_KB
              : sharedKb;
    const pass = totalKb <= budget + 0.05;
    ok &&= pass;
    lines.push(
      `  ${r.path.padEnd(16)} ${kb(totalKb * 1024).padStart(7)} KB in ${String(r.initial.size).padStart(2)} files   budget ${budget.toFixed(1).padStart(6)} KB  ${pass ? 'ok' : 'OVER'}` +
        (r.deferred.size ? `   (+${deferredKb.toFixed(1)} KB deferred in ${r.deferred.size} files)` : ''),
    );
    const own = [...r.initial].filter((u) => !shared.has(u));
    if (r.path !== '/' && own.length) lines.push(`      beyond the layout: ${own.map(short).join(', ')}`);
  }
  lines.push(`  layout (shared by all pages): ${sharedKb.toFixed(1)} KB in ${shared.size} files`);
  const biggest = await Promise.all([...reports[0]!.initial].map(async (u) => ({ u, gz: (await measure(u)).gzip })));
  biggest.sort((a, b) => b.gz - a.gz);
  lines.push(`  largest on /: ${biggest.slice(0, 5).map((b) => `${short(b.u)} ${kb(b.gz)} KB`).join(', ')}`);
  return { ok, lines };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const site = process.argv[2] ?? process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 4321}`;
  const result = await runJsBudget(site);
  console.log(result.lines.join('\n'));
  process.exitCode = result.ok ? 0 : 1;
}
