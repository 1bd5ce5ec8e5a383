import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/rows.ts';
import { describePhotos } from '../../server/modules/ads/photo-vectors.ts';
import { demoMediaDir } from '../../server/seed/demo-ads.ts';
import { keyFromUrl } from '../../server/platform/storage.ts';
import { categoryAccuracy, imageQueries, meanPrecision, queryPhoto, runImageSet, seedAssistantDemo } from '../../support/assistant-quality.ts';
import { connectAs, startSocketNode } from '../../support/sockets.ts';
import { makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

/**
 * The assistant's photo path and image-to-ad over the demo data, with photo vectors on: one app, one seed, and the
 * detector model loaded once for the whole file (describing the demo's ~100 photos takes about 25 s on 2 cores).
 */

let t: TestApp;
let node: Awaited<ReturnType<typeof startSocketNode>>;
let shopper: Member;
const sockets: Socket[] = [];
const media = demoMediaDir({ demoMediaDir: process.env.DEMO_MEDIA_DIR ?? `${import.meta.dirname}/../../../shared/demo-media` });

const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.db, query);
const png = async (w: number, h: number, colour = '#c0392b') => new Uint8Array(await sharp({ create: { width: w, height: h, channels: 3, background: colour } }).png().toBuffer());
const form = (bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') => {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return f;
};
const bicycle = () => queryPhoto({ art: 'bicycle', change: 'flip-crop', relevant: [], categories: [] }, media ?? '');

beforeAll(async () => {
  t = await startTestApp({ PHOTO_VECTORS: '1', ...(media ? { DEMO_MEDIA_DIR: media } : {}) });
  await seedAssistantDemo(t.deps);
  await describePhotos(t.deps);
  node = await startSocketNode(t);
  shopper = await makeMember(t, 'Shopper');
}, 300_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await node?.close();
  await t?.close();
});

describe('photo vectors', () => {
  it('are stored for every demo photo, with the detector labels, and searched through the GiST index', async () => {
    const [counts] = await q<{ photos: number; described: number; labelled: number }>(sql`select
      (select count(*)::int from ad_attachments) as photos, (select count(vector)::int from photo_vectors) as described,
      (select count(*)::int from photo_vectors where jsonb_array_length(labels) > 0) as labelled`);
    expect(counts!.described).toBe(counts!.photos);
    expect(counts!.labelled).toBeGreaterThan(0);
    await t.db.execute(sql`set enable_seqscan = off`);
    const plan = await q<{ 'QUERY PLAN': string }>(sql`explain select ad_id from photo_vectors where key is not null order by key <-> '(0.1, 0.2)'::cube limit 60`);
    await t.db.execute(sql`reset enable_seqscan`);
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('photo_vectors_key_idx');
  });

  it('are computed in the background after an ad is created with a photo', async () => {
    const seller = await makeMember(t, 'Seller');
    const [cat] = await q<{ id: number }>(sql`select id from categories where slug = 'city-bikes'`);
    const f = new FormData();
    for (const [k, v] of Object.entries({ category_id: String(cat!.id), name: 'Blue bicycle', description: 'A bicycle', price: '100', currency_id: '1', type: '1', location: 'London', lat: '51.5', lon: '-0.1' })) f.append(k, v);
    f.append('attachment[0]', new Blob([new Uint8Array(await bicycle())], { type: 'image/jpeg' }), 'bike.jpg');
    const created = await t.call('POST', '/api/v1/seller/ads/create', { token: seller.token, body: f });
    expect(created.status).toBe(200);
    await describePhotos(t.deps);
    const stored = await q<{ n: number }>(sql`select count(*)::int as n from photo_vectors where ad_id = ${created.json.data.id} and vector is not null`);
    expect(stored[0]!.n).toBe(1);
  });
});

describe('the labelled photos', () => {
  it('hold at least 20 query photos, each labelled with demo items', async () => {
    expect(imageQueries().length).toBeGreaterThanOrEqual(20);
    const names = new Set((await q<{ name: string }>(sql`select name from ads`)).map((r) => r.name));
    expect(imageQueries().flatMap((x) => x.relevant.filter((n) => !names.has(n)))).toEqual([]);
  });

  it.skipIf(!media)('are answered with a precision at 5 of at least 0.6, and image-to-ad picks an expected category for at least 80 % of them', async () => {
    const results = await runImageSet(t.db, media!);
    const misses = results.filter((r) => r.precision < 1).map((r) => `${r.precision.toFixed(2)} ${r.photo ?? r.art} => ${r.answered.slice(0, 5).join(' | ')}`);
    expect(meanPrecision(results as never), misses.join('\n')).toBeGreaterThanOrEqual(0.6);
    expect(categoryAccuracy(results)).toBeGreaterThanOrEqual(0.8);
  }, 120_000);
});

describe('POST /ads/image-to-ad', () => {
  it('answers a bicycle category and title for a bicycle picture', async () => {
    const res = await t.call('POST', '/api/v1/ads/image-to-ad', { token: shopper.token, body: form(await bicycle()) });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('success');
    const { category, subcategory, title, description } = res.json.data;
    expect(category.id).toBeGreaterThan(0);
    expect(['road-bikes', 'city-bikes', 'mountain-bikes']).toContain(subcategory.slug);
    expect(title).toMatch(/bike/i);
    expect(description.length).toBeGreaterThan(10);
  });

  it('refuses what is not an image, a photo over 10 MB, and a photo it recognises nothing in', async () => {
    const text = await t.call('POST', '/api/v1/ads/image-to-ad', { token: shopper.token, body: form(new TextEncoder().encode('not a photo at all'), 'x.jpg') });
    expect([text.status, text.json.errors_status?.file]).toEqual([422, 'NOT_AN_IMAGE']);
    const big = await t.call('POST', '/api/v1/ads/image-to-ad', { token: shopper.token, body: form(new Uint8Array(10 * 1024 * 1024 + 1)) });
    expect([big.status, big.json.errors_status?.file]).toEqual([422, 'PHOTO_TOO_LARGE']);
    const blank = await t.call('POST', '/api/v1/ads/image-to-ad', { token: shopper.token, body: form(await png(300, 200, '#7f7f7f'), 'grey.png', 'image/png') });
    expect([blank.status, blank.json.errors_status?.file, blank.json.message]).toEqual([422, 'IMAGE_NOT_RECOGNISED', 'Unable to create AI Ad for uploaded image.']);
    expect((await t.call('POST', '/api/v1/ads/image-to-ad', { body: form(await bicycle()) })).status).toBe(401);
  });
});

describe('chat_bot:image', () => {
  it("stores the shopper's photo in the session and answers a products message of look-alike items", async () => {
    const chatId = (await t.call('POST', '/api/v1/chat/start', { token: shopper.token, body: {} })).json.data.chat_id;
    const socket = await connectAs(node.url, shopper.token);
    sockets.push(socket);
    const got: { sender_id: number | null; message_type: string; attachment_link: string[]; content: string; products?: { name: string }[]; suggestions?: unknown[]; total_found?: number; filters?: unknown }[] = [];
    socket.on('message', (m) => got.push(m));
    const image_id = `data:image/jpeg;base64,${Buffer.from(await bicycle()).toString('base64')}`;
    const ack = await socket.timeout(15_000).emitWithAck('chat_bot:image', { chatId, image_id });
    expect(ack).toMatchObject({ ok: true, chatId, answers: 1 });
    for (let i = 0; i < 50 && got.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    const [photo, answer] = got;
    expect(photo).toMatchObject({ sender_id: shopper.id, message_type: 'image' });
    expect(photo!.attachment_link[0]).toMatch(new RegExp(`^/storage/chat/${chatId}/[0-9a-f]+-\\d+\\.webp$`));
    expect(answer).toMatchObject({ sender_id: null, message_type: 'products' });
    expect(answer!.products!.slice(0, 3).every((p) => /bike|bicycle/i.test(p.name))).toBe(true);
    expect(answer).toHaveProperty('suggestions');
    expect(answer).toHaveProperty('filters');
    expect(answer!.total_found).toBeGreaterThan(0);

    got.length = 0;
    await socket.timeout(15_000).emitWithAck('chat_bot:image', { chatId, image_id, text: 'bike under 250' });
    for (let i = 0; i < 50 && got.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    const withWords = got.find((m) => m.sender_id === null)!;
    expect(got[0]).toMatchObject({ sender_id: shopper.id, message_type: 'image', content: 'bike under 250' });
    expect(withWords.products!.length).toBeGreaterThan(0);
    expect(withWords.products!.every((p) => Number((p as unknown as { price: string }).price) <= 250)).toBe(true);

    const bad = await socket.timeout(5000).emitWithAck('chat_bot:image', { chatId, image_id: `data:image/png;base64,${Buffer.from('hello').toString('base64')}` });
    expect(bad).toMatchObject({ ok: false, code: 'NOT_AN_IMAGE' });
    const notData = await socket.timeout(5000).emitWithAck('chat_bot:image', { chatId, image_id: 'https://example.com/a.jpg' });
    expect(notData).toMatchObject({ ok: false, code: 'NOT_AN_IMAGE' });

    // Clear chat takes the photos out of storage with the messages: every width stored of each (a small photo has one).
    const widths = [photo!, got[0]!].flatMap((m) => [320, 640, 1280].map((w) => keyFromUrl(t.deps.storage, m.attachment_link[0]!.replace(/-\d+\.webp$/, `-${w}.webp`))!));
    const stored = async () => (await Promise.all(widths.map((k) => t.deps.storage.get(k)))).filter(Boolean).length;
    expect(await stored()).toBeGreaterThanOrEqual(2);
    expect((await t.call('DELETE', `/api/v1/chat/${chatId}/messages`, { token: shopper.token })).status).toBe(200);
    expect(await stored()).toBe(0);
  }, 30_000);

  it('says when it recognised nothing and answers on looks alone', async () => {
    const chatId = (await t.call('POST', '/api/v1/chat/start', { token: shopper.token, body: {} })).json.data.chat_id;
    const socket = sockets[0]!;
    const got: { message_type: string; content: string; sender_id: number | null }[] = [];
    socket.on('message', (m) => got.push(m));
    const plant = await queryPhoto({ photo: 'plant-3.jpg', change: 'recolour', relevant: [], categories: [] }, media ?? '').catch(() => png(200, 200, '#2e7d32'));
    await socket.timeout(15_000).emitWithAck('chat_bot:image', { chatId, image_id: `data:image/jpeg;base64,${Buffer.from(plant).toString('base64')}` });
    for (let i = 0; i < 50 && got.filter((m) => m.sender_id === null).length < 1; i++) await new Promise((r) => setTimeout(r, 20));
    const answer = got.find((m) => m.sender_id === null)!;
    expect(['I could not tell for sure what your photo shows, so here are items that look similar.', 'I could not find any items that look like your photo.']).toContain(answer.content);
  }, 30_000);
});
