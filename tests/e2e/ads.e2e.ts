/**
 * Classified-ads scenario (issue 4 'Tests'): a new user publishes an ad with two photos through the six-step Create Ad
 * flow, finds it through the universal search and on the map, edits it, pays for Top Page through the built-in test
 * checkout, favorites and reports another user's ad; a visitor is asked to sign in for favorites and the phone number.
 * Run through `npm run test:e2e -- ads` (tests/e2e/run.ts provides the app, the browser and the mailbox).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { e2e, freshUser, hydrated, newPage, openPath, registerThroughDialog, type E2EContext } from './context.ts';

const STEP = { timeout: 60_000 };
const user = freshUser('ads');
const word = `Zq${Date.now().toString(36)}`; // a word no other ad has, so search finds exactly this ad
const ad = {
  title: `Vintage ${word} turntable with two speakers`,
  description: 'Belt-driven turntable in working order, with the original dust cover.',
  price: '149',
  newTitle: `Vintage ${word} turntable, speakers and cables`,
  newPrice: '129',
};
/** Far from every demo ad (London, Paris, Chișinău, Berlin), so the nearby search finds this ad alone. */
const place = { query: 'Cluj-Napoca', name: 'Cluj-Napoca' };
const farPlace = { query: 'Reykjav', name: 'Reykjavík' };
/** A demo ad of alice@example.com (seeded with DEMO_SEED=1). */
const DEMO_AD_ID = 1;

type ApiAd = { id: number; name: string; category?: { id: number; name: string } | null; creator?: { name: string; last_name?: string | null } | null; price: string; location: string | null; lat: number | string | null; is_sponsored: number; status: number; attachment: unknown[]; is_favorite?: number };

let ctx: E2EContext;
let photosDir: string;
let adId = 0;

async function apiAd(id: number, token?: string): Promise<ApiAd> {
  const res = await fetch(new URL(`/api/v1/seller/ads/single/${id}`, ctx.baseUrl), { headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  assert.equal(res.status, 200, `GET /seller/ads/single/${id}`);
  return ((await res.json()) as { data: ApiAd }).data;
}

/** Two real photos, a JPEG and a PNG, as a seller would pick them. */
async function makePhotos(dir: string): Promise<string[]> {
  const jpeg = join(dir, 'turntable-front.jpg');
  const png = join(dir, 'turntable-side.png');
  await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 180, g: 90, b: 40 } } }).jpeg({ quality: 80 }).toFile(jpeg);
  await sharp({ create: { width: 640, height: 640, channels: 4, background: { r: 30, g: 120, b: 200, alpha: 1 } } }).png().toFile(png);
  return [jpeg, png];
}

/** The ad the first test published; later tests need it. */
function createdAd(): number {
  assert.ok(adId > 0, 'the ad of the first test was not published');
  return adId;
}

/** Accepts the consent prompt so it covers nothing later. */
async function dismissConsent(page: Page) {
  const prompt = page.getByRole('dialog', { name: 'Your Privacy Matters' });
  await prompt.getByRole('button', { name: 'Accept' }).click();
  await prompt.waitFor({ state: 'hidden' });
}

/** Types into the picker's place search and chooses the suggestion named `name`. */
async function pickPlace(scope: Locator, p: { query: string; name: string }) {
  await scope.getByRole('combobox', { name: 'City or place' }).fill(p.query);
  await scope.getByRole('option', { name: new RegExp(`^${p.name}`) }).first().click();
  await scope.getByText(`Selected: ${p.name}`).waitFor();
}

/** The My Ads row link of the ad (its name). */
const adLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first();
/** The ad card of a list (a link around the photo, the name heading, place and price). */
const adCard = (page: Page, name: string) => page.getByRole('link').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('classified ads', () => {
  let seller: BrowserContext;
  let page: Page;

  before(async () => {
    ctx = await e2e();
    ({ context: seller, page } = await newPage(ctx));
    photosDir = mkdtempSync(join(tmpdir(), 'mp-e2e-photos-'));
  });
  after(async () => {
    await seller?.close();
    await ctx?.browser.close();
    rmSync(photosDir, { recursive: true, force: true });
  });

  test('a new user publishes an ad with two photos through the six steps of Create Ad', { timeout: 120_000 }, async () => {
    await openPath(ctx, page, '/');
    await registerThroughDialog(ctx, page, user);

    await dismissConsent(page);

    await openPath(ctx, page, '/add-listing');
    await page.getByRole('heading', { name: 'Create Ad', level: 1 }).waitFor();
    // 1–2: category, then the subcategory levels down to a leaf.
    await page.getByRole('button', { name: 'Electronics', exact: true }).click();
    await page.getByRole('button', { name: 'TV & Audio', exact: true }).click();
    await page.getByRole('button', { name: 'Hi-Fi & Home Cinema', exact: true }).click();

    // 3: details with the location picked on the map modal.
    const details = page.getByRole('region', { name: 'Ad Details' });
    await details.waitFor();
    await details.getByText('Electronics › TV & Audio › Hi-Fi & Home Cinema').waitFor();
    await details.getByRole('spinbutton', { name: 'Price' }).fill(ad.price);
    await details.getByRole('button', { name: 'Choose on map' }).click();
    const map = page.getByRole('dialog', { name: 'Ad location' });
    await map.waitFor();
    await pickPlace(map, place);
    await map.getByRole('button', { name: 'Use this location' }).click();
    await map.waitFor({ state: 'hidden' });
    assert.equal(await details.getByRole('textbox', { name: 'Location' }).inputValue(), place.name);
    await details.getByRole('textbox', { name: 'Ad title' }).fill(ad.title);
    await details.getByRole('textbox', { name: 'Short description' }).fill(ad.description);
    await details.getByRole('button', { name: 'Continue' }).click();

    // 4: seller information comes prefilled from the account.
    const sellerInfo = page.getByRole('region', { name: 'Seller Information' });
    assert.equal(await sellerInfo.getByLabel('Email').inputValue(), user.email);
    await sellerInfo.getByRole('button', { name: 'Continue' }).click();

    // 5: two photos, a JPEG and a PNG.
    const photos = page.getByRole('region', { name: 'Photos' });
    await photos.getByLabel('Add photos').setInputFiles(await makePhotos(photosDir));
    await photos.getByText('2 of 10 photos').waitFor();
    await photos.getByRole('list', { name: 'Selected photos' }).getByRole('img').nth(1).waitFor();
    await photos.getByRole('button', { name: 'Continue' }).click();

    // 6: the free option, then the review.
    const payment = page.getByRole('region', { name: 'Payment options' });
    await payment.getByRole('radio', { name: /Regular/ }).check();
    await payment.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('dialog', { name: 'Review your ad' });
    await review.waitFor();
    await review.getByText(ad.title).waitFor();
    assert.equal(await review.getByRole('list', { name: 'Photos' }).getByRole('img').count(), 2);
    await page.screenshot({ path: join(ctx.resultsDir, 'ads-create-review.png') });

    // Publish: the progress bar shows while the photos upload (the request is held back a moment so the bar is
    // on screen long enough to be seen), then My Ads lists the ad.
    await page.route('**/api/v1/seller/ads/create', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await review.getByRole('button', { name: 'Publish' }).click();
    await review.getByRole('progressbar').waitFor();
    await review.getByRole('button', { name: 'Publishing…' }).waitFor();
    await page.waitForURL(/\/user-ads/, { timeout: 30_000 });
    await hydrated(page);
    const row = adLink(page, ad.title);
    await row.waitFor();
    adId = Number(/\/product\/(\d+)/.exec((await row.getAttribute('href')) ?? '')?.[1]);
    assert.ok(adId > 0, 'My Ads links to the new ad');

    const stored = await apiAd(adId);
    assert.equal(stored.name, ad.title);
    assert.equal(Number(stored.price), Number(ad.price));
    assert.equal(stored.attachment.length, 2, 'both photos are stored');
    assert.match(stored.location ?? '', /Cluj-Napoca/);
    assert.equal(Number(stored.status), 1, 'the ad is active');
    assert.equal(Number(stored.is_sponsored), 0);
  });

  test('the universal search suggests the ad and the catalogue lists it for the query', STEP, async () => {
    createdAd();
    await openPath(ctx, page, '/');
    const search = page.getByRole('combobox', { name: 'Search', exact: true });
    await search.fill(word);
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await suggestions.getByRole('option', { name: new RegExp(word) }).first().waitFor();
    await Promise.all([page.waitForURL(/\/catalogue\?/), search.press('Enter')]);
    await hydrated(page);
    await page.getByRole('heading', { name: `Results for “${word}”`, level: 1 }).waitFor();
    await adCard(page, ad.title).waitFor();
  });

  test('the map modal finds the ad within the radius, and a far place has none', STEP, async () => {
    createdAd();
    await openPath(ctx, page, '/');
    const chip = page.getByRole('button', { name: /Change location$/ });
    await chip.click();
    const map = page.getByRole('dialog', { name: 'Choose your location' });
    await map.waitFor();
    await pickPlace(map, place);
    // Ten miles: the slider moves one mile a key press, from the default two.
    const slider = map.getByRole('slider', { name: 'Distance' });
    for (let i = 0; i < 8; i++) await slider.press('ArrowRight');
    assert.equal(await slider.inputValue(), '10');
    await Promise.all([page.waitForURL(/\/catalogue\?.*lat=/, { timeout: 20_000 }), map.getByRole('button', { name: 'Apply' }).click()]);
    await hydrated(page);
    await page.getByRole('heading', { name: `Ads within 10 miles of ${place.name}`, level: 1 }).waitFor();
    await adCard(page, ad.title).waitFor();
    // The chip remembers the place and the radius.
    await page.getByRole('button', { name: `${place.name}, 10 miles. Change location` }).waitFor();

    await page.getByRole('button', { name: /Change location$/ }).click();
    const again = page.getByRole('dialog', { name: 'Choose your location' });
    await pickPlace(again, farPlace);
    await again.getByRole('button', { name: 'Apply' }).click();
    await again.getByRole('status').filter({ hasText: 'No ads near you!' }).waitFor();
    assert.match(page.url(), /\/catalogue\?/, 'no navigation when nothing is near');
  });

  test('editing the title and price shows on the details page', STEP, async () => {
    const id = createdAd();
    await openPath(ctx, page, `/edit-ad/${id}`);
    const title = page.getByRole('textbox', { name: /^Ad title/ });
    await title.waitFor();
    assert.equal(await title.inputValue(), ad.title);
    await title.fill(ad.newTitle);
    await page.getByRole('spinbutton', { name: /^Price/ }).fill(ad.newPrice);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('dialog', { name: 'Ad updated successfully!' }).waitFor();
    // The success dialog closes itself and goes back to My Ads.
    await page.waitForURL(/\/user-ads/, { timeout: 20_000 });

    await openPath(ctx, page, `/product/${id}`);
    await page.getByRole('heading', { name: ad.newTitle, level: 1 }).waitFor();
    await page.getByText(new RegExp(`${ad.newPrice}\\.00`)).first().waitFor();
    const stored = await apiAd(id);
    assert.equal(stored.name, ad.newTitle);
    assert.equal(Number(stored.price), Number(ad.newPrice));
    assert.equal(stored.attachment.length, 2, 'the photos stay');
  });

  test('Top Page paid through the test checkout shows the badge', STEP, async () => {
    const id = createdAd();
    await openPath(ctx, page, '/user-ads');
    const actions = page.getByRole('group', { name: `Actions for ${ad.newTitle}` });
    await actions.getByRole('button', { name: 'Boost' }).click();
    const boost = page.getByRole('dialog', { name: 'Boost your ad' });
    await boost.getByRole('radio', { name: /Top Page/ }).check();
    await boost.getByRole('button', { name: 'Continue to payment' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm payment' });
    await confirm.getByText('Pay $2.00 for Top Page?', { exact: false }).waitFor();
    await Promise.all([page.waitForURL(/\/test-checkout\//), confirm.getByRole('button', { name: 'Pay', exact: true }).click()]);
    await page.getByText('Test checkout — no real card is charged.').waitFor();
    await page.screenshot({ path: join(ctx.resultsDir, 'ads-test-checkout.png') });
    await Promise.all([page.waitForURL(/\/payment-success/), page.getByRole('button', { name: /^Pay / }).click()]);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    assert.equal(Number((await apiAd(id)).is_sponsored), 2, 'the ad is on the top page level');
    await openPath(ctx, page, '/user-ads');
    const promoted = page.getByRole('group', { name: `Actions for ${ad.newTitle}` });
    await promoted.getByText('Promoted', { exact: true }).waitFor();
    assert.equal(await promoted.getByRole('button', { name: 'Boost' }).count(), 0, 'a promoted ad cannot be boosted again');
    // On a phone My Ads shows cards instead of the table, with the same badge.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('group', { name: `Actions for ${ad.newTitle}` }).getByText('Promoted', { exact: true }).waitFor();
    await page.screenshot({ path: join(ctx.resultsDir, 'ads-my-ads-390.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPath(ctx, page, `/product/${id}`);
    await page.locator('.ad-badges').getByText('Sponsored', { exact: true }).waitFor();
    await page.getByText('This is your ad.').waitFor();
    await page.screenshot({ path: join(ctx.resultsDir, 'ads-details-sponsored.png') });
  });

  test("another user's ad: favorite it, see it on Favorites, complain about it", STEP, async () => {
    const demo = await apiAd(DEMO_AD_ID);
    assert.equal(`${demo.creator?.name} ${demo.creator?.last_name}`, 'Alice Walker', 'the ad belongs to the demo user alice');
    await openPath(ctx, page, `/product/${DEMO_AD_ID}`);
    await page.getByRole('heading', { name: demo.name, level: 1 }).waitFor();
    // The heart turns at once (optimistic); the stored state is checked once the toggle call has answered.
    const toggled = page.waitForResponse((r) => r.url().endsWith('/api/v1/seller/ads/like/create') && r.ok());
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await page.getByRole('button', { name: 'Remove from favorites', pressed: true }).waitFor();
    await toggled;
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    assert.ok(token, 'the session token is in local storage');
    assert.equal(Number((await apiAd(DEMO_AD_ID, token)).is_favorite), 1, 'the favorite is stored');

    await openPath(ctx, page, '/favorites');
    await page.getByRole('tabpanel').getByText(demo.name).waitFor();

    // Back on the ad, the heart shows the viewer's own state although the page is cached for everyone.
    await openPath(ctx, page, `/product/${DEMO_AD_ID}`);
    await page.getByRole('button', { name: 'Remove from favorites', pressed: true }).waitFor();
    await page.getByRole('button', { name: 'Complain' }).click();
    const complain = page.getByRole('dialog', { name: 'Complain' });
    const topic = complain.getByRole('combobox', { name: 'Topic' });
    await topic.locator('option').nth(1).waitFor({ state: 'attached' });
    await topic.selectOption({ index: 1 });
    await complain.getByRole('textbox', { name: 'Message' }).fill('The photos belong to another listing.');
    await complain.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').filter({ hasText: 'Complaint Sent! You will be notified via email about complaint status.' }).waitFor();
  });

  test('a German visitor sees the category in German and that the new seller has no reviews yet', STEP, async () => {
    const { context: visitor, page: p } = await newPage(ctx);
    try {
      await visitor.addCookies([{ name: 'userLanguage', value: 'de', url: ctx.baseUrl }]);
      const { category } = await apiAd(createdAd());
      assert.ok(category, 'the ad has a category');
      type Category = { id: number; label: string; children: Category[] };
      const tree = await fetch(new URL('/api/v1/category-list?lang=de', ctx.baseUrl)).then((r) => r.json() as Promise<{ data: Category[] }>);
      const find = (nodes: Category[]): Category | undefined => nodes.map((n) => (n.id === category.id ? n : find(n.children))).find(Boolean);
      const german = find(tree.data)?.label;
      assert.ok(german && german !== category.name, `the category ${category.name} has a German name (${german})`);
      await openPath(ctx, p, `/product/${createdAd()}`);
      await p.getByRole('navigation', { name: 'Brotkrumen' }).getByRole('link', { name: german, exact: true }).waitFor();
      await p.getByRole('link').filter({ hasText: 'Noch keine Bewertungen' }).waitFor();
      assert.equal(await p.getByText('★ 0.0').count(), 0, 'no empty rating');
    } finally {
      await visitor.close();
    }
  });

  test('a visitor is asked to sign in for favorites and Show Number', STEP, async () => {
    const { context: visitor, page: p } = await newPage(ctx);
    try {
      await openPath(ctx, p, `/product/${DEMO_AD_ID}`);
      await p.getByRole('button', { name: 'Add to favorites' }).click();
      const login = p.getByRole('dialog', { name: 'Authorization', exact: true });
      await login.waitFor();
      await p.keyboard.press('Escape');
      await login.waitFor({ state: 'hidden' });
      await p.getByRole('button', { name: 'Show Number' }).click();
      await login.waitFor();
      assert.equal(await p.getByRole('link', { name: /^\+?\d[\d\s]{6,}$/ }).count(), 0, 'no phone number for visitors');
      assert.equal(await p.getByRole('button', { name: 'Remove from favorites' }).count(), 0, 'nothing was favorited');
    } finally {
      await visitor.close();
    }
  });
});
