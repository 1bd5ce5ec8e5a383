/**
 * Blogs scenario (issue 14): a visitor opens the blog list, reads a blog from it (no view is sent for a visitor),
 * opens the blog's category, then searches with 2 characters (the hint, no navigation) and with 3 (the results, and
 * Back to the list); a missing blog answers 404 'Blog not found.'; a signed-in reader's view is counted once; the list's
 * sections show 4, 6 or 8 cards by width, All Blogs switches between grid and list and pages, the categories fold on
 * phones; and when an origin call fails, each list says so with the specification's texts and a retry that works.
 * Run through `npm run test:e2e -- blogs` (tests/e2e/run.ts provides the app with the demo articles and the browser).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { join } from 'node:path';
import { acceptConsent, apiData, e2e, freshUser, newPage, openPath, registerThroughDialog, sessionToken, type E2EContext } from './context.ts';
import { startFailingSite } from './failing-origin.ts';

const STEP = { timeout: 90_000 };

describe('blogs: read, browse a category, search', () => {
  let ctx: E2EContext;
  let context: BrowserContext;
  let page: Page;
  const viewCalls: string[] = [];

  before(async () => {
    ctx = await e2e();
    ({ context, page } = await newPage(ctx));
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/blogs/view/')) viewCalls.push(r.url());
    });
  });

  after(async () => {
    await context?.close();
    await ctx?.browser.close();
  });

  test('a visitor reads a blog from the list', STEP, async () => {
    await openPath(ctx, page, '/blogs');
    await acceptConsent(page);
    await page.getByRole('heading', { level: 1, name: 'News & Blogs' }).waitFor();
    for (const name of ['Trending', 'Featured', 'Highlights', 'All Blogs']) await page.getByRole('heading', { level: 2, name }).waitFor();
    const all = page.locator('#all-list');
    const card = all.locator('.bl-card').first();
    const title = (await card.locator('.bl-card-title').textContent())!.trim();
    assert.match((await card.textContent()) ?? '', /BY RM News & Blogs/);
    await card.getByRole('link').click();
    await page.waitForURL(/\/blogs\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const article = page.locator('article.bl-article');
    assert.match((await article.locator('.bl-meta').textContent()) ?? '', /RM News & Blogs.*min read.*views?/s);
    assert.ok(((await article.locator('.bl-content').textContent()) ?? '').length > 400, 'the article text shows');
    await page.getByRole('heading', { level: 2, name: 'Related Blogs' }).waitFor();
    assert.ok((await page.locator('#related-list .bl-card').count()) > 0, 'related blogs show');
    await page.waitForTimeout(500);
    assert.deepEqual(viewCalls, [], 'a visitor sends no view');
  });

  test('the blog’s category lists that category’s blogs', STEP, async () => {
    const categoryLink = page.locator('article.bl-article .bl-cat-link');
    const name = (await categoryLink.textContent())!.trim();
    await categoryLink.click();
    await page.waitForURL(/\/blogs\/category\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const cats = await page.locator('#category-list .bl-cat').allTextContents();
    assert.ok(cats.length > 0);
    assert.ok(cats.every((c) => c.trim() === name), `every card is in ${name}: ${cats.join(', ')}`);
    // The category list marks where we are, with its count.
    const current = page.locator('.bl-cats a[aria-current="page"]');
    assert.match((await current.textContent()) ?? '', new RegExp(`${name}.*${cats.length}`, 's'));
  });

  test('a search needs 3 characters: the hint, then the results, then Back', STEP, async () => {
    await openPath(ctx, page, '/blogs');
    const box = page.getByRole('searchbox', { name: 'Search blogs' });
    await box.fill(' pi ');
    await box.press('Enter');
    await page.getByText('Please enter at least 3 characters to search.').waitFor();
    assert.equal(new URL(page.url()).pathname, '/blogs');
    await box.fill('pizza');
    await box.press('Enter');
    await page.waitForURL(/\/blogs\/search\?query=pizza/);
    await page.getByRole('heading', { level: 1, name: 'Search results for “pizza”' }).waitFor();
    await page.getByRole('link', { name: 'Neapolitan-style pizza in a home oven' }).waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(/\/blogs$/);
  });

  test("a missing blog answers 404 'Blog not found.'", STEP, async () => {
    const res = await page.goto(new URL('/blogs/no-such-article', ctx.baseUrl).toString());
    assert.equal(res?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Blog not found.' }).waitFor();
    await page.getByRole('link', { name: 'View All Blogs Instead?' }).waitFor();
  });

  test('a signed-in reader’s view is counted once a day', STEP, async () => {
    await openPath(ctx, page, '/blogs');
    await registerThroughDialog(ctx, page, freshUser('blogs'));
    const token = await sessionToken(page);
    const slug = 'lantern-festivals-around-the-world';
    const before = await apiData<{ total_views: number }>(ctx, `/blogs/${slug}`);
    for (let i = 0; i < 2; i++) {
      const counted = page.waitForResponse((r) => r.url().includes('/api/v1/blogs/view/') && r.request().method() === 'POST');
      await openPath(ctx, page, `/blogs/${slug}`);
      assert.equal((await counted).status(), 200);
    }
    const afterViews = await apiData<{ total_views: number }>(ctx, `/blogs/${slug}`, token);
    assert.equal(afterViews.total_views, before.total_views + 1);
  });
  test('the list: 4, 6 or 8 cards a section by width, grid or list, page links, categories folded on phones', STEP, async () => {
    const trending = (await apiData<{ data: unknown[] }>(ctx, '/blogs?is_trending=1&per_page=8')).data.length;
    assert.equal(trending, 8, 'the demo has 8 trending blogs');
    for (const [width, shown, open] of [[390, 4, false], [1280, 6, true], [1600, 8, true]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await openPath(ctx, page, '/blogs');
      const cards = page.locator('#trending-list > li');
      assert.equal(await cards.count(), 8);
      assert.equal((await cards.evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length)), shown, `${width} px shows ${shown}`);
      const categories = page.locator('details.bl-cats');
      assert.equal(await categories.evaluate((d) => (d as HTMLDetailsElement).open), open, `categories open at ${width} px: ${open}`);
      if (!open) {
        await categories.locator('summary').click();
        await categories.getByRole('link', { name: 'All Blogs' }).waitFor();
      }
      await page.screenshot({ path: join(ctx.resultsDir, `blogs-list-${width}.png`) });
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await openPath(ctx, page, '/blogs');
    const toggle = page.getByRole('group', { name: 'Layout' });
    await toggle.getByRole('button', { name: 'List view' }).click();
    assert.equal(await page.locator('#all-list').getAttribute('data-view'), 'list');
    assert.equal(await toggle.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await toggle.getByRole('button', { name: 'Grid view' }).getAttribute('aria-pressed'), 'false');
    await page.locator('#all-list').screenshot({ path: join(ctx.resultsDir, 'blogs-all-list-view.png') });

    // 12 a page; the sections show on the first only; the last page has Previous but no Next.
    const { total, last_page: lastPage } = await apiData<{ total: number; last_page: number }>(ctx, '/blogs?page=1&per_page=12');
    assert.ok(lastPage >= 2, `the demo has more than one page of blogs (${total})`);
    const pages = page.getByRole('navigation', { name: 'Blog pages' });
    await Promise.all([page.waitForURL(/\/blogs\?page=2/), pages.getByRole('link', { name: 'Next' }).click()]);
    assert.equal(await page.locator('#all-list > li').count(), Math.min(12, total - 12));
    assert.equal(await page.locator('#trending-list').count(), 0);
    assert.equal(await pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'), 'page');
    await Promise.all([page.waitForURL(new RegExp(`/blogs\\?page=${lastPage}`)), pages.getByRole('link', { name: `Page ${lastPage}` }).click()]);
    assert.equal(await page.locator('#all-list > li').count(), total - 12 * (lastPage - 1));
    assert.equal(await pages.getByRole('link', { name: 'Next' }).count(), 0, 'no Next on the last page');
    await pages.getByRole('link', { name: 'Previous' }).waitFor();
  });

  test('when an origin call fails, each blog list says so with its own text and a retry', STEP, async () => {
    const site = await startFailingSite(ctx);
    const open = async (path: string) => (await page.goto(new URL(path, site.url).toString()))?.status();
    try {
      site.fail(/^\/api\/v1\/blogs(\?|$)/, /^\/api\/v1\/blogs\/categories/);
      assert.equal(await open('/blogs'), 502);
      await page.getByRole('alert').filter({ hasText: 'Failed to load blogs.' }).getByText('Failed to fetch blogs').waitFor();
      await page.getByRole('alert').filter({ hasText: 'Failed to fetch blog categories' }).waitFor();
      await page.screenshot({ path: join(ctx.resultsDir, 'blogs-list-failed.png') });

      const [category] = await apiData<{ id: number }[]>(ctx, '/blogs/categories');
      site.fail(/^\/api\/v1\/blogs\/category\//);
      assert.equal(await open(`/blogs/category/${category!.id}`), 502);
      await page.getByRole('alert').filter({ hasText: 'Failed to load blogs.' }).getByText('Failed to fetch blogs by category').waitFor();

      site.fail(/^\/api\/v1\/blogs\/search/);
      assert.equal(await open('/blogs/search?query=pizza'), 502);
      await page.getByRole('alert').filter({ hasText: 'Failed to load blogs.' }).getByText('Failed to search blogs').waitFor();

      // Only the related blogs fail: the article reads, and Try again brings them once the origin answers.
      site.fail(/\/related/);
      assert.equal(await open('/blogs/lantern-festivals-around-the-world'), 200);
      await page.locator('article.bl-article h1').waitFor();
      const related = page.getByRole('alert').filter({ hasText: 'Failed to load related blogs.' });
      await related.getByText('Failed to fetch related blogs').waitFor();
      site.fail();
      await Promise.all([page.waitForLoadState('load'), related.getByRole('link', { name: 'Try again' }).click()]);
      await page.getByRole('heading', { level: 2, name: 'Related Blogs' }).waitFor();
      assert.ok((await page.locator('#related-list .bl-card').count()) > 0);
    } finally {
      await site.close();
    }
  });
});
