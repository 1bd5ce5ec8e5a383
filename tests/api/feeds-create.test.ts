/**
 * POST /seller/create-feed (spec 001 §5 'Add Feed', 'Media upload'): the required fields, photos re-encoded, videos
 * probed with a poster and converted in the background ('processing' until then), refused files, the upload caps,
 * the restart of unfinished conversions, and the files leaving storage with a deleted feed.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedAttachments, feeds } from '../../server/db/schema/index.ts';
import { resumeFeedVideos } from '../../server/modules/feeds/upload.ts';
import { keyFromUrl } from '../../server/platform/storage.ts';
import { FFMPEG_PATH } from '../../server/platform/video.ts';
import { makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

const run = promisify(execFile);
let t: TestApp;
let ana: Member;
let jpeg: Blob;
/** MPEG-4 Part 2 in Matroska, 640x480: no browser plays it, so it is converted. */
let mkv: Blob;
/** H.264 in MP4 with faststart, 320x240: stored as it is. */
let mp4: Blob;

beforeAll(async () => {
  t = await startTestApp();
  ana = await makeMember(t, 'Ana');
  const work = await mkdtemp(join(tmpdir(), 'feeds-create-'));
  jpeg = new Blob([new Uint8Array(await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } }).jpeg().toBuffer())]);
  await run(FFMPEG_PATH, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=640x480:rate=10', '-c:v', 'mpeg4', join(work, 'clip.mkv')]);
  await run(FFMPEG_PATH, [
    '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=10', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', join(work, 'clip.mp4'),
  ]);
  mkv = new Blob([await readFile(join(work, 'clip.mkv'))]);
  mp4 = new Blob([await readFile(join(work, 'clip.mp4'))]);
});
afterAll(async () => t?.close());

function feedForm(fields: Record<string, string>, files: [Blob, string][]): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const [blob, name] of files) fd.append('file[]', blob, name);
  return fd;
}
const create = (body: FormData, token = ana.token) => t.call('POST', '/api/v1/seller/create-feed', { token, body });
const stored = async (url: string) => t.deps.storage.get(keyFromUrl(t.deps.storage, url)!);

describe('creating a feed', () => {
  it('stores the photos as WebP with the caption, location and point, and answers the feed', async () => {
    const res = await create(feedForm({ signature: '  Harbour at dawn  ', location: 'Lisbon, Portugal', lat: '38.7223', lon: '-9.1393' }, [[jpeg, 'dawn.jpg']]));
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Your feed has been created successfully!');
    const feed = res.json.data;
    expect(feed).toMatchObject({ comment: 'Harbour at dawn', location: 'Lisbon, Portugal', lat: 38.7223, lon: -9.1393, user_id: ana.id, status: 1, total_like: 0, total_comment: 0, is_favorite: 0, comments: [] });
    expect(feed.attachments).toHaveLength(1);
    const [photo] = feed.attachments;
    expect(photo).toMatchObject({ type: 'image', status: 'ready', width: 900, height: 600, duration: null });
    expect(photo.url).toMatch(new RegExp(`^/storage/feeds/${ana.id}/[0-9a-f]+-900\\.webp$`));
    expect(photo.thumbnailUrl).toMatch(/-640\.webp$/);
    expect((await sharp((await stored(photo.url))!).metadata()).format).toBe('webp');
    const [row] = await t.db.select().from(feeds).where(eq(feeds.id, feed.id));
    expect(row).toMatchObject({ caption: 'Harbour at dawn', location: 'Lisbon, Portugal', lat: '38.722300', lon: '-9.139300' });
    expect((await t.call('GET', `/api/v1/seller/get-feed-by-id?id=${feed.id}`)).json.data.attachments[0].url).toBe(photo.url);
  });

  it("refuses a missing caption, location or file with 'Please provide all required fields.', storing nothing", async () => {
    const before = (await t.db.select().from(feeds)).length;
    const none = await create(feedForm({}, []));
    expect(none.status).toBe(422);
    expect(none.json).toMatchObject({ message: 'Please provide all required fields.', message_status: 'FEED_DATA_MISSING' });
    expect(Object.keys(none.json.errors).sort()).toEqual(['file[]', 'location', 'signature']);
    const blank = await create(feedForm({ signature: '   ', location: 'Porto' }, [[jpeg, 'a.jpg']]));
    expect(blank.json.errors_status).toEqual({ signature: 'FEED_DATA_MISSING' });
    const noFile = await create(feedForm({ signature: 'Hi', location: 'Porto' }, []));
    expect(noFile.json.errors_status).toEqual({ 'file[]': 'FEED_DATA_MISSING' });
    expect((await create(feedForm({ signature: 'Hi', location: 'Porto', lat: '91', lon: '0' }, [[jpeg, 'a.jpg']]))).json.errors_status).toEqual({ lat: 'FIELD_OUT_OF_RANGE' });
    expect((await create(feedForm({ signature: 'Hi', location: 'Porto', lat: '41.1' }, [[jpeg, 'a.jpg']]))).status).toBe(422);
    const text = await create(feedForm({ signature: 'Hi', location: 'Porto' }, [[new Blob(['not a picture at all']), 'notes.jpg']]));
    expect(text.json).toMatchObject({ message: 'notes.jpg is not a supported file type.', message_status: 'MEDIA_NOT_SUPPORTED' });
    expect((await t.call('POST', '/api/v1/seller/create-feed', { body: feedForm({ signature: 'Hi', location: 'Porto' }, [[jpeg, 'a.jpg']]) })).status).toBe(401);
    expect((await t.call('POST', '/api/v1/seller/create-feed', { token: ana.token, body: { signature: 'Hi', location: 'Porto' } })).status).toBe(415);
    expect((await t.db.select().from(feeds)).length).toBe(before);
  });

  it("shows a converting video as 'processing' with its poster, then ready as web MP4; a web-friendly MP4 is ready at once", async () => {
    const res = await create(feedForm({ signature: 'Test pattern', location: 'Chisinau' }, [[mkv, 'clip.mkv'], [mp4, 'ready.mp4'], [jpeg, 'still.jpg']]));
    expect(res.status).toBe(200);
    const [converting, ready, still] = res.json.data.attachments;
    expect(converting).toMatchObject({ type: 'video', status: 'processing', width: 640, height: 480 });
    expect(converting.url).toMatch(/-source\.mkv$/);
    expect(converting.thumbnailUrl).toMatch(/-poster\.webp$/);
    expect(converting.duration).toBeCloseTo(2, 0);
    expect((await sharp((await stored(converting.thumbnailUrl))!).metadata()).format).toBe('webp');
    expect(ready).toMatchObject({ type: 'video', status: 'ready', width: 320, height: 240 });
    expect(ready.url).toMatch(/\.mp4$/);
    expect(still.type).toBe('image');

    await t.deps.videoJobs.idle();
    const after = (await t.call('GET', `/api/v1/seller/get-feed-by-id?id=${res.json.data.id}`)).json.data.attachments[0];
    expect(after).toMatchObject({ id: converting.id, type: 'video', status: 'ready', width: 640, height: 480, thumbnailUrl: converting.thumbnailUrl });
    expect(after.url).toMatch(/\.mp4$/);
    expect(await stored(after.url)).not.toBeNull();
    expect(await stored(converting.url)).toBeNull();
    const [row] = await t.db.select({ transcodeTo: feedAttachments.transcodeTo }).from(feedAttachments).where(eq(feedAttachments.id, converting.id));
    expect(row!.transcodeTo).toBeNull();
  });

  it('converts again at start what a restart left processing, and marks a video that cannot be converted failed', async () => {
    const [feed] = await t.db.insert(feeds).values({ userId: ana.id, caption: 'Left behind', location: 'Iasi' }).returning();
    const source = await t.deps.storage.put(`feeds/${ana.id}/left-source.mkv`, new Uint8Array(await mkv.arrayBuffer()), 'video/x-matroska');
    const broken = await t.deps.storage.put(`feeds/${ana.id}/broken-source.mkv`, new TextEncoder().encode('no video in here'), 'video/x-matroska');
    const [left, bad] = await t.db
      .insert(feedAttachments)
      .values([
        { feedId: feed!.id, type: 'video', url: source, status: 'processing', transcodeTo: `feeds/${ana.id}/left.mp4` },
        { feedId: feed!.id, position: 1, type: 'video', url: broken, status: 'processing', transcodeTo: `feeds/${ana.id}/broken.mp4` },
      ])
      .returning();
    expect(await resumeFeedVideos(t.deps)).toBe(2);
    await t.deps.videoJobs.idle();
    const after = await t.db.select().from(feedAttachments).where(eq(feedAttachments.feedId, feed!.id));
    expect(after.find((a) => a.id === left!.id)).toMatchObject({ status: 'ready', url: `/storage/feeds/${ana.id}/left.mp4`, width: 640, height: 480 });
    expect(after.find((a) => a.id === bad!.id)).toMatchObject({ status: 'failed', url: broken });
    expect(await resumeFeedVideos(t.deps)).toBe(0);
  });

  it('answers 429 past the upload cap and stores nothing', async () => {
    const busy = await makeMember(t, 'Busy');
    await t.deps.limits.consumeMediaUploads(busy.id, 30);
    const res = await create(feedForm({ signature: 'One more', location: 'Porto' }, [[jpeg, 'a.jpg']]), busy.token);
    expect(res.status).toBe(429);
    expect(res.json.message_status).toBe('MEDIA_UPLOADS_PER_HOUR');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await t.db.select().from(feeds).where(eq(feeds.userId, busy.id))).toHaveLength(0);
  });

  it("deletes a feed's files from storage with the feed", async () => {
    const feed = (await create(feedForm({ signature: 'Short-lived', location: 'Porto' }, [[mp4, 'clip.mp4'], [jpeg, 'a.jpg']]))).json.data;
    const urls: string[] = feed.attachments.flatMap((a: { url: string; thumbnailUrl: string }) => [a.url, a.thumbnailUrl]);
    for (const url of urls) expect(await stored(url)).not.toBeNull();
    expect((await t.call('DELETE', `/api/v1/seller/delete-feed?id[]=${feed.id}`, { token: ana.token })).status).toBe(200);
    for (const url of urls) expect(await stored(url)).toBeNull();
  });
});
