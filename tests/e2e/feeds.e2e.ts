/**
 * Feeds scenario (issue 15): alice posts a video feed with a caption and her device's position through Add Feed (a
 * 2-second H.264 clip made here with the ffmpeg the media packages ship; 'Adding...' and the upload's progress while
 * it goes), finds it in My Feeds; carol opens it in Shorts, hears nothing until she unmutes, likes it, is told a blank
 * comment cannot be sent, comments, replies to her comment; in Shorts one wheel gesture moves one feed, a heart the
 * server refuses goes back, and the footer and create menu are hidden; a visitor is asked to sign in to like or
 * comment, and sees Shorts' error state with a Retry that works and its empty state; the feed viewer walks previous
 * and next, copies the link, opens Complain, and shows the phone's swipe hint once; a video that needs converting
 * shows 'Processing...' until it is ready; alice deletes the feed in My Feeds and its page answers 404. Screens at
 * 390 and 1440 px are saved in test-results (feeds-*.png).
 * Run through `npm run test:e2e -- feeds` (tests/e2e/run.ts provides the app with the demo data and the browser).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import type { BrowserContext, Page } from 'playwright-core';
import { acceptConsent, apiData, e2e, newPage, openPath, sessionToken, signInThroughDialog, type E2EContext } from './context.ts';
import { startFailingSite } from './failing-origin.ts';

const STEP = { timeout: 120_000 };
const ALICE = { email: 'alice@example.com', password: 'Demo1234!', name: 'Alice Walker' };
const CAROL = { email: 'carol@example.com', password: 'Demo1234!', name: 'Carol Rusu' };
const CAPTION = `Sunset over the Thames ${Date.now().toString(36)}`;
const COMMENT = 'Lovely colours!';
const REPLY = 'Thank you, it was a calm evening.';
const SLIP = 'Oops, meant for another feed.';

/** Alice's device position: Edinburgh, far from the map's default point (London), so the test tells them apart. */
const DEVICE = { latitude: 55.9533, longitude: -3.1883 };

type Feed = { id: number; comment: string; location: string; lat: number | null; lon: number | null; total_like: number; total_comment: number; attachments: { url: string; type: string }[] };

/** A short web-ready MP4 (H.264 and AAC) with a test picture and tone. */
function makeClip(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'feeds-e2e-')), 'thames.mp4');
  execFileSync(ffmpeg.path, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=360x640:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '2', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', file]);
  return file;
}

/** A 12-second MPEG-4 Part 2 clip in Matroska: not web-ready, so the server converts it in the background. */
function makeUnconvertedClip(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'feeds-e2e-')), 'harbour.mkv');
  execFileSync(ffmpeg.path, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25', '-t', '12', '-c:v', 'mpeg4', '-q:v', '5', file]);
  return file;
}

describe('feeds: post, Shorts, comments and replies, delete', () => {
  let ctx: E2EContext;
  let owner: { context: BrowserContext; page: Page };
  let viewer: { context: BrowserContext; page: Page };
  let feed: Feed;

  before(async () => {
    ctx = await e2e();
    owner = await newPage(ctx);
    await owner.context.grantPermissions(['geolocation']);
    await owner.context.setGeolocation(DEVICE);
    viewer = await newPage(ctx);
  });

  after(async () => {
    await owner?.context.close();
    await viewer?.context.close();
    await ctx?.browser.close();
  });

  test('alice posts a video feed with a caption and her location', STEP, async () => {
    const { page } = owner;
    await openPath(ctx, page, '/');
    await acceptConsent(page);
    await signInThroughDialog(page, ALICE);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openPath(ctx, page, '/add-feeds');
      await page.getByRole('heading', { level: 1, name: 'Add Feed' }).waitFor();
      await page.getByText('Finding your position...').waitFor({ state: 'detached', timeout: 20_000 });
      await page.screenshot({ path: join(ctx.resultsDir, `feeds-add-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    // The device position, named by the nearest place.
    const place = (await page.locator('.af-place p').textContent())!.trim();
    assert.ok(place.length > 0 && place !== 'No location chosen yet', `a location is chosen: ${place}`);

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const missing = page.getByRole('dialog', { name: 'Missing Data' });
    await missing.getByText('Please provide all required fields.').waitFor();
    await missing.getByRole('button', { name: 'OK', exact: true }).click();

    await page.locator('input[type=file]').setInputFiles(makeClip());
    await page.locator('.af-previews video').waitFor();
    await page.getByLabel('Caption').fill(CAPTION);
    // The server's answer waits a moment, so what the page shows while it works can be seen.
    await page.route('**/api/v1/seller/create-feed', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const adding = page.getByRole('button', { name: 'Adding...' });
    await adding.waitFor();
    assert.equal(await adding.isDisabled(), true);
    await page.getByText(/^Uploading: \d+%$/).waitFor();
    assert.equal(await page.locator('.af-progress progress').count(), 1);
    const created = page.getByRole('dialog', { name: 'Feed Created' });
    await created.getByText('Your feed has been created successfully!').waitFor({ timeout: 60_000 });
    await page.unroute('**/api/v1/seller/create-feed');
    await created.getByRole('button', { name: 'OK', exact: true }).click();

    // Opened directly, Add Feed goes to My Feeds when done.
    await page.waitForURL(/\/user-feeds$/);
    await page.getByRole('heading', { level: 1, name: 'My Feeds' }).waitFor();
    await page.getByRole('link', { name: new RegExp(CAPTION) }).waitFor();

    const mine = await apiData<Feed[]>(ctx, '/seller/get-all-feed?per_page=50');
    feed = mine.find((f) => f.comment === CAPTION)!;
    assert.ok(feed, 'the feed is listed');
    assert.equal(feed.location, place);
    // The device's point, not the map's default one.
    assert.ok(Math.abs(feed.lat! - DEVICE.latitude) < 0.001 && Math.abs(feed.lon! - DEVICE.longitude) < 0.001, `stored at ${feed.lat}, ${feed.lon}`);
    assert.equal(feed.attachments[0]?.type, 'video');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openPath(ctx, page, '/user-feeds');
      await page.getByRole('link', { name: new RegExp(CAPTION) }).waitFor();
      await page.screenshot({ path: join(ctx.resultsDir, `feeds-my-feeds-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('carol likes the feed in Shorts, comments and replies', STEP, async () => {
    const { page } = viewer;
    await openPath(ctx, page, '/');
    await acceptConsent(page);
    await signInThroughDialog(page, CAROL);
    await openPath(ctx, page, `/shorts?feedId=${feed.id}`);
    const slide = page.locator('article.sh-slide:not([aria-hidden="true"])');
    await slide.getByText(CAPTION).waitFor();
    // Muted by default, with an unmute control.
    assert.equal(await slide.locator('video').evaluate((v: HTMLVideoElement) => v.muted), true);
    await slide.getByRole('button', { name: 'Unmute' }).click();
    assert.equal(await slide.locator('video').evaluate((v: HTMLVideoElement) => v.muted), false);

    await slide.getByRole('button', { name: /^Like \d/ }).click();
    const liked = slide.getByRole('button', { name: 'Unlike 1', exact: true });
    await liked.waitFor();
    assert.equal((await liked.innerText()).trim(), '1', 'the heart shows the new count');

    await slide.getByRole('button', { name: '0 comments' }).click();
    const panel = page.getByRole('complementary', { name: /Comments/ });
    await panel.getByText('No comments yet').waitFor();
    await panel.getByText('Be the first to comment!').waitFor();
    await panel.getByRole('button', { name: 'Post' }).click();
    await panel.getByText('Comment cannot be empty.').waitFor();
    await panel.getByRole('textbox', { name: 'Add a comment...' }).fill(COMMENT);
    await panel.getByRole('button', { name: 'Post' }).click();
    await panel.getByText(COMMENT).waitFor();
    await panel.getByText('Just now').first().waitFor();

    await panel.getByRole('button', { name: 'Reply', exact: true }).click();
    await panel.getByRole('textbox', { name: `Reply to ${CAROL.name}` }).fill(REPLY);
    await panel.getByRole('button', { name: 'Post' }).first().click();
    await panel.getByText(REPLY).waitFor();

    // A reply posted by mistake: its author deletes it after confirming, and the counts follow.
    await panel.getByRole('button', { name: 'Reply', exact: true }).click();
    await panel.getByRole('textbox', { name: `Reply to ${CAROL.name}` }).fill(SLIP);
    await panel.getByRole('button', { name: 'Post' }).first().click();
    await panel.getByText(SLIP).waitFor();
    await slide.getByRole('button', { name: '3 comments' }).waitFor();
    await panel.locator('li.fc-item', { hasText: SLIP }).last().getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete reply?' });
    await confirm.getByText('This reply will be deleted for everyone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await panel.getByText(SLIP).waitFor({ state: 'detached' });
    await slide.getByRole('button', { name: '2 comments' }).waitFor();

    // Stored: after a reload the reply is behind 'View replies (1)'.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await slide.getByRole('button', { name: '2 comments' }).click();
    await panel.getByText(COMMENT).waitFor();
    await panel.getByRole('button', { name: 'View replies (1)' }).click();
    await panel.getByText(REPLY).waitFor();
    await slide.getByRole('button', { name: /^Unlike \d/ }).waitFor();

    const stored = await apiData<Feed>(ctx, `/seller/get-feed-by-id?id=${feed.id}`);
    assert.equal(stored.total_like, 1);
    assert.equal(stored.total_comment, 2);
  });

  test('in Shorts one wheel gesture moves one feed, a refused heart goes back, and the footer and create menu are hidden', STEP, async () => {
    const { page } = viewer;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPath(ctx, page, `/shorts?feedId=${feed.id}`);
    const slide = page.locator('article.sh-slide:not([aria-hidden="true"])');
    await slide.getByText(CAPTION).waitFor();
    assert.equal(await page.locator('footer').count(), 0, 'no footer');
    assert.equal(await page.locator('.cm').count(), 0, 'no create menu');
    await page.screenshot({ path: join(ctx.resultsDir, 'feeds-shorts-1440.png') });

    // Three wheel steps within the throttle move one feed: one step back up is the first feed again.
    const shown = () => new URL(page.url()).searchParams.get('feedId');
    await page.mouse.move(720, 450);
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 120);
    await page.waitForFunction((first) => new URL(location.href).searchParams.get('feedId') !== first, String(feed.id));
    await page.waitForTimeout(500);
    const second = shown();
    await page.locator('section.sh-stage').focus();
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction((first) => new URL(location.href).searchParams.get('feedId') === first, String(feed.id));
    // After the throttle, the next gesture moves again.
    await page.waitForTimeout(400);
    await page.mouse.wheel(0, 120);
    await page.waitForFunction((id) => new URL(location.href).searchParams.get('feedId') === id, second);
    await page.keyboard.press('ArrowUp');
    await slide.getByText(CAPTION).waitFor();

    // The heart shows the change at once and goes back when the server refuses it.
    let refused = 0;
    await page.route('**/api/v1/seller/feed-fav', async (route) => {
      refused++;
      await new Promise((r) => setTimeout(r, 400));
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 'error', message: 'Server Error' }) });
    });
    await slide.getByRole('button', { name: 'Unlike 1', exact: true }).click();
    await slide.getByRole('button', { name: 'Like 0', exact: true }).waitFor();
    await slide.getByRole('button', { name: 'Unlike 1', exact: true }).waitFor();
    assert.equal(refused, 1);
    await page.unroute('**/api/v1/seller/feed-fav');
    assert.equal((await apiData<Feed>(ctx, `/seller/get-feed-by-id?id=${feed.id}`)).total_like, 1);

    await page.setViewportSize({ width: 390, height: 844 });
    await slide.getByText(CAPTION).waitFor();
    await page.screenshot({ path: join(ctx.resultsDir, 'feeds-shorts-390.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('a visitor is asked to sign in to like or comment; a list that fails shows Retry, and an empty one says so', STEP, async () => {
    const visitor = await newPage(ctx, { width: 390, height: 844 });
    const { page } = visitor;
    try {
      await openPath(ctx, page, `/shorts?feedId=${feed.id}`);
      const slide = page.locator('article.sh-slide:not([aria-hidden="true"])');
      await slide.getByText(CAPTION).waitFor();
      await slide.getByRole('button', { name: 'Like 1', exact: true }).click();
      const signIn = page.getByRole('dialog', { name: 'Authorization', exact: true });
      await signIn.waitFor();
      await page.keyboard.press('Escape');
      await signIn.waitFor({ state: 'detached' });
      await slide.getByRole('button', { name: '2 comments' }).click();
      const panel = page.getByRole('complementary', { name: /Comments/ });
      await panel.getByText(COMMENT).waitFor();
      await panel.getByRole('button', { name: 'Sign in to comment' }).click();
      await signIn.waitFor();
      await page.keyboard.press('Escape');

      // The origin cannot list feeds: neither the page nor the browser gets them.
      const site = await startFailingSite(ctx);
      try {
        site.fail(/\/api\/v1\/seller\/get-all-feed/);
        await page.goto(new URL('/shorts', site.url).toString());
        await page.getByText('Failed to fetch feeds.').waitFor();
        await page.screenshot({ path: join(ctx.resultsDir, 'feeds-shorts-failed-390.png') });
        site.fail();
        await page.getByRole('button', { name: 'Retry' }).click();
        await page.locator('article.sh-slide').first().waitFor();
        assert.equal(await page.getByText('Failed to fetch feeds.').count(), 0);

        // No feeds at all: the page's own call fails, the browser's answers an empty list.
        site.fail(/\/api\/v1\/seller\/get-all-feed/);
        await page.route('**/api/v1/seller/get-all-feed**', (route) =>
          route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: 'success', message: '', data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } }) }),
        );
        await page.goto(new URL('/shorts', site.url).toString());
        await page.getByText('No Feeds Available').waitFor();
        assert.equal(await page.locator('article.sh-slide').count(), 0);
      } finally {
        await site.close();
      }
    } finally {
      await visitor.context.close();
    }
  });

  test('the feed viewer walks previous and next, copies the link, opens Complain, and hints the swipe once on a phone', STEP, async () => {
    const { page, context } = viewer;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(ctx.baseUrl).origin });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPath(ctx, page, `/view-feed/${feed.id}`);
    await page.getByRole('heading', { level: 1, name: `Feed by ${ALICE.name}` }).waitFor();
    await page.screenshot({ path: join(ctx.resultsDir, 'feeds-viewer-1440.png') });
    assert.equal(await page.getByRole('button', { name: 'Previous feed' }).isDisabled(), true, 'the first feed has no previous');
    await page.getByRole('button', { name: 'Next feed' }).click();
    await page.waitForURL((url) => /\/view-feed\/\d+$/.test(url.pathname) && url.pathname !== `/view-feed/${feed.id}`);
    await page.getByText(CAPTION).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Previous feed' }).click();
    await page.waitForURL(new RegExp(`/view-feed/${feed.id}$`));
    await page.getByText(CAPTION).waitFor();

    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Copy Link' }).click();
    await page.getByText('Link copied!').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), new URL(`/view-feed/${feed.id}`, page.url()).toString());
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Complain' }).click();
    const complain = page.getByRole('dialog', { name: 'Complain' });
    await complain.getByLabel('Topic').waitFor();
    await page.keyboard.press('Escape');
    await complain.waitFor({ state: 'detached' });

    // On a phone the swipe hint shows the first time only.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.removeItem('feedSwipeHintSeen'));
    await openPath(ctx, page, `/view-feed/${feed.id}`);
    await page.getByText('Swipe up for more feeds').waitFor();
    await page.screenshot({ path: join(ctx.resultsDir, 'feeds-viewer-390.png') });
    await openPath(ctx, page, `/view-feed/${feed.id}`);
    await page.getByText(CAPTION).waitFor();
    await page.waitForTimeout(500);
    assert.equal(await page.getByText('Swipe up for more feeds').count(), 0, 'not a second time');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test("a video that needs converting shows 'Processing...' until it is ready", STEP, async () => {
    const { page } = owner;
    const token = await sessionToken(page);
    const body = new FormData();
    body.append('signature', 'Harbour timelapse');
    body.append('location', 'Edinburgh, United Kingdom');
    body.append('file[]', new Blob([new Uint8Array(await readFile(makeUnconvertedClip()))], { type: 'video/x-matroska' }), 'harbour.mkv');
    const res = await fetch(new URL('/api/v1/seller/create-feed', ctx.baseUrl), { method: 'POST', headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, body });
    assert.equal(res.status, 200, await res.clone().text());
    const converting = ((await res.json()) as { data: Feed & { attachments: { status?: string }[] } }).data;
    assert.equal(converting.attachments[0]?.status, 'processing');
    try {
      await openPath(ctx, page, `/view-feed/${converting.id}`);
      await page.getByRole('status').filter({ hasText: 'Processing...' }).waitFor();
      const deadline = Date.now() + 100_000;
      while ((await page.locator('.fv video, video').count()) === 0 && Date.now() < deadline) {
        await page.waitForTimeout(3_000);
        await page.reload({ waitUntil: 'domcontentloaded' });
      }
      await page.locator('video').first().waitFor();
      assert.equal(await page.getByText('Processing...').count(), 0);
    } finally {
      await fetch(new URL(`/api/v1/seller/delete-feed?id[]=${converting.id}`, ctx.baseUrl), { method: 'DELETE', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    }
  });

  test('the feed viewer shows the feed with its counts', STEP, async () => {
    const { page } = viewer;
    await openPath(ctx, page, `/view-feed/${feed.id}`);
    await page.getByRole('heading', { level: 1, name: `Feed by ${ALICE.name}` }).waitFor();
    await page.getByText(CAPTION).waitFor();
    await page.getByRole('link', { name: ALICE.name, exact: true }).waitFor();
    await page.getByRole('button', { name: 'View all 2 comments' }).click();
    await page.getByText(COMMENT).waitFor();
    await page.getByRole('button', { name: 'Hide comments' }).click();
  });

  test('alice deletes the feed in My Feeds', STEP, async () => {
    const { page } = owner;
    await openPath(ctx, page, '/user-feeds');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('checkbox', { name: `Select feed ${CAPTION}` }).check();
    await page.getByRole('button', { name: 'Delete (1)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete feeds' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Done' }).getByText('The feed(s) were deleted successfully!').waitFor();
    await page.getByRole('dialog', { name: 'Done' }).getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('link', { name: new RegExp(CAPTION) }).waitFor({ state: 'detached' });
    // Edit mode is left and the selection cleared.
    await page.getByRole('button', { name: 'Delete All' }).waitFor({ state: 'detached' });

    const res = await fetch(new URL(`/view-feed/${feed.id}`, ctx.baseUrl));
    assert.equal(res.status, 404);
    assert.match(await res.text(), /No feed available\./);
  });
});
