import { createServer, type IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAdPhoto, processAdPhoto } from '../../server/platform/images.ts';
import { createDiskStorage, createS3Storage, keyFromUrl, storageFromConfig } from '../../server/platform/storage.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'mp-images-'));
const storage = createDiskStorage(dataDir);
const read = (url: string) => readFileSync(join(dataDir, url.replace(/^\//, '')));

async function jpeg(width: number, height: number, orientation?: number): Promise<Blob> {
  let img = sharp({ create: { width, height, channels: 3, background: '#a52' } }).jpeg();
  img = img.withExif({ IFD0: { Artist: 'Someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 1/1 0/1' } });
  if (orientation) img = img.withMetadata({ orientation });
  const buf = await img.toBuffer();
  if (orientation) expect((await sharp(buf).metadata()).orientation).toBe(orientation);
  return new Blob([new Uint8Array(buf)], { type: 'image/jpeg' });
}

describe('processAdPhoto', () => {
  it('writes WebP variants at 320, 640 and 1280 without metadata, and keeps the size', async () => {
    const input = await jpeg(2000, 1000);
    expect((await sharp(new Uint8Array(await input.arrayBuffer())).metadata()).exif).toBeDefined();
    const started = performance.now();
    const out = await processAdPhoto(input, { storage, adId: 7 });
    const ms = performance.now() - started;
    expect(out.width).toBe(2000);
    expect(out.height).toBe(1000);
    expect(out.variants).toHaveLength(3);
    expect(out.attachment).toBe(out.variants[2]);
    for (const [i, w] of [320, 640, 1280].entries()) {
      expect(out.variants[i]).toMatch(new RegExp(`^/storage/ads/7/[0-9a-f]{20}-${w}\\.webp$`));
      const meta = await sharp(read(out.variants[i]!)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(w);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    expect(out.size).toBe(read(out.attachment).byteLength);
    console.log(`processAdPhoto 2000x1000 JPEG: ${ms.toFixed(0)} ms`);
  });

  it('never upscales and applies the EXIF orientation before dropping it', async () => {
    const out = await processAdPhoto(await jpeg(600, 300, 6), { storage, adId: 8 });
    // orientation 6 = rotated 90°: the stored picture is portrait
    expect([out.width, out.height]).toEqual([300, 600]);
    expect(out.variants.map((v) => Number(/-(\d+)\.webp$/.exec(v)![1]))).toEqual([300]);
    const meta = await sharp(read(out.attachment)).metadata();
    expect([meta.width, meta.height]).toEqual([300, 600]);
    expect(meta.orientation).toBeUndefined();
  });

  it('takes PNG, WebP and GIF', async () => {
    for (const format of ['png', 'webp', 'gif'] as const) {
      const buf = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#0a0' } })[format]().toBuffer();
      const out = await processAdPhoto(new Blob([new Uint8Array(buf)]), { storage, adId: 9 });
      expect(out.width).toBe(40);
    }
  });

  it('rejects by content, not by name or type: executables, text, truncated images', async () => {
    const exe = new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, ...new Array(100).fill(0)])], { type: 'image/jpeg' });
    const elf = new Blob([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, ...new Array(100).fill(0)])], { type: 'image/jpeg' });
    const text = new Blob(['#!/bin/sh\necho hi\n'], { type: 'image/jpeg' });
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' });
    const real = new Uint8Array(await (await jpeg(100, 100)).arrayBuffer());
    const truncated = new Blob([real.slice(0, 40)], { type: 'image/jpeg' });
    for (const file of [exe, elf, text, svg, truncated]) {
      await expect(checkAdPhoto(file)).rejects.toMatchObject({ status: 422, message: 'Only image files are allowed.' });
    }
  });

  it('rejects files over 50 MB without reading them whole', async () => {
    const big = new Blob([new Uint8Array(60 * 1024 * 1024)], { type: 'image/jpeg' });
    await expect(checkAdPhoto(big)).rejects.toMatchObject({ status: 422, message: 'File size should not exceed 50MB.' });
  });
});

describe('S3 storage', () => {
  const requests: { method: string; url: string; body: Buffer; headers: IncomingMessage['headers'] }[] = [];
  /** What was PUT, by path, so a GET answers it like S3 (404 NoSuchKey when absent). */
  const objects = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = req.url!.split('?')[0]!;
      requests.push({ method: req.method!, url: req.url!, body, headers: req.headers });
      if (req.method === 'PUT') objects.set(path, body);
      if (req.method === 'GET') {
        const stored = objects.get(path);
        if (!stored) {
          res.writeHead(404, { 'content-type': 'application/xml' });
          res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
          return;
        }
        res.writeHead(200, { 'content-length': stored.byteLength, 'content-type': 'application/octet-stream' });
        res.end(stored);
        return;
      }
      res.writeHead(req.method === 'DELETE' ? 204 : 200, { ETag: '"abc"' });
      res.end();
    });
  });
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const addr = server.address();
    endpoint = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it('PUTs to endpoint/bucket/key with the bytes, answers S3_PUBLIC_URL + key, DELETEs', async () => {
    const s3 = await createS3Storage({ endpoint, bucket: 'media', accessKeyId: 'AKIATEST', secretAccessKey: 'secret', publicUrl: 'https://cdn.example.test/' });
    const body = new Uint8Array([1, 2, 3, 4, 5, 250]);
    const url = await s3.put('ads/5/abc-320.webp', body, 'image/webp');
    expect(url).toBe('https://cdn.example.test/ads/5/abc-320.webp');
    expect(s3.url('avatars/x.webp')).toBe('https://cdn.example.test/avatars/x.webp');
    expect(keyFromUrl(s3, url)).toBe('ads/5/abc-320.webp');
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url.split('?')[0]).toBe('/media/ads/5/abc-320.webp');
    expect([...put.body]).toEqual([...body]);
    expect(put.headers['content-type']).toBe('image/webp');
    expect(String(put.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIATEST\//);
    await s3.delete('ads/5/abc-320.webp');
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(requests.at(-1)!.url.split('?')[0]).toBe('/media/ads/5/abc-320.webp');
  });

  it('stores processed photos through the adapter', async () => {
    const s3 = await createS3Storage({ endpoint, bucket: 'media', accessKeyId: 'a', secretAccessKey: 'b', publicUrl: 'https://cdn.example.test' });
    const before = requests.length;
    const out = await processAdPhoto(await jpeg(700, 400), { storage: s3, adId: 11 });
    expect(out.variants).toHaveLength(3);
    expect(out.attachment).toMatch(/^https:\/\/cdn\.example\.test\/ads\/11\/[0-9a-f]+-700\.webp$/);
    const puts = requests.slice(before).filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(3);
    expect((await sharp(puts[2]!.body).metadata()).width).toBe(700);
  });

  it('streams a file up with its length (putFile) and back down into a file (getFile)', async () => {
    const s3 = await createS3Storage({ endpoint, bucket: 'media', accessKeyId: 'a', secretAccessKey: 'b', publicUrl: 'https://cdn.example.test' });
    const bytes = randomBytes(300 * 1024);
    const source = join(dataDir, 'upload.bin');
    writeFileSync(source, bytes);
    const url = await s3.putFile('feeds/3/clip.mp4', source, 'video/mp4', { move: true });
    expect(url).toBe('https://cdn.example.test/feeds/3/clip.mp4');
    const put = requests.findLast((r) => r.method === 'PUT')!;
    expect(put.url.split('?')[0]).toBe('/media/feeds/3/clip.mp4');
    expect(put.headers['content-length']).toBe(String(bytes.byteLength));
    expect(put.headers['content-type']).toBe('video/mp4');
    expect(put.body.equals(bytes)).toBe(true);
    expect(existsSync(source)).toBe(false);
    const back = join(dataDir, 'back.bin');
    expect(await s3.getFile('feeds/3/clip.mp4', back)).toBe(true);
    expect(readFileSync(back).equals(bytes)).toBe(true);
    expect(await s3.getFile('feeds/3/none.mp4', back)).toBe(false);
  });

  it('is chosen only when endpoint, bucket and both keys are set', async () => {
    const disk = await storageFromConfig({ dataDir, S3_ENDPOINT: endpoint, S3_BUCKET: 'media' });
    expect(disk.url('a.webp')).toBe('/storage/a.webp');
    const s3 = await storageFromConfig({ dataDir, S3_ENDPOINT: endpoint, S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' });
    expect(s3.url('a.webp')).toBe(`${endpoint}/media/a.webp`);
  });
});
