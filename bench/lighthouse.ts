/**
 * Lighthouse scores of the pages visitors and crawlers reach first, measured against a running site (builds nothing).
 *
 *   npx node bench/lighthouse.ts [siteUrl] [--runs=N]   (default http://localhost:4321, or SITE_URL; N = 1)
 *
 * Lighthouse's mobile profile (its default: an emulated mid-range phone, simulated slow 4G and a 4x slower CPU) on
 * home, the catalogue, an ad details page, an item details page (the same ones bench/js-budget.ts measures), a hotel
 * details page, the blog list and the newest blog's details page, in
 * Debian's Chromium started through chrome-launcher. Each page starts cold, as for a first-time visitor: Lighthouse
 * clears the site's storage and cache, so the consent prompt shows. Prints the four category scores of each page and
 * every audit that cost points; fails below the goals: Performance, Accessibility and Best Practices ≥ 95, SEO 100.
 * With --runs=N each page is measured N times and the run with the median Performance score counts (Performance
 * varies with the machine's load; the other categories do not).
 */
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { fileURLToPath } from 'node:url';
import { adDetailsPath, blogDetailsPath, itemDetailsPath, type BudgetResult } from './js-budget.ts';

export const GOALS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof GOALS;
const CATEGORIES = Object.keys(GOALS) as Category[];
const LABELS: Record<Category, string> = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The audits of the four categories that cost points, with Lighthouse's short explanation of each. */
function lostPoints(lhr: Result): string[] {
  const lines: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const shown = audit.displayValue ? ` (${audit.displayValue})` : '';
      const items = (audit.details as { items?: unknown[] } | undefined)?.items;
      const where = Array.isArray(items) && items.length ? `: ${items.slice(0, 3).map(describeItem).filter(Boolean).join('; ')}` : '';
      lines.push(`      ${LABELS[id]}: ${audit.title}${shown}, score ${Math.round(audit.score * 100)}${where}`);
    }
  }
  return lines;
}

/** A short text for one item of an audit's table: the element, URL or text it names. */
function describeItem(item: unknown): string {
  if (!item || typeof item !== 'object') return '';
  const o = item as Record<string, unknown>;
  const node = o.node as { snippet?: string; selector?: string } | undefined;
  const text = node?.snippet ?? (typeof o.url === 'string' ? o.url : undefined) ?? (typeof o.text === 'string' ? o.text : undefined) ?? (typeof o.href === 'string' ? o.href : undefined);
  return (text ?? '').replace(/\s+/g, ' ').slice(0, 140);
}

const score = (lhr: Result, id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The hotel details page measured (issue 14): the best-rated hotel, which has photos and reviews; null without hotels. */
async function hotelDetailsPath(siteUrl: string): Promise<string | null> {
  const first = await fetch(new URL('/api/v1/hotels?per_page=1', siteUrl))
    .then((r) => (r.ok ? (r.json() as Promise<{ data?: { id: number }[] }>) : null))
    .catch(() => null);
  return Array.isArray(first?.data) && first.data[0] ? `/hotels/${first.data[0].id}` : null;
}

export async function runLighthouse(siteUrl = 'http://localhost:4321', runs = 1): Promise<BudgetResult> {
  const lines: string[] = [];
  const adPath = await adDetailsPath(siteUrl);
  const itemPath = await itemDetailsPath(siteUrl);
  const hotelPath = await hotelDetailsPath(siteUrl);
  const blogPath = await blogDetailsPath(siteUrl);
  const paths = ['/', '/catalogue', ...(adPath ? [adPath] : []), ...(itemPath ? [itemPath] : []), ...(hotelPath ? [hotelPath] : []), '/blogs', ...(blogPath ? [blogPath] : [])];
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  let ok = true;
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    lines.push(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile profile on ${siteUrl}; goals: ${CATEGORIES.map((c) => `${LABELS[c]} ≥ ${GOALS[c]}`).join(', ')}`);
    if (!adPath) lines.push('  (no ad found: the ad details page is not measured)');
    if (!itemPath) lines.push('  (no shop item found: the item details page is not measured)');
    if (!hotelPath) lines.push('  (no hotel found: the hotel details page is not measured)');
    if (!blogPath) lines.push('  (no blog found: the blog details page is not measured)');
    for (const path of paths) {
      const results: Result[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(new URL(path, siteUrl).toString(), flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        results.push(result.lhr);
      }
      results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const lhr = results[Math.floor((results.length - 1) / 2)]!;
      const pass = CATEGORIES.every((c) => score(lhr, c) >= GOALS[c]);
      ok &&= pass;
      const perfRuns = runs > 1 ? ` (runs: ${results.map((r) => score(r, 'performance')).join(', ')})` : '';
      lines.push(`  ${path.padEnd(14)} ${CATEGORIES.map((c) => `${LABELS[c]} ${String(score(lhr, c)).padStart(3)}`).join('  ')}  ${pass ? 'ok' : 'BELOW GOAL'}${perfRuns}`);
      const m = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      lines.push(`      FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')}, SI ${m('speed-index')}`);
      lines.push(...lostPoints(lhr));
    }
  } finally {
    chrome.kill();
  }
  return { ok, lines };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const site = args.find((a) => !a.startsWith('--')) ?? process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 4321}`;
  const runs = Number(/^--runs=(\d+)$/.exec(args.find((a) => a.startsWith('--runs=')) ?? '')?.[1] ?? 1);
  const result = await runLighthouse(site, Math.max(1, runs));
  console.log(result.lines.join('\n'));
  process.exitCode = result.ok ? 0 : 1;
}
