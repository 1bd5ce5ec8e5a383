/**
 * No dead entry points (issue 10): collects every link of the layout (top bar, footer, tab bar, create menu), the
 * home page and the menus opened one after the other (desktop: categories, More, the user menu, the create menu;
 * mobile: the slide-in menu with each of its folds), at 1440 and 390 px, signed out and signed in as a demo member,
 * requests each same-origin one and fails on any that answers 404 (or a server error), listing them with where they
 * were found. The sections that exist are listed in src/lib/sections.ts.
 * Run through `npm run test:e2e -- links` (tests/e2e/run.ts provides the app and the browser).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { acceptConsent, e2e, hydrated, newPage, openPath, signInThroughDialog, type E2EContext } from './context.ts';

const STEP = { timeout: 180_000 };
/** A demo member (README, DEMO_SEED=1). */
const MEMBER = { email: 'alice@example.com', password: 'Demo1234!', name: 'Alice Walker' };
const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };

let ctx: E2EContext;
/** Status of every URL requested so far: each is requested once for all four runs. */
const statuses = new Map<string, Promise<number>>();

/** Every link in the page now, as absolute URLs without the fragment. */
async function linksOf(page: Page): Promise<string[]> {
  const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href));
  return hrefs.map((h) => h.split('#')[0]!);
}

/** Collects the links of the page that are new since the last look, noting where they appeared (for the failure list). */
async function collect(page: Page, found: Map<string, string>, where: string) {
  for (const url of await linksOf(page)) if (!found.has(url)) found.set(url, where);
}

/** Requests each same-origin link (redirects followed) and returns those answering 404 or 5xx, with where they were found. */
async function deadLinks(context: BrowserContext, found: Map<string, string>): Promise<string[]> {
  const origin = new URL(ctx.baseUrl).origin;
  const own = [...found.keys()].filter((u) => u.startsWith(`${origin}/`));
  assert.ok(own.length > 20, `only ${own.length} links found: the page or its menus did not render`);
  const dead: string[] = [];
  for (const url of own) {
    if (!statuses.has(url)) statuses.set(url, context.request.get(url, { maxRedirects: 5 }).then((r) => r.status()));
    const status = await statuses.get(url)!;
    if (status === 404 || status >= 500) dead.push(`${status} ${url.slice(origin.length)}  (in ${found.get(url)})`);
  }
  return dead;
}

/** Opens a menu by its trigger, waits for what it shows, collects its links and closes it again with Escape. */
async function withMenu(page: Page, found: Map<string, string>, where: string, open: () => Promise<unknown>, shown: string) {
  await open();
  await page.locator(shown).first().waitFor({ state: 'visible' });
  await collect(page, found, where);
  await page.keyboard.press('Escape');
}

async function desktopMenus(page: Page, found: Map<string, string>, signedIn: boolean) {
  // The categories menu: the first parent category opened, so its submenu's links are there too.
  await withMenu(
    page,
    found,
    'categories menu',
    async () => {
      await page.getByRole('button', { name: 'All Categories' }).click();
      await page.locator('#mm-panel [data-col="1"] button').first().click();
    },
    '#mm-panel [data-col="2"] a[href]',
  );
  await withMenu(page, found, 'More menu', () => page.getByRole('button', { name: 'More' }).click(), '#tb-more-list a[href]');
  if (signedIn) await withMenu(page, found, 'user menu', () => page.getByRole('button', { name: MEMBER.name }).click(), '#tb-user-list a[href]');
  await createMenu(page, found);
}

/** The create menu: a menu button while several create entries exist, else a plain link (already collected). */
async function createMenu(page: Page, found: Map<string, string>) {
  const trigger = page.getByRole('button', { name: 'Open create menu' });
  if (await trigger.count()) await withMenu(page, found, 'create menu', () => trigger.click(), '#cm-list a[href]');
}

async function mobileMenus(page: Page, found: Map<string, string>) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.locator('#tb-drawer');
  await drawer.locator('a[href]').first().waitFor({ state: 'visible' });
  await collect(page, found, 'mobile menu');
  const folds = drawer.locator('details.tb-drawer-fold > summary');
  for (let i = 0; i < (await folds.count()); i++) {
    const fold = folds.nth(i);
    const name = (await fold.innerText()).trim();
    await fold.click();
    // The categories fold loads its tree on first open.
    await drawer.getByText('Loading categories…').waitFor({ state: 'hidden' });
    await collect(page, found, `mobile menu › ${name}`);
  }
  await page.keyboard.press('Escape');
  await createMenu(page, found);
}

/**
 * One run: home at the given width, signed out or in; the layout, the home page and every menu. Signing in goes
 * through the desktop bar ('Login here' sits in the mobile menu below 1024 px), then the page takes the width.
 */
async function run(label: string, viewport: { width: number; height: number }, signedIn: boolean) {
  const { context, page } = await newPage(ctx, DESKTOP);
  try {
    await openPath(ctx, page, '/');
    await acceptConsent(page);
    if (signedIn) await signInThroughDialog(page, MEMBER);
    if (viewport.width !== DESKTOP.width) {
      await page.setViewportSize(viewport);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await hydrated(page);
    }
    const found = new Map<string, string>();
    await collect(page, found, `home (${label})`);
    if (viewport.width >= 1024) await desktopMenus(page, found, signedIn);
    else await mobileMenus(page, found);
    const dead = await deadLinks(context, found);
    assert.deepEqual(dead, [], `links that lead nowhere (${label}):\n${dead.join('\n')}`);
  } finally {
    await context.close();
  }
}

describe('every link of the layout, the home page and the menus leads to a page', () => {
  before(async () => {
    ctx = await e2e();
  });
  after(async () => {
    await ctx?.browser.close();
  });

  test('signed out, 1440 px', STEP, () => run('signed out, 1440 px', DESKTOP, false));
  test('signed out, 390 px', STEP, () => run('signed out, 390 px', MOBILE, false));
  test('signed in, 1440 px', STEP, () => run('signed in, 1440 px', DESKTOP, true));
  test('signed in, 390 px', STEP, () => run('signed in, 390 px', MOBILE, true));
});
