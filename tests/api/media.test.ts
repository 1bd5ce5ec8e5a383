/**
 * The media platform of stories and feeds: uploads streamed to temp files and judged by their bytes, the video probe,
 * poster and web-friendly transcode with the bundled ffmpeg, the upload caps, and stored videos served with ranges
 * by the origin and through the edge worker.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { createRoute } from '@hono/zod-openapi';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_VIDEO_EXTENSIONS, isVideoUrl, MEDIA_MAX_BYTES, STORY_VIDEO_EXTENSIONS } from '../../common/media.ts';
import { createEdgeApp } from '../../functions/app.ts';
import { createLogger } from '../../server/platform/log.ts';
import { uploadBodyLimits } from '../../server/modules/index.ts';
import { MediaRejected, mediaFormBody, mediaTempDir, mediaUploadLimit, receiveMediaForm, storeImage, sweepMediaTemp, type ReceiveMediaOptions } from '../../server/platform/media.ts';
import { createRateLimits } from '../../server/platform/rate-limit.ts';
import { createVideoJobs, FFMPEG_PATH, posterOf, probeVideo, storeVideo, transcodeStored, transcodeToWebMp4 } from '../../server/platform/video.ts';
import { fakeEnv } from '../unit/edge-helpers.ts';
import { startTestApp, type TestApp } from './helpers.ts';

const run = promisify(execFile);
let work: string;
/** 2 s of 1280x960 MPEG-4 video with a tone, in Matroska: neither the codec nor the size a browser should get. */
let mkv: string;
let png: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'media-test-'));
  mkv = join(work, 'clip.mkv');
  await run(FFMPEG_PATH, [
    '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=1280x960:rate=10', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2',
    '-c:v', 'mpeg4', '-c:a', 'libvorbis', '-shortest', mkv,
  ]);
  png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f80' } }).png().toBuffer());
});

const feedOptions = (extra: Partial<ReceiveMediaOptions> = {}): ReceiveMediaOptions => ({
  fileField: 'file[]',
  maxFiles: 3,
  videoExtensions: FEED_VIDEO_EXTENSIONS,
  tempDir: join(work, 'uploads'),
  ...extra,
});

const formRequest = (parts: [string, Blob | string, string?][]) => {
  const fd = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') fd.append(name, value);
    else fd.append(name, value, filename);
  }
  return new Request('http://origin/upload', { method: 'POST', body: fd });
};

const rejection = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MediaRejected);
  return err as MediaRejected;
};

describe('common media rules', () => {
  it('tells video from image by the extension of the URL, as the viewer carousel does', () => {
    expect(isVideoUrl('/storage/feeds/1/a.mp4')).toBe(true);
    expect(isVideoUrl('https://cdn.example/feeds/a.MOV?x=1#t')).toBe(true);
    expect(isVideoUrl('/storage/feeds/1/a.webp')).toBe(false);
    expect(isVideoUrl('/storage/mp4/a')).toBe(false);
    expect(STORY_VIDEO_EXTENSIONS).not.toContain('flv');
  });
});

describe('receiveMediaForm', () => {
  it('streams files to temp files with their fields, judged by content, in the order sent', async () => {
    const video = new Blob([await readFile(mkv)]);
    const got = await receiveMediaForm(
      formRequest([
        ['caption', 'Sunset'],
        ['file[]', new Blob([png]), 'photo.png'],
        ['file[]', video, 'clip.mkv'],
        ['tags[]', 'a'],
        ['tags[]', 'b'],
      ]),
      feedOptions(),
    );
    expect(got.fields).toEqual({ caption: ['Sunset'], 'tags[]': ['a', 'b'] });
    expect(got.files.map((f) => [f.field, f.filename, f.kind, f.ext, f.mime, f.size])).toEqual([
      ['file[]', 'photo.png', 'image', 'png', 'image/png', png.byteLength],
      ['file[]', 'clip.mkv', 'video', 'mkv', 'video/matroska', video.size],
    ]);
    expect(new Uint8Array(await readFile(got.files[0]!.tempPath))).toEqual(png);
    await got.cleanup();
    expect(await readdir(join(work, 'uploads'))).toEqual([]);
  });

  it('refuses a text file or a PNG named .mp4 with the spec text, and leaves no temp file', async () => {
    const text = await rejection(receiveMediaForm(formRequest([['file[]', new Blob(['just some words, not a video at all']), 'holiday.mp4']]), feedOptions()));
    expect(text.status).toBe(422);
    expect(text.message).toBe('holiday.mp4 is not a supported file type.');
    expect(text.errors).toEqual({ 'file[]': ['holiday.mp4 is not a supported file type.'] });
    expect(text.messageStatus).toBe('MEDIA_NOT_SUPPORTED');
    const renamed = await rejection(receiveMediaForm(formRequest([['file[]', new Blob([png]), 'clip.mp4']]), feedOptions()));
    expect(renamed.message).toBe('clip.mp4 is not a supported file type.');
    // A story takes no FLV, whatever its bytes: the story list of types is shorter than the feed's.
    const flv = join(work, 'clip.flv');
    await run(FFMPEG_PATH, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=0.3:size=64x48:rate=10', '-c:v', 'flv', flv]);
    const story = await rejection(
      receiveMediaForm(formRequest([['file', new Blob([await readFile(flv)]), 'clip.flv']]), feedOptions({ fileField: 'file', videoExtensions: STORY_VIDEO_EXTENSIONS })),
    );
    expect(story.message).toBe('clip.flv is not a supported file type.');
    expect(await readdir(join(work, 'uploads'))).toEqual([]);
  });

  it('refuses more files than allowed', async () => {
    const err = await rejection(receiveMediaForm(formRequest([1, 2, 3].map((i) => ['file[]', new Blob([png]), `p${i}.png`] as [string, Blob, string])), feedOptions({ maxFiles: 2 })));
    expect(err.messageStatus).toBe('TOO_MANY_FILES');
    expect(err.message).toBe('You can upload at most 2 files at once.');
  });

  it('cuts a file over 50 MB off at the limit without holding it in memory', async () => {
    // The body is made as it is read: 50 MB + 1 of zeros after a PNG header, in 1 MB chunks of one buffer.
    const boundary = 'mediaTestBoundary';
    const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file[]"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`);
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    const chunk = new Uint8Array(1024 * 1024);
    chunk.set(png.subarray(0, 16));
    let left = MEDIA_MAX_BYTES + 1;
    let stage = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (stage === 0) {
          stage = 1;
          return controller.enqueue(head);
        }
        if (left > 0) {
          const n = Math.min(left, chunk.byteLength);
          left -= n;
          return controller.enqueue(n === chunk.byteLength ? chunk : chunk.subarray(0, n));
        }
        controller.enqueue(tail);
        controller.close();
      },
    });
    const req = new Request('http://origin/upload', { method: 'POST', body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, duplex: 'half' } as RequestInit);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const err = await rejection(receiveMediaForm(req, feedOptions()));
    clearInterval(sampler);
    expect(err.message).toBe('huge.png is too large (maximum 50MB).');
    expect(err.messageStatus).toBe('MEDIA_TOO_LARGE');
    expect(left).toBe(0);
    expect(peak - before).toBeLessThan(40 * 1024 * 1024);
    expect(await readdir(join(work, 'uploads'))).toEqual([]);
  });
});

describe('video', () => {
  it('probes a real container and refuses what has no video stream', async () => {
    const probe = await probeVideo(mkv);
    expect(probe).toMatchObject({ width: 1280, height: 960, videoCodec: 'mpeg4', audioCodec: 'vorbis', webFriendly: false });
    expect(probe.durationSeconds).toBeGreaterThan(1.5);
    expect(probe.durationSeconds).toBeLessThan(2.5);
    const sound = join(work, 'tone.ogg');
    await run(FFMPEG_PATH, ['-v', 'error', '-f', 'lavfi', '-i', 'sine=duration=0.5', '-c:a', 'libvorbis', sound]);
    const err = await rejection(probeVideo(sound, { field: 'file[]', filename: 'tone.ogg' }));
    expect(err.message).toBe('tone.ogg is not a supported file type.');
    await writeFile(join(work, 'fake.mp4'), 'not a video');
    await rejection(probeVideo(join(work, 'fake.mp4')));
  });

  it('reports a phone video held upright as upright (its display rotation applied)', async () => {
    const flat = join(work, 'flat.mp4');
    const upright = join(work, 'upright.mp4');
    await run(FFMPEG_PATH, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=0.5:size=320x180:rate=10', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', flat]);
    await run(FFMPEG_PATH, ['-v', 'error', '-i', flat, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', upright]);
    expect(await probeVideo(upright)).toMatchObject({ width: 180, height: 320, videoCodec: 'h264', faststart: false, webFriendly: false });
    const poster = await sharp(await posterOf(upright)).metadata();
    expect([poster.width, poster.height]).toEqual([180, 320]);
  });

  it('makes a WebP poster', async () => {
    const poster = await posterOf(mkv);
    const meta = await sharp(poster).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1280, 960]);
  });

  it('transcodes to an H.264/AAC MP4 with faststart and the short side at 720', async () => {
    const out = join(work, 'web.mp4');
    const probe = await transcodeToWebMp4(mkv, out);
    expect(probe).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', width: 960, height: 720, faststart: true, webFriendly: true });
    const bytes = await readFile(out);
    expect(bytes.indexOf('moov')).toBeGreaterThan(0);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    // Already web-friendly: probed as such, so a route stores it without a job.
    expect((await probeVideo(out)).webFriendly).toBe(true);
  });

  it('runs video jobs one at a time, each name once while it waits', async () => {
    const jobs = createVideoJobs(createLogger({ silent: true }));
    const order: string[] = [];
    let running = 0;
    const job = (name: string) => async () => {
      running += 1;
      expect(running).toBe(1);
      await new Promise((r) => setTimeout(r, 5));
      order.push(name);
      running -= 1;
    };
    jobs.enqueue('a', job('a'));
    jobs.enqueue('b', job('b'));
    jobs.enqueue('a', job('a again'));
    jobs.enqueue('c', () => Promise.reject(new Error('broken')));
    jobs.enqueue('d', job('d'));
    await jobs.idle();
    expect(order).toEqual(['a', 'b', 'd']);
    expect(jobs.size()).toBe(0);
  });
});

describe('upload temp folders', () => {
  it('deletes at start the folders a crash left behind a day ago, and no newer one', async () => {
    const dir = join(work, 'sweep');
    await mkdir(join(dir, 'req-old'), { recursive: true });
    await mkdir(join(dir, 'req-new'), { recursive: true });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(join(dir, 'req-old'), twoDaysAgo, twoDaysAgo);
    await sweepMediaTemp(dir);
    expect(await readdir(dir)).toEqual(['req-new']);
  });
});

describe('upload caps', () => {
  it('answers 429 with the cap text past the hourly cap, spending nothing on a refusal', async () => {
    const limits = createRateLimits({ scale: 1, log: createLogger({ silent: true }) });
    await limits.consumeMediaUploads(7, 29);
    const err = (await limits.consumeMediaUploads(7, 2).catch((e: unknown) => e)) as MediaRejected;
    expect(err.status).toBe(429);
    expect(err.message).toBe('You can upload at most 30 photos or videos per hour. Please try again later.');
    expect(err.messageStatus).toBe('MEDIA_UPLOADS_PER_HOUR');
    expect(Number(err.headers?.['Retry-After'])).toBeGreaterThan(3000);
    await limits.consumeMediaUploads(7, 1);
    await expect(limits.consumeMediaUploads(7, 1)).rejects.toMatchObject({ status: 429 });
    await limits.consumeMediaUploads(8, 1);
    // Before reading a body: spends nothing, refuses once the cap is reached.
    await limits.consumeMediaUploads(9, 29);
    await limits.consumeMediaUploads(9, 0);
    await limits.consumeMediaUploads(9, 1);
    await expect(limits.consumeMediaUploads(9, 0)).rejects.toMatchObject({ status: 429, messageStatus: 'MEDIA_UPLOADS_PER_HOUR' });
    await limits.close();
  });
});

describe('stored videos', () => {
  let t: TestApp;
  let server: Server;
  let origin: string;
  let url: string;
  let bytes: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    // An upload call as stories and feeds make them, added before the app answers its first request.
    uploadBodyLimits.push(mediaUploadLimit(/^\/api\/v1\/media-probe$/, 2));
    t.app.openapi(
      createRoute({
        method: 'post',
        path: '/api/v1/media-probe',
        request: { body: mediaFormBody({ fileField: 'file[]', maxFiles: 2, fields: { caption: 'A caption' } }) },
        responses: { 200: { description: 'Received' } },
      }),
      async (c) => {
        const form = await receiveMediaForm(c.req.raw, feedOptions({ maxFiles: 2, tempDir: mediaTempDir(t.config.dataDir) }));
        try {
          await c.var.deps.limits.consumeMediaUploads('probe', form.files.length);
          return c.json({ status: 'success', message: 'Received', data: { caption: form.fields.caption?.[0], files: form.files.map((f) => `${f.kind}:${f.ext}`) } }, 200);
        } finally {
          await form.cleanup();
        }
      },
    );
    // The same call with a body limit too small for any file: what a body over its limit answers.
    uploadBodyLimits.push(mediaUploadLimit(/^\/api\/v1\/media-probe-tight$/, 0));
    t.app.post('/api/v1/media-probe-tight', async (c) => {
      await receiveMediaForm(c.req.raw, feedOptions({ tempDir: mediaTempDir(t.config.dataDir) }));
      return c.json({ status: 'success', message: 'Received', data: null }, 200);
    });
    server = await new Promise<Server>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await t.close();
  });

  it('stores an upload with its poster, and its web MP4 from the background job', async () => {
    const tempDir = mediaTempDir(t.config.dataDir);
    const form = await receiveMediaForm(formRequest([['file[]', new Blob([await readFile(mkv)]), 'clip.mkv']]), feedOptions({ tempDir }));
    const video = await storeVideo(t.deps.storage, form.files[0]!, 'feeds/1');
    await form.cleanup();
    expect(video).toMatchObject({ processing: true, width: 1280, height: 960 });
    expect(video.url).toMatch(/^\/storage\/feeds\/1\/[0-9a-f]{20}-source\.mkv$/);
    expect(video.targetKey).toMatch(/^feeds\/1\/[0-9a-f]{20}\.mp4$/);
    expect((await t.app.request(video.url)).headers.get('content-type')).toBe('video/x-matroska');
    const poster = await t.app.request(video.posterUrl);
    expect(poster.headers.get('content-type')).toBe('image/webp');

    let done: { url: string; webFriendly: boolean } | undefined;
    t.deps.videoJobs.enqueue('feed-attachment:1', async () => {
      const out = await transcodeStored(t.deps.storage, { sourceKey: video.key, targetKey: video.targetKey, tempDir });
      done = { url: out.url, webFriendly: out.probe.webFriendly };
    });
    await t.deps.videoJobs.idle();
    expect(done).toEqual({ url: `/storage/${video.targetKey}`, webFriendly: true });
    url = done!.url;
    bytes = Buffer.from(await (await t.app.request(url)).arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(1000);
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('stores a phone video without its metadata (place, title) but with its rotation, web-ready or not', async () => {
    const tempDir = mediaTempDir(t.config.dataDir);
    const flat = join(work, 'phone-flat.mp4');
    await run(FFMPEG_PATH, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=0.5:size=320x180:rate=10', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', flat]);
    const tagged = (name: string, faststart: boolean) => {
      const out = join(work, name);
      const args = ['-v', 'error', '-y', '-i', flat, '-c', 'copy', '-metadata', 'location=+51.5074-000.1278/', '-metadata', 'title=Home address', '-metadata:s:v:0', 'rotate=90'];
      return run(FFMPEG_PATH, [...args, ...(faststart ? ['-movflags', '+faststart'] : []), out]).then(() => out);
    };
    for (const [path, processing] of [[await tagged('phone-ready.mp4', true), false], [await tagged('phone-slow.mp4', false), true]] as const) {
      const form = await receiveMediaForm(formRequest([['file[]', new Blob([await readFile(path)]), 'phone.mp4']]), feedOptions({ tempDir }));
      const video = await storeVideo(t.deps.storage, form.files[0]!, 'feeds/2');
      await form.cleanup();
      expect(video.processing).toBe(processing);
      const stored = Buffer.from(await (await t.app.request(video.url)).arrayBuffer());
      expect(stored.includes('51.5074'), path).toBe(false);
      expect(stored.includes('Home address'), path).toBe(false);
      const copy = join(work, 'stored.mp4');
      await writeFile(copy, stored);
      expect(await probeVideo(copy), path).toMatchObject({ width: 180, height: 320 });
    }
  });

  it('stores a received image as WebP variants, and refuses one that does not decode', async () => {
    const tempDir = mediaTempDir(t.config.dataDir);
    const form = await receiveMediaForm(formRequest([['file[]', new Blob([png]), 'dot.png']]), feedOptions({ tempDir }));
    const photo = await storeImage(t.deps.storage, form.files[0]!, 'stories/1');
    expect(photo.attachment).toMatch(/^\/storage\/stories\/1\/[0-9a-f]{20}-8\.webp$/);
    await writeFile(form.files[0]!.tempPath, png.subarray(0, 40));
    const err = await rejection(storeImage(t.deps.storage, form.files[0]!, 'stories/1'));
    expect(err.message).toBe('dot.png is not a supported file type.');
    await form.cleanup();
  });

  it('answers a range request with 206 and exactly the bytes asked for', async () => {
    const whole = await t.app.request(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const part = await t.app.request(url, { headers: { range: 'bytes=100-1099' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${bytes.byteLength}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 1100));
    const end = await t.app.request(url, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await end.arrayBuffer())).toEqual(bytes.subarray(bytes.byteLength - 10));
  });

  it('keeps ranges through the edge worker', async () => {
    const edge = createEdgeApp({ cache: () => undefined });
    const res = await edge.fetch(new Request(`https://shop.example${url}`, { headers: { range: 'bytes=0-499' } }), fakeEnv(origin));
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-499/${bytes.byteLength}`);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes.subarray(0, 500));
  });

  it('serves an upload call: fields and files in, 422 with the spec text for a file over 50 MB, the connection kept', async () => {
    const upload = formRequest([
      ['caption', 'Hi'],
      ['file[]', new Blob([png]), 'dot.png'],
      ['file[]', new Blob([await readFile(mkv)]), 'clip.mkv'],
    ]);
    const fine = await fetch(`${origin}/api/v1/media-probe`, { method: 'POST', body: await upload.clone().formData() });
    expect(await fine.json()).toEqual({ status: 'success', message: 'Received', data: { caption: 'Hi', files: ['image:png', 'video:mkv'] } });
    await t.deps.limits.consumeMediaUploads('probe', 27);
    const capped = await fetch(`${origin}/api/v1/media-probe`, { method: 'POST', body: await upload.clone().formData() });
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await capped.json()).toEqual({
      status: 'error',
      message: 'You can upload at most 30 photos or videos per hour. Please try again later.',
      message_status: 'MEDIA_UPLOADS_PER_HOUR',
      message_params: { max: 30 },
    });

    const boundary = 'probeBoundary';
    const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file[]"; filename="long.mov"\r\n\r\n`);
    const zeros = new Uint8Array(1024 * 1024);
    let left = MEDIA_MAX_BYTES + 1;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(head),
      pull(controller) {
        if (left <= 0) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          return controller.close();
        }
        const n = Math.min(left, zeros.byteLength);
        left -= n;
        controller.enqueue(zeros.subarray(0, n));
      },
    });
    const tooLarge = await fetch(`${origin}/api/v1/media-probe`, {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    expect(tooLarge.status).toBe(422);
    expect(await tooLarge.json()).toEqual({
      status: 'error',
      message: 'long.mov is too large (maximum 50MB).',
      message_status: 'MEDIA_TOO_LARGE',
      message_params: { file: 'long.mov' },
      errors: { 'file[]': ['long.mov is too large (maximum 50MB).'] },
      errors_status: { 'file[]': 'MEDIA_TOO_LARGE' },
    });
    expect(tooLarge.headers.get('connection')).toBe('keep-alive');
    expect(await readdir(mediaTempDir(t.config.dataDir))).toEqual([]);
  });

  it('answers a streamed body over the call limit with 413, and a broken form with 400', async () => {
    const boundary = 'tightBoundary';
    const chunks = [`--${boundary}\r\nContent-Disposition: form-data; name="file[]"; filename="a.png"\r\n\r\n`, 'x'.repeat(3 * 1024 * 1024), `\r\n--${boundary}--\r\n`];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    const res = await fetch(`${origin}/api/v1/media-probe-tight`, {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 'error', message: 'The request is too large.', message_status: 'REQUEST_TOO_LARGE' });
    const broken = await fetch(`${origin}/api/v1/media-probe`, { method: 'POST', body: 'no parts here', headers: { 'content-type': 'multipart/form-data' } });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message_status).toBe('INVALID_REQUEST');
    const json = await fetch(`${origin}/api/v1/media-probe`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(415);
    expect(await readdir(mediaTempDir(t.config.dataDir))).toEqual([]);
  });

  it('reads a stored file back into a file, and says when there is none', async () => {
    const copy = join(work, 'copy.mp4');
    expect(await t.deps.storage.getFile(url.replace('/storage/', ''), copy)).toBe(true);
    expect(await readFile(copy)).toEqual(bytes);
    expect(await t.deps.storage.getFile('feeds/1/none.mp4', copy)).toBe(false);
  });
});
