/**
 * Chat between two members in two browsers (issue 12): carol opens 'Message the seller' on one of alice's ads (the
 * docked panel at 1440 px) and writes; alice, on a phone-sized page, sees the unread badge rise without reloading,
 * opens the chat (the ad travels with the message) and carol's message reads 'Read' on carol's side at once; alice
 * answers live; carol makes an offer from inside the chat on a negotiable ad, alice sees it arrive and carol withdraws
 * it; carol makes an offer from the ad's page, alice counters in the chat and carol accepts; on alice's side a
 * message's markup and links show as typed text, the ten newest messages come first and 'Load Previous Messages'
 * brings the one before, the contact search narrows the list, a call button tells that calls need the app, a photo
 * opens in the lightbox and a message is reported; alice blocks carol and carol can no longer write; the Block List
 * lifts the block, and Delete Chat takes the conversation off alice's list only. Then the AI agent
 * answers 'bike under 300' with bicycles under 300, and a photo of an ad with items that look like it.
 * Run through `npm run test:e2e -- chat` (tests/e2e/run.ts provides the app with the demo data and the browser).
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { HISTORY_STEP } from '../../src/lib/chat/rules.ts';
import { acceptConsent, apiData, e2e, newPage, openPath, sessionToken, signInThroughDialog, type E2EContext } from './context.ts';

const STEP = { timeout: 90_000 };
const DEMO_PASSWORD = 'Demo1234!';
const alice = { email: 'alice@example.com', name: 'Alice Walker', password: DEMO_PASSWORD };
const carol = { email: 'carol@example.com', name: 'Carol Rusu', password: DEMO_PASSWORD };

type Ad = { id: number; name: string; price: string; is_negotiable: number | string };

describe('chat between two members', () => {
  let ctx: E2EContext;
  let sellerSide: { context: BrowserContext; page: Page };
  let buyerSide: { context: BrowserContext; page: Page };
  let ad: Ad;
  let negotiable: Ad;

  before(async () => {
    ctx = await e2e();
    sellerSide = await newPage(ctx, { width: 1280, height: 860 });
    buyerSide = await newPage(ctx, { width: 1440, height: 900 });
    for (const [side, user] of [
      [sellerSide, alice],
      [buyerSide, carol],
    ] as const) {
      await openPath(ctx, side.page, '/');
      await acceptConsent(side.page);
      await signInThroughDialog(side.page, user);
    }
    const token = await sessionToken(sellerSide.page);
    const ads = await apiData<Ad[]>(ctx, '/seller/ads/user-list?status=active', token);
    assert.ok(ads.length > 0, 'alice has an active demo ad');
    ad = ads[0]!;
    // Her negotiable ad may be on a later page of My Ads (newest first).
    let offerable = ads.find((a) => Number(a.is_negotiable) === 1);
    for (let page = 2; page <= 10 && !offerable; page++) {
      const more = await apiData<Ad[]>(ctx, `/seller/ads/user-list?status=active&page=${page}`, token);
      if (more.length === 0) break;
      offerable = more.find((a) => Number(a.is_negotiable) === 1);
    }
    assert.ok(offerable, 'alice has a negotiable demo ad');
    negotiable = offerable;
    // Alice waits on a phone-sized page: the tab bar carries the unread badge.
    await sellerSide.page.setViewportSize({ width: 390, height: 844 });
  });

  after(async () => {
    await sellerSide?.context.close();
    await buyerSide?.context.close();
    await ctx?.browser.close();
  });

  const dock = () => buyerSide.page.getByRole('complementary', { name: 'Messages' });
  // On a phone the unread badge sits on the Messages tab, or on Profile where Hotels and Coffee took that place.
  const tabBadge = () => sellerSide.page.getByRole('navigation', { name: 'Quick navigation' }).locator('.tabbar-badge');

  test('the buyer messages the seller from the ad, the seller sees it live and the read receipt comes back', STEP, async () => {
    const { page } = buyerSide;
    await openPath(ctx, page, `/product/${ad.id}`);
    await page.getByRole('button', { name: 'Message the seller' }).click();
    await dock().getByText('About this ad').waitFor();
    await dock().getByText(ad.name).first().waitFor();
    const field = dock().getByLabel('Message', { exact: true });
    // Nothing to send: the composer says what it needs and sends nothing.
    await field.press('Enter');
    await dock().getByRole('alert').filter({ hasText: "Please write a message or attach an image to send" }).waitFor();
    assert.equal(await dock().locator('.chat-msg-mine').count(), 0);
    // Shift+Enter starts a new line; Enter sends.
    await field.fill('Hello!');
    await field.press('Shift+Enter');
    await field.pressSequentially('Is it still available?');
    assert.equal(await field.inputValue(), 'Hello!\nIs it still available?');
    await field.press('Enter');
    await dock().getByRole('alert').waitFor({ state: 'detached' });
    await dock().locator('.chat-msg-mine').filter({ hasText: 'Is it still available?' }).waitFor();
    await dock().getByText('Sent', { exact: true }).waitFor();

    // Alice's page never reloads: the badge rises from the socket.
    await tabBadge().waitFor();
    assert.match((await tabBadge().textContent()) ?? '', /^1/);

    const seller = sellerSide.page;
    await seller.getByRole('button', { name: 'Open menu' }).click();
    await seller.locator('#tb-drawer').getByRole('link', { name: 'Messages', exact: true }).click();
    await seller.waitForURL('**/messages');
    const row = seller.getByRole('button', { name: /Carol/ }).first();
    await row.getByLabel('1 unread message').waitFor();
    await row.click();
    await seller.locator('.chat-msg').getByText('Is it still available?').waitFor();
    await seller.locator('.chat-msg').getByText('About this ad').waitFor();
    await tabBadge().waitFor({ state: 'detached' });

    // Carol's message is read: her window says so without a reload.
    await dock().getByText('Read', { exact: true }).waitFor();

    const reply = seller.getByLabel('Message', { exact: true });
    await reply.fill('Yes, it is!');
    await reply.press('Enter');
    await dock().locator('.chat-msg-theirs').filter({ hasText: 'Yes, it is!' }).waitFor();
  });

  test('the buyer makes an offer from inside the chat, the seller sees it arrive live, and the buyer withdraws it', STEP, async () => {
    const { page } = buyerSide;
    const amount = Math.floor(Number(negotiable.price) * 0.7);
    await openPath(ctx, page, `/product/${negotiable.id}`);
    await page.getByRole('button', { name: 'Message the seller' }).click();
    // The chat already holds the first step's ad; the ad waiting to go with the next message is this one.
    await dock().getByRole('link', { name: `About this ad ${negotiable.name}` }).first().waitFor();
    const makeOffer = dock().getByRole('button', { name: 'Make an offer' });
    await makeOffer.click();
    const dialog = page.getByRole('dialog', { name: 'Make an offer' });
    await dialog.getByLabel(/Your offer/).fill(String(amount));
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The card joins the buyer's chat and the action gives way to the waiting line, which takes the focus.
    const mine = dock().locator('.chat-msg-mine.chat-msg-offer').last();
    await mine.getByText('Waiting for the seller').waitFor();
    const waiting = dock().getByText(/Your offer of .* is waiting for the seller's answer/);
    await waiting.waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('offer-chat-note'));
    assert.equal(await makeOffer.count(), 0);

    // Alice's chat with carol is open on her phone: the offer arrives without a reload, and her side has no action.
    const seller = sellerSide.page;
    await seller.locator('.chat-msg').filter({ hasText: 'Waiting for your answer' }).last().waitFor();
    assert.equal(await seller.getByRole('button', { name: 'Make an offer' }).count(), 0);

    // Withdrawn, the offer no longer waits: the action comes back for the buyer's second offer of three.
    await mine.getByRole('button', { name: 'Withdraw' }).click();
    await seller.locator('.chat-msg').filter({ hasText: 'Offer withdrawn' }).waitFor();
    await makeOffer.waitFor();
    await page.keyboard.press('Escape');
    await dock().waitFor({ state: 'detached' });
  });

  test('the buyer makes an offer, the seller counters in the chat and the buyer accepts', STEP, async () => {
    const { page } = buyerSide;
    const listed = Number(negotiable.price);
    const offer = Math.floor(listed * 0.8);
    const counter = Math.floor(listed * 0.9);
    await openPath(ctx, page, `/product/${negotiable.id}`);
    await page.getByRole('button', { name: 'Make an offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an offer' });
    await dialog.getByLabel(/Your offer/).fill(String(offer));
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await page.getByText(/Your offer of .* has been sent to the seller/).waitFor();

    const seller = sellerSide.page;
    const made = seller.locator('.chat-msg').filter({ hasText: 'Waiting for your answer' }).last();
    await made.waitFor();
    await made.getByRole('button', { name: 'Counter' }).click();
    await made.getByLabel(/Your counter-offer/).fill(String(counter));
    await made.getByRole('button', { name: 'Send counter-offer' }).click();

    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: /^Messages/ }).first().click();
    await dock().getByRole('button', { name: /Alice/ }).first().click();
    const countered = dock().locator('.chat-msg').filter({ hasText: 'Counter-offer' }).last();
    // While the counter waits for carol, the chat says so instead of offering to make another offer.
    const answerLine = dock().getByText(/The seller countered with .*: your answer is in this chat/);
    await answerLine.waitFor();
    await countered.getByRole('button', { name: 'Accept' }).click();
    await seller.locator('.chat-msg').filter({ hasText: 'Offer accepted' }).waitFor();
    await dock().locator('.chat-msg').filter({ hasText: 'Offer accepted' }).waitFor();
    // The ad is promised to carol now: no offer action is left in the chat.
    await answerLine.waitFor({ state: 'detached' });
    assert.equal(await dock().getByRole('button', { name: 'Make an offer' }).count(), 0);
    await dock().getByRole('button', { name: 'Close' }).first().click();
  });

  test("the seller's side: markup and links stay text, earlier messages come 10 at a time, contacts are searched, calls need the app", STEP, async () => {
    const seller = sellerSide.page;
    const idOf = (p: Page) => p.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? '{}') as { user: { id: number } }).user.id);
    const [carolId, aliceId, token] = [await idOf(buyerSide.page), await idOf(seller), await sessionToken(buyerSide.page)];
    const say = async (content: string) => {
      const res = await fetch(new URL('/api/v1/send-message', ctx.baseUrl), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ sender_id: carolId, receiver_id: aliceId, content }),
      });
      assert.equal(res.status, 200, await res.text());
    };
    const markup = '<b>Half price?</b> <a href="https://example.com/x">see here</a> https://example.com/deal';
    await say(markup);
    for (let i = 1; i <= HISTORY_STEP; i++) await say(`Filler ${i}`);

    await openPath(ctx, seller, '/messages');
    const search = seller.getByPlaceholder('Search conversations...');
    await search.fill('zzzq');
    await seller.getByRole('button', { name: /Carol/ }).first().waitFor({ state: 'detached' });
    await search.fill('car');
    await seller.getByRole('button', { name: /Carol/ }).first().click();
    await seller.locator('.chat-msg').filter({ hasText: `Filler ${HISTORY_STEP}` }).waitFor();
    // The newest ten are shown; the message before them comes with the next step.
    const older = seller.locator('.chat-msg').filter({ hasText: 'Half price?' });
    assert.equal(await older.count(), 0);
    await seller.getByRole('button', { name: 'Load Previous Messages' }).click();
    await older.waitFor();
    assert.equal(await older.innerText().then((text) => text.includes('<b>Half price?</b> <a href="https://example.com/x">see here</a>')), true, 'the markup shows as typed');
    assert.equal(await seller.locator('.chat-msg b, .chat-msg a[href*="example.com"]').count(), 0, 'no markup or link is made from a message');

    await seller.getByRole('button', { name: 'Audio call' }).click();
    const calls = seller.getByRole('dialog', { name: 'Calls need the mobile app' });
    await calls.getByText('The app is not in the stores yet.').waitFor();
    await calls.getByRole('button', { name: 'Maybe Later' }).click();
    await calls.waitFor({ state: 'hidden' });

    // A photo carol sends opens in the lightbox.
    const photo = new FormData();
    photo.append('sender_id', String(carolId));
    photo.append('receiver_id', String(aliceId));
    photo.append('attachment[]', new File([new Uint8Array(await sharp({ create: { width: 480, height: 320, channels: 3, background: '#c2410c' } }).jpeg().toBuffer())], 'lamp.jpg', { type: 'image/jpeg' }));
    const sent = await fetch(new URL('/api/v1/send-message', ctx.baseUrl), { method: 'POST', headers: { accept: 'application/json', authorization: `Bearer ${token}` }, body: photo });
    assert.equal(sent.status, 200, await sent.text());
    await seller.getByRole('button', { name: 'Open the image' }).last().click();
    const lightbox = seller.getByRole('dialog', { name: 'Image' });
    await lightbox.getByRole('img').waitFor();
    await seller.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'hidden' });

    // Reporting a message from the conversation.
    await seller.getByRole('button', { name: 'Report message' }).last().click();
    const report = seller.getByRole('dialog', { name: 'Report this message' });
    await report.getByRole('textbox', { name: 'What is wrong with it?' }).fill('Pushes a deal outside the marketplace.');
    await report.getByRole('button', { name: 'Report', exact: true }).click();
    await seller.getByText('Thank you. Our moderators will look at this message.').waitFor();
  });

  test('a blocked member can no longer write, until the Block List lifts the block', STEP, async () => {
    const seller = sellerSide.page;
    await seller.getByRole('button', { name: 'Back to conversations' }).click();
    await seller.getByRole('button', { name: /Options for the chat with Carol/ }).click();
    await seller.getByRole('menuitem', { name: 'Block User' }).click();
    const confirm = seller.getByRole('dialog', { name: /Block Carol/ });
    await confirm.getByRole('button', { name: 'Block User' }).click();
    await confirm.waitFor({ state: 'hidden' });

    await buyerSide.page.getByRole('link', { name: /^Messages/ }).first().click();
    await dock().getByRole('button', { name: /Alice/ }).first().click();
    const field = dock().getByLabel('Message', { exact: true });
    await field.fill('Hello again?');
    await field.press('Enter');
    await dock().getByText('This member does not accept your messages.').waitFor();

    await seller.getByRole('button', { name: 'Chat options' }).click();
    await seller.getByRole('menuitem', { name: 'Block List' }).click();
    const blacklist = seller.getByRole('dialog', { name: 'Blacklist' });
    await blacklist.getByRole('button', { name: /Unblock Carol/ }).click();
    await blacklist.getByText('You have not blocked anyone.').waitFor();
    await blacklist.getByRole('button', { name: 'Close' }).first().click();

    // Delete Chat takes the conversation off alice's list only.
    await openPath(ctx, seller, '/messages');
    await seller.getByRole('button', { name: /Options for the chat with Carol/ }).click();
    await seller.getByRole('menuitem', { name: 'Delete Chat' }).click();
    await seller.getByRole('dialog', { name: 'Delete this chat?' }).getByRole('button', { name: 'Delete Chat' }).click();
    await seller.getByRole('button', { name: /Options for the chat with Carol/ }).waitFor({ state: 'detached' });
    await openPath(ctx, buyerSide.page, '/messages');
    await buyerSide.page.getByRole('button', { name: /Alice/ }).first().waitFor();
  });

  test("the AI agent answers 'bike under 300' with bicycles under 300", STEP, async () => {
    const seller = sellerSide.page;
    await openPath(ctx, seller, '/ai-chat');
    const field = seller.getByLabel('Message', { exact: true });
    await field.fill('bike under 300');
    await field.press('Enter');
    const cards = seller.locator('.chat-products li');
    await cards.first().waitFor({ timeout: 30_000 });
    const names = await cards.locator('.chat-product-name').allTextContents();
    const prices = (await cards.locator('.chat-product-price').allTextContents()).map((p) => Number(p.replace(/[^\d.]/g, '')));
    assert.ok(names.length > 0);
    assert.match(names[0]!, /bike|bicycle/i);
    for (const price of prices) assert.ok(price <= 300, `a card priced ${price} answers 'under 300'`);
  });

  test('the AI agent answers a photo with items that look like it', STEP, async () => {
    const seller = sellerSide.page;
    const photoUrl = await seller.locator('.chat-products li img').first().getAttribute('src');
    assert.ok(photoUrl, 'the answer shows a photo');
    const photo = join(ctx.resultsDir, 'chat-photo.jpg');
    writeFileSync(photo, Buffer.from(await (await fetch(new URL(photoUrl, ctx.baseUrl))).arrayBuffer()));
    const before = await seller.locator('.chat-products').count();
    await seller.locator('.chat-composer input[type=file]').setInputFiles(photo);
    await seller.locator('.chat-msg-mine .chat-images img').last().waitFor({ timeout: 30_000 });
    await seller.locator('.chat-products').nth(before).waitFor({ timeout: 30_000 });
    const names = await seller.locator('.chat-products').nth(before).locator('.chat-product-name').allTextContents();
    assert.match(names[0]!, /bike|bicycle/i, 'the photographed bicycle comes first');
  });
});
