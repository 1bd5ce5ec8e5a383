/**
 * Search-engine reach (issue 14): link previews of every object type a crawler may open (also in another language),
 * the JSON-LD of people's pages, the sitemap and robots.txt, language versions, and the edge cache of public pages purged when their object changes (decisions 144 to 146).
 * Run through `npm run test:e2e -- seo` (tests/e2e/run.ts starts the app with the demo data).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { e2e, type E2EContext } from './context.ts';

const STEP = { timeout: 60_000 };
const CRAWLER = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
let ctx: E2EContext;

before(async () => {
  ctx = await e2e();
});
after(async () => {
  await ctx?.browser.close().catch(() => undefined);
});

const api = async <T>(path: string, init: RequestInit = {}) => ((await (await fetch(new URL(`/api/v1${path}`, ctx.baseUrl), init)).json()) as { data: T }).data;
const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
const unescape = (s: string | undefined) =>
  s
    ?.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCharCode(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Dave posts a photo feed with `caption` (the demo feeds need the demo photo set, which CI lacks). */
async function postFeed(caption: string): Promise<{ id: number }> {
  const signIn = new FormData();
  signIn.append('email', 'dave@example.com');
  signIn.append('password', 'Demo1234!');
  const dave = await api<{ token: string }>('/auth/login', { method: 'POST', body: signIn });
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 230, g: 120, b: 40 } } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('signature', caption);
  form.append('location', 'Brighton, United Kingdom');
  form.append('file[]', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'sunset.jpg');
  return api<{ id: number }>('/seller/create-feed', { method: 'POST', body: form, headers: { authorization: `Bearer ${dave.token}` } });
}

describe('search-engine reach', () => {
  test('a crawler opening an ad, a shop item, a shop, a blog, a hotel or a feed gets its preview with Open Graph and Twitter tags', STEP, async () => {
    const ad = (await api<{ id: number; name: string }[]>('/ads/home?tab=newest&page=1'))[0]!;
    const item = (await api<{ id: number; name: string; shop: { id: number; name: string } }[]>('/ads/sales?type=shopAd&page=1'))[0]!;
    const shop = item.shop;
    const blog = (await api<{ data: { slug: string; title: string }[] }>('/blogs?page=1')).data[0]!;
    const hotel = (await api<{ id: number; name: string }[]>('/hotels?page=1'))[0]!;
    const feed = await postFeed('Sunset over the harbour from our balcony');
    const objects = [
      { path: `/product/${ad.id}`, title: ad.name, type: 'product' },
      { path: `/item/${item.id}`, title: item.name, type: 'product' },
      { path: `/shop/${shop.id}`, title: shop.name, type: 'website' },
      { path: `/blogs/${blog.slug}`, title: blog.title, type: 'article' },
      { path: `/hotels/${hotel.id}`, title: hotel.name, type: 'website' },
      { path: `/view-feed/${feed.id}`, title: 'Sunset over the harbour from our balcony', type: 'article' },
    ];
    for (const o of objects) {
      const res = await fetch(new URL(o.path, ctx.baseUrl), { headers: { 'user-agent': CRAWLER } });
      assert.equal(res.status, 200, o.path);
      assert.match(res.url, /\/api\/meta\?type=/, `${o.path} goes to the meta page`);
      const html = await res.text();
      assert.equal(unescape(meta(html, 'og:title')), o.title, `${o.path} og:title`);
      assert.equal(meta(html, 'og:type'), o.type, `${o.path} og:type`);
      assert.ok(meta(html, 'og:url')?.endsWith(o.path), `${o.path} og:url`);
      assert.ok(meta(html, 'og:description'), `${o.path} og:description`);
      assert.ok(meta(html, 'twitter:card'), `${o.path} twitter:card`);
      assert.match(html, /<script type="application\/ld\+json">/, `${o.path} JSON-LD`);
    }
  });

  test('a crawler opening a language version of an object gets that version’s preview, with every version listed', STEP, async () => {
    const hotel = (await api<{ id: number; name: string }[]>('/hotels?page=1'))[0]!;
    const res = await fetch(new URL(`/hotels/${hotel.id}?lang=fr`, ctx.baseUrl), { headers: { 'user-agent': CRAWLER } });
    assert.equal(res.status, 200);
    assert.match(res.url, /\/api\/meta\?type=hotel&id=\d+&lang=fr$/);
    const html = await res.text();
    assert.match(html, /<html lang="fr">/);
    assert.match(html, new RegExp(`<link rel="canonical" href="[^"]*/hotels/${hotel.id}\\?lang=fr">`));
    const versions = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual(versions, ['en', 'fr', 'zh-Hans', 'de', 'ro', 'ru', 'es', 'x-default']);
    assert.equal(unescape(meta(html, 'og:title')), hotel.name);
  });

  test('people’s pages carry JSON-LD: Product with its Offer, BlogPosting, Hotel and Store, each in its BreadcrumbList', STEP, async () => {
    const item = (await api<{ id: number; name: string; shop: { id: number; name: string } }[]>('/ads/sales?type=shopAd&page=1'))[0]!;
    const blog = (await api<{ data: { slug: string; title: string }[] }>('/blogs?page=1')).data[0]!;
    const hotel = (await api<{ id: number; name: string }[]>('/hotels?page=1'))[0]!;
    const pages = [
      { path: `/item/${item.id}`, type: 'Product', name: item.name },
      { path: `/blogs/${blog.slug}`, type: 'BlogPosting', name: blog.title },
      { path: `/hotels/${hotel.id}`, type: 'Hotel', name: hotel.name },
      { path: `/shop/${item.shop.id}`, type: 'Store', name: item.shop.name },
    ];
    for (const p of pages) {
      const html = await (await fetch(new URL(p.path, ctx.baseUrl), { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' } })).text();
      const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
      assert.ok(block, `${p.path} has JSON-LD`);
      const graph = (JSON.parse(block[1]!) as { '@graph': Record<string, unknown>[] })['@graph'];
      const main = graph.find((n) => n['@type'] === p.type) as Record<string, unknown> | undefined;
      assert.ok(main, `${p.path}: ${p.type}`);
      assert.equal(main.name ?? main.headline, p.name, `${p.path} names its object`);
      if (p.type === 'Product') assert.equal((main.offers as Record<string, unknown>)['@type'], 'Offer');
      const trail = graph.find((n) => n['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] } | undefined;
      assert.ok(trail, `${p.path}: BreadcrumbList`);
      const steps = trail.itemListElement;
      assert.deepEqual(
        steps.map((s) => s.position),
        steps.map((_, i) => i + 1),
      );
      assert.equal(steps.at(-1)!.name, p.name, `${p.path}: the trail ends at the page`);
      assert.ok(steps.at(-1)!.item.endsWith(p.path), `${p.path}: ${steps.at(-1)!.item}`);
      assert.ok(steps.every((s) => s.item.startsWith('http')), `${p.path}: absolute addresses`);
    }
  });

  test('robots.txt names the sitemap, whose index leads to the pages and to every object sitemap', STEP, async () => {
    const robots = await (await fetch(new URL('/robots.txt', ctx.baseUrl))).text();
    const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)![1]!;
    const index = await (await fetch(sitemapUrl)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const source of ['pages', 'ads-1', 'items-1', 'shops-1', 'hotels-1', 'blogs-1', 'feeds-1']) assert.ok(files.some((f) => f.endsWith(`/sitemaps/${source}.xml`)), source);
    const blogs = await (await fetch(new URL('/sitemaps/blogs-1.xml', ctx.baseUrl))).text();
    const blog = (await api<{ data: { slug: string }[] }>('/blogs?page=1')).data[0]!;
    assert.match(blogs, new RegExp(`<loc>[^<]*/blogs/${blog.slug}</loc><lastmod>`));
  });

  test('each language version has its address, names itself canonical and lists the others', STEP, async () => {
    const html = await (await fetch(new URL('/hotels?lang=de', ctx.baseUrl))).text();
    assert.match(html, /<html lang="de"/);
    assert.match(html, /<link rel="canonical" href="[^"]*\/hotels\?lang=de">/);
    for (const lang of ['en', 'fr', 'zh-Hans', 'de', 'ro', 'ru', 'es', 'x-default']) assert.match(html, new RegExp(`<link rel="alternate" hreflang="${lang}" href="`));
  });

  test("an ad's cached page is purged when its owner hides their ads, and the sitemap drops it at once", STEP, async () => {
    const signIn = new FormData();
    signIn.append('email', 'carol@example.com');
    signIn.append('password', 'Demo1234!');
    const carol = await api<{ id: number; token: string }>('/auth/login', { method: 'POST', body: signIn });
    const ad = (await api<{ id: number; owner_id?: number; user?: { id: number } }[]>('/ads/home?tab=newest&page=1&per_page=50')).find((a) => (a.owner_id ?? a.user?.id) === carol.id)!;
    assert.ok(ad, 'carol has an ad on the home board');
    const page = new URL(`/product/${ad.id}`, ctx.baseUrl);
    // The first visit renders it; the copy is stored right after the answer.
    let cached: string | null = null;
    for (let i = 0; i < 40 && cached !== 'HIT'; i++) {
      cached = (await fetch(page)).headers.get('x-edge-cache');
      if (cached !== 'HIT') await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(cached, 'HIT');
    const toggle = (show: 0 | 1) =>
      api('/auth/user/toggle-ads-visibility', { method: 'POST', headers: { authorization: `Bearer ${carol.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ show_my_ads: show }) });
    await toggle(0);
    try {
      let status: string | null = 'HIT';
      for (let i = 0; i < 40 && status === 'HIT'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await fetch(page)).headers.get('x-edge-cache');
      }
      assert.equal(status, 'MISS', 'the page was purged');
      const ads = await (await fetch(new URL('/sitemaps/ads-1.xml', ctx.baseUrl))).text();
      assert.doesNotMatch(ads, new RegExp(`/product/${ad.id}</loc>`));
    } finally {
      await toggle(1);
    }
  });
});
