import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdgeApp } from '../../functions/app.ts';
import { humanPathFor, isBot, metaPathFor } from '../../functions/crawlers.ts';
import { fakeEnv, startFakeOrigin, UA, type FakeOrigin } from './edge-helpers.ts';

describe('bot detection', () => {
  const bots = [
    UA.googlebot,
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    UA.facebook,
    'Twitterbot/1.0',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'TelegramBot (like TwitterBot)',
    'WhatsApp/2.23.20.0 A',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1)',
    'Pinterest/0.2 (+https://www.pinterest.com/bot.html)',
    'Mozilla/5.0 (compatible; Embedly/0.2; +http://support.embed.ly/)',
    'Quora Link Preview/1.0 (http://www.quora.com)',
    'Mozilla/5.0 (compatible; redditbot/1.0; +http://www.reddit.com/feedback)',
    'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
  ];
  it.each(bots)('recognises %s', (ua) => expect(isBot(ua)).toBe(true));

  const people = [
    UA.chrome,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    '',
  ];
  it.each(people)('lets people through: %s', (ua) => expect(isBot(ua)).toBe(false));
  it('treats a missing user agent as a person', () => expect(isBot(undefined)).toBe(false));
});

describe('redirect mapping', () => {
  it.each([
    ['/product/42', '/api/meta?type=ad&id=42'],
    ['/product/42/grid', '/api/meta?type=ad&id=42'],
    ['/item/7', '/api/meta?type=product&id=7'],
    ['/item/7/compact', '/api/meta?type=product&id=7'],
    ['/item/7grid', '/api/meta?type=product&id=7'],
    ['/item/7/', '/api/meta?type=product&id=7'],
    ['/view-feed/15', '/api/meta?type=feed&id=15'],
    ['/blogs/best-coffee-in-town', '/api/meta?type=blog&slug=best-coffee-in-town'],
    ['/blogs/caf%C3%A9-guide', '/api/meta?type=blog&slug=caf%C3%A9-guide'],
    ['/hotels/3', '/api/meta?type=hotel&id=3'],
    ['/shop/9', '/api/meta?type=shop&id=9'],
    ['/shop/9/', '/api/meta?type=shop&id=9'],
  ])('%s → %s', (path, target) => expect(metaPathFor(path)).toBe(target));

  it.each(['/', '/blogs', '/blogs/category/4', '/blogs/search', '/hotels', '/product/abc', '/view-feed/x', '/shop', '/privacy-policy', '/item/', '/blogs/a/b'])(
    'leaves %s alone',
    (path) => expect(metaPathFor(path)).toBeNull(),
  );

  it('maps back to the human route', () => {
    expect(humanPathFor('ad', '42')).toBe('/product/42');
    expect(humanPathFor('product', '7')).toBe('/item/7');
    expect(humanPathFor('feed', '15')).toBe('/view-feed/15');
    expect(humanPathFor('blog', 'a b')).toBe('/blogs/a%20b');
    expect(humanPathFor('hotel', '3')).toBe('/hotels/3');
    expect(humanPathFor('shop', '9')).toBe('/shop/9');
  });
});

describe('crawler redirect middleware', () => {
  let origin: FakeOrigin;
  const app = createEdgeApp();
  app.all('*', (c) => c.text('astro page'));
  beforeAll(async () => {
    origin = await startFakeOrigin((_req, _body, res) => res.writeHead(404).end());
  });
  afterAll(() => origin.close());

  it('sends a bot opening an ad to the meta page with 302', async () => {
    const res = await app.request('/product/42', { headers: { 'user-agent': UA.googlebot } }, fakeEnv(origin.url));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/api/meta?type=ad&id=42');
    expect(res.headers.get('vary')).toMatch(/user-agent/i);
  });

  it('sends a bot opening a shop item, with or without a view, to the product meta page', async () => {
    for (const path of ['/item/7', '/item/7/list']) {
      const res = await app.request(path, { headers: { 'user-agent': UA.facebook } }, fakeEnv(origin.url));
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe('/api/meta?type=product&id=7');
    }
  });

  it('sends a link-preview bot opening a blog to the meta page by slug', async () => {
    const res = await app.request('/blogs/hello-world', { headers: { 'user-agent': UA.facebook } }, fakeEnv(origin.url));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/api/meta?type=blog&slug=hello-world');
  });

  it('keeps the language version a bot opened (?lang=) on the meta page, and only a language of the site', async () => {
    const asked = async (query: string) => (await app.request(`/hotels/3${query}`, { headers: { 'user-agent': UA.googlebot } }, fakeEnv(origin.url))).headers.get('location');
    expect(await asked('?lang=fr')).toBe('/api/meta?type=hotel&id=3&lang=fr');
    expect(await asked('?lang=zh&utm_source=x')).toBe('/api/meta?type=hotel&id=3&lang=zh');
    // English is the bare address; anything else is not a language version.
    expect(await asked('?lang=en')).toBe('/api/meta?type=hotel&id=3');
    expect(await asked('?lang=xx')).toBe('/api/meta?type=hotel&id=3');
  });

  it('renders the page for a person, varying on User-Agent', async () => {
    const res = await app.request('/product/42', { headers: { 'user-agent': UA.chrome } }, fakeEnv(origin.url));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('astro page');
    expect(res.headers.get('vary')).toMatch(/user-agent/i);
  });

  it('does not redirect bots on other pages or other methods', async () => {
    const home = await app.request('/', { headers: { 'user-agent': UA.googlebot } }, fakeEnv(origin.url));
    expect(home.status).toBe(200);
    const post = await app.request('/product/42', { method: 'POST', headers: { 'user-agent': UA.googlebot } }, fakeEnv(origin.url));
    expect(post.status).toBe(200);
  });
});
