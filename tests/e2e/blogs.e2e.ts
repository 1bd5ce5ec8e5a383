/**
 * Blogs scenario (issue 14): a visitor opens the blog list, reads a blog from it (no view is sent for a visitor),
 * opens the blog's category, then searches with 2 characters (the hint, no navigation) and with 3 (the results, and
 * Back to the list); a missing blog answers 404 'Blog not found.'; a signed-in reader's view is counted once.
 * Run through `npm run test:e2e -- blogs` (tests/e2e/run.ts provides the app with the demo articles and the browser).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { acceptConsent, apiData, e2e, freshUser, newPage, openPath, registerThroughDialog, sessionToken, type E2EContext } from './context.ts';

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
});
