/**
 * Company subscription (issue 13): the owner of an approved company without a subscription chooses a plan, pays on
 * the built-in test checkout (its Pay sends the signed subscription, invoice and checkout events through the webhook
 * handling), lands on /subscription/success with the plan, the period and the ads left, and then cancels at the
 * period end through the same webhook path. Also at 390 px.
 *
 * The company is demo data (server/seed/data/demo-companies.ts: carol's approved 'Rusu Home Atelier', not subscribed):
 * the app keeps its PGlite database in its own process, so this test cannot write to it while the app runs.
 * Run through `npm run test:e2e -- subscriptions` (tests/e2e/run.ts provides the app and the browser).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { acceptConsent, apiData, e2e, newPage, openPath, sessionToken, signInThroughDialog, type E2EContext } from './context.ts';

const STEP = { timeout: 60_000 };
const carol = { email: 'carol@example.com', name: 'Carol Rusu', password: 'Demo1234!' };
const COMPANY = 'Rusu Home Atelier';

type Company = { id: number; name: string; status: string; active_subscription: { status: string } | null; max_ads: number };

let ctx: E2EContext;

describe('company subscription', () => {
  let context: BrowserContext;
  let page: Page;
  let companyId: number;

  before(async () => {
    ctx = await e2e();
    ({ context, page } = await newPage(ctx, { width: 1440, height: 1000 }));
    await openPath(ctx, page, '/');
    await acceptConsent(page);
    await signInThroughDialog(page, carol);
    const mine = await apiData<{ companies: Company[] }>(ctx, '/company/my-companies', await sessionToken(page));
    const company = mine.companies.find((c) => c.name === COMPANY);
    assert.ok(company, `carol owns the demo company “${COMPANY}”`);
    assert.equal(company.status, 'approved');
    assert.equal(company.active_subscription, null, 'the demo company starts without a subscription');
    companyId = company.id;
  });

  after(async () => {
    await context?.close();
    await ctx?.browser.close();
  });

  test('the owner chooses a plan, pays on the test checkout and sees the plan, period and remaining ads', STEP, async () => {
    await openPath(ctx, page, `/account/companies/${companyId}/subscription`);
    await page.getByRole('heading', { name: 'Subscription', level: 1 }).waitFor();
    await page.getByText('No subscription', { exact: true }).waitFor();
    const plans = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    assert.deepEqual(await plans.getByRole('heading', { level: 3 }).allTextContents(), ['Starter', 'Business', 'Business yearly']);
    const business = plans.filter({ has: page.getByRole('heading', { name: 'Business', exact: true }) });
    await business.getByText('$29.00').waitFor();
    await business.getByText('Up to 50 company ads at a time').waitFor();
    await page.screenshot({ path: join(ctx.resultsDir, 'subscription-plans.png'), fullPage: true });

    await Promise.all([page.waitForURL(/\/test-checkout\//, { timeout: 20_000 }), page.getByRole('button', { name: 'Subscribe to Business', exact: true }).click()]);
    await page.getByText('Charged every month until cancelled.').waitFor();
    await Promise.all([page.waitForURL(/\/subscription\/success\?session_id=/, { timeout: 20_000 }), page.getByRole('button', { name: 'Pay $29.00' }).click()]);

    await page.getByRole('heading', { name: 'Subscription active!' }).waitFor();
    const facts = page.locator('dl');
    const fact = (term: string) => facts.locator('div').filter({ has: page.getByText(term, { exact: true }) }).locator('dd');
    assert.equal(await fact('Plan').textContent(), 'Business');
    const period = (await fact('Period').textContent()) ?? '';
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date());
    assert.ok(period.startsWith(`${today} – `), `the period starts today: ${period}`);
    assert.equal(await fact('Remaining ads').textContent(), '50 of 50');
    await page.screenshot({ path: join(ctx.resultsDir, 'subscription-success.png'), fullPage: true });

    // The server's view: the company posts until the period's end, with the plan's ads.
    const mine = await apiData<{ companies: Company[] }>(ctx, '/company/my-companies', await sessionToken(page));
    assert.deepEqual(
      mine.companies.filter((c) => c.id === companyId).map((c) => [c.active_subscription?.status, c.max_ads]),
      [['active', 50]],
    );
  });

  test('the owner cancels at the period end on the subscription page (same webhook path), also at 390 px', STEP, async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPath(ctx, page, `/account/companies/${companyId}/subscription`);
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByText('Current plan', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await page.getByText('Cancelled', { exact: true }).waitFor();
    await page.getByText(/^It will not renew: company ads can be posted until /).waitFor();
    await page.screenshot({ path: join(ctx.resultsDir, 'subscription-cancelled-390.png'), fullPage: true });
    const mine = await apiData<{ companies: Company[] }>(ctx, '/company/my-companies', await sessionToken(page));
    assert.equal(mine.companies.find((c) => c.id === companyId)?.active_subscription?.status, 'active', 'posting goes on until the period end');
  });
});
