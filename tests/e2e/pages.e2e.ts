/**
 * The named pages and curated sections (issue 14), as a visitor on the demo data: Jobs narrows to a job category,
 * Sales shows the percent off its prices give (biggest first), Coffee and Travel show their categories' listings and
 * shops and their blog strips, the footer leads to the named pages at both widths, and the Sitemap's links lead to the
 * pages it names.
 * Run through `npm run test:e2e -- pages` (tests/e2e/run.ts provides the app with the demo seed and the browser).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { acceptConsent, e2e, newPage, openPath, type E2EContext } from './context.ts';

const STEP = { timeout: 90_000 };

/** '£1,234.50', '7900.00 MDL' → the number. */
const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Each card of the page: its name, price, offer and the percent its badge says. */
async function cards(page: Page, scope: string) {
  return page.locator(`${scope} .ad-card`).evaluateAll((list) =>
    list.map((li) => ({
      name: li.querySelector('h3')?.textContent?.trim() ?? '',
      price: li.querySelector('.ad-card-price')?.textContent ?? '',
      offer: li.querySelector('.ad-card-offer')?.textContent ?? '',
      badge: li.querySelector('.ad-badge-off')?.textContent ?? '',
    })),
  );
}

describe('named pages and curated sections', () => {
  let ctx: E2EContext;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    ctx = await e2e();
    ({ context, page } = await newPage(ctx, { width: 1440, height: 900 }));
    await openPath(ctx, page, '/');
    await acceptConsent(page);
  });

  after(async () => {
    await context?.close();
    await ctx?.browser.close();
  });

  test('Jobs lists job ads and narrows them to a job category', STEP, async () => {
    await openPath(ctx, page, '/jobs');
    await page.getByRole('heading', { level: 1, name: 'Jobs' }).waitFor();
    const results = page.locator('.cat-results');
    await results.getByRole('heading', { name: 'Carpenter wanted for renovation team' }).waitFor();
    assert.equal(await results.getByRole('heading', { name: 'Carbon road bike, 54 cm frame' }).count(), 0, 'an ad of another category');
    assert.equal(await page.getByRole('group', { name: 'Condition' }).count(), 0, 'no condition filter for jobs');
    await page.getByRole('radio', { name: 'Remote Work' }).check();
    await page.waitForURL(/\/jobs\?category_id=\d+/);
    await results.getByRole('heading', { name: 'Remote customer support agent, English and French' }).waitFor();
    await results.getByRole('heading', { name: 'Carpenter wanted for renovation team' }).waitFor({ state: 'detached' });
    // The filter is in the address: a reload shows the same list.
    await page.reload({ waitUntil: 'domcontentloaded' });
    assert.ok(await page.getByRole('radio', { name: 'Remote Work' }).isChecked());
    assert.equal(await results.getByRole('heading', { name: 'Carpenter wanted for renovation team' }).count(), 0);
  });

  test('Sales shows the percent off of each card’s prices, biggest first, for ads and shop items', STEP, async () => {
    await openPath(ctx, page, '/sales');
    await page.getByRole('heading', { level: 1, name: 'Sales' }).waitFor();
    for (const tab of ['Ads', 'Shop items']) {
      if (tab === 'Shop items') {
        await page.getByRole('link', { name: 'Shop items' }).click();
        await page.waitForURL(/\/sales\?type=shopAd/);
      }
      const list = await cards(page, 'main');
      assert.ok(list.length > 1, `${tab}: discounted cards`);
      const percents = list.map((c) => {
        const price = amount(c.price);
        const offer = amount(c.offer);
        assert.ok(offer < price, `${c.name}: an offer below the price`);
        const percent = Number(/(\d+)%/.exec(c.badge)?.[1]);
        assert.equal(percent, Math.round(((price - offer) / price) * 100), `${c.name}: ${c.badge} for ${c.price} → ${c.offer}`);
        return percent;
      });
      assert.deepEqual(percents, [...percents].sort((a, b) => b - a), `${tab}: biggest discount first`);
    }
  });

  test('Coffee and Travel show their categories’ listings and shops', STEP, async () => {
    await openPath(ctx, page, '/coffee');
    await page.getByRole('heading', { level: 1, name: 'Coffee' }).waitFor();
    const coffeeAds = page.locator('section', { has: page.getByRole('heading', { name: 'Coffee finds from members' }) });
    await coffeeAds.getByRole('heading', { name: 'Barista for a specialty coffee bar' }).waitFor();
    const coffeeItems = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Coffee & Tea: shop items' }) });
    await coffeeItems.getByText('Espresso blend coffee beans 1 kg').waitFor();
    await page.getByRole('link', { name: 'Casa Carol Home & Coffee', exact: true }).waitFor();
    // The blog's strip: up to 4 articles of its category, and Show All leads to that category.
    const coffeeBlogs = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Food & Coffee: from the blog' }) });
    await coffeeBlogs.getByRole('link', { name: 'How to pull a better espresso at home' }).waitFor();
    const coffeeCards = await coffeeBlogs.locator('.bl-card').count();
    assert.ok(coffeeCards >= 1 && coffeeCards <= 4, `${coffeeCards} articles`);
    await Promise.all([page.waitForURL(/\/blogs\/category\/food-and-coffee$/), coffeeBlogs.getByRole('link', { name: 'Show All' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'Food & Coffee' }).waitFor();

    await openPath(ctx, page, '/travel');
    await page.getByRole('heading', { level: 1, name: 'Travel' }).waitFor();
    const trips = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Trips & Vouchers: ads from members' }) });
    await trips.getByRole('heading', { name: 'Weekend for two at Mont-Saint-Michel' }).waitFor();
    const suitcases = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Suitcases: shop items' }) });
    await suitcases.getByText('Hard-shell cabin suitcase 55 cm').waitFor();
    const travelBlogs = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Travel: from the blog' }) });
    assert.ok((await travelBlogs.locator('.bl-card').count()) >= 1, 'the travel strip shows articles');
    assert.equal(await travelBlogs.getByRole('link', { name: 'Show All' }).getAttribute('href'), '/blogs/category/travel');
    const shop = page.getByRole('link', { name: 'Wayfarer Travel Gear', exact: true });
    await shop.click();
    await page.waitForURL(/\/shop\/\d+$/);
  });

  test('the footer leads to Jobs, Sales, Sitemap, Payment methods and Advertise with us, at 1440 and 390 px', STEP, async () => {
    const targets: [name: string, path: string, heading: string][] = [
      ['Jobs', '/jobs', 'Jobs'],
      ['Sales', '/sales', 'Sales'],
      ['Sitemap', '/sitemap', 'Sitemap'],
      ['Payment methods', '/payment-methods', 'Payment methods'],
      ['Advertise with us', '/banner-ads', 'Advertise with us'],
    ];
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path, heading] of targets) {
        await openPath(ctx, page, '/');
        const link = page.locator('footer').getByRole('link', { name, exact: true });
        assert.equal(await link.getAttribute('href'), path, `${name} at ${width} px`);
        await Promise.all([page.waitForURL(new RegExp(`${path}$`)), link.click()]);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('the Sitemap lists the sections and categories, and its links lead to them', STEP, async () => {
    await openPath(ctx, page, '/sitemap');
    await page.getByRole('heading', { level: 1, name: 'Sitemap' }).waitFor();
    const main = page.locator('main');
    for (const name of ['Jobs', 'Sales', 'Coffee', 'Travel', 'Payment methods', 'Advertise with us', 'Vehicles']) {
      assert.ok(await main.getByRole('link', { name, exact: true }).count(), `the sitemap links ${name}`);
    }
    await main.getByRole('link', { name: 'Payment methods', exact: true }).click();
    await page.waitForURL(/\/payment-methods$/);
    await page.getByRole('heading', { level: 1, name: 'Payment methods' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Cash on Delivery' }).waitFor();
    await page.goBack();
    await main.getByRole('link', { name: 'Advertise with us', exact: true }).click();
    await page.waitForURL(/\/banner-ads$/);
    await page.getByRole('heading', { level: 3, name: 'Top Page' }).waitFor();
    assert.match(await page.locator('main').innerText(), /\$2\.00/);
  });
});
