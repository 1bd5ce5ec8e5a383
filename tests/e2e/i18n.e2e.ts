/**
 * Every message in the reader's language (issue 10): real server refusals and statuses, provoked through the pages,
 * show the reader's language and never the server's English `message`. In all seven languages on the cheapest pages
 * (a shop owner's Add to Cart of their own item: OWN_SHOP; a buyer's tracking page: the activity codes), then the
 * full flows once each: ads in French (a photo that is no image), checkout in Russian (a total that changed) and the
 * workspace in German (a move another tab made first).
 * Run through `npm run test:e2e -- i18n` (tests/e2e/run.ts provides the app, the browser and the mailbox).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { acceptConsent, apiData, e2e, newPage, openPath, sessionToken, signInThroughDialog, type E2EContext } from './context.ts';

const STEP = { timeout: 60_000 };
const LOCALES = ['en', 'fr', 'zh', 'de', 'ro', 'ru', 'es'] as const;
type Locale = (typeof LOCALES)[number];
/** Demo accounts (server/seed): alice buys, carol owns a demo shop. */
const DEMO_PASSWORD = 'Demo1234!';
const alice = { email: 'alice@example.com', name: 'Alice Walker', password: DEMO_PASSWORD };
const carol = { email: 'carol@example.com', name: 'Carol Rusu', password: DEMO_PASSWORD };
const CASH_ON_DELIVERY = 1;
const address = { query: 'Cluj-Napoca', name: 'Cluj-Napoca', street: 'Strada Memorandumului 28', city: 'Cluj-Napoca', zip: '400114' };

type Tree = { [key: string]: string | Tree };
type ShopItem = { id: number; name: string; price: string; offer_price: string | null; available_quantity: number };
type Activity = { description: string; code: string | null };
type SubOrder = { id: number; process_step: string; shipping_activities?: Activity[] };
type MasterOrder = { id: number; orders?: SubOrder[] };
type Failure = { message: string; message_status?: string; message_params?: Record<string, string | number> };

const files = new Map<string, Tree>();
/** A text of the app's own locale files, with its blanks filled. */
function words(locale: Locale, ns: string, key: string, vars: Record<string, string | number> = {}): string {
  const file = join(import.meta.dirname, '../../src/i18n/locales', locale, `${ns}.json`);
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(file, 'utf8')) as Tree);
  let node: string | Tree | undefined = files.get(file);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  assert.equal(typeof node, 'string', `${locale}/${ns}.json has ${key}`);
  return (node as string).replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

let ctx: E2EContext;

/** The reader's choice of language, as the language menu stores it (the userLanguage cookie the pages render in). */
async function chooseLanguage(context: BrowserContext, locale: Locale) {
  await context.addCookies([{ name: 'userLanguage', value: locale, url: ctx.baseUrl }]);
}

/** The failure the page got from the server: its status, code and English message. */
async function failureOf(response: Promise<Response>, status: number, code: string): Promise<Failure> {
  const res = await response;
  const body = (await res.json()) as Failure;
  assert.equal(res.status(), status, `${res.url()} answered ${res.status()}: ${JSON.stringify(body)}`);
  assert.equal(body.message_status, code, `${res.url()} answered ${JSON.stringify(body)}`);
  return body;
}
const answerOf = (page: Page, path: RegExp) => page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() !== 'OPTIONS');

/** The reader sees `expected`; in any language but English, the server's English message is nowhere on the page. */
async function saysInstead(page: Page, locale: Locale, expected: string, server: Failure) {
  await page.getByText(expected, { exact: true }).first().waitFor();
  if (locale === 'en') return;
  assert.notEqual(expected, server.message, `${locale} has its own words for ${server.message_status}`);
  const shown = await page.locator('body').innerText();
  assert.ok(!shown.includes(server.message), `the ${locale} page shows the server's English “${server.message}”`);
}

/** The page as a phone (390 px) and a desktop (1440 px) show it, then back to the default width. */
async function shootAtBothWidths(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(ctx.resultsDir, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signedIn(user: typeof alice): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const { context, page } = await newPage(ctx);
  await openPath(ctx, page, '/ecommerce');
  await signInThroughDialog(page, user);
  await acceptConsent(page);
  return { context, page, token: await sessionToken(page) };
}

describe('every message in the reader’s language', () => {
  let buyer: Awaited<ReturnType<typeof signedIn>>;
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let shopId: number;
  let item: ShopItem;

  before(async () => {
    ctx = await e2e();
    [buyer, owner] = await Promise.all([signedIn(alice), signedIn(carol)]);
    const [shop] = await apiData<{ id: number }[]>(ctx, '/seller/shop/mine', owner.token);
    assert.ok(shop, 'carol owns a demo shop');
    shopId = shop.id;
    const products = await apiData<ShopItem[]>(ctx, `/seller/shop/${shopId}/products`, owner.token);
    const found = products.find((p) => p.available_quantity > 2);
    assert.ok(found, 'carol’s shop has an item in stock');
    item = found;
  });
  after(async () => {
    await buyer?.context.close();
    await owner?.context.close();
    await ctx?.browser.close();
  });

  test('in each of the seven languages, a refused Add to Cart and the tracking activities read in that language', { timeout: 120_000 }, async () => {
    const orders = await apiData<{ data: MasterOrder[] }>(ctx, '/seller/ads/get-personalized-order?per_page=50', buyer.token);
    const subs = orders.data.flatMap((o) => o.orders ?? []);
    // The demo order that went furthest: placed, processing, shipped and delivered.
    const tracked = subs.reduce((best, s) => ((s.shipping_activities?.length ?? 0) > (best?.shipping_activities?.length ?? 0) ? s : best), subs[0]);
    const coded = (tracked?.shipping_activities ?? []).filter((a): a is Activity & { code: string } => a.code !== null);
    assert.ok(tracked && coded.length >= 3, 'alice has a demo order with the origin’s own activities');

    for (const locale of LOCALES) {
      await chooseLanguage(owner.context, locale);
      await openPath(ctx, owner.page, `/item/${item.id}`);
      const refused = answerOf(owner.page, /\/api\/v1\/seller\/cart\/create$/);
      await owner.page.getByRole('button', { name: words(locale, 'shop', 'item.addToCart'), exact: true }).click();
      const server = await failureOf(refused, 422, 'OWN_SHOP');
      await saysInstead(owner.page, locale, words(locale, 'errors', 'codes.OWN_SHOP'), server);
      await owner.page.getByRole('dialog').getByRole('button', { name: words(locale, 'shop', 'item.ok'), exact: true }).click();

      await chooseLanguage(buyer.context, locale);
      await openPath(ctx, buyer.page, `/track/${tracked.id}`);
      const activity = buyer.page.getByRole('region', { name: words(locale, 'orders', 'track.activities') });
      for (const a of coded) await activity.getByText(words(locale, 'orders', `activity.${a.code}`), { exact: true }).first().waitFor();
      if (locale !== 'en') {
        const shown = await activity.innerText();
        for (const a of coded) assert.ok(!shown.includes(a.description), `the ${locale} tracking page shows the English “${a.description}”`);
      }
    }
    await buyer.page.screenshot({ path: join(ctx.resultsDir, 'i18n-track-es.png') });
  });

  test('ads, in French: a photo that is no image is refused in French, on the photos and in the alert', STEP, async () => {
    const { page, context, token } = buyer;
    const ads = await apiData<{ id: number; attachment?: unknown[] }[]>(ctx, '/seller/ads/user-list?status=active', token);
    const ad = ads.find((a) => (a.attachment?.length ?? 0) < 10);
    assert.ok(ad, 'alice has an active demo ad with room for a photo');
    await chooseLanguage(context, 'fr');
    await openPath(ctx, page, `/edit-ad/${ad.id}`);
    await page.locator('input[type="file"][accept^="image"]').first().setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('these bytes are not a picture') });
    const refused = answerOf(page, new RegExp(`/api/v1/seller/ads/update/${ad.id}$`));
    await page.getByRole('button', { name: words('fr', 'createAd', 'edit.save'), exact: true }).click();
    const server = await failureOf(refused, 422, 'NOT_AN_IMAGE');
    const alert = page.getByRole('alertdialog', { name: words('fr', 'createAd', 'edit.updateFailed') });
    await alert.getByText(words('fr', 'errors', 'codes.NOT_AN_IMAGE'), { exact: true }).waitFor();
    await saysInstead(page, 'fr', words('fr', 'errors', 'codes.NOT_AN_IMAGE'), server);
    await shootAtBothWidths(page, 'i18n-edit-ad-fr');
  });

  test('checkout, in Russian: a total that changed meanwhile is told in Russian with the new total', STEP, async () => {
    const { page, context } = buyer;
    await chooseLanguage(context, 'ru');
    await page.setViewportSize({ width: 390, height: 844 });
    // The buyer saw the item at a price it no longer has (a tab left open since): the server's total differs.
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      [
        'checkoutItems',
        JSON.stringify([{ ads_id: item.id, cart_id: null, quantity: 1, variant: '', ad: { id: item.id, name: item.name, price: '1.00', offer_price: null, available_quantity: item.available_quantity, currency_symbol: '$', image: null } }]),
      ] as const,
    );
    await openPath(ctx, page, '/checkout');
    const w = (key: string) => words('ru', 'checkout', key);
    await page.getByRole('combobox', { name: w('shipping') }).selectOption(String(CASH_ON_DELIVERY));
    await page.getByRole('combobox', { name: w('addressLabel') }).fill(address.query);
    await page.getByRole('option', { name: new RegExp(`^${address.name}`) }).first().click();
    await page.getByRole('textbox', { name: w('street') }).fill(address.street);
    await page.getByRole('textbox', { name: w('city') }).fill(address.city);
    await page.getByRole('textbox', { name: w('zip') }).fill(address.zip);
    const refused = answerOf(page, /\/api\/v1\/seller\/ads\/checkout$/);
    await page.getByRole('button', { name: w('placeOrder'), exact: true }).click();
    const server = await failureOf(refused, 409, 'TOTAL_CHANGED');
    assert.ok(server.message_params?.total && server.message_params.seen, 'the server sends both totals for the translation');
    await saysInstead(page, 'ru', words('ru', 'errors', 'codes.TOTAL_CHANGED', server.message_params), server);
    await page.screenshot({ path: join(ctx.resultsDir, 'i18n-checkout-ru-390.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('workspace, in German: a move another tab made first is refused in German', STEP, async () => {
    // A fresh cash order of alice's at carol's shop, so the demo orders stay as they are.
    const methods = await apiData<{ id: number; rates: { rate: string } }[]>(ctx, '/seller/ads/shipping-method-list');
    const cash = methods.find((m) => m.id === CASH_ON_DELIVERY);
    assert.ok(cash, 'cash on delivery is a shipping method');
    const cents = (v: string | null) => Math.round(Number(v ?? 0) * 100);
    const total = ((cents(item.offer_price ?? item.price) + cents(cash.rates.rate)) / 100).toFixed(2);
    const placed = await fetch(new URL('/api/v1/seller/ads/checkout', ctx.baseUrl), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({
        shipping_id: CASH_ON_DELIVERY, total_amount: total, delivery_address: address.name, street: address.street, city: address.city, zip_code: address.zip,
        coupon_code: '', discount_amount: '0.00', lat: null, lon: null, ads: [{ id: item.id, quantity: 1, variant: '' }],
      }),
    });
    assert.equal(placed.status, 200, `the cash order is placed: ${await placed.clone().text()}`);
    const sub = ((await placed.json()) as { data: { master_order: MasterOrder } }).data.master_order.orders?.[0];
    assert.ok(sub, 'the order has a sub-order at carol’s shop');

    const { page, context } = owner;
    await chooseLanguage(context, 'de');
    await openPath(ctx, page, `/shop-workspace/${shopId}/orders`);
    const w = (key: string, vars: Record<string, string | number> = {}) => words('de', 'workspace', key, vars);
    await page.getByRole('group', { name: w('orders.actionsFor', { id: sub.id }) }).getByRole('button', { name: w('orders.move.shipped'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: w('orders.confirm.shipped', { id: sub.id }) });
    await confirm.waitFor();
    // The owner's other tab ships it first.
    const moved = await fetch(new URL(`/api/v1/seller/shop/orders/${sub.id}/move`, ctx.baseUrl), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ to: 'shipped' }),
    });
    assert.equal(moved.status, 200, 'the other tab shipped it');
    const refused = answerOf(page, new RegExp(`/api/v1/seller/shop/orders/${sub.id}/move$`));
    await confirm.getByRole('button', { name: w('orders.move.shipped'), exact: true }).click();
    const server = await failureOf(refused, 409, 'ORDER_MOVE_NOT_ALLOWED');
    await saysInstead(page, 'de', words('de', 'errors', 'codes.ORDER_MOVE_NOT_ALLOWED'), server);
    await shootAtBothWidths(page, 'i18n-workspace-de');
  });
});
