/**
 * Create Ad With AI (issue 12 'Tests': a photo creates a prefilled ad): the demo user alice opens 'Create Ad With AI'
 * from the create menu, picks a photo of a bicycle (a mirrored demo bicycle drawing, so not a stored file), sees its
 * preview, and AddListing opens at Ad Details with a bicycle category, title and description and the photo attached.
 * Run through `npm run test:e2e -- ai-ad` (tests/e2e/run.ts provides the app and the browser).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { illustration } from '../../server/seed/illustrations.ts';
import { e2e, hydrated, newPage, openPath, sessionToken, signInThroughDialog, type E2EContext } from './context.ts';

const ALICE = { email: 'alice@example.com', password: 'Demo1234!', name: 'Alice Walker' };
let ctx: E2EContext;
let context: BrowserContext;
let page: Page;
let bike: Buffer;

/**
 * The demo photos' vectors are computed in the background after the start; image-to-ad leans on them for drawings,
 * so wait (a few tries, within the photo rate limit) until it recognises the bicycle.
 */
async function untilPhotosDescribed(token: string) {
  for (let i = 0; i < 8; i++) {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(bike)], { type: 'image/png' }), 'bike.png');
    const res = await fetch(new URL('/api/v1/ads/image-to-ad', ctx.baseUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
    if (res.status === 200) return;
    await new Promise((r) => setTimeout(r, 5000));
  }
  assert.fail('image-to-ad never recognised the bicycle');
}

describe('Create Ad With AI', () => {
  before(async () => {
    ctx = await e2e();
    ({ context, page } = await newPage(ctx));
    bike = await sharp(Buffer.from(await (await illustration('bicycle', 4)).arrayBuffer())).flop().png().toBuffer();
  });
  after(async () => {
    await context?.close();
    await ctx?.browser.close();
  });

  test('a photo of a bicycle opens AddListing prefilled with a bicycle category and title, the photo attached', { timeout: 120_000 }, async () => {
    await openPath(ctx, page, '/');
    await signInThroughDialog(page, ALICE);
    await untilPhotosDescribed(await sessionToken(page));
    await page.getByRole('button', { name: 'Open create menu' }).click();
    await page.getByRole('link', { name: 'Create Ad With AI' }).click();
    await page.waitForURL(/\/add-listing\?isAiAd=1/);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Create Ad With AI' }).waitFor();
    const create = page.getByRole('button', { name: 'Create Ad', exact: true });
    assert.equal(await create.isDisabled(), true, 'nothing to send before a photo is picked');

    await page.locator('input[type=file]').setInputFiles({ name: 'bike.png', mimeType: 'image/png', buffer: bike });
    await page.getByRole('img', { name: 'Selected photo: bike.png' }).waitFor();
    await create.click();

    await page.getByText('Filled in from your photo.', { exact: false }).waitFor({ timeout: 30_000 });
    assert.match(await page.getByLabel('Ad title', { exact: false }).inputValue(), /bike/i);
    assert.match((await page.locator('.ca-step').first().innerText()).replace(/\s+/g, ' '), /Select Category/);
    assert.match(await page.getByRole('button', { name: /Photos/ }).innerText(), /1 of 10 photos/);
  });
});
