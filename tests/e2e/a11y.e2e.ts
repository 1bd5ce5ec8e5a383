/**
 * Accessibility scenario (issue 10): axe-core on every page route of src/pages at 390 and 1440 px, signed out and
 * signed in as the demo user alice, plus the menus and dialogs the home page opens (consent prompt, auth dialog,
 * top bar menus, mobile menu, create menu). Fails on any serious or critical violation and lists them all.
 *
 * Routes come from the files under src/pages, so a page added later is checked without touching this file. Dynamic
 * segments are filled with links the visited pages show (an ad, a shop item, alice's orders, ...), else with the
 * value a same-named parameter took in another route; a route that cannot be filled either way fails the test.
 * Run through `npm run test:e2e -- a11y` (tests/e2e/run.ts provides the app with the demo data and the browser).
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { isVisitorRoute } from '../../src/lib/access.ts';
import { acceptConsent, apiData, e2e, hydrated, newPage, sessionToken, signInThroughDialog, type E2EContext } from './context.ts';

const PAGES_DIR = resolve(import.meta.dirname, '../../src/pages');
const PAGE_EXTENSIONS = /\.(astro|md|mdx|html)$/;
const WIDTHS = [1440, 390] as const;
const ALICE = { email: 'alice@example.com', password: 'Demo1234!', name: 'Alice Walker' };
const BLOCKING = new Set(['serious', 'critical']);
const STEP = { timeout: 240_000 };
/** Pages opened only to find links for routes no checked page links to. */
const MAX_EXPLORED = 30;

type Route = { pattern: string; params: { name: string; rest: boolean }[]; regex: RegExp };
type Finding = { where: string; rule: string; impact: string; help: string; targets: string[] };

/** The page routes of src/pages, as Astro derives them from file names (index files, [param], [...rest]). */
function pageRoutes(dir = PAGES_DIR): Route[] {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(d, entry.name));
      else if (PAGE_EXTENSIONS.test(entry.name) && !entry.name.startsWith('_')) files.push(join(d, entry.name));
    }
  };
  walk(dir);
  return files.sort().map((file) => {
    const segments = relative(dir, file).replace(PAGE_EXTENSIONS, '').split('/').filter((s) => s !== 'index');
    const params: Route['params'] = [];
    let source = '';
    for (const segment of segments) {
      const rest = /^\[\.\.\.(\w+)\]$/.exec(segment);
      const param = /^\[(\w+)\]$/.exec(segment);
      if (rest) {
        params.push({ name: rest[1]!, rest: true });
        source += '(?:/(.*))?';
      } else if (param) {
        params.push({ name: param[1]!, rest: false });
        source += '/([^/]+)';
      } else source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    }
    return { pattern: `/${segments.join('/')}`, params, regex: new RegExp(`^${source || '/'}/?$`) };
  });
}

/** The path of a route with its parameters set, or null when one is missing. */
function fill(route: Route, values: Record<string, string>): string | null {
  let path = route.pattern;
  for (const p of route.params) {
    const value = values[p.name];
    if (value === undefined) return null;
    path = path.replace(p.rest ? `/[...${p.name}]` : `[${p.name}]`, p.rest ? (value ? `/${value}` : '') : value);
  }
  return path;
}

/**
 * Fills the dynamic routes from the links seen so far: a link the route itself serves (and no static route does),
 * preferring one with every parameter set; else the values same-named parameters took in routes already filled.
 */
function resolveDynamic(routes: Route[], links: Set<string>, paths: Map<string, string>) {
  const statics = routes.filter((r) => !r.params.length);
  const values: Record<string, string> = {};
  const remember = (route: Route, pathname: string) => {
    const m = route.regex.exec(pathname);
    route.params.forEach((p, i) => {
      if (m?.[i + 1]) values[p.name] ??= m[i + 1]!;
    });
  };
  for (const route of routes.filter((r) => r.params.length)) {
    if (paths.has(route.pattern)) {
      remember(route, new URL(paths.get(route.pattern)!, 'http://x').pathname);
      continue;
    }
    const candidates = [...links].filter((href) => {
      const { pathname } = new URL(href, 'http://x');
      return route.regex.test(pathname) && !statics.some((s) => s.regex.test(pathname));
    });
    const complete = candidates.find((href) => route.regex.exec(new URL(href, 'http://x').pathname)!.slice(1).every(Boolean));
    const chosen = complete ?? candidates[0];
    if (chosen) {
      paths.set(route.pattern, chosen);
      remember(route, new URL(chosen, 'http://x').pathname);
    }
  }
  for (const route of routes.filter((r) => r.params.length && !paths.has(r.pattern))) {
    const path = fill(route, values);
    if (path) paths.set(route.pattern, path);
  }
}

/** Waits until the page's islands hydrated and its own requests settled (bounded: sockets may stay open). */
async function settle(page: Page) {
  await hydrated(page);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Runs axe on the page (or the part `include` selects) and keeps its serious and critical violations. */
async function check(page: Page, where: string, findings: Finding[], include?: string) {
  // Legacy mode runs axe in the page itself; the default mode opens an extra page for every run, which costs a
  // second or more each time. The pages embed no cross-origin frames, which only the default mode would reach.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  for (const v of violations) {
    if (!BLOCKING.has(v.impact ?? '')) continue;
    findings.push({ where, rule: v.id, impact: v.impact!, help: v.help, targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`) });
  }
}

function report(findings: Finding[]): string {
  return findings.map((f) => `\n- ${f.where}: [${f.impact}] ${f.rule} (${f.help})${f.targets.map((t) => `\n    ${t}`).join('')}`).join('');
}

/** Links to pages of this site that the page shows (menus included), as path and query. */
async function pageLinks(page: Page, baseUrl: string): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(baseUrl).origin;
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    return url.origin === origin ? [url.pathname + url.search] : [];
  });
}

/**
 * Opens each menu and dialog the visible buttons of the page announce (aria-expanded, aria-haspopup) and checks what
 * opened; Escape closes it again.
 */
async function checkOpenStates(page: Page, where: string, findings: Finding[]) {
  // Handles, not locators: a trigger's own attributes change while its menu is open.
  const triggers = await page.locator('button[aria-expanded="false"]:visible, button[aria-haspopup]:visible').elementHandles();
  for (const trigger of triggers) {
    const name = (await trigger.getAttribute('aria-label')) ?? (await trigger.innerText()).trim();
    const controls = await trigger.getAttribute('aria-controls');
    await trigger.click();
    const opened = controls ? `#${controls}` : 'dialog[open]';
    await page.locator(opened).first().waitFor({ state: 'visible', timeout: 10_000 });
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
    await check(page, `${where}, '${name}' open`, findings, opened);
    // Escape closes menus and dialogs; a disclosure such as the phone's search row closes with its own button.
    await page.keyboard.press('Escape');
    const closed = await page.locator(opened).first().waitFor({ state: 'hidden', timeout: 2_000 }).then(() => true, () => false);
    if (!closed) {
      await trigger.click();
      await page.locator(opened).first().waitFor({ state: 'hidden', timeout: 5_000 });
    }
  }
}

/**
 * Routes no page links to because an action leads there (a form sends the payer to the test checkout): how the
 * signed-in user reaches each, as a path. Such a route that is missing here still fails the test as unfilled.
 */
const REACHED_BY_ACTION: Record<string, (ctx: E2EContext, token: string) => Promise<string>> = {
  '/test-checkout/[sessionId]': async (ctx, token) => {
    // Any of alice's active ads that a promotion can still lift (demo ads may already carry one).
    const ads = await apiData<{ id: number }[]>(ctx, '/seller/ads/user-list?status=active', token);
    const refusals: string[] = [];
    for (const ad of ads) {
      for (const offerType of ['urgent', 'toppage']) {
        const res = await fetch(new URL('/api/v1/create-checkout-session', ctx.baseUrl), {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ adId: ad.id, offerType }),
        });
        const body = (await res.json()) as { data?: { url?: string | null }; message_status?: string };
        if (res.ok && body.data?.url) return new URL(body.data.url).pathname;
        refusals.push(`${ad.id} ${offerType}: ${res.status} ${body.message_status ?? ''}`);
      }
    }
    assert.fail(`no promotion checkout opened for alice's active ads: ${refusals.join('; ')}`);
  },
  // Feed cards open Shorts; the viewer is reached by a shared link. The newest feed, else one alice posts now.
  '/view-feed/[id]': async (ctx, token) => {
    const [newest] = await apiData<{ id: number }[]>(ctx, '/seller/get-all-feed?per_page=1');
    if (newest) return `/view-feed/${newest.id}`;
    const photo = await sharp({ create: { width: 360, height: 640, channels: 3, background: '#c2410c' } }).png().toBuffer();
    const form = new FormData();
    form.set('signature', 'A feed for the accessibility check');
    form.set('location', 'London, United Kingdom');
    form.append('file[]', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'a11y.png');
    const res = await fetch(new URL('/api/v1/seller/create-feed', ctx.baseUrl), { method: 'POST', headers: { accept: 'application/json', authorization: `Bearer ${token}` }, body: form });
    const body = (await res.json()) as { data?: { id?: number } };
    assert.ok(res.ok && body.data?.id, `alice could not post a feed: ${res.status}`);
    return `/view-feed/${body.data.id}`;
  },
};

describe('accessibility (axe-core)', () => {
  let ctx: E2EContext;
  const routes = pageRoutes();
  /** Route pattern → the path checked for it; filled by the first pass, reused by the others. */
  const paths = new Map<string, string>();

  before(async () => {
    ctx = await e2e();
  });
  after(async () => {
    await ctx?.browser.close();
  });

  /** One browser context for one width and sign-in state: home with its open states, then every route. */
  async function pass(width: number, signedIn: boolean) {
    const state = signedIn ? 'signed in' : 'signed out';
    const findings: Finding[] = [];
    const { context, page }: { context: BrowserContext; page: Page } = await newPage(ctx, { width, height: 900 });
    try {
      const at = (path: string) => `${path} at ${width} px, ${state}`;
      await page.goto(new URL('/', ctx.baseUrl).toString(), { waitUntil: 'domcontentloaded' });
      await settle(page);
      // A fresh visitor sees the consent prompt over the home page. (Visitors get the auth dialog on every guarded
      // route, so the routes below check it too.)
      await page.getByRole('dialog', { name: 'Your Privacy Matters' }).waitFor();
      await check(page, at('/ with the consent prompt'), findings);
      await acceptConsent(page);
      if (signedIn) {
        // 'Login here' is in the top bar of wide screens.
        await page.setViewportSize({ width: 1440, height: 900 });
        await signInThroughDialog(page, ALICE);
        await page.setViewportSize({ width, height: 900 });
      }
      await checkOpenStates(page, at('/'), findings);
      if (signedIn) {
        for (const [pattern, reach] of Object.entries(REACHED_BY_ACTION)) {
          if (!paths.has(pattern)) paths.set(pattern, await reach(ctx, await sessionToken(page)));
        }
      }

      const links = new Set<string>();
      const visited = new Set<string>();
      const visit = async (path: string) => {
        visited.add(path);
        const res = await page.goto(new URL(path, ctx.baseUrl).toString(), { waitUntil: 'domcontentloaded' });
        assert.ok(res && res.status() < 500, `${at(path)} answered ${res?.status()}`);
        await settle(page);
        for (const link of await pageLinks(page, ctx.baseUrl)) links.add(link);
        await check(page, at(path), findings);
      };
      for (const route of routes.filter((r) => !r.params.length)) await visit(route.pattern);
      // Dynamic routes: filled from what the pages link to; pages opened that way may link to further routes.
      const explored = new Set<string>();
      for (;;) {
        resolveDynamic(routes, links, paths);
        const next = [...paths.values()].filter((p) => !visited.has(p));
        if (next.length) {
          for (const path of next) await visit(path);
          continue;
        }
        if (routes.every((r) => !r.params.length || paths.has(r.pattern)) || explored.size >= MAX_EXPLORED) break;
        // Some links show only on some pages of a kind (a review link on a delivered order): open further pages of
        // the routes already filled, the signed-in user's own first, only for their links, until the rest is filled.
        const more = [...links]
          .filter((href) => !visited.has(href) && !explored.has(href))
          .map((href) => ({ href, route: routes.find((r) => r.params.length && r.regex.test(new URL(href, 'http://x').pathname)) }))
          .filter((c) => c.route && paths.has(c.route.pattern))
          .sort((a, b) => Number(isVisitorRoute(a.href)) - Number(isVisitorRoute(b.href)))[0];
        if (!more) break;
        explored.add(more.href);
        await page.goto(new URL(more.href, ctx.baseUrl).toString(), { waitUntil: 'domcontentloaded' });
        await settle(page);
        for (const link of await pageLinks(page, ctx.baseUrl)) links.add(link);
      }
      const unfilled = routes.filter((r) => r.params.length && !paths.has(r.pattern)).map((r) => r.pattern);
      assert.deepEqual(unfilled, [], 'routes whose parameters no visited page links to and no other route provides');
    } finally {
      await context.close();
    }
    assert.equal(findings.length, 0, `serious or critical axe-core violations:${report(findings)}`);
  }

  // Signed in first: alice's pages link to her orders, ads and reviews, which fill the routes for every pass.
  for (const signedIn of [true, false]) {
    for (const width of WIDTHS) {
      test(`every route at ${width} px, ${signedIn ? 'signed in' : 'signed out'}, has no serious or critical violation`, STEP, () => pass(width, signedIn));
    }
  }
});
