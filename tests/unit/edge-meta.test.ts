import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdgeApp } from '../../functions/app.ts';
import { escapeHtml, jsonForScript, plainText } from '../../functions/html.ts';
import { fakeEnv, json, startFakeOrigin, type FakeOrigin } from './edge-helpers.ts';

const EVIL = `Bike "fast" <script>alert('x')</script> & more`;

let origin: FakeOrigin;
const app = createEdgeApp();
const env = () => fakeEnv(origin.url);
const meta = (query: string) => app.request(`http://shop.example/api/meta?${query}`, {}, env());

beforeAll(async () => {
  origin = await startFakeOrigin((req, _body, res) => {
    const url = new URL(req.url ?? '/', 'http://origin');
    switch (url.pathname + (url.search ? url.search : '')) {
      case '/api/v1/seller/ads/single/42':
        return json(res, 200, {
          status: 'success',
          message: 'Ad',
          data: {
            id: 42,
            name: EVIL,
            description: '<p>A red <b>bike</b>, barely used.</p><script>bad()</script>',
            price: '120.00',
            offer_price: null,
            currency: { code: 'USD', symbol: '$' },
            // The shape GET /seller/ads/single/{id} answers: the large photo in `attachment`, smaller ones in variants.
            attachment: [{ id: 1, ads_id: 42, attachment: '/storage/ads/42/a.webp', variants: ['/storage/ads/42/a-320.webp'], type: 'image' }],
          },
        });
      case '/api/v1/seller/ads/single/43':
        // A shop item: the ad shape plus its shop, stock, brand and rating; only a currency symbol.
        return json(res, 200, {
          status: 'success',
          message: 'Ad',
          data: {
            id: 43,
            name: 'Desk Lamp',
            description: 'Warm light for late reading.',
            price: '40.00',
            offer_price: '30.00',
            currency_symbol: '€',
            brand: 'Lumo',
            available_quantity: 0,
            average_rating: '4.50',
            total_review: 2,
            shop: { id: 9, name: 'Corner Shop', logo: null },
            attachment: [{ id: 3, ads_id: 43, attachment: '/storage/ads/43/a.webp', variants: [], type: 'image' }],
          },
        });
      case '/api/v1/seller/ads/get-shop-details?shop_id=9':
        return json(res, 200, { status: 'success', message: 'Shop', data: { id: 9, name: 'Corner Shop', location: 'Chisinau', logo: 'https://cdn.example/logo.png' } });
      case '/api/v1/blogs/hello-world':
        return json(res, 200, {
          status: 'success',
          message: 'Blog',
          data: { data: { id: 1, slug: 'hello-world', title: 'Hello </script><script>alert(1)</script>', excerpt: 'First post', featured_image_url: 'javascript:alert(1)', published_at: '2026-01-02T00:00:00Z', author: 'RM News & Blogs' } },
        });
      case '/api/v1/seller/get-feed-by-id?id=15':
        return json(res, 200, {
          status: 'success',
          message: 'Feed',
          data: {
            id: 15, location: 'Lisbon, Portugal', comment: 'Sunset walk along the river', created_at: '2026-03-01T10:00:00Z', total_like: 3, total_comment: 1, is_favorite: 0, status: 1,
            user: { id: 2, name: 'Ana Silva', username: 'ana', avatar: null },
            attachments: [{ id: 7, type: 'video', status: 'ready', url: '/storage/feeds/15/v.mp4', thumbnailUrl: '/storage/feeds/15/poster.webp', duration: 65.4, width: 720, height: 1280 }],
            comments: [],
          },
        });
      case '/api/v1/seller/get-feed-by-id?id=16':
        return json(res, 200, {
          status: 'success',
          message: 'Feed',
          data: {
            id: 16, location: 'Porto', comment: '', created_at: '2026-03-02T10:00:00Z', user: { id: 2, name: 'Ana Silva', username: 'ana', avatar: null },
            attachments: [
              { id: 8, type: 'video', status: 'processing', url: '/storage/feeds/16/upload.mov', thumbnailUrl: null },
              { id: 9, type: 'image', status: 'ready', url: '/storage/feeds/16/a-1280.webp', thumbnailUrl: '/storage/feeds/16/a-640.webp' },
            ],
            comments: [],
          },
        });
      case '/api/v1/hotels/6':
        return json(res, 200, {
          status: 'success',
          message: 'Hotel',
          data: {
            id: 6, name: 'Hôtel des Arts', description: 'A quiet hotel in Montmartre.', address: '5 Rue Tholozé', city: 'Paris', country: 'France', country_code: 'FR',
            postal_code: '75018', lat: 48.8857, lon: 2.3365, stars: 3, price_per_night: '129.00', currency_code: 'EUR', currency_symbol: '€', phone: '+33 1 46 06 30 52',
            amenities: ['wifi', 'breakfast'], average_rating: 4.5, total_review: 2, photos: [{ id: 1, attachment: '/storage/hotels/6/a-1280.webp', variants: [] }],
          },
        });
      case '/api/v1/hotels/5':
        return json(res, 500, { status: 'error', message: 'boom' });
      default:
        return json(res, 404, { status: 'error', message: 'Not found.' });
    }
  });
});
afterAll(() => origin.close());

describe('escaping', () => {
  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&\``)).toBe('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#96;');
    expect(escapeHtml(null)).toBe('');
  });
  it('keeps JSON-LD from closing its script element', () => {
    const out = jsonForScript({ name: '</script><!-- & \u2028' });
    expect(out).not.toMatch(/<|>|&/);
    expect(JSON.parse(out)).toEqual({ name: '</script><!-- & \u2028' });
  });
  it('turns HTML into short plain text', () => {
    expect(plainText('<p>Hello <b>world</b></p><script>x()</script>')).toBe('Hello world');
    expect(plainText('word '.repeat(100), 50).length).toBeLessThanOrEqual(50);
  });
});

describe('/api/meta', () => {
  it('renders the full meta of an ad with everything escaped', async () => {
    const res = await meta('type=ad&id=42');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const html = await res.text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('bad()');
    expect(html).toContain('<title>Bike &#34;fast&#34; &#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62; &#38; more | RM Marketplace</title>');
    expect(html).toContain('<meta name="description" content="A red bike, barely used.">');
    expect(html).toContain('<link rel="canonical" href="http://shop.example/product/42">');
    expect(html).toContain('<meta property="og:url" content="http://shop.example/product/42">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:image" content="http://shop.example/storage/ads/42/a.webp">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld).toMatchObject({ '@type': 'Product', name: EVIL, offers: { price: '120.00', priceCurrency: 'USD' } });
    expect(origin.requests.at(-1)?.headers['x-edge-secret']).toBe('test-edge-secret');
  });

  it('maps product, shop, blog and feed to their records and human URLs', async () => {
    const product = await (await meta('type=product&id=43')).text();
    expect(product).toContain('href="http://shop.example/item/43"');
    const shop = await (await meta('type=shop&id=9')).text();
    expect(shop).toContain('<meta property="og:title" content="Corner Shop">');
    expect(shop).toContain('"@type":"Store"');
    expect(shop).toContain('content="https://cdn.example/logo.png"');
    const feed = await (await meta('type=feed&id=15')).text();
    expect(feed).toContain('href="http://shop.example/view-feed/15"');
    expect(feed).toContain('<meta property="og:type" content="video.other">');
    expect(feed).toContain('<meta property="og:image" content="http://shop.example/storage/feeds/15/poster.webp">');
    expect(feed).toContain('<meta name="description" content="Sunset walk along the river">');
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(feed)![1]!)).toMatchObject({
      '@type': 'VideoObject',
      name: 'Sunset walk along the river',
      contentUrl: 'http://shop.example/storage/feeds/15/v.mp4',
      thumbnailUrl: 'http://shop.example/storage/feeds/15/poster.webp',
      uploadDate: '2026-03-01T10:00:00Z',
      duration: 'PT1M5S',
      author: { '@type': 'Person', name: 'Ana Silva' },
      contentLocation: { '@type': 'Place', name: 'Lisbon, Portugal' },
    });
  });

  it('describes a feed whose video is still converting as a photo post, named by its member when it has no caption', async () => {
    const html = await (await meta('type=feed&id=16')).text();
    expect(html).toContain('<meta property="og:image" content="http://shop.example/storage/feeds/16/a-1280.webp">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).not.toContain('upload.mov');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld).toMatchObject({ '@type': 'SocialMediaPosting', name: 'Ana Silva on RM Marketplace', datePublished: '2026-03-02T10:00:00Z' });
  });

  it('describes a shop item: offer price, currency from its symbol, stock, brand and rating', async () => {
    const res = await meta('type=product&id=43');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:image" content="http://shop.example/storage/ads/43/a.webp">');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Desk Lamp',
      url: 'http://shop.example/item/43',
      brand: { '@type': 'Brand', name: 'Lumo' },
      offers: { '@type': 'Offer', price: '30.00', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('gives a classified ad opened as an item its /product canonical', async () => {
    const html = await (await meta('type=product&id=42')).text();
    expect(html).toContain('<link rel="canonical" href="http://shop.example/product/42">');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld.offers.availability).toBe('https://schema.org/InStock');
    expect(ld.aggregateRating).toBeUndefined();
  });

  it('escapes a hostile blog title and drops a javascript: image', async () => {
    const res = await meta('type=blog&slug=hello-world');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<link rel="canonical" href="http://shop.example/blogs/hello-world">');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('javascript:');
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('"author":{"@type":"Organization","name":"RM News \\u0026 Blogs"}');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });

  it('describes a hotel: postal address, map point, price range, stars and guest rating', async () => {
    const html = await (await meta('type=hotel&id=6')).text();
    expect(html).toContain('<meta property="og:title" content="Hôtel des Arts">');
    expect(html).toContain('<link rel="canonical" href="http://shop.example/hotels/6">');
    expect(html).toContain('<meta property="og:image" content="http://shop.example/storage/hotels/6/a-1280.webp">');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'Hotel',
      address: { '@type': 'PostalAddress', streetAddress: '5 Rue Tholozé', addressLocality: 'Paris', postalCode: '75018', addressCountry: 'FR' },
      geo: { '@type': 'GeoCoordinates', latitude: 48.8857, longitude: 2.3365 },
      priceRange: 'EUR 129.00+',
      starRating: { '@type': 'Rating', ratingValue: 3 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('renders a language version: its own canonical, html lang and every version as an hreflang alternate', async () => {
    const html = await (await meta('type=ad&id=42&lang=de')).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<link rel="canonical" href="http://shop.example/product/42?lang=de">');
    expect(html).toContain('<meta property="og:url" content="http://shop.example/product/42?lang=de">');
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ['en', 'http://shop.example/product/42'],
      ['fr', 'http://shop.example/product/42?lang=fr'],
      ['zh-Hans', 'http://shop.example/product/42?lang=zh'],
      ['de', 'http://shop.example/product/42?lang=de'],
      ['ro', 'http://shop.example/product/42?lang=ro'],
      ['ru', 'http://shop.example/product/42?lang=ru'],
      ['es', 'http://shop.example/product/42?lang=es'],
      ['x-default', 'http://shop.example/product/42'],
    ]);
    // The English version is the bare address, and a missing object lists no versions.
    const english = await (await meta('type=ad&id=42')).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<link rel="canonical" href="http://shop.example/product/42">');
    const missing = await (await meta('type=ad&id=999&lang=fr')).text();
    expect(missing).toContain('<html lang="fr">');
    expect(missing).not.toContain('hreflang');
  });

  it('answers 404 with the generic site meta when the object does not exist', async () => {
    const res = await meta('type=ad&id=999');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<title>RM Marketplace</title>');
    expect(html).toContain('<meta property="og:title" content="RM Marketplace">');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('answers 400 for an unknown type or a malformed id', async () => {
    for (const q of ['type=video&id=1', '', 'type=ad', 'type=ad&id=1%3Cx', 'type=blog&slug=a%2Fb']) {
      const res = await meta(q);
      expect(res.status, q).toBe(400);
      expect(await res.text()).toContain('<title>RM Marketplace</title>');
    }
  });

  it('answers 502 with generic meta when the origin fails or is down', async () => {
    expect((await meta('type=hotel&id=5')).status).toBe(502);
    const down = await createEdgeApp().request('http://shop.example/api/meta?type=ad&id=1', {}, fakeEnv('http://127.0.0.1:9'));
    expect(down.status).toBe(502);
  });
});
