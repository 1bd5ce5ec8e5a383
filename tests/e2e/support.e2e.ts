/**
 * Account area scenario (issue 13, My Reviews, Transactions, Support): a new buyer's delivered item shows under
 * Transactions → Bought with 'Write a review'; the buyer reviews it from there and finds the review under My Reviews;
 * then asks a question on the Support page, which is stored and mailed to the support inbox.
 * Run through `npm run test:e2e -- support` (tests/e2e/run.ts provides the app, the browser and the mailbox).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { acceptConsent, apiData, e2e, freshUser, hydrated, newPage, openPath, registerThroughDialog, sessionToken, type E2EContext } from './context.ts';

const STEP = { timeout: 90_000 };
const buyer = freshUser('support');
/** A demo shop owner (server/seed; the demo accounts' password). */
const OWNER = { email: 'carol@example.com', password: 'Demo1234!' };
const CASH_ON_DELIVERY = 1;
const stamp = Date.now().toString(36).toUpperCase();
const reviewText = `Sturdy and exactly as pictured (transactions ${stamp}).`;
const question = `Can I change the delivery address of an order after placing it? (${stamp})`;

type Item = { id: number; name: string; price: string; offer_price: string | null; available_quantity: number; shop: { id: number; name: string } };
type ShippingMethod = { id: number; rates: { rate: string } };
type Placed = { master_order: { id: number; orders: { id: number }[] } };

const cents = (s: string) => Math.round(Number(s) * 100);

/** A call of the API as `token`'s user; the answer must be 200; returns its data. */
async function apiCall<T>(ctx: E2EContext, method: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(new URL(`/api/v1${path}`, ctx.baseUrl), {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return ((await res.json()) as { data: T }).data;
}

describe('account area: Transactions, My Reviews and Support', () => {
  let ctx: E2EContext;
  let context: BrowserContext;
  let page: Page;
  let item: Item;

  before(async () => {
    ctx = await e2e();
    ({ context, page } = await newPage(ctx));
  });

  after(async () => {
    await context?.close();
    await ctx?.browser.close();
  });

  test('a new buyer’s delivered order shows under Transactions → Bought with Write a review', STEP, async () => {
    await openPath(ctx, page, '/');
    await acceptConsent(page);
    await registerThroughDialog(ctx, page, buyer);
    const token = await sessionToken(page);

    // The buyer orders an item of the owner's shop (cash on delivery); the owner ships and delivers it.
    const owner = await apiCall<{ token: string }>(ctx, 'POST', '/auth/login', OWNER);
    const shops = await apiData<{ id: number }[]>(ctx, '/seller/shop/mine', owner.token);
    const items = await apiData<Item[]>(ctx, '/seller/ads/search-ads?type=shopAd&per_page=50');
    item = items.find((i) => shops.some((s) => s.id === i.shop.id) && i.available_quantity > 0)!;
    assert.ok(item, 'the owner has an item in stock');
    const methods = await apiData<ShippingMethod[]>(ctx, '/seller/ads/shipping-method-list');
    const rate = methods.find((m) => m.id === CASH_ON_DELIVERY)!.rates.rate;
    const total = ((cents(item.offer_price ?? item.price) + cents(rate)) / 100).toFixed(2);
    const placed = await apiCall<Placed>(
      ctx,
      'POST',
      '/seller/ads/checkout',
      { shipping_id: CASH_ON_DELIVERY, total_amount: total, delivery_address: 'Strada Republicii 10, Cluj-Napoca', street: 'Strada Republicii 10', city: 'Cluj-Napoca', zip_code: '400015', lat: null, lon: null, ads: [{ id: item.id, quantity: 1 }], idempotency_key: `support-e2e-${stamp}` },
      token,
    );
    for (const sub of placed.master_order.orders) for (const to of ['shipped', 'delivered']) await apiCall(ctx, 'POST', `/seller/shop/orders/${sub.id}/move`, { to }, owner.token);

    await openPath(ctx, page, '/user-transactions');
    await page.getByRole('heading', { name: 'Transactions', level: 1 }).waitFor();
    assert.equal(await page.getByRole('tab', { name: 'Bought' }).getAttribute('aria-selected'), 'true');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item.name }) });
    await row.getByText('Delivered', { exact: true }).waitFor();
    await row.getByText(`From ${item.shop.name}`).waitFor();
    assert.equal(await row.getByRole('link', { name: 'View order' }).getAttribute('href'), `/order-details/${placed.master_order.id}`);
    await page.screenshot({ path: join(ctx.resultsDir, 'support-transactions.png') });

    // Write a review opens the rating screen with the item, and comes back here.
    await Promise.all([page.waitForURL(/\/review\/0\//), row.getByRole('link', { name: `Write a review of ${item.name}` }).click()]);
    await hydrated(page);
    await page.getByText(item.name).first().waitFor();
    await page.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
    await page.getByRole('textbox', { name: 'Your review' }).fill(reviewText);
    await page.getByRole('button', { name: 'Send' }).click();
    const done = page.getByRole('dialog', { name: 'Review Submitted' });
    await done.waitFor();
    await Promise.all([page.waitForURL(/\/user-transactions/), done.getByRole('button', { name: 'OK' }).click()]);
    await hydrated(page);
    const reviewed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item.name }) });
    await reviewed.getByText('Reviewed').waitFor();
    assert.equal(await reviewed.getByRole('link', { name: `Write a review of ${item.name}` }).count(), 0, 'no second review is offered');
  });

  test('the review shows under My Reviews → My reviews', STEP, async () => {
    await openPath(ctx, page, '/user-reviews');
    await page.getByRole('heading', { name: 'My Reviews', level: 1 }).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: reviewText });
    await row.getByRole('link', { name: item.name }).waitFor();
    await row.getByRole('img', { name: '4 out of 5 stars' }).waitFor();
    // Nothing received: the buyer has no shop and no ads.
    await page.getByRole('tab', { name: 'Items' }).click();
    await page.getByText('No reviews of your shop or its items yet.').waitFor();
    await page.screenshot({ path: join(ctx.resultsDir, 'support-my-reviews.png') });
  });

  test('a question asked on the Support page is stored and mailed to the support inbox', STEP, async () => {
    await openPath(ctx, page, '/support');
    await page.getByText('08:00 a.m. - 10:00 p.m.').waitFor();
    await page.getByRole('button', { name: 'Ask a question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask a question' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Please write your question.').waitFor();
    await dialog.getByRole('textbox', { name: 'Your question' }).fill(question);
    const since = Date.now() - 1000;
    const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/v1/support/question')), dialog.getByRole('button', { name: 'Send' }).click()]);
    await page.getByRole('dialog', { name: 'Question sent' }).getByText('Your question has been sent; we will reply by e-mail.', { exact: false }).waitFor();
    const stored = ((await answer.json()) as { data: { id: number; delivered: boolean } }).data;
    assert.equal(stored.delivered, true, 'the stored question was delivered');

    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(ctx.supportEmail) && m.text.includes(question), { since });
    assert.equal(mail.subject, `Support question: ${buyer.first} ${buyer.last}`);
    assert.ok(mail.replyTo.includes(buyer.email), `support answers at the account’s address, not ${mail.replyTo}`);
    // The mail names the stored row.
    assert.ok(mail.text.includes(`Message #${stored.id}:`), mail.text);
    await page.screenshot({ path: join(ctx.resultsDir, 'support-question-sent.png') });
  });
});
