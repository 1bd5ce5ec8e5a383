/**
 * Operator console scenario (issue 16 'Tests', first slice): a member who is not an operator is told the console is
 * for operators only, the page makes no console call and the account menu has no way there (an operator's has); the member sends a shop request and a company request; an
 * operator approves the shop request in the console, the requester is e-mailed and can add products in the shop's
 * workspace; the operator rejects the company with a reason (a blank one is refused first), the owner is e-mailed and
 * sees the reason on the company screen; the dashboard opens first with the pending request counted and opens its
 * queue; the member's complaint about an ad is worked in the console (the ad is hidden: 404 for visitors, gone from the
 * newest ads, the complainant e-mailed); the operator finds the member, blocks them (sign-in refused) and unblocks
 * them; adds a complaint topic in two languages and deletes it; adds a free shipping method in the Catalogue tab
 * (offered to buyers) and hides it (no longer offered); the audit log names the decisions; axe finds nothing
 * serious on the console's tabs at 1440, 768 and 390 px (screenshots in test-results); the operator writes a blog post
 * in the Blog tab (a category added on the way, the empty text refused first) and publishes it, and a visitor finds it
 * on /blogs and reads it.
 * Making the operator (`npm run operator`'s update of users.role_id) needs the app's database while the app runs, so
 * this scenario runs when run.ts was given E2E_DATABASE_URL, as companies.e2e.ts does:
 * `E2E_DATABASE_URL=postgres://… npm run test:e2e -- admin`.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ROLES } from '../../common/roles.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { apiData, E2E_ENV, e2e, freshUser, newPage, openPath, registerThroughDialog, sessionToken, type E2EContext } from './context.ts';

const STEP = { timeout: 120_000 };
const DB_URL = process.env[E2E_ENV.databaseUrl];
if (!DB_URL) console.info('admin.e2e.ts skipped: run with E2E_DATABASE_URL=postgres://… (making an operator needs the database while the app runs; PGlite serves one process).');

const member = freshUser('adm');
const operator = freshUser('op');
const stamp = Date.now().toString(36);
const shopName = `Lindenhof Teas ${stamp}`;
const companyName = `Quarzwerk Lighting ${stamp}`;
const reason = 'The website does not load and the e-mail address bounces.';

/** A POST of a form to the API as `token`'s user; the answer must be 200; returns its data. */
async function postForm<T>(ctx: E2EContext, path: string, token: string, fields: Record<string, string>): Promise<T> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  const res = await fetch(new URL(`/api/v1${path}`, ctx.baseUrl), { method: 'POST', headers: { accept: 'application/json', authorization: `Bearer ${token}` }, body });
  if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return ((await res.json()) as { data: T }).data;
}

describe('operator console: vetting shop and company requests', { skip: !DB_URL }, () => {
  let ctx: E2EContext;
  let database: Database;
  let memberPage: Page;
  let operatorPage: Page;
  let companyId = 0;

  before(async () => {
    ctx = await e2e();
    database = await openDatabase({ databaseUrl: DB_URL, dataDir: '' });
  });

  after(async () => {
    for (const p of [memberPage, operatorPage]) await p?.context().close();
    await database?.close();
    await ctx?.browser.close();
  });

  test('a member is told only operators may open the console, and sends a shop request and a company request', STEP, async () => {
    memberPage = (await newPage(ctx)).page;
    await openPath(ctx, memberPage, '/');
    await registerThroughDialog(ctx, memberPage, member);
    const consoleCalls: string[] = [];
    memberPage.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/v1/admin') && consoleCalls.push(r.url()));
    await openPath(ctx, memberPage, '/admin');
    await memberPage.getByText('Only the marketplace operators can open this page.').waitFor();
    assert.equal(await memberPage.getByRole('tab').count(), 0, 'no console tabs for a member');
    assert.deepEqual(consoleCalls, [], 'the page makes no console call for a member');
    await memberPage.screenshot({ path: join(ctx.resultsDir, 'admin-member.png') });
    await memberPage.getByRole('button', { name: `${member.first} ${member.last}` }).first().click();
    await memberPage.getByRole('link', { name: 'My shops' }).first().waitFor();
    assert.equal(await memberPage.getByRole('link', { name: 'Operator console' }).count(), 0, 'a member is not shown the way to the console');
    await memberPage.keyboard.press('Escape');
    assert.equal(await memberPage.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');

    const token = await sessionToken(memberPage);
    const countries = await apiData<{ data: { id: number; name: string }[] }>(ctx, '/countries');
    const country = countries.data.find((c) => c.name === 'Moldova') ?? countries.data[0]!;
    const cities = await apiData<{ data: string[] }>(ctx, `/cities?country=${encodeURIComponent(country.name)}`);
    const currencies = await apiData<{ data: { id: number }[] }>(ctx, '/currencies');
    await postForm(ctx, '/request-shops', token, {
      name: shopName,
      user_name: `lindenhof${stamp}`,
      email: member.email,
      phone: '+37322123456',
      country_id: String(country.id),
      city: cities.data[0]!,
      currency_id: String(currencies.data[0]!.id),
      location: 'Strada Armenească 12',
    });
    const company = await postForm<{ id: number }>(ctx, '/company', token, {
      name: companyName,
      email: `hello-${stamp}@quarzwerk.example.com`,
      website: 'https://quarzwerk.example.com',
      phone: '+4940123456',
      city: 'Hamburg',
      country: 'Germany',
    });
    companyId = company.id;
  });

  test('an operator approves the shop request in the console; the requester is e-mailed and can add products', STEP, async () => {
    operatorPage = (await newPage(ctx)).page;
    await openPath(ctx, operatorPage, '/');
    await registerThroughDialog(ctx, operatorPage, operator);
    // What `npm run operator -- <e-mail>` does; the page picks the new role up from GET /auth/me when it loads.
    await database.db.execute(sql`update users set role_id = ${ROLES.operator} where email = ${operator.email}`);
    await openPath(ctx, operatorPage, '/admin');
    await operatorPage.getByRole('heading', { name: 'Operator console', level: 1 }).waitFor();
    assert.equal(await operatorPage.getByRole('tab', { name: 'Dashboard' }).getAttribute('aria-selected'), 'true');
    await operatorPage.getByRole('button', { name: `${operator.first} ${operator.last}` }).first().click();
    assert.equal(await operatorPage.getByRole('link', { name: 'Operator console' }).first().getAttribute('href'), '/admin');
    await operatorPage.keyboard.press('Escape');

    // The dashboard counts the waiting request (others' may wait too) and its card opens the queue.
    const waiting = operatorPage.locator('.dash-card', { hasText: 'Shop requests to review' });
    assert.ok(Number(await waiting.locator('.dash-card-count').innerText()) >= 1, 'the dashboard counts the pending shop request');
    await operatorPage.getByRole('img', { name: /^New members: bar chart per day/ }).waitFor();
    await waiting.getByRole('button', { name: 'Review shop requests' }).click();
    assert.equal(await operatorPage.getByRole('tab', { name: 'Shop requests' }).getAttribute('aria-selected'), 'true');

    const row = operatorPage.getByRole('article', { name: shopName });
    await row.waitFor();
    await row.getByText(member.email).first().waitFor();
    for (const width of [390, 1280]) {
      await operatorPage.setViewportSize({ width, height: 900 });
      await operatorPage.screenshot({ path: join(ctx.resultsDir, `admin-pending-${width}.png`), fullPage: true });
    }
    const since = Date.now() - 1000;
    await row.getByRole('button', { name: `Approve ${shopName}` }).click();
    await operatorPage.getByRole('status').filter({ hasText: `Shop request “${shopName}” approved` }).waitFor();
    await row.waitFor({ state: 'detached' });
    await ctx.mailbox.waitFor((m) => m.to.includes(member.email) && m.subject === `Your shop ${shopName} is open`, { since });

    await openPath(ctx, memberPage, '/shop-workspace');
    const shop = memberPage.locator('li', { hasText: shopName });
    await Promise.all([memberPage.waitForURL(/\/shop-workspace\/\d+\/products$/), shop.getByRole('link', { name: 'Products' }).click()]);
    await memberPage.getByRole('button', { name: '+ Add product' }).waitFor();
  });

  test('the operator rejects the company with a reason; the owner is e-mailed and sees the reason', STEP, async () => {
    assert.ok(companyId > 0, 'the company request of the first test was not sent');
    await operatorPage.getByRole('tab', { name: 'Companies' }).click();
    const row = operatorPage.getByRole('article', { name: companyName });
    await row.getByRole('button', { name: `Reject ${companyName}` }).click();
    const dialog = operatorPage.getByRole('dialog', { name: `Reject the company “${companyName}”` });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText('Write the reason for the rejection: it is sent to the requester.').waitFor();
    await operatorPage.screenshot({ path: join(ctx.resultsDir, 'admin-reject-dialog.png') });
    await dialog.getByLabel('Reason').fill(reason);
    const since = Date.now() - 1000;
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await operatorPage.getByRole('status').filter({ hasText: `Company “${companyName}” rejected` }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });
    const mailed = await ctx.mailbox.waitFor((m) => m.to.includes(member.email) && m.subject.includes(companyName), { since });
    assert.match(mailed.subject, /was not approved/);

    // The rejected filter shows it with its reason.
    await operatorPage.getByLabel('Status').selectOption('rejected');
    await operatorPage.getByRole('article', { name: companyName }).getByText(reason).waitFor();

    await openPath(ctx, memberPage, `/account/companies/${companyId}`);
    await memberPage.getByText(reason).waitFor();
  });

  test('a complaint about an ad is worked in the console: the operator hides the ad, visitors no longer find it, the complainant is e-mailed', STEP, async () => {
    const ad = (await apiData<{ id: number; name: string }[]>(ctx, '/ads/home?tab=newest&page=1&per_page=50'))[0]!;
    const topics = await apiData<{ id: number; name: string }[]>(ctx, '/question-topic-list');
    const complaint = `The photos of “${ad.name}” are copied from another listing (${stamp}).`;
    const token = await sessionToken(memberPage);
    const res = await fetch(new URL('/api/v1/complaint/create', ctx.baseUrl), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ topic_id: topics[0]!.id, complain: complaint, content_id: ad.id, type: 'ads' }),
    });
    assert.equal(res.status, 200, await res.text());

    await operatorPage.getByRole('tab', { name: 'Complaints' }).click();
    const row = operatorPage.getByRole('article').filter({ hasText: complaint });
    await row.getByRole('link', { name: ad.name }).waitFor();
    await row.getByText(`${member.first} ${member.last}`).waitFor();
    const since = Date.now() - 1000;
    await row.getByRole('button', { name: 'Hide content' }).click();
    const dialog = operatorPage.getByRole('dialog', { name: `Hide “${ad.name}”?` });
    await dialog.getByText('its page answers “not found” to visitors').waitFor();
    await operatorPage.screenshot({ path: join(ctx.resultsDir, 'admin-hide-dialog.png') });
    await dialog.getByRole('button', { name: 'Hide content' }).click();
    await operatorPage.getByRole('status').filter({ hasText: `“${ad.name}” is hidden. ${member.email} was e-mailed.` }).waitFor();
    await row.waitFor({ state: 'detached' });
    const mailed = await ctx.mailbox.waitFor((m) => m.to.includes(member.email) && m.subject === 'Your complaint has been reviewed', { since });
    assert.match(mailed.text, /the content has been removed/);

    const visitor = (await newPage(ctx)).page;
    const answer = await visitor.goto(new URL(`/product/${ad.id}`, ctx.baseUrl).toString());
    assert.equal(answer?.status(), 404, 'a hidden ad is not found for visitors');
    await visitor.context().close();
    // Another page size: the answer of the first question may be cached for its 30 s like any visitor's.
    const newest = await apiData<{ id: number }[]>(ctx, '/ads/home?tab=newest&page=1&per_page=49');
    assert.ok(!newest.some((a) => a.id === ad.id), 'the hidden ad left the newest ads');

    await operatorPage.getByLabel('Status').selectOption('reviewed');
    await operatorPage.getByRole('article').filter({ hasText: complaint }).waitFor();
  });

  test('the operator finds the member, blocks them (they cannot sign in) and unblocks them', STEP, async () => {
    await operatorPage.getByRole('tab', { name: 'Members' }).click();
    await operatorPage.getByLabel('Name, user name or e-mail').fill(member.email);
    await operatorPage.getByRole('tabpanel').getByRole('button', { name: 'Search', exact: true }).click();
    const name = `${member.first} ${member.last}`;
    const row = operatorPage.getByRole('article', { name });
    await operatorPage.getByText('1 member', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Block ${name}` }).click();
    await operatorPage.getByRole('dialog', { name: `Block ${name}?` }).getByRole('button', { name: 'Block', exact: true }).click();
    await operatorPage.getByRole('status').filter({ hasText: `${name} is blocked and signed out everywhere.` }).waitFor();
    await row.getByText('Blocked', { exact: true }).waitFor();

    const signIn = new FormData();
    signIn.append('email', member.email);
    signIn.append('password', member.password);
    const refused = await fetch(new URL('/api/v1/auth/login', ctx.baseUrl), { method: 'POST', headers: { accept: 'application/json' }, body: signIn });
    assert.equal(refused.status, 403, 'a blocked member cannot sign in');
    assert.equal(((await refused.json()) as { message_status?: string }).message_status, 'ACCOUNT_BLOCKED');

    await operatorPage.getByLabel('Blocked members only').check();
    await row.waitFor();
    await row.getByRole('button', { name: `Unblock ${name}` }).click();
    await operatorPage.getByRole('dialog', { name: `Unblock ${name}?` }).getByRole('button', { name: 'Unblock', exact: true }).click();
    await operatorPage.getByRole('status').filter({ hasText: `${name} is unblocked and can sign in again.` }).waitFor();
    const again = await fetch(new URL('/api/v1/auth/login', ctx.baseUrl), { method: 'POST', headers: { accept: 'application/json' }, body: signIn });
    assert.equal(again.status, 200, 'unblocked, the member signs in again');
  });

  test('the operator adds a complaint topic in two languages, members are offered it, and the operator deletes it', STEP, async () => {
    await operatorPage.getByRole('tab', { name: 'Complaints' }).click();
    await operatorPage.getByRole('button', { name: 'Complaint topics' }).click();
    const dialog = operatorPage.getByRole('dialog', { name: 'Complaint topics' });
    await dialog.getByRole('listitem').first().waitFor();
    await dialog.getByRole('button', { name: 'Add topic' }).click();
    const form = operatorPage.getByRole('dialog', { name: 'Add a complaint topic' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Write the English name').waitFor();
    const topic = `Counterfeit goods ${stamp}`;
    await form.getByLabel('English (required)').fill(topic);
    await form.getByLabel('Français').fill(`Contrefaçon ${stamp}`);
    await operatorPage.screenshot({ path: join(ctx.resultsDir, 'admin-topic-form.png') });
    await form.getByRole('button', { name: 'Save' }).click();
    await operatorPage.getByRole('status').filter({ hasText: `Topic “${topic}” added.` }).waitFor();
    await dialog.getByText(topic).waitFor();
    const french = await apiData<{ name: string }[]>(ctx, '/question-topic-list?lang=fr');
    assert.ok(french.some((x) => x.name === `Contrefaçon ${stamp}`), 'members reading French are offered the French name');

    await dialog.getByRole('button', { name: `Delete ${topic}` }).click();
    await dialog.getByRole('button', { name: `Delete ${topic}` }).click();
    await operatorPage.getByRole('status').filter({ hasText: `Topic “${topic}” deleted.` }).waitFor();
    await dialog.getByText(topic).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  test('the operator adds a free shipping method in the Catalogue tab, buyers are offered it, and hiding it takes it off', STEP, async () => {
    await operatorPage.getByRole('tab', { name: 'Catalogue' }).click();
    const section = operatorPage.getByRole('region', { name: 'Shipping methods' });
    await section.getByRole('button', { name: 'Add shipping method' }).click();
    const dialog = operatorPage.getByRole('dialog', { name: 'Add shipping method' });
    const method = `Pick-up point ${stamp}`;
    await dialog.getByLabel('Name (English)').fill(method);
    await dialog.getByLabel('Description (English)').fill('Collect it at a partner shop near you.');
    await dialog.getByLabel('Rate (USD, 0 = free)').fill('abc');
    await dialog.getByLabel('Delivery time (days)').fill('3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.locator('.field-error').first().waitFor();
    await dialog.getByLabel('Rate (USD, 0 = free)').fill('0');
    await operatorPage.screenshot({ path: join(ctx.resultsDir, 'admin-catalogue-form.png') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await operatorPage.getByRole('status').filter({ hasText: `“${method}” added.` }).waitFor();
    await section.getByText(method).waitFor();
    const offered = async () => (await apiData<{ name: string }[]>(ctx, '/seller/ads/shipping-method-list', await sessionToken(memberPage))).map((m) => m.name);
    assert.ok((await offered()).includes(method), 'buyers are offered the new method');

    await section.getByRole('button', { name: `Edit ${method}` }).click();
    const edit = operatorPage.getByRole('dialog', { name: `Edit ${method}` });
    await edit.getByLabel('Status').selectOption({ label: 'Hidden' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await operatorPage.getByRole('status').filter({ hasText: `“${method}” saved.` }).waitFor();
    await section.locator('li', { hasText: method }).getByText('Hidden').waitFor();
    assert.ok(!(await offered()).includes(method), 'a hidden method is no longer offered');
  });

  test('the audit log names every decision; axe finds nothing serious on the console at 1440, 768 and 390 px', STEP, async () => {
    await operatorPage.getByRole('tab', { name: 'Audit log' }).click();
    const log = operatorPage.getByRole('tabpanel');
    await log.getByText('Rejected company').first().waitFor();
    await log.getByText('Approved shop request').first().waitFor();
    await log.getByText('Hid reported content').first().waitFor();
    await log.getByText('Unblocked member').first().waitFor();
    await log.getByText('Deleted complaint topic').first().waitFor();
    await log.getByText('Changed shipping method').first().waitFor();
    await log.getByText(`by ${operator.first} ${operator.last}`).first().waitFor();

    for (const width of [1440, 768, 390]) {
      await operatorPage.setViewportSize({ width, height: 900 });
      for (const tab of ['Dashboard', 'Shop requests', 'Complaints', 'Moderation', 'Members', 'Categories', 'Catalogue', 'Hotels', 'Audit log']) {
        await operatorPage.getByRole('tab', { name: tab }).click();
        if (tab === 'Dashboard') await operatorPage.getByRole('img', { name: /^New members: bar chart per day/ }).waitFor();
        else if (tab === 'Shop requests') {
          await operatorPage.getByLabel('Status').selectOption('approved');
          await operatorPage.getByRole('article', { name: shopName }).waitFor();
        } else if (tab === 'Complaints') {
          await operatorPage.getByLabel('Status').selectOption('reviewed');
          await operatorPage.getByRole('article').first().waitFor();
        } else if (tab === 'Members' || tab === 'Moderation' || tab === 'Hotels') await operatorPage.getByRole('article').first().waitFor();
        else if (tab === 'Catalogue') await operatorPage.getByRole('region', { name: 'Subscription plans' }).waitFor();
        else if (tab === 'Categories') await operatorPage.getByText('Vehicles').first().waitFor();
        else await log.getByText('Rejected company').first().waitFor();
        await operatorPage.screenshot({ path: join(ctx.resultsDir, `admin-${tab.split(' ')[0]!.toLowerCase()}-${width}.png`), fullPage: true });
        const { violations } = await new AxeBuilder({ page: operatorPage }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
        const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        assert.deepEqual(
          blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          [],
          `${tab} at ${width} px`,
        );
      }
    }
  });

  test('the operator writes a blog post in the Blog tab and publishes it; a visitor finds it on /blogs and reads it', STEP, async () => {
    const title = `Night train to Iași ${stamp}`;
    const text = `Sleeper cabins, tea from the samovar and a sunrise over the Prut (${stamp}).`;
    const category = `Rail journeys ${stamp}`;
    const categoryLead = `Sleepers, night trains and the stations between (${stamp}).`;
    await operatorPage.setViewportSize({ width: 1440, height: 900 });
    await operatorPage.getByRole('tab', { name: 'Blog' }).click();
    await operatorPage.getByRole('button', { name: 'New post' }).click();
    const form = operatorPage.getByRole('form', { name: 'New blog post' });
    await form.getByLabel('Title', { exact: true }).fill(title);

    await form.getByRole('button', { name: 'Categories' }).click();
    const dialog = operatorPage.getByRole('dialog', { name: 'Blog categories' });
    await dialog.getByLabel('New category').fill(category);
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await operatorPage.getByRole('status').filter({ hasText: `Category “${category}” added.` }).waitFor();
    // Its description (the lead of its public page) and colour are set in place.
    const row = dialog.getByRole('form', { name: `Name of ${category}` });
    await row.getByLabel('Description').fill(categoryLead);
    await row.getByLabel('Colour').fill('#0f766e');
    await row.getByRole('button', { name: 'Save' }).click();
    await operatorPage.getByRole('status').filter({ hasText: `Category “${category}” saved.` }).waitFor();
    for (const width of [1440, 390]) {
      await operatorPage.setViewportSize({ width, height: 900 });
      await operatorPage.screenshot({ path: join(ctx.resultsDir, `admin-blog-categories-${width}.png`) });
    }
    await operatorPage.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The label also holds the chosen option's text, as every select wrapped in its label does.
    await form.getByLabel('Category').selectOption({ label: category });

    // A new post starts as a draft. Sent without its text, the form names what is missing and sends nothing.
    await form.getByLabel('Publish now').check();
    await form.getByRole('button', { name: 'Publish', exact: true }).click();
    await form.getByText('Write the text of the post.').waitFor();
    await form.getByRole('textbox', { name: 'Text' }).click();
    await operatorPage.keyboard.type(text);
    const { violations } = await new AxeBuilder({ page: operatorPage }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
    assert.deepEqual(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      [],
      'the blog editor',
    );
    await operatorPage.screenshot({ path: join(ctx.resultsDir, 'admin-blog-editor-1440.png'), fullPage: true });
    await form.getByRole('button', { name: 'Publish', exact: true }).click();
    await operatorPage.getByRole('status').filter({ hasText: `“${title}” is published.` }).waitFor();
    // The badge; the date beside it is labelled Published too.
    await operatorPage.getByRole('article', { name: title }).getByText('Published', { exact: true }).first().waitFor();

    const visitor = (await newPage(ctx)).page;
    await openPath(ctx, visitor, '/blogs');
    await visitor.getByRole('link', { name: title }).first().click();
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.getByText(text).waitFor();
    await visitor.getByText(category).first().waitFor();
    // The category's page leads with the description the operator wrote, and its dot has the colour chosen.
    await visitor.locator('article.bl-article .bl-cat-link').click();
    await visitor.getByRole('heading', { level: 1, name: category }).waitFor();
    await visitor.getByText(categoryLead).waitFor();
    const dot = visitor.locator('.bl-cats a[aria-current="page"] .bl-dot');
    assert.equal(await dot.evaluate((d) => getComputedStyle(d).backgroundColor), 'rgb(15, 118, 110)');
    await visitor.context().close();
  });

  test('the operator adds a category with a sub-category in the Categories tab; hiding it closes the branch to visitors and sellers', STEP, async () => {
    const top = `Vintage radios ${stamp}`;
    const sub = `Valve radios ${stamp}`;
    await operatorPage.getByRole('tab', { name: 'Categories' }).click();
    await operatorPage.getByRole('button', { name: 'Add category' }).click();
    const form = operatorPage.getByRole('dialog', { name: 'Add an ad category' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Write the English name').waitFor();
    await form.getByLabel('English (required)').fill(top);
    await form.getByRole('button', { name: 'Save' }).click();
    await operatorPage.getByRole('status').filter({ hasText: `Category “${top}” added.` }).waitFor();
    await operatorPage.getByRole('button', { name: `Add sub-category to ${top}` }).click();
    const subForm = operatorPage.getByRole('dialog', { name: `Add a sub-category under “${top}”` });
    await subForm.getByLabel('English (required)').fill(sub);
    await subForm.getByRole('button', { name: 'Save' }).click();
    await operatorPage.getByRole('status').filter({ hasText: `Category “${sub}” added.` }).waitFor();

    type Node = { id: number; label: string; children: Node[] };
    // Asked as the operator: visitors' copies of the tree are edge-cached for 5 minutes (decision 186).
    const operatorToken = await sessionToken(operatorPage);
    const tree = await apiData<Node[]>(ctx, '/category-list', operatorToken);
    const subId = tree.find((n) => n.label === top)?.children.find((n) => n.label === sub)?.id;
    assert.ok(subId, 'visitors find the new category and its sub-category in the tree');
    const visitor = (await newPage(ctx)).page;
    const open = await visitor.goto(new URL(`/catalogue?category_id=${subId}`, ctx.baseUrl).toString());
    assert.equal(open?.status(), 200);
    await visitor.getByRole('heading', { level: 1, name: sub }).waitFor();

    await operatorPage.getByRole('button', { name: `Hide ${top}` }).click();
    const confirm = operatorPage.getByRole('dialog', { name: `Hide “${top}”?` });
    await confirm.getByText('no new ads can be placed in them').waitFor();
    await confirm.getByRole('button', { name: `Hide ${top}` }).click();
    await operatorPage.getByRole('status').filter({ hasText: `“${top}” is hidden, with its sub-categories.` }).waitFor();

    assert.ok(!(await apiData<Node[]>(ctx, '/category-list', operatorToken)).some((n) => n.label === top), 'the hidden branch left the tree');
    const closed = await visitor.goto(new URL(`/catalogue?category_id=${subId}`, ctx.baseUrl).toString());
    assert.equal(closed?.status(), 404, "a hidden branch's category page is not found");
    await visitor.getByRole('heading', { level: 1, name: 'Category not found' }).waitFor();
    await visitor.screenshot({ path: join(ctx.resultsDir, 'admin-category-closed.png') });
    await visitor.context().close();
  });

  test('the operator hides a feed comment in the Moderation tab with a reason and restores it; visitors see it go and come back', STEP, async () => {
    const signIn = new FormData();
    signIn.append('email', member.email);
    signIn.append('password', member.password);
    const token = ((await (await fetch(new URL('/api/v1/auth/login', ctx.baseUrl), { method: 'POST', headers: { accept: 'application/json' }, body: signIn })).json()) as { data: { token: string } }).data.token;
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
    const feedForm = new FormData();
    feedForm.append('location', 'Brașov');
    feedForm.append('signature', `Morning over the old town (${stamp})`);
    feedForm.append('file[]', new File([new Uint8Array(photo)], 'brasov.jpg', { type: 'image/jpeg' }));
    const posted = await fetch(new URL('/api/v1/seller/create-feed', ctx.baseUrl), { method: 'POST', headers: { accept: 'application/json', authorization: `Bearer ${token}` }, body: feedForm });
    assert.equal(posted.status, 200, await posted.clone().text());
    const feedId = ((await posted.json()) as { data: { id: number } }).data.id;
    const comment = `Buy cheap followers at example.net (${stamp})`;
    await postForm(ctx, '/seller/feed-create-comment', token, { feed_id: String(feedId), comment });
    const visibleComments = async () => (await apiData<{ comment: string }[]>(ctx, `/seller/comments/${feedId}`)).map((c) => c.comment);
    assert.ok((await visibleComments()).includes(comment));

    await operatorPage.getByRole('tab', { name: 'Moderation' }).click();
    await operatorPage.getByLabel('Content').selectOption({ label: 'Comments' });
    const row = operatorPage.getByRole('article', { name: comment });
    await row.getByRole('link', { name: `/view-feed/${feedId}` }).waitFor();
    await row.getByRole('button', { name: `Hide ${comment}` }).click();
    const dialog = operatorPage.getByRole('dialog', { name: `Hide “${comment}”?` });
    await dialog.getByRole('button', { name: 'Hide', exact: true }).click();
    await dialog.getByText('Write why it is hidden.').waitFor();
    await dialog.getByLabel('Reason').fill('Spam: advertises a paid service.');
    await dialog.getByRole('button', { name: 'Hide', exact: true }).click();
    await operatorPage.getByRole('status').filter({ hasText: `“${comment}” is hidden.` }).waitFor();
    await row.getByText('Spam: advertises a paid service.').waitFor();
    assert.ok(!(await visibleComments()).includes(comment), 'a hidden comment leaves the feed');

    await row.getByRole('button', { name: `Restore ${comment}` }).click();
    await operatorPage.getByRole('dialog', { name: `Show “${comment}” again?` }).getByRole('button', { name: 'Restore', exact: true }).click();
    await operatorPage.getByRole('status').filter({ hasText: `“${comment}” shows again.` }).waitFor();
    assert.ok((await visibleComments()).includes(comment), 'a restored comment is back');
  });

  test('the operator adds a hotel with a photo in the Hotels tab; a visitor finds it on /hotels and opens it; hidden, its page is not found', STEP, async () => {
    const name = `Hôtel des Canuts ${stamp}`;
    const city = `Croix-Rousse ${stamp}`;
    const operatorToken = await sessionToken(operatorPage);
    const { currencies } = await apiData<{ currencies: { id: number; code: string }[] }>(ctx, '/admin/reference-data', operatorToken);
    const eur = currencies.find((c) => c.code === 'EUR');
    assert.ok(eur, 'the reference data has the euro');
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b5651d' } }).jpeg().toBuffer();

    await operatorPage.setViewportSize({ width: 1440, height: 900 });
    await operatorPage.getByRole('tab', { name: 'Hotels' }).click();
    await operatorPage.getByRole('button', { name: 'Add hotel' }).click();
    const form = operatorPage.getByRole('form', { name: 'Add a hotel' });
    // Sent with nothing filled in, the form names what is missing and sends nothing.
    await form.getByRole('button', { name: 'Add hotel' }).click();
    await form.getByText('Fill in this field.').first().waitFor();
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel('Description').fill('Silk-weavers’ lofts turned into twelve rooms above the traboules.');
    await form.getByLabel(/^Street address/).fill('8 Rue d’Austerlitz');
    await form.getByLabel(/^City/).fill(city);
    await form.getByLabel(/^Country \(/).fill('France');
    await form.getByLabel(/^Country code/).fill('FR');
    await form.getByLabel(/^Latitude/).fill('45.7747');
    await form.getByLabel(/^Longitude/).fill('4.8312');
    await form.getByLabel('Star class').selectOption('3');
    await form.getByLabel(/^Price per night/).fill('0');
    await form.getByLabel(/^Currency/).selectOption(String(eur.id));
    await form.getByLabel('Free Wi-Fi').check();
    await form.getByLabel('Breakfast').check();
    await form.getByLabel('Add photos').setInputFiles({ name: 'canuts.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.getByRole('img', { name: 'New photo canuts.jpg' }).waitFor();
    // The server's word on a field shows beside it: a price must be above 0.
    await form.getByRole('button', { name: 'Add hotel' }).click();
    await form.getByText('This number is outside the allowed range.').waitFor();
    await form.getByLabel(/^Price per night/).fill('118');
    const { violations } = await new AxeBuilder({ page: operatorPage }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
    assert.deepEqual(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      [],
      'the hotel editor',
    );
    await operatorPage.screenshot({ path: join(ctx.resultsDir, 'admin-hotel-editor-1440.png'), fullPage: true });
    await form.getByRole('button', { name: 'Add hotel' }).click();
    await operatorPage.getByRole('status').filter({ hasText: `“${name}” is saved.` }).waitFor();
    const row = operatorPage.getByRole('article', { name });
    await row.getByText('Listed', { exact: true }).waitFor();

    const visitor = (await newPage(ctx)).page;
    await openPath(ctx, visitor, `/hotels?city=${encodeURIComponent(city)}`);
    await visitor.getByRole('link', { name }).first().click();
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    await visitor.getByText('Free Wi-Fi').first().waitFor();
    const hotelPath = new URL(visitor.url()).pathname;
    assert.match(hotelPath, /^\/hotels\/\d+$/);
    const shown = await apiData<{ photos: { variants: string[] }[] }>(ctx, hotelPath);
    assert.equal(shown.photos.length, 1, 'the photo is on the hotel page');
    assert.ok(shown.photos[0]!.variants.every((u) => u.endsWith('.webp')), 'stored as WebP widths');

    await row.getByRole('button', { name: `Hide ${name}` }).click();
    const dialog = operatorPage.getByRole('dialog', { name: `Hide “${name}”?` });
    await dialog.getByRole('button', { name: 'Hide', exact: true }).click();
    await dialog.getByText('Write why the hotel is hidden.').waitFor();
    await dialog.getByLabel('Reason').fill('Closed for renovation until spring.');
    await dialog.getByRole('button', { name: 'Hide', exact: true }).click();
    await operatorPage.getByRole('status').filter({ hasText: `“${name}” is hidden.` }).waitFor();
    await row.getByText('Closed for renovation until spring.').waitFor();

    // The database trigger purges the edge copy of the page; the purge travels through LISTEN/NOTIFY, so allow it a moment.
    let status = 0;
    for (let i = 0; i < 20 && status !== 404; i++) {
      status = (await visitor.goto(new URL(hotelPath, ctx.baseUrl).toString()))?.status() ?? 0;
      if (status !== 404) await visitor.waitForTimeout(250);
    }
    assert.equal(status, 404, "a hidden hotel's page is not found");
    await openPath(ctx, visitor, `/hotels?city=${encodeURIComponent(city)}`);
    assert.equal(await visitor.getByRole('link', { name }).count(), 0, 'a hidden hotel leaves the list');
    await visitor.context().close();
  });
});
