/**
 * Purging the edge's cached pages (docs/decisions.md 146): the database's triggers name every changed object on the
 * page_change channel, and the origin purges them at the edge worker's purge call, or at Cloudflare's API when
 * configured. Both peers are local HTTP servers speaking those protocols.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, blogs, companies, currencies, feedAttachments, feeds, hotelReviews, hotels, shops, users } from '../../server/db/schema/index.ts';
import { announceScheduledBlogs } from '../../server/modules/blogs/scheduled.ts';
import { createEdgePurge, startPagePurging } from '../../server/platform/edge-purge.ts';
import { createLogger } from '../../server/platform/log.ts';
import { shopFixtures } from '../../support/shop-fixtures.ts';
import { startTestApp, type TestApp } from './helpers.ts';

type Received = { path: string; headers: IncomingMessage['headers']; body: { keys?: string[]; files?: string[] } };

async function peer() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(body || '{}') });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, result: { id: 'x' } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, close: () => new Promise((r) => server.close(r)) };
}

let t: TestApp;
let fixtures: Awaited<ReturnType<typeof shopFixtures>>;
let edge: Awaited<ReturnType<typeof peer>>;
let cloudflare: Awaited<ReturnType<typeof peer>>;
const stops: (() => Promise<void>)[] = [];
const log = createLogger({ silent: true });

beforeAll(async () => {
  [edge, cloudflare] = [await peer(), await peer()];
  t = await startTestApp({ APP_URL: edge.url });
  fixtures = await shopFixtures(t);
  stops.push(await startPagePurging(t.listen, createEdgePurge({ siteUrl: edge.url, edgeSecret: t.config.EDGE_SECRET }), log));
});

afterAll(async () => {
  for (const stop of stops) await stop();
  await t?.close();
  await edge?.close();
  await cloudflare?.close();
});

/** The keys purged at the edge since `from`, once the gathered changes went out. */
async function purgedSince(from: number, want?: string): Promise<Set<string>> {
  for (let i = 0; i < 100; i++) {
    const keys = new Set(edge.received.slice(from).flatMap((r) => r.body.keys ?? []));
    if (want === undefined ? i >= 10 : keys.has(want)) return keys;
    await new Promise((r) => setTimeout(r, 50));
  }
  return new Set(edge.received.slice(from).flatMap((r) => r.body.keys ?? []));
}

describe('purging cached pages when their objects change', () => {
  it('purges an ad when what its page shows changes, with the edge secret, and not for a visit counted', async () => {
    const seller = await fixtures.makeUser('Pia');
    const ad = await fixtures.makeClassified(seller.id);
    await purgedSince(0, `ad:${ad.id}`);
    const from = edge.received.length;
    await t.db.update(ads).set({ totalView: 41, todayView: 3 }).where(eq(ads.id, ad.id));
    expect(await purgedSince(from)).not.toContain(`ad:${ad.id}`);

    const edited = edge.received.length;
    await t.db.update(ads).set({ name: 'Blue bike, barely used' }).where(eq(ads.id, ad.id));
    expect(await purgedSince(edited, `ad:${ad.id}`)).toContain(`ad:${ad.id}`);
    const call = edge.received.at(-1)!;
    expect(call.path).toBe('/__edge/purge');
    expect(call.headers['x-edge-secret']).toBe(t.config.EDGE_SECRET);
  });

  it("purges every ad of a member who hides their ads, a shop with its items, and a company's ads when it is reviewed", async () => {
    const seller = await fixtures.makeUser('Quinn');
    const [one, two] = [await fixtures.makeClassified(seller.id), await fixtures.makeClassified(seller.id)];
    const from = edge.received.length;
    expect((await t.call('POST', '/api/v1/auth/user/toggle-ads-visibility', { token: seller.token, body: { show_my_ads: 0 } })).status).toBe(200);
    const keys = await purgedSince(from, `ad:${two.id}`);
    expect(keys).toContain(`ad:${one.id}`);
    expect(keys).toContain(`ad:${two.id}`);

    const shop = await fixtures.makeShop(seller.id);
    const item = await fixtures.makeItem(shop);
    const suspended = edge.received.length;
    await t.db.update(shops).set({ status: 'suspended' }).where(eq(shops.id, shop.id));
    const shopKeys = await purgedSince(suspended, `ad:${item.id}`);
    expect(shopKeys).toContain(`shop:${shop.id}`);

    const [company] = await t.db.insert(companies).values({ userId: seller.id, name: 'Acme', status: 'pending' }).returning();
    const [companyAd] = await t.db.insert(ads).values({ categoryId: one.categoryId, ownerId: seller.id, companyId: company!.id, type: 2, name: 'Acme drill', price: '9.00' }).returning();
    const approved = edge.received.length;
    await t.db.update(companies).set({ status: 'approved' }).where(eq(companies.id, company!.id));
    const companyKeys = await purgedSince(approved, `ad:${companyAd!.id}`);
    expect(companyKeys).toContain(`company:${company!.id}`);
  });

  it('purges a hotel when it or its reviews change', async () => {
    const [currency] = await t.db.select({ id: currencies.id }).from(currencies).limit(1);
    const [hotel] = await t.db
      .insert(hotels)
      .values({ name: 'Hotel Quiet', description: 'A test hotel.', address: '1 Test Street', city: 'Testville', country: 'Testland', countryCode: 'TL', lat: '10', lon: '20', stars: 3, pricePerNight: '80.00', currencyId: currency!.id })
      .returning({ id: hotels.id });
    const guest = await fixtures.makeUser('Gus');
    const from = edge.received.length;
    await t.db.insert(hotelReviews).values({ hotelId: hotel!.id, userId: guest.id, rating: 5, comment: 'Quiet rooms.' });
    expect(await purgedSince(from, `hotel:${hotel!.id}`)).toContain(`hotel:${hotel!.id}`);
    const renamed = edge.received.length;
    await t.db.update(hotels).set({ name: 'Hotel Renamed' }).where(eq(hotels.id, hotel!.id));
    expect(await purgedSince(renamed, `hotel:${hotel!.id}`)).toContain(`hotel:${hotel!.id}`);
  });

  it("purges a feed when it, its attachments or its member's name change, not for a heart or a comment counted", async () => {
    const member = await fixtures.makeUser('Fia');
    const from = edge.received.length;
    const [feed] = await t.db.insert(feeds).values({ userId: member.id, caption: 'Harbour', location: 'Lisbon' }).returning({ id: feeds.id });
    expect(await purgedSince(from, `feed:${feed!.id}`)).toContain(`feed:${feed!.id}`);
    const counted = edge.received.length;
    await t.db.update(feeds).set({ totalLike: 4, totalComment: 2 }).where(eq(feeds.id, feed!.id));
    expect(await purgedSince(counted)).not.toContain(`feed:${feed!.id}`);
    const converted = edge.received.length;
    await t.db.insert(feedAttachments).values({ feedId: feed!.id, type: 'video', url: '/storage/feeds/1/a.mp4' });
    expect(await purgedSince(converted, `feed:${feed!.id}`)).toContain(`feed:${feed!.id}`);
    const renamed = edge.received.length;
    await t.db.update(users).set({ name: 'Fiona' }).where(eq(users.id, member.id));
    expect(await purgedSince(renamed, `feed:${feed!.id}`)).toContain(`feed:${feed!.id}`);
  });

  it('purges a blog and the blog lists when the blog changes, not when it is read', async () => {
    const from = edge.received.length;
    const [blog] = await t.db.insert(blogs).values({ slug: 'slow-coffee-mornings', title: 'Slow coffee mornings', content: '<p>Grind, bloom, pour.</p>' }).returning();
    const keys = await purgedSince(from, 'blog:slow-coffee-mornings');
    expect(keys).toContain('blogs');
    const read = edge.received.length;
    await t.db.update(blogs).set({ viewCount: 5, totalViews: 9 }).where(eq(blogs.id, blog!.id));
    expect(await purgedSince(read)).not.toContain('blog:slow-coffee-mornings');
    const renamed = edge.received.length;
    await t.db.update(blogs).set({ slug: 'slower-coffee-mornings' }).where(eq(blogs.id, blog!.id));
    const moved = await purgedSince(renamed, 'blog:slower-coffee-mornings');
    expect(moved).toContain('blog:slow-coffee-mornings');
  });

  it('purges a scheduled blog and the blog lists when its time comes, though nothing writes the blog then', async () => {
    const { until: before } = await announceScheduledBlogs(t.db, null);
    const inserted = edge.received.length;
    await t.db.insert(blogs).values({ slug: 'night-ferry-to-tallinn', title: 'Night ferry to Tallinn', content: '<p>Cabins and a calm sea.</p>', publishedAt: sql`now() + interval '1 second'` });
    await purgedSince(inserted, 'blog:night-ferry-to-tallinn');
    const from = edge.received.length;
    await new Promise((r) => setTimeout(r, 1200));
    const announced = await announceScheduledBlogs(t.db, before);
    expect(announced.count).toBe(1);
    const keys = await purgedSince(from, 'blog:night-ferry-to-tallinn');
    expect(keys).toContain('blogs');
    // The next look names it no more.
    expect((await announceScheduledBlogs(t.db, announced.until)).count).toBe(0);
  });

  it("with Cloudflare credentials, purges each object's generation address (and the sitemap's) through Cloudflare's API", async () => {
    const purge = createEdgePurge({ siteUrl: 'https://market.example/', edgeSecret: 'x', cloudflare: { zoneId: 'zone 1', apiToken: 'cf-token', apiUrl: `${cloudflare.url}/client/v4` } });
    await purge(Array.from({ length: 40 }, (_, i) => `ad:${i + 1}`));
    expect(cloudflare.received).toHaveLength(2);
    expect(cloudflare.received[0]!.path).toBe('/client/v4/zones/zone%201/purge_cache');
    expect(cloudflare.received[0]!.headers.authorization).toBe('Bearer cf-token');
    const files = cloudflare.received.flatMap((r) => r.body.files ?? []);
    expect(files).toHaveLength(41);
    expect(files).toContain('https://market.example/__edge-cache/generation/ad%3A7');
    expect(files).toContain('https://market.example/__edge-cache/generation/sitemap');
  });
});
