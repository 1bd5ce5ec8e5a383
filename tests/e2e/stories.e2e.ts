/**
 * Stories between two members (issue 15): dave posts a photo and a video from the home carousel's 'Add story' (the
 * upload modal shows progress and its success text); bob, on a phone-sized page, sees dave's ring orange, opens it,
 * replies and sends a heart, moves on to the video with the arrow key and closes with Escape: the ring turns grey.
 * Dave sees the view count in his own viewer and bob's reply, with the story's picture, in his chat. On My Stories
 * the search narrows the Active list by type or date and shows its no-match text (on Archived too); dave archives the
 * photo (it moves to Archived) and deletes it with the confirmation, then deletes the rest with Edit mode's Delete
 * All. Dave then uploads a larger video on a throttled connection and the modal's progress bar climbs to 100 %.
 * With ten more members' stories, the home carousel shows the spec's slides per view at each width. Screens are
 * saved at 390 and 1440 px (test-results/stories-*.png).
 * Run through `npm run test:e2e -- stories`.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { FFMPEG_PATH } from '../../server/platform/video.ts';
import { acceptConsent, e2e, freshUser, newPage, openPath, signInThroughDialog, type E2EContext } from './context.ts';

const STEP = { timeout: 120_000 };
const DEMO_PASSWORD = 'Demo1234!';
const dave = { email: 'dave@example.com', name: 'Dave Fischer', password: DEMO_PASSWORD };
const bob = { email: 'bob@example.com', name: 'Bob Martin', password: DEMO_PASSWORD };
/** Spec 001 'Home board': slides per view 4, 6, 8, 8, 10 from 300, 640, 768, 1024, 1280 px; one width in each band. */
const SLIDES_AT: ReadonlyArray<readonly [width: number, slides: number]> = [
  [390, 4],
  [700, 6],
  [768, 8],
  [1024, 8],
  [1440, 10],
];

describe('stories', () => {
  let ctx: E2EContext;
  let owner: { context: BrowserContext; page: Page };
  let viewer: { context: BrowserContext; page: Page };
  let work: string;
  let photo: Buffer;
  let video: Buffer;
  let bigVideo: Buffer;

  const shot = (page: Page, name: string) => page.screenshot({ path: join(ctx.resultsDir, `stories-${name}.png`) });
  const ringOf = (page: Page, name: RegExp) => page.locator('.sc').getByRole('button', { name });

  /** A JSON POST to the API; the answer must be 200. */
  const postJson = async <T>(path: string, body: Record<string, string>): Promise<T> => {
    const res = await fetch(new URL(`/api/v1${path}`, ctx.baseUrl), { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await res.text();
    assert.equal(res.status, 200, `POST ${path}: ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };

  /** A new member with one photo story, made through the API: the demo has too few members to fill the carousel. */
  const memberWithStory = async (tag: string) => {
    const user = freshUser(tag);
    const since = Date.now() - 1000;
    await postJson('/auth/registration', { name: user.first, last_name: user.last, username: user.username, email: user.email, phone: user.phone, password: user.password });
    const { token } = await postJson<{ token: string }>('/auth/verify-otp', { email: user.email, otp: await ctx.mailbox.codeFor(user.email, since) });
    const form = new FormData();
    form.append('file[]', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'story.jpg');
    const res = await fetch(new URL('/api/v1/seller/create-stories', ctx.baseUrl), { method: 'POST', headers: { accept: 'application/json', authorization: `Bearer ${token}` }, body: form });
    assert.equal(res.status, 200, `create-stories: ${await res.text()}`);
  };

  /**
   * How many rings (Add story included) lie wholly inside the carousel's scrolling row, as the user sees them; with
   * the row's and the rings' left and right edges, for the failure message.
   */
  const ringsInView = (page: Page) =>
    page.evaluate(() => {
      const row = document.querySelector('.sc-row')!.getBoundingClientRect();
      const rings = [...document.querySelectorAll('.sc .sc-ring')].map((r) => r.getBoundingClientRect());
      // Half a pixel for the rounding of fractional slide widths.
      const count = rings.filter((b) => b.width > 0 && b.left >= row.left - 0.5 && b.right <= row.right + 0.5).length;
      const edges = (b: DOMRect) => `${Math.round(b.left)}-${Math.round(b.right)}`;
      return { count, layout: `row ${edges(row)}, rings ${rings.map(edges).join(' ')}` };
    });

  before(async () => {
    ctx = await e2e();
    work = await mkdtemp(join(tmpdir(), 'stories-e2e-'));
    photo = await sharp({ create: { width: 720, height: 1280, channels: 3, background: '#f97316' } })
      .composite([{ input: Buffer.from('<svg width="720" height="1280"><circle cx="360" cy="640" r="220" fill="#fff"/></svg>') }])
      .jpeg()
      .toBuffer();
    await promisify(execFile)(FFMPEG_PATH, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=360x640:rate=15', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', join(work, 'clip.mp4')]);
    video = await readFile(join(work, 'clip.mp4'));
    // Lossless, so a few seconds make about 8 MB: an upload long enough to watch its progress bar.
    await promisify(execFile)(FFMPEG_PATH, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=duration=4:size=720x1280:rate=30', '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p', join(work, 'big.mp4')]);
    bigVideo = await readFile(join(work, 'big.mp4'));
    owner = await newPage(ctx, { width: 1440, height: 900 });
    viewer = await newPage(ctx, { width: 1440, height: 900 });
    for (const [side, user] of [
      [owner, dave],
      [viewer, bob],
    ] as const) {
      await openPath(ctx, side.page, '/');
      await acceptConsent(side.page);
      await signInThroughDialog(side.page, user);
    }
    // Bob watches on a phone-sized page.
    await viewer.page.setViewportSize({ width: 390, height: 844 });
  });

  after(async () => {
    await owner?.context.close();
    await viewer?.context.close();
    await ctx?.browser.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  test('the owner posts a photo and a video from the carousel', STEP, async () => {
    const { page } = owner;
    await page.locator('.sc').getByRole('button', { name: 'Add story' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Story' });
    const upload = modal.getByRole('button', { name: 'Upload', exact: true });
    assert.equal(await upload.isDisabled(), true, 'Upload is disabled with no files');
    await modal.locator('input[type=file]').setInputFiles([
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
      { name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'clip.mp4', mimeType: 'video/mp4', buffer: video },
    ]);
    await modal.getByRole('alert').getByText('notes.pdf is not a supported file type.').waitFor();
    await modal.getByRole('img', { name: 'sunset.jpg' }).waitFor();
    await shot(page, 'upload-1440');
    await upload.click();
    await modal.getByText('Your story has been uploaded successfully.').waitFor();
    await modal.waitFor({ state: 'hidden', timeout: 10_000 });
    await ringOf(page, /^Your story: 2 stories/).waitFor();
    await shot(page, 'home-owner-1440');
  });

  test('another member sees the orange ring, views, replies and the ring turns grey', STEP, async () => {
    const { page } = viewer;
    await openPath(ctx, page, '/');
    const ring = ringOf(page, /^Dave Fischer: 2 stories, new/);
    await ring.waitFor();
    assert.match((await ring.getAttribute('class')) ?? '', /is-unviewed/);
    await shot(page, 'home-390');

    await ring.click();
    const dialog = page.getByRole('dialog', { name: 'Stories of Dave Fischer' });
    await dialog.getByRole('img', { name: 'Story of Dave Fischer' }).waitFor();
    await dialog.getByText('Story 1 of 2').waitFor({ state: 'attached' });
    const reply = dialog.getByLabel('Reply to Dave Fischer');
    await reply.fill('   ');
    assert.equal(await dialog.getByRole('button', { name: 'Send reply' }).isDisabled(), true, 'a blank reply cannot be sent');
    await reply.fill('Great photo!');
    await reply.press('Enter');
    await dialog.getByText('Reply sent.').waitFor();
    await dialog.getByRole('button', { name: 'React with a heart' }).click();
    await dialog.getByText('Heart sent.').waitFor();
    await shot(page, 'viewer-390');
    // On to the video (it plays to its end, then the viewer closes by itself); Escape closes it before that.
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('Story 2 of 2').waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const seen = ringOf(page, /^Dave Fischer: 2 stories$/);
    await seen.waitFor();
    assert.match((await seen.getAttribute('class')) ?? '', /is-viewed/);
  });

  test("the owner sees the view count and the reply in the chat with the story's picture", STEP, async () => {
    const { page } = owner;
    await openPath(ctx, page, '/');
    await ringOf(page, /^Your story/).click();
    const dialog = page.getByRole('dialog', { name: 'Stories of Dave Fischer' });
    await dialog.getByText('1 view', { exact: true }).waitFor();
    assert.equal(await dialog.getByLabel('Reply to Dave Fischer').count(), 0, 'the owner gets no reply box');
    await dialog.getByRole('button', { name: 'Archive' }).waitFor();
    await shot(page, 'viewer-owner-1440');
    await page.keyboard.press('Escape');

    await openPath(ctx, page, '/messages');
    await page.getByRole('button', { name: /Bob/ }).first().click();
    const replied = page.locator('.chat-msg').filter({ hasText: 'Great photo!' });
    await replied.waitFor();
    await replied.locator('.chat-ref-story img').waitFor();
    await replied.getByText('Replied to a story').waitFor();
    await page.locator('.chat-msg').filter({ hasText: 'Reacted to a story' }).waitFor();
    await shot(page, 'chat-1440');
  });

  test('the search on My Stories narrows the Active list by type and date', STEP, async () => {
    const { page } = owner;
    await openPath(ctx, page, '/user-stories');
    const items = page.locator('.ms-item');
    await items.nth(1).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search stories' });
    assert.equal(await search.getAttribute('placeholder'), 'Search by date or type');

    // By type, in any case: one of the two stories is a photo, the other a video.
    await search.fill('PHOTO');
    await page.waitForFunction(() => document.querySelectorAll('.ms-item').length === 1);
    await page.getByRole('button', { name: /^Open Photo of / }).waitFor();
    await search.fill('video');
    await page.waitForFunction(() => document.querySelectorAll('.ms-item').length === 1);
    await page.getByRole('button', { name: /^Open Video of / }).waitFor();
    await shot(page, 'my-stories-search-1440');

    // By date: both were posted this year (the list shows dates as 'Nov 26, 2026, 9:41 PM').
    await search.fill(String(new Date().getFullYear()));
    await items.nth(1).waitFor();
    assert.equal(await items.count(), 2, 'the year matches both stories');

    await search.fill('no such story');
    await page.getByText('No stories match your search.').waitFor();
    assert.equal(await items.count(), 0, 'nothing is listed for a search matching none');
    assert.equal(await page.getByText('You have no active stories.').count(), 0, 'the no-match text, not the empty-list text');
    await search.fill('');
    await items.nth(1).waitFor();
  });

  test('the owner archives, then deletes, on My Stories', STEP, async () => {
    const { page } = owner;
    await page.setViewportSize({ width: 390, height: 844 });
    await openPath(ctx, page, '/user-stories');
    await page.getByRole('heading', { name: 'My Stories' }).waitFor();
    const items = page.locator('.ms-item');
    await items.nth(1).waitFor();
    assert.equal(await items.count(), 2);
    await shot(page, 'my-stories-390');
    await page.getByRole('button', { name: /^Archive Photo of / }).click();
    await page.getByRole('dialog', { name: 'Done' }).getByText('The selected stories have been archived.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.ms-item').length === 1);

    await page.getByRole('tab', { name: 'Archived' }).click();
    // The search applies to the Archived list too: the only archived story is a photo, so 'video' matches nothing.
    const search = page.getByRole('searchbox', { name: 'Search stories' });
    await page.getByRole('button', { name: /^Delete Photo of / }).waitFor();
    await search.fill('video');
    await page.getByText('No stories match your search.').waitFor();
    assert.equal(await page.locator('.ms-item').count(), 0, 'no archived story is shown for a search matching none');
    await search.fill('');
    await page.getByRole('button', { name: /^Delete Photo of / }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete stories?' });
    await confirm.getByText('Delete this story? This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('The selected stories have been deleted.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByText('You have no archived stories.').waitFor();

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('tab', { name: 'Active' }).click();
    await page.locator('.ms-item').first().waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: 'Delete (0)' }).waitFor();
    await shot(page, 'my-stories-edit-1440');
    await page.getByRole('button', { name: 'Delete All' }).click();
    await page.getByRole('dialog', { name: 'Delete stories?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('The selected stories have been deleted.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByText('You have no active stories.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Done', exact: true }).count(), 0, 'edit mode ended');
  });

  test('a larger video shows a climbing progress bar in the upload modal', STEP, async () => {
    const { page } = owner;
    await page.getByRole('button', { name: 'Add story' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Story' });
    await modal.locator('input[type=file]').setInputFiles({ name: 'big.mp4', mimeType: 'video/mp4', buffer: bigVideo });
    // About 8 MB at 2 MB/s: the upload takes some four seconds instead of a few milliseconds on the loopback.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2_000_000 });
    try {
      // Every value the bar shows, sampled in the page until the bar goes (the success text replaces it).
      const values = page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            const seen: number[] = [];
            const stop = (timer: number) => (window.clearInterval(timer), resolve(seen));
            const timer = window.setInterval(() => {
              const bar = document.querySelector<HTMLProgressElement>('dialog[open] progress');
              if (bar && seen.at(-1) !== bar.value) seen.push(bar.value);
              if (!bar && seen.length > 0) stop(timer);
            }, 20);
            window.setTimeout(() => stop(timer), 60_000);
          }),
      );
      await modal.getByRole('button', { name: 'Upload', exact: true }).click();
      await modal.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
      assert.equal(await modal.getByRole('button', { name: 'Uploading...' }).isDisabled(), true, 'no second upload while one runs');
      await shot(page, 'upload-progress-1440');
      await modal.getByText('Your story has been uploaded successfully.').waitFor({ timeout: 60_000 });
      const seen = await values;
      assert.ok(seen.some((v) => v > 0 && v < 100), `the bar shows values between 0 and 100 while uploading: ${seen.join(', ')}`);
      assert.ok(seen.length >= 3, `the bar moves through several values: ${seen.join(', ')}`);
      assert.deepEqual([...seen].sort((a, b) => a - b), seen, 'the bar never goes back');
      assert.equal(seen.at(-1), 100, `the bar ends full: ${seen.join(', ')}`);
    } finally {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await cdp.detach();
    }
    await modal.waitFor({ state: 'hidden', timeout: 10_000 });
    await page.getByRole('button', { name: /^Open Video of / }).waitFor();
  });

  test("the home carousel shows the spec's slides per view at each width", { timeout: 240_000 }, async () => {
    // Ten more members with a story each: with dave's and 'Add story', more rings than the widest view holds.
    for (let i = 0; i < 10; i++) await memberWithStory(`ring${i}`);
    const { page } = viewer;
    await page.setViewportSize({ width: 390, height: 844 });
    await openPath(ctx, page, '/');
    const rings = page.locator('.sc .sc-ring');
    await page.waitForFunction(() => document.querySelectorAll('.sc .sc-ring').length >= 12);
    const total = await rings.count();
    for (const [width, slides] of SLIDES_AT) {
      // Resized in place: the carousel follows the window, not only the width it loaded at.
      await page.setViewportSize({ width, height: 900 });
      let inView = { count: -1, layout: '' };
      for (let tries = 0; tries < 25 && inView.count !== slides; tries++) {
        if (tries > 0) await page.waitForTimeout(200);
        inView = await ringsInView(page);
      }
      assert.equal(inView.count, slides, `${slides} of the ${total} rings fully in view at ${width} px (${inView.layout})`);
      await page.locator('.sc').screenshot({ path: join(ctx.resultsDir, `stories-carousel-${width}.png`) });
    }

    // The arrows (shown from 768 px): back is disabled at the start; forward scrolls on, 'Add story' leaves the view,
    // and back is enabled.
    const back = page.getByRole('button', { name: 'Scroll stories back' });
    assert.equal(await back.isDisabled(), true, 'nothing before the first ring');
    await page.getByRole('button', { name: 'Scroll stories forward' }).click();
    await page.waitForFunction(() => document.querySelector('.sc .sc-add')!.getBoundingClientRect().right < document.querySelector('.sc-row')!.getBoundingClientRect().left + 1);
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.sc-arrow-prev')!.disabled);

    // A member's story at desktop width, as bob sees it.
    await ringOf(page, /: 1 story, new$/).first().click();
    const dialog = page.getByRole('dialog', { name: /^Stories of / });
    await dialog.getByRole('img', { name: /^Story of / }).waitFor();
    await shot(page, 'viewer-1440');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});
