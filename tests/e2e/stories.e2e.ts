/**
 * Stories between two members (issue 15): dave posts a photo and a video from the home carousel's 'Add story' (the
 * upload modal shows progress and its success text); bob, on a phone-sized page, sees dave's ring orange, opens it,
 * replies and sends a heart, moves on to the video with the arrow key and closes with Escape: the ring turns grey.
 * Dave sees the view count in his own viewer and bob's reply, with the story's picture, in his chat. On My Stories
 * dave archives the photo (it moves to Archived) and deletes it with the confirmation, then deletes the rest with
 * Edit mode's Delete All. Screens are saved at 390 and 1440 px (test-results/stories-*.png).
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
import { acceptConsent, e2e, newPage, openPath, signInThroughDialog, type E2EContext } from './context.ts';

const STEP = { timeout: 120_000 };
const DEMO_PASSWORD = 'Demo1234!';
const dave = { email: 'dave@example.com', name: 'Dave Fischer', password: DEMO_PASSWORD };
const bob = { email: 'bob@example.com', name: 'Bob Martin', password: DEMO_PASSWORD };

describe('stories', () => {
  let ctx: E2EContext;
  let owner: { context: BrowserContext; page: Page };
  let viewer: { context: BrowserContext; page: Page };
  let work: string;
  let photo: Buffer;
  let video: Buffer;

  const shot = (page: Page, name: string) => page.screenshot({ path: join(ctx.resultsDir, `stories-${name}.png`) });
  const ringOf = (page: Page, name: RegExp) => page.locator('.sc').getByRole('button', { name });

  before(async () => {
    ctx = await e2e();
    work = await mkdtemp(join(tmpdir(), 'stories-e2e-'));
    photo = await sharp({ create: { width: 720, height: 1280, channels: 3, background: '#f97316' } })
      .composite([{ input: Buffer.from('<svg width="720" height="1280"><circle cx="360" cy="640" r="220" fill="#fff"/></svg>') }])
      .jpeg()
      .toBuffer();
    await promisify(execFile)(FFMPEG_PATH, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=360x640:rate=15', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', join(work, 'clip.mp4')]);
    video = await readFile(join(work, 'clip.mp4'));
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
});
