/**
 * Feeds scenario (issue 15): alice posts a video feed with a caption and a location through Add Feed (a 2-second
 * H.264 clip made here with the ffmpeg the media packages ship), finds it in My Feeds; carol opens it in Shorts,
 * hears nothing until she unmutes, likes it, is told a blank comment cannot be sent, comments, replies to her
 * comment; the feed viewer shows the counts; alice deletes the feed in My Feeds and its page answers 404.
 * Run through `npm run test:e2e -- feeds` (tests/e2e/run.ts provides the app with the demo data and the browser).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import type { BrowserContext, Page } from 'playwright-core';
import { acceptConsent, apiData, e2e, newPage, openPath, signInThroughDialog, type E2EContext } from './context.ts';

const STEP = { timeout: 120_000 };
const ALICE = { email: 'alice@example.com', password: 'Demo1234!', name: 'Alice Walker' };
const CAROL = { email: 'carol@example.com', password: 'Demo1234!', name: 'Carol Rusu' };
const CAPTION = `Sunset over the Thames ${Date.now().toString(36)}`;
const COMMENT = 'Lovely colours!';
const REPLY = 'Thank you, it was a calm evening.';
const SLIP = 'Oops, meant for another feed.';

type Feed = { id: number; comment: string; location: string; total_like: number; total_comment: number; attachments: { url: string; type: string }[] };

/** A short web-ready MP4 (H.264 and AAC) with a test picture and tone. */
function makeClip(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'feeds-e2e-')), 'thames.mp4');
  execFileSync(ffmpeg.path, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=360x640:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '2', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', file]);
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
    await owner.context.setGeolocation({ latitude: 51.5072, longitude: -0.1276 });
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
    await openPath(ctx, page, '/add-feeds');
    await page.getByRole('heading', { level: 1, name: 'Add Feed' }).waitFor();
    // The device position, named by the nearest place.
    await page.getByText('Finding your position...').waitFor({ state: 'detached', timeout: 20_000 });
    const place = (await page.locator('.af-place p').textContent())!.trim();
    assert.ok(place.length > 0 && place !== 'No location chosen yet', `a location is chosen: ${place}`);

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const missing = page.getByRole('dialog', { name: 'Missing Data' });
    await missing.getByText('Please provide all required fields.').waitFor();
    await missing.getByRole('button', { name: 'OK', exact: true }).click();

    await page.locator('input[type=file]').setInputFiles(makeClip());
    await page.locator('.af-previews video').waitFor();
    await page.getByLabel('Caption').fill(CAPTION);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const created = page.getByRole('dialog', { name: 'Feed Created' });
    await created.getByText('Your feed has been created successfully!').waitFor({ timeout: 60_000 });
    await created.getByRole('button', { name: 'OK', exact: true }).click();

    // Opened directly, Add Feed goes to My Feeds when done.
    await page.waitForURL(/\/user-feeds$/);
    await page.getByRole('heading', { level: 1, name: 'My Feeds' }).waitFor();
    await page.getByRole('link', { name: new RegExp(CAPTION) }).waitFor();

    const mine = await apiData<Feed[]>(ctx, '/seller/get-all-feed?per_page=50');
    feed = mine.find((f) => f.comment === CAPTION)!;
    assert.ok(feed, 'the feed is listed');
    assert.equal(feed.location, place);
    assert.equal(feed.attachments[0]?.type, 'video');
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
