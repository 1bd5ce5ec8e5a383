/**
 * Hotels (issue 14): a visitor opens the hotels list, filters it, opens a hotel and sees it on the map; a crawler
 * opening the hotel gets the meta page with its Open Graph title and JSON-LD Hotel. Needs the demo hotels
 * (DEMO_SEED=1, as tests/e2e/run.ts starts the app). Run through `npm run test:e2e -- hotels`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { acceptConsent, e2e, newPage, openPath, type E2EContext } from './context.ts';

const STEP = { timeout: 60_000 };
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
