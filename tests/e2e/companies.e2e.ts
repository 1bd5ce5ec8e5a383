/**
 * Companies scenario (issue 13 'Tests'): a new member asks for a company; the operator's review (the service function
 * behind `npm run company:review`) approves it and mails the owner; the owner buys the Starter plan through the test
 * checkout (signed webhooks set the subscription); the owner invites a second member by e-mail, who accepts and posts a company ad whose
 * page shows the purchase button to the external website; a visitor sees the public company page with the ad.
 * The review needs the app's database while the app runs, so this scenario runs when run.ts was given
 * E2E_DATABASE_URL (a PostgreSQL server): `E2E_DATABASE_URL=postgres://… npm run test:e2e -- companies`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { reviewCompany } from '../../server/modules/companies/service.ts';
import { createLogger } from '../../server/platform/log.ts';
import { createMailer } from '../../server/platform/mail.ts';
import { apiData, E2E_ENV, e2e, freshUser, hydrated, newPage, openPath, registerThroughDialog, sessionToken, signInThroughDialog, type E2EContext } from './context.ts';

const STEP = { timeout: 90_000 };
const DB_URL = process.env[E2E_ENV.databaseUrl];
if (!DB_URL) console.info('companies.e2e.ts skipped: run with E2E_DATABASE_URL=postgres://… (the operator review needs the database while the app runs; PGlite serves one process).');

const owner = freshUser('co');
const BOB = { email: 'bob@example.com', password: 'Demo1234!', name: 'Bob Martin' };
const companyName = `Nordlicht Audio ${Date.now().toString(36)}`;
const website = 'https://nordlicht-audio.example.com/turntable';

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
  });

  test('the operator approves it and the owner is e-mailed; the owner buys a plan through the test checkout', STEP, async () => {
    assert.ok(companyId > 0, 'the request of the first test was not sent');
    const since = Date.now() - 1000;
    const config = loadConfig({ ...process.env, APP_URL: ctx.baseUrl, DATABASE_URL: DB_URL });
    const mail = createMailer({ smtpUrl: process.env[E2E_ENV.smtpUrl], from: config.MAIL_FROM, outboxDir: '', log: createLogger() });
    assert.deepEqual(await reviewCompany({ db: database.db, mail, config }, companyId, 'approve', ''), { status: 'approved', mailedTo: owner.email });
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

  test('the owner invites a member by e-mail; the member accepts and posts a company ad with a purchase button', STEP, async () => {
    const p = pages[0]!;
    await p.getByLabel("Member's e-mail address").fill(BOB.email);
    await p.getByRole('button', { name: 'Find member' }).click();
    await p.getByRole('button', { name: 'Invite as moderator' }).click();
    await p.getByText('Bob Martin has been invited.').waitFor();
    await p.getByText('Invited, waiting for an answer').waitFor();

    const bob = await page();
    await openPath(ctx, bob, '/account/companies');
    await signInThroughDialog(bob, BOB);
    const request = bob.locator('li', { hasText: companyName });
    await request.getByRole('button', { name: 'Accept' }).click();
    await bob.getByRole('heading', { name: 'Companies I moderate' }).waitFor();
    await bob.locator('li', { hasText: companyName }).getByRole('link', { name: `View ${companyName}` }).waitFor();

    // Create Ad's company selection offers exactly the companies bob may post for: this one among them.
    const token = await sessionToken(bob);
    const mine = await apiData<{ moderator: { id: number }[] }>(ctx, '/company/my-companies', token);
    assert.ok(mine.moderator.some((c) => c.id === companyId));

    const [cat] = await apiData<{ id: number; children?: { id: number }[] }[]>(ctx, '/category-list');
    const { data: [currency] } = await apiData<{ data: { id: number }[] }>(ctx, '/currencies');
    const fd = new FormData();
    for (const [k, v] of Object.entries({
      category_id: String(cat!.children?.[0]?.id ?? cat!.id),
      name: 'Belt-drive turntable, new',
      description: 'A new belt-drive turntable with cartridge',
      price: '399',
      currency_id: String(currency!.id),
      type: '2',
      company_id: String(companyId),
      external_website: website,
      purchase_button_text: 'Buy Now',
      location: 'Hamburg, Germany',
      lat: '53.55',
      lon: '9.99',
    }))
      fd.append(k, v);
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#345' } }).jpeg().toBuffer();
    fd.append('attachment[]', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'turntable.jpg');
    const res = await fetch(new URL('/api/v1/seller/ads/create', ctx.baseUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: fd });
    const body = (await res.json()) as { data: { id: number; company_id: number } };
    assert.equal(res.status, 200, JSON.stringify(body));
    assert.equal(body.data.company_id, companyId);
    adId = body.data.id;

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
