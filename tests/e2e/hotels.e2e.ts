/**
 * Hotels (issue 14): a visitor opens the hotels list, filters it, opens a hotel and sees it on the map; a crawler
 * opening the hotel gets the meta page with its Open Graph title and JSON-LD Hotel. Needs the demo hotels
 * (DEMO_SEED=1, as tests/e2e/run.ts starts the app). Run through `npm run test:e2e -- hotels`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { acceptConsent, apiData, e2e, hydrated, newPage, openPath, type E2EContext } from './context.ts';

const STEP = { timeout: 60_000 };
const ALICE = { email: 'alice@example.com', password: 'Demo1234!', name: 'Alice Walker' };
let ctx: E2EContext;

before(async () => {
  ctx = await e2e();
});
after(async () => {
  await ctx?.browser.close().catch(() => undefined);
});

describe('hotels', () => {
  test('a visitor opens the list, narrows it to a city, opens a hotel and sees it on the map', STEP, async () => {
    const { context, page } = await newPage(ctx, { width: 390, height: 844 });
    try {
      await openPath(ctx, page, '/');
      await acceptConsent(page);
      await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Hotels' }).click();
      await page.waitForURL(/\/hotels$/);
      await page.getByRole('heading', { level: 1, name: 'Hotels' }).waitFor();
      assert.ok((await page.locator('.hc').count()) >= 10, 'the demo hotels are listed');
      // No sign-in dialog: hotels are open to visitors (decision 135).
      assert.equal(await page.getByRole('dialog', { name: /Authorization/ }).count(), 0);

      await page.getByText('Filters', { exact: true }).click();
      await page.getByLabel('City').fill('paris');
      await page.getByRole('button', { name: 'Show hotels' }).click();
      await page.waitForURL(/city=paris/);
      await page.getByRole('heading', { level: 1, name: 'Hotels in paris' }).waitFor();
      const names = await page.locator('.hc-name').allTextContents();
      assert.deepEqual(names.sort(), ["Gare de l'Est Budget Inn", 'Hôtel des Abbesses', 'Le Marais Courtyard']);
      // The list's map shows a pin per hotel once it scrolls into view.
      await page.locator('.hm-map').scrollIntoViewIfNeeded();
      await page.locator('.hm-map .leaflet-marker-icon').nth(2).waitFor();
      assert.equal(await page.locator('.hm-map .leaflet-marker-icon').count(), 3);

      await page.getByRole('link', { name: 'Le Marais Courtyard' }).click();
      await page.waitForURL(/\/hotels\/\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Le Marais Courtyard' }).waitFor();
      await page.getByText('Bookings are made directly with the hotel').waitFor();
      assert.match((await page.getByRole('link', { name: /^Call / }).getAttribute('href')) ?? '', /^tel:\+33199005678$/);
      const map = page.getByRole('region', { name: 'Le Marais Courtyard' });
      await map.scrollIntoViewIfNeeded();
      await map.locator('.leaflet-marker-icon').waitFor();
      assert.equal(await map.locator('.leaflet-marker-icon').getAttribute('title'), 'Le Marais Courtyard');
      await page.getByText('Stays are not verified').waitFor();
      await page.getByRole('button', { name: 'Sign in to write a review' }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('a visitor signs in from the review form, is told what is missing, and publishes a review', STEP, async () => {
    const london = await apiData<{ id: number; name: string }[]>(ctx, '/hotels?city=London');
    const hotel = london.find((h) => h.name === 'Camden Lock Rooms')!;
    const { context, page } = await newPage(ctx, { width: 1440, height: 900 });
    try {
      await openPath(ctx, page, `/hotels/${hotel.id}`);
      await acceptConsent(page);
      await hydrated(page);
      const reviews = page.getByRole('region', { name: 'Guest reviews' });
      await reviews.getByText('No reviews yet.').waitFor();
      // The form's island hydrates when it scrolls into view.
      await reviews.scrollIntoViewIfNeeded();
      await reviews.locator('astro-island:not([ssr])').waitFor({ state: 'attached' });

      await reviews.getByRole('button', { name: 'Sign in to write a review' }).click();
      const login = page.getByRole('dialog', { name: 'Authorization', exact: true });
      await login.getByLabel('Email', { exact: true }).fill(ALICE.email);
      await login.getByLabel('Password', { exact: true }).fill(ALICE.password);
      await login.getByRole('button', { name: 'Log In', exact: true }).click();
      await login.waitFor({ state: 'hidden' });

      // The form replaces the button without a reload; a review without stars is stopped in the browser.
      await reviews.getByRole('heading', { name: 'Write a review' }).waitFor();
      await reviews.getByLabel('Your review').fill('Too short');
      await reviews.getByRole('button', { name: 'Publish review' }).click();
      await reviews.getByText('Choose a rating from 1 to 5 stars.').waitFor();

      // Four stars by keyboard, then the server's length rule speaks in the field.
      await reviews.getByRole('radio', { name: '1 star' }).focus();
      await page.keyboard.press('Space');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      assert.ok(await reviews.getByRole('radio', { name: '4 stars' }).isChecked(), 'arrow keys move the rating');
      await reviews.getByRole('button', { name: 'Publish review' }).click();
      await reviews.getByText('This text is too short.').waitFor();
      assert.equal(await reviews.getByLabel('Your review').inputValue(), 'Too short', 'the text typed is kept');

      const text = 'Quiet room over the canal, friendly desk staff and a good breakfast.';
      await reviews.getByLabel('Your review').fill(text);
      await reviews.getByRole('button', { name: 'Publish review' }).click();
      await reviews.getByRole('status').filter({ hasText: 'Thank you! Your review is published.' }).waitFor();

      // Stored, and on the page for the next reader: the member reloads and sees it with the new summary.
      const stored = await apiData<{ rating: number; comment: string; reviewer: { name: string } }[]>(ctx, `/hotels/${hotel.id}/reviews`);
      assert.deepEqual(stored.map((r) => [r.rating, r.comment, r.reviewer.name]), [[4, text, ALICE.name]]);
      await page.reload();
      await reviews.getByText(text).waitFor();
      await reviews.getByText('4.0 out of 5 · 1 review').first().waitFor();
    } finally {
      await context.close();
    }
  });

  test('a missing hotel is a real 404', STEP, async () => {
    const res = await fetch(new URL('/hotels/999999', ctx.baseUrl));
    assert.equal(res.status, 404);
  });

  test('a crawler opening a hotel gets the meta page with Open Graph tags and JSON-LD Hotel', STEP, async () => {
    const list = (await (await fetch(new URL('/api/v1/hotels?city=Berlin&sort=price_asc', ctx.baseUrl))).json()) as { data: { id: number; name: string }[] };
    const hotel = list.data[0]!;
    const res = await fetch(new URL(`/hotels/${hotel.id}`, ctx.baseUrl), { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } });
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.ok(html.includes(`<meta property="og:title" content="${hotel.name}">`), 'og:title names the hotel');
    assert.match(html, /<meta property="og:image" content="http[^"]+\/storage\/hotels\//);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
    assert.equal(ld['@type'], 'Hotel');
    assert.equal((ld.address as { addressLocality?: string }).addressLocality, 'Berlin');
    assert.ok(ld.geo && ld.priceRange, 'map point and price range');
  });
});
