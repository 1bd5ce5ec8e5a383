/**
 * Shop scenario (issue 5 'Tests'): a new buyer filters the shop catalogue, compares two items, adds them to the cart,
 * changes a quantity, checks out cash on delivery with a new address, sees the order and downloads its invoice; the
 * shop's owner ships and delivers the sub-order in the workspace; the buyer tracks it and reviews an item; a second
 * buyer pays by card through the built-in test checkout.
 * Run through `npm run test:e2e -- shop` (tests/e2e/run.ts provides the app, the browser and the mailbox).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { getDocumentProxy } from 'unpdf';
import { acceptConsent, apiData, e2e, freshUser, hydrated, newPage, openPath, registerThroughDialog, sessionToken, signInThroughDialog, type E2EContext } from './context.ts';

const STEP = { timeout: 60_000 };
const buyer = freshUser('shop');
/** Demo data (DEMO_SEED=1): two headphones of one shop, the cheap one the only one under the price bound. */
const CATEGORY = { path: ['Electronics', 'TV & Audio'], name: 'Headphones & Earbuds' };
const CHEAP = 'Tune 520BT on-ear headphones';
const PRICEY = 'WH-1000XM5 noise-cancelling headphones';
const PRICE_BOUND = '100';
/** What the card buyer buys: another item of a demo shop, in stock. */
const CARD_ITEM = 'Tape measure 5 m';
const CASH_ON_DELIVERY = 1;
/** The demo accounts' password (server/seed); alice is a buyer, bob, carol and dave own the demo shops. */
const DEMO_PASSWORD = 'Demo1234!';
const second = { email: 'alice@example.com', name: 'Alice Walker' };
const address = { area: { query: 'Cluj-Napoca', name: 'Cluj-Napoca' }, street: 'Strada Memorandumului 28', city: 'Cluj-Napoca', zip: '400114' };
/** Unique texts, so the pages are searched for this run's note and review only. */
const stamp = Date.now().toString(36).toUpperCase();
const shipNote = `Parcel ${stamp} handed to the courier`;
const reviewText = `Light, comfortable and the battery really lasts all week (order ${stamp}).`;

type Item = { id: number; name: string; currency_symbol: string; price: string; offer_price: string | null; available_quantity: number; average_rating: string; total_review: number; shop: { id: number; name: string } };
type Line = { id: number; ads_id: number; quantity: number };
type SubOrder = { id: number; process_step: string; shop?: { id: number; name: string } | null; details?: { ads_id: number; quantity: number }[] };
type MasterOrder = { id: number; master_order_number: string; total_amount: string; discount_amount: string | null; payment_status: string | null; orders?: SubOrder[] };
type ShippingMethod = { id: number; name: string; rates: { rate: string } };

let ctx: E2EContext;

/** Cents of a decimal string, for comparing amounts (the server computes them exactly; this only reads them). */
const cents = (v: string | number | null | undefined) => Math.round(Number(v ?? 0) * 100);
const money = (c: number) => (c / 100).toFixed(2);

async function findItem(name: string): Promise<Item> {
  const items = await apiData<Item[]>(ctx, `/seller/ads/search-ads?type=shopAd&name=${encodeURIComponent(name)}&per_page=5`);
  const item = items.find((i) => i.name === name);
  assert.ok(item, `the demo shop item “${name}” exists`);
  return apiData<Item>(ctx, `/seller/ads/single/${item.id}`);
}

/** The shop item card of a list (a link around the photo and the name heading). */
const itemCard = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('shop', () => {
  let context: BrowserContext;
  let page: Page;
  let cheap: Item;
  let pricey: Item;
  let order: MasterOrder | undefined;

  before(async () => {
    ctx = await e2e();
    ({ context, page } = await newPage(ctx));
    [cheap, pricey] = await Promise.all([findItem(CHEAP), findItem(PRICEY)]);
    assert.equal(cheap.shop.id, pricey.shop.id, 'both items come from one shop, so the order has one sub-order');
  });
  after(async () => {
    await context?.close();
    await ctx?.browser.close();
  });

  /** The order the cash test placed; later tests need it. */
  function placedOrder(): MasterOrder {
    assert.ok(order, 'the order of the checkout test was not placed');
    return order;
  }

  test('a new buyer filters the catalogue by category and a price bound', { timeout: 120_000 }, async () => {
    await openPath(ctx, page, '/shop-catalogue');
    await registerThroughDialog(ctx, page, buyer);
    await acceptConsent(page);
    await page.getByRole('heading', { name: 'All Shop Products', level: 1 }).waitFor();

    const tree = page.getByRole('list', { name: 'Categories' });
    for (const parent of CATEGORY.path) await tree.getByText(parent, { exact: true }).click();
    await Promise.all([page.waitForURL(/\/shop-catalogue\?category_id=\d+/), tree.getByRole('link', { name: new RegExp(`^${CATEGORY.name}`) }).click()]);
    await hydrated(page);
    await page.getByRole('heading', { name: CATEGORY.name, level: 1 }).waitFor();
    const count = (text: string) => page.getByRole('status').filter({ hasText: text });
    await count('2 products found').waitFor();
    await itemCard(page, CHEAP).waitFor();
    await itemCard(page, PRICEY).waitFor();

    // The bound goes to the server: the count is of the whole result, not of the page.
    const max = page.getByRole('spinbutton', { name: 'Max price' });
    await max.fill(PRICE_BOUND);
    await max.press('Enter');
    await count('1 product found').waitFor();
    await itemCard(page, PRICEY).waitFor({ state: 'detached' });
    await itemCard(page, CHEAP).waitFor();
    assert.match(page.url(), new RegExp(`price_max=${PRICE_BOUND}`), 'the filter is in the URL');
    await page.screenshot({ path: join(ctx.resultsDir, 'shop-catalogue-filtered.png') });

    await page.getByRole('button', { name: 'Clear All' }).click();
    await count('2 products found').waitFor();
  });

  test('two items are compared through the compare sheet', STEP, async () => {
    for (const item of [cheap, pricey]) {
      await openPath(ctx, page, `/item/${item.id}`);
      await page.getByRole('heading', { name: item.name, level: 1 }).waitFor();
      // The item's own toggle (the compare sheet has a 'Compare' button too); pressed, it says so in its own words.
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Compare', exact: true }).click();
      await main.getByRole('button', { name: /compare/i, pressed: true }).waitFor();
    }
    const sheet = page.getByRole('region', { name: 'Products to compare' });
    await sheet.getByText(CHEAP).waitFor();
    await sheet.getByText(PRICEY).waitFor();
    await Promise.all([page.waitForURL(/\/cart\/compare\?ids=/), sheet.getByRole('link', { name: 'Compare', exact: true }).click()]);
    await hydrated(page);
    const table = page.getByRole('region', { name: 'Compare Products' });
    await table.getByRole('columnheader', { name: new RegExp(CHEAP) }).waitFor();
    await table.getByRole('columnheader', { name: new RegExp(PRICEY) }).waitFor();
    await page.screenshot({ path: join(ctx.resultsDir, 'shop-compare.png') });
  });

  test('both go into the cart from the compare page and a quantity changes there', STEP, async () => {
    const table = page.getByRole('region', { name: 'Compare Products' });
    for (let i = 0; i < 2; i++) {
      await table.getByRole('button', { name: 'Add to Cart' }).nth(i).click();
      const added = page.getByRole('dialog', { name: 'Success!' });
      await added.getByText('Item has been added to your cart.').waitFor();
      // The dialog's × is labelled 'Continue Shopping' too: the button with the text.
      await added.getByRole('button').filter({ hasText: 'Continue Shopping' }).click();
      await added.waitFor({ state: 'hidden' });
    }
    const token = await sessionToken(page);
    const lines = await apiData<Line[]>(ctx, '/seller/cart/list', token);
    assert.deepEqual(lines.map((l) => [l.ads_id, l.quantity]).sort(), [[cheap.id, 1], [pricey.id, 1]].sort(), 'the cart holds one of each');

    await openPath(ctx, page, '/cart');
    await page.getByRole('link', { name: CHEAP }).waitFor();
    await page.getByRole('button', { name: `Increase quantity of ${CHEAP}` }).click();
    await page.getByText('Subtotal (3 items)').waitFor();
    // The change is sent as one batch when the cart is left through Checkout All.
    await Promise.all([page.waitForURL(/\/checkout$/), page.getByRole('button', { name: 'Checkout All' }).click()]);
    const stored = await apiData<Line[]>(ctx, '/seller/cart/list', token);
    assert.equal(stored.find((l) => l.ads_id === cheap.id)?.quantity, 2, 'the new quantity is stored');
  });

  test('checkout cash on delivery with a new address places the order', STEP, async () => {
    await hydrated(page);
    const methods = await apiData<ShippingMethod[]>(ctx, '/seller/ads/shipping-method-list');
    const cash = methods.find((m) => m.id === CASH_ON_DELIVERY);
    assert.ok(cash, 'cash on delivery is a shipping method');
    const unit = (i: Item) => cents(i.offer_price ?? i.price);
    const expected = unit(cheap) * 2 + unit(pricey) + cents(cash.rates.rate);

    await page.getByRole('combobox', { name: 'Shipping method' }).selectOption(String(CASH_ON_DELIVERY));
    await page.getByRole('combobox', { name: 'Area' }).fill(address.area.query);
    await page.getByRole('option', { name: new RegExp(`^${address.area.name}`) }).first().click();
    await page.getByText(new RegExp(`^${address.area.name}`)).first().waitFor();
    await page.getByRole('textbox', { name: 'Street' }).fill(address.street);
    await page.getByRole('textbox', { name: 'City' }).fill(address.city);
    await page.getByRole('textbox', { name: 'ZIP code' }).fill(address.zip);
    // The summary's amount, in the items' currency.
    await page.getByRole('complementary', { name: 'Order summary' }).getByText(`${cheap.currency_symbol}${money(expected)}`).last().waitFor();
    await page.screenshot({ path: join(ctx.resultsDir, 'shop-checkout.png') });
    await page.getByRole('button', { name: 'Place Order' }).click();
    const placed = page.getByRole('dialog', { name: 'Order Placed!' });
    await placed.waitFor({ timeout: 20_000 });
    await Promise.all([page.waitForURL(/\/orders/), placed.getByRole('button').filter({ hasText: 'View My Orders' }).click()]);
    await hydrated(page);

    const token = await sessionToken(page);
    const list = await apiData<{ data: MasterOrder[] }>(ctx, '/seller/ads/get-personalized-order', token);
    assert.equal(list.data.length, 1, 'the new buyer has one order');
    order = list.data[0]!;
    assert.equal(cents(order.total_amount), expected, 'the server computed the same total');
    await page.getByRole('heading', { name: `Order #${order.master_order_number}` }).waitFor();

    const [cheapNow, priceyNow] = await Promise.all([findItem(CHEAP), findItem(PRICEY)]);
    assert.equal(cheapNow.available_quantity, cheap.available_quantity - 2, 'stock of the cheap item went down by 2');
    assert.equal(priceyNow.available_quantity, pricey.available_quantity - 1, 'stock of the other item went down by 1');
    const saved = await apiData<{ address: string }[]>(ctx, '/get-delivery-addresses', token);
    assert.ok(saved.some((a) => a.address.startsWith(address.area.name)), 'the new address is saved for next time');
    assert.deepEqual(await apiData<Line[]>(ctx, '/seller/cart/list', token), [], 'the ordered lines left the cart');
  });

  test('the order details offer the invoice as a PDF with the grand total', STEP, async () => {
    const o = placedOrder();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order #${o.master_order_number}` }) });
    await Promise.all([page.waitForURL(new RegExp(`/order-details/${o.id}`)), card.getByRole('link', { name: 'View Details' }).click()]);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Order details', level: 1 }).waitFor();
    await page.getByRole('link', { name: CHEAP }).waitFor();
    const grand = money(cents(o.total_amount) - cents(o.discount_amount));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Invoice' }).click()]);
    const file = join(ctx.resultsDir, 'shop-invoice.pdf');
    await download.saveAs(file);
    const pdf = readFileSync(file);
    assert.ok(pdf.toString('latin1').startsWith('%PDF-'), 'the download is a PDF');
    // The printed lines in order, as a reader's copy and paste gets them (the text is in an embedded Unicode font).
    const content = await (await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1)).getTextContent();
    const lines = content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : []));
    const label = lines.indexOf('Grand total');
    assert.ok(label >= 0, `the invoice has a grand total line: ${lines.join(' | ')}`);
    assert.ok(lines[label + 1]?.endsWith(grand), `the grand total reads ${grand}, not ${lines[label + 1]}`);
    assert.ok(lines.some((l) => l.includes(o.master_order_number)), 'the invoice names the order');
    assert.ok(lines.includes(CHEAP) && lines.includes(PRICEY), 'the invoice lists both items');
  });

  test("the shop's owner ships and delivers the sub-order in the workspace", STEP, async () => {
    const o = placedOrder();
    const sub = o.orders?.[0];
    assert.ok(sub && o.orders!.length === 1, 'one sub-order for the one shop');
    const shop = await apiData<{ id: number; creator: { name: string; last_name: string } }>(ctx, `/seller/ads/get-shop-details?shop_id=${cheap.shop.id}`);
    // Demo accounts are {first name}@example.com.
    const owner = { email: `${shop.creator.name.toLowerCase()}@example.com`, name: `${shop.creator.name} ${shop.creator.last_name}` };
    assert.ok(['bob', 'carol', 'dave'].includes(shop.creator.name.toLowerCase()), `the shop belongs to a demo owner, not ${owner.name}`);
    const { context: ownerContext, page: p } = await newPage(ctx);
    try {
      // Signed in on an open page first: the guarded workspace opens the sign-in dialog by itself for visitors.
      await openPath(ctx, p, '/ecommerce');
      await signInThroughDialog(p, { ...owner, password: DEMO_PASSWORD });
      await acceptConsent(p);
      await openPath(ctx, p, '/shop-workspace');
      const shopCard = p.getByRole('listitem').filter({ has: p.getByRole('heading', { name: cheap.shop.name }) });
      await Promise.all([p.waitForURL(new RegExp(`/shop-workspace/${shop.id}/orders`)), shopCard.getByRole('link', { name: 'Orders' }).click()]);
      await hydrated(p);
      for (const [button, title, done, note] of [
        ['Ship', `Ship sub-order #${sub.id}?`, `Sub-order #${sub.id} shipped.`, shipNote],
        ['Deliver', `Mark sub-order #${sub.id} as delivered?`, `Sub-order #${sub.id} delivered.`, ''],
      ] as const) {
        await p.getByRole('group', { name: `Actions for sub-order #${sub.id}` }).getByRole('button', { name: button, exact: true }).click();
        const confirm = p.getByRole('dialog', { name: title });
        if (note) await confirm.getByRole('textbox', { name: 'Note for the buyer (optional)' }).fill(note);
        await confirm.getByRole('button', { name: button, exact: true }).click();
        const alert = p.getByRole('dialog', { name: done });
        await alert.waitFor();
        await alert.getByRole('button', { name: 'OK' }).click();
      }
      await p.getByRole('group', { name: `Actions for sub-order #${sub.id}` }).getByText('No further steps').waitFor();
      await p.screenshot({ path: join(ctx.resultsDir, 'shop-workspace-delivered.png') });
    } finally {
      await ownerContext.close();
    }
    const stored = await apiData<MasterOrder>(ctx, `/seller/ads/get-order-details/${o.id}`, await sessionToken(page));
    assert.equal(stored.orders?.[0]?.process_step, 'delivered');
  });

  test('the buyer tracks the delivered sub-order and reviews an item', STEP, async () => {
    const o = placedOrder();
    const sub = o.orders![0]!;
    await openPath(ctx, page, `/track/${sub.id}`);
    await page.getByRole('heading', { name: 'Track Order', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]').filter({ hasText: 'Delivered' }).waitFor();
    const activity = page.getByRole('region', { name: 'Shipping activity' });
    await activity.getByText(shipNote).waitFor();
    await activity.getByText('Your order has been delivered.').waitFor();
    await page.screenshot({ path: join(ctx.resultsDir, 'shop-track.png') });

    await openPath(ctx, page, `/order-details/${o.id}`);
    await Promise.all([page.waitForURL(/\/order-review\//), page.getByRole('link', { name: `Write a review of ${PRICEY}` }).click()]);
    await hydrated(page);
    await page.getByText(PRICEY).first().waitFor();
    // The radios are visually hidden: the buyer clicks the fifth star, their label.
    await page.locator('label', { has: page.getByRole('radio', { name: '5 stars' }) }).click();
    await page.getByText('You chose 5 stars.').waitFor();
    await page.getByRole('textbox', { name: 'Your review' }).fill(reviewText);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('dialog', { name: 'Review Submitted' }).getByText('Your review has been submitted successfully!').waitFor();

    const rated = await findItem(PRICEY);
    const count = pricey.total_review + 1;
    assert.equal(rated.total_review, count, 'the review is counted');
    const average = (Number(pricey.average_rating) * pricey.total_review + 5) / count;
    assert.equal(Number(rated.average_rating).toFixed(1), average.toFixed(1), 'the average takes the five stars in');
    await openPath(ctx, page, `/item/${pricey.id}`);
    await page.getByText(`${average.toFixed(1)} out of 5`).first().waitFor();
    await page.getByText(count === 1 ? '1 review' : `${count} reviews`, { exact: true }).first().waitFor();
    await page.getByText(reviewText).waitFor();
    await page.screenshot({ path: join(ctx.resultsDir, 'shop-item-reviewed.png') });
  });

  test('a second buyer pays by card through the test checkout', STEP, async () => {
    const item = await findItem(CARD_ITEM);
    const { context: other, page: p } = await newPage(ctx);
    try {
      await openPath(ctx, p, `/item/${item.id}`);
      await signInThroughDialog(p, { ...second, password: DEMO_PASSWORD });
      await acceptConsent(p);
      await p.getByRole('button', { name: 'Add to Cart' }).click();
      const added = p.getByRole('dialog', { name: 'Added to cart' });
      await added.waitFor();
      await Promise.all([p.waitForURL(/\/cart$/), added.getByRole('link', { name: 'View Cart' }).click()]);
      await hydrated(p);
      await p.getByRole('link', { name: CARD_ITEM }).waitFor();
      await Promise.all([p.waitForURL(/\/checkout$/), p.getByRole('button', { name: 'Checkout All' }).click()]);
      await hydrated(p);

      const methods = await apiData<ShippingMethod[]>(ctx, '/seller/ads/shipping-method-list');
      const card = methods.find((m) => m.id !== CASH_ON_DELIVERY);
      assert.ok(card, 'a shipping method paid by card exists');
      await p.getByRole('combobox', { name: 'Shipping method' }).selectOption(String(card.id));
      await p.getByRole('combobox', { name: 'Area' }).fill(address.area.query);
      await p.getByRole('option', { name: new RegExp(`^${address.area.name}`) }).first().click();
      await p.getByRole('textbox', { name: 'Street' }).fill('Piața Unirii 1');
      await p.getByRole('textbox', { name: 'City' }).fill(address.city);
      await p.getByRole('textbox', { name: 'ZIP code' }).fill('400098');
      const token = await sessionToken(p);
      const ordersOf = async () => (await apiData<{ data: MasterOrder[] }>(ctx, '/seller/ads/get-personalized-order?per_page=50', token)).data;
      const before = new Set((await ordersOf()).map((m) => m.id));
      await Promise.all([p.waitForURL(/\/test-checkout\//, { timeout: 20_000 }), p.getByRole('button', { name: 'Continue' }).click()]);
      await p.getByText('Test checkout — no real card is charged.').waitFor();
      await Promise.all([p.waitForURL(/\/payment-success/), p.getByRole('button', { name: /^Pay / }).click()]);
      await p.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

      const placed = (await ordersOf()).filter((m) => !before.has(m.id));
      assert.equal(placed.length, 1, 'one new order');
      const paid = placed[0]!;
      // The test checkout's Pay sends the signed webhook before it redirects: the order is paid by now.
      assert.equal(paid.payment_status, 'paid', 'the card order is stored as paid');
      const sub = paid.orders?.find((s) => s.details?.some((d) => d.ads_id === item.id));
      assert.equal(sub?.process_step, 'processing', 'the shop can start on it');
      assert.equal((await findItem(CARD_ITEM)).available_quantity, item.available_quantity - 1, 'the stock went down by one');

      // The payment pages come back on the app's configured origin; the session lives on the test's.
      await openPath(ctx, p, '/orders');
      const row = p.getByRole('listitem').filter({ has: p.getByRole('heading', { name: `Order #${paid.master_order_number}` }) });
      await row.getByText('Processing').waitFor();
      await Promise.all([p.waitForURL(new RegExp(`/order-details/${paid.id}`)), row.getByRole('link', { name: 'View Details' }).click()]);
      await hydrated(p);
      await p.getByText('Paid', { exact: true }).waitFor();
      await p.screenshot({ path: join(ctx.resultsDir, 'shop-card-order.png') });
    } finally {
      await other.close();
    }
  });
});
