/**
 * Companies scenario (issue 13 'Tests'): a new member asks for a company (a visitor finds no public page while it
 * waits); an operator approves it through the
 * console's call (POST /admin/companies/{id}/approve) and the owner is mailed; the owner buys the Starter plan through the test
 * checkout (signed webhooks set the subscription); the owner invites a second member by e-mail, who is mailed, accepts
 * and posts a company ad through Create Ad, whose company selection lists exactly the companies they may post for;
 * the ad's page shows the purchase button to the external website; a visitor sees the public company page with the ad.
 * Making the operator needs the app's database while the app runs, so this scenario runs when run.ts was given
 * E2E_DATABASE_URL (a PostgreSQL server): `E2E_DATABASE_URL=postgres://… npm run test:e2e -- companies`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { ROLES } from '../../common/roles.ts';
import sharp from 'sharp';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { rows } from '../../server/db/rows.ts';
import { acceptConsent, apiData, E2E_ENV, e2e, freshUser, hydrated, newPage, openPath, registerThroughDialog, sessionToken, signInThroughDialog, type E2EContext } from './context.ts';

const STEP = { timeout: 90_000 };
const DB_URL = process.env[E2E_ENV.databaseUrl];
if (!DB_URL) console.info('companies.e2e.ts skipped: run with E2E_DATABASE_URL=postgres://… (making an operator needs the database while the app runs; PGlite serves one process).');

const owner = freshUser('co');
const BOB = { email: 'bob@example.com', password: 'Demo1234!', name: 'Bob Martin' };
const DAVE = { email: 'dave@example.com', password: 'Demo1234!' };
const companyName = `Nordlicht Audio ${Date.now().toString(36)}`;
const website = 'https://nordlicht-audio.example.com/turntable';
const adTitle = `Belt-drive turntable ${Date.now().toString(36)}`;

describe('companies: request, review, moderator, company ad, public page', { skip: !DB_URL }, () => {
  let ctx: E2EContext;
  let database: Database;
  let companyId = 0;
  let adId = 0;
  const pages: Page[] = [];

  before(async () => {
    ctx = await e2e();
    database = await openDatabase({ databaseUrl: DB_URL, dataDir: '' });
  });

  after(async () => {
    for (const p of pages) await p.context().close();
    await database?.close();
    await ctx?.browser.close();
  });

  async function page() {
    const { page: p } = await newPage(ctx);
    pages.push(p);
    return p;
  }

  test('a member sends a company request; it waits for review', STEP, async () => {
    const p = await page();
    await openPath(ctx, p, '/');
    await registerThroughDialog(ctx, p, owner);
    await openPath(ctx, p, '/account/companies');
    await Promise.all([p.waitForURL('**/account/companies/create'), p.getByRole('link', { name: 'Create company' }).click()]);
    // The form is a React island: what is typed before it hydrates would be lost.
    await hydrated(p);
    await p.getByRole('heading', { name: 'Create a company' }).waitFor();
    await p.getByLabel('Company name').fill(companyName);
    await p.getByLabel('Description').fill('Turntables and speakers, set up in our listening room.');
    await p.getByLabel('Website').fill('https://nordlicht-audio.example.com');
    await p.getByLabel('E-mail').fill('hello@nordlicht-audio.example.com');
    await p.getByLabel('City').fill('Hamburg');
    await p.getByLabel('Country').fill('Germany');
    const logo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0a5' } }).png().toBuffer();
    await p.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await p.getByRole('button', { name: 'Send request' }).click();
    await p.waitForURL(/\/account\/companies\/\d+\?created=1$/);
    companyId = Number(/companies\/(\d+)/.exec(p.url())![1]);
    await p.getByText('Your company request has been sent.').waitFor();
    await p.getByText('Waiting for review').first().waitFor();
    assert.equal(await p.getByRole('link', { name: 'View public page' }).count(), 0);
    // Until it is approved, visitors find no public page.
    const visitor = await page();
    const answer = await visitor.goto(new URL(`/company/${companyId}`, ctx.baseUrl).toString());
    assert.equal(answer?.status(), 404);
    await visitor.getByText('This company could not be found.').waitFor();
    assert.equal(await visitor.getByRole('heading', { name: companyName }).count(), 0);
  });

  test('the operator approves it and the owner is e-mailed; the owner buys a plan through the test checkout', STEP, async () => {
    assert.ok(companyId > 0, 'the request of the first test was not sent');
    const since = Date.now() - 1000;
    // A demo member made an operator (what `npm run operator` does) approves it through the console's call.
    await database.db.execute(sql`update users set role_id = ${ROLES.operator} where email = ${DAVE.email}`);
    const signIn = new FormData();
    signIn.append('email', DAVE.email);
    signIn.append('password', DAVE.password);
    const session = await fetch(new URL('/api/v1/auth/login', ctx.baseUrl), { method: 'POST', headers: { accept: 'application/json' }, body: signIn });
    const { token } = ((await session.json()) as { data: { token: string } }).data;
    const approved = await fetch(new URL(`/api/v1/admin/companies/${companyId}/approve`, ctx.baseUrl), { method: 'POST', headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
    assert.equal(approved.status, 200);
    assert.deepEqual(((await approved.json()) as { data: { status: string; mailed_to: string } }).data, { id: companyId, status: 'approved', rejection_reason: null, mailed_to: owner.email });
    const mailed = await ctx.mailbox.waitFor((m) => m.to.includes(owner.email) && m.subject.includes(companyName), { since });
    assert.match(mailed.subject, /is approved/);
    const p = pages[0]!;
    await openPath(ctx, p, `/account/companies/${companyId}`);
    await p.getByText('Approved', { exact: true }).first().waitFor();
    await Promise.all([p.waitForURL(`**/account/companies/${companyId}/subscription`), p.getByRole('link', { name: 'Choose a plan' }).click()]);
    await hydrated(p);
    await Promise.all([p.waitForURL(/\/test-checkout\//, { timeout: 20_000 }), p.getByRole('button', { name: 'Subscribe to Starter', exact: true }).click()]);
    await hydrated(p);
    await Promise.all([p.waitForURL(/\/subscription\/success\?session_id=/, { timeout: 20_000 }), p.getByRole('button', { name: /^Pay / }).click()]);
    await p.getByRole('heading', { name: 'Subscription active!' }).waitFor();
    await openPath(ctx, p, `/account/companies/${companyId}`);
    await p.getByText('0 of 10 company ads used').first().waitFor();
    assert.equal(await p.getByRole('link', { name: 'Manage subscription' }).getAttribute('href'), `/account/companies/${companyId}/subscription`);
  });

  test('the owner invites a member by e-mail, who is mailed, accepts and posts a company ad through Create Ad', STEP, async () => {
    const p = pages[0]!;
    const since = Date.now() - 1000;
    await p.getByLabel("Member's e-mail address").fill(BOB.email);
    await p.getByRole('button', { name: 'Find member' }).click();
    await p.getByRole('button', { name: 'Invite as moderator' }).click();
    await p.getByText('Bob Martin has been invited.').waitFor();
    await p.getByText('Invited, waiting for an answer').waitFor();
    const invitation = await ctx.mailbox.waitFor((m) => m.to.includes(BOB.email) && m.subject.includes(companyName), { since });
    // The link leads to the screen where moderator requests are answered.
    const link = `${new URL(ctx.baseUrl).origin}/account/companies`;
    assert.ok(invitation.text.split(/\r?\n/).some((line) => line.trimEnd().endsWith(` ${link}`)), invitation.text);

    const bob = await page();
    await openPath(ctx, bob, '/account/companies');
    await signInThroughDialog(bob, BOB);
    // The consent prompt would cover Create Ad's buttons later on.
    await acceptConsent(bob);
    const request = bob.locator('li', { hasText: companyName });
    await request.getByRole('button', { name: 'Accept' }).click();
    await bob.getByRole('heading', { name: 'Companies I moderate' }).waitFor();
    await bob.locator('li', { hasText: companyName }).getByRole('link', { name: `View ${companyName}` }).waitFor();

    // Companies bob sees but may not post for: one waiting for review, one whose subscription has run out.
    const token = await sessionToken(bob);
    const [bobRow] = await rows<{ id: number }>(database.db, sql`select id from users where email = ${BOB.email}`);
    await database.db.execute(sql`insert into companies (user_id, name, city, status) values (${bobRow!.id}, ${`${companyName} pending`}, 'Paris', 'pending')`);
    await database.db.execute(
      sql`insert into companies (user_id, name, city, status, approved_at, subscription_expires_at) values (${bobRow!.id}, ${`${companyName} expired`}, 'Paris', 'approved', now(), now() - interval '1 day')`,
    );
    type Listed = { name: string; status: string; active_subscription: { status: string } | null; remaining_ads: number };
    const mine = await apiData<{ companies: Listed[]; moderator: Listed[] }>(ctx, '/company/my-companies', token);
    const postable = [...mine.companies, ...mine.moderator].filter((c) => c.status === 'approved' && c.active_subscription?.status === 'active' && c.remaining_ads > 0).map((c) => c.name);
    assert.ok(postable.includes(companyName));

    await openPath(ctx, bob, '/add-listing');
    await bob.getByRole('heading', { name: 'Create Ad', level: 1 }).waitFor();
    await bob.getByRole('button', { name: 'Electronics', exact: true }).click();
    await bob.getByRole('button', { name: 'TV & Audio', exact: true }).click();
    await bob.getByRole('button', { name: 'Hi-Fi & Home Cinema', exact: true }).click();

    const details = bob.getByRole('region', { name: 'Ad Details' });
    await details.getByRole('radio', { name: 'Commercial / Company' }).check();
    // The company selection lists exactly the companies bob may post for.
    const select = details.getByRole('combobox', { name: 'Company', exact: true });
    await select.waitFor();
    const offered = (await select.locator('option').allTextContents()).slice(1);
    assert.deepEqual([...offered].sort(), [...postable].sort());
    assert.ok(!offered.some((name) => name.endsWith(' pending') || name.endsWith(' expired')));
    await select.selectOption({ label: companyName });
    await details.getByRole('textbox', { name: 'External website' }).fill(website);
    await details.getByRole('spinbutton', { name: 'Price' }).fill('399');
    await details.getByRole('button', { name: 'Choose on map' }).click();
    const map = bob.getByRole('dialog', { name: 'Ad location' });
    await map.getByRole('combobox', { name: 'City or place' }).fill('Cluj-Napoca');
    await map.getByRole('option', { name: /^Cluj-Napoca/ }).first().click();
    await map.getByText('Selected: Cluj-Napoca').waitFor();
    await map.getByRole('button', { name: 'Use this location' }).click();
    await map.waitFor({ state: 'hidden' });
    await details.getByRole('textbox', { name: 'Ad title' }).fill(adTitle);
    await details.getByRole('textbox', { name: 'Short description' }).fill('A new belt-drive turntable with cartridge');
    await details.getByRole('button', { name: 'Continue' }).click();

    const seller = bob.getByRole('region', { name: 'Seller Information' });
    await seller.getByRole('button', { name: 'Continue' }).click();
    const photos = bob.getByRole('region', { name: 'Photos' });
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#345' } }).jpeg().toBuffer();
    await photos.getByLabel('Add photos').setInputFiles({ name: 'turntable.jpg', mimeType: 'image/jpeg', buffer: photo });
    await photos.getByRole('list', { name: 'Selected photos' }).getByRole('img').first().waitFor();
    await photos.getByRole('button', { name: 'Continue' }).click();
    const payment = bob.getByRole('region', { name: 'Payment options' });
    await payment.getByRole('radio', { name: /Regular/ }).check();
    await payment.getByRole('button', { name: 'Review' }).click();
    const review = bob.getByRole('dialog', { name: 'Review your ad' });
    await review.getByText(companyName, { exact: true }).waitFor();
    await review.getByRole('button', { name: 'Publish' }).click();
    await bob.waitForURL(/\/user-ads/, { timeout: 30_000 });
    await hydrated(bob);
    const row = bob.getByRole('link', { name: adTitle, exact: true }).first();
    adId = Number(/\/product\/(\d+)/.exec((await row.getAttribute('href')) ?? '')?.[1]);
    assert.ok(adId > 0, 'My Ads links to the new company ad');
    const ad = await apiData<{ type: number; company_id: number; external_website: string }>(ctx, `/seller/ads/single/${adId}`, token);
    assert.deepEqual([ad.type, ad.company_id, ad.external_website], [2, companyId, website]);

    await openPath(ctx, bob, `/product/${adId}`);
    const buy = bob.getByRole('link', { name: 'Buy Now' });
    assert.equal(await buy.getAttribute('href'), website);
  });

  test('a visitor sees the public company page with its ad, meta and JSON-LD Organization', STEP, async () => {
    assert.ok(adId > 0, 'the company ad was not posted');
    const visitor = await page();
    await openPath(ctx, visitor, `/company/${companyId}`);
    await visitor.getByRole('heading', { level: 1, name: companyName }).waitFor();
    await visitor.getByText('1 company ad', { exact: true }).waitFor();
    assert.equal(await visitor.locator(`a[href="/product/${adId}"]`).count(), 1);
    const ld = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
    assert.equal(ld['@type'], 'Organization');
    assert.equal(ld.name, companyName);
    assert.match(await visitor.title(), new RegExp(companyName));
    // No sign-in dialog for a visitor: the page is public.
    assert.equal(await visitor.getByRole('dialog', { name: 'Authorization', exact: true }).count(), 0);
  });
});
