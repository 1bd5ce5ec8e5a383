import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerText, CITY_MILES, NEAR_ME_MILES, type BotMessage } from '../../server/modules/assistant/service.ts';
import { meanPrecision, runTextSet, seedAssistantDemo, textQueries } from '../../support/assistant-quality.ts';
import { startTestApp, type TestApp } from './helpers.ts';

/** The assistant's text answers over the demo data, through the real app's database. */

let t: TestApp;
type Row = Record<string, unknown>;
const q = async <T = Row>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const answer = async (text: string, filters?: Parameters<typeof answerText>[2]): Promise<BotMessage> => {
  const messages = await answerText(t.db, text, filters);
  expect(messages).toHaveLength(1);
  return messages[0]!;
};
/** The listed rows of the answered products: price paid, currency, condition, shop, category slug, coordinates. */
const rowsOf = (m: BotMessage) =>
  q<{ id: number; paid: string; code: string | null; condition: string | null; shop_id: number | null; slug: string; lat: string | null; lon: string | null }>(sql`
    select a.id, coalesce(a.offer_price, a.price) as paid, cu.code, a.condition, a.shop_id, c.slug, a.lat, a.lon
    from ads a left join currencies cu on cu.id = a.currency_id join categories c on c.id = a.category_id
    where a.id = any(${sql.param(m.products.map((p) => p.id))}::int[])`);
const milesFrom = (lat: number, lng: number, r: { lat: string | null; lon: string | null }) => {
  const rad = Math.PI / 180;
  const h = Math.sin(((Number(r.lat) - lat) * rad) / 2) ** 2 + Math.cos(lat * rad) * Math.cos(Number(r.lat) * rad) * Math.sin(((Number(r.lon) - lng) * rad) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
};

beforeAll(async () => {
  t = await startTestApp();
  await seedAssistantDemo(t.deps);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('the AI assistant over the labelled text queries', () => {
  it('holds at least 40 queries, several in each of the seven languages', () => {
    const set = textQueries();
    expect(set.length).toBeGreaterThanOrEqual(40);
    for (const lang of ['en', 'fr', 'zh', 'de', 'ro', 'ru', 'es']) expect(set.filter((x) => x.lang === lang).length).toBeGreaterThanOrEqual(5);
  });

  it('labels only items the demo data has', async () => {
    const names = new Set((await q<{ name: string }>(sql`select name from ads where status = 1 and deleted_at is null`)).map((r) => r.name));
    const unknown = textQueries().flatMap((x) => x.relevant.filter((n) => !names.has(n)));
    expect(unknown).toEqual([]);
  });

  it('answers them with a precision at 5 of at least 0.8', async () => {
    const results = await runTextSet(t.db);
    const misses = results.filter((r) => r.precision < 1).map((r) => `${r.precision.toFixed(2)} ${r.query} => ${r.answered.slice(0, 5).join(' | ')}`);
    expect(meanPrecision(results), misses.join('\n')).toBeGreaterThanOrEqual(0.8);
  }, 60_000);
});

describe('answerText', () => {
  it("answers 'bike under 300' with bicycles under 300 as product result cards", async () => {
    const m = await answer('bike under 300');
    expect(m.message_type).toBe('products');
    expect(m.filters).toMatchObject({ query: 'bike under 300', price_max: 300 });
    expect(m.products.length).toBeGreaterThanOrEqual(2);
    expect(m.total_found).toBeGreaterThanOrEqual(m.products.length);
    expect(m.content).toBe(`I found ${m.total_found} items for you.`);
    const listed = await rowsOf(m);
    for (const r of listed) expect(Number(r.paid)).toBeLessThanOrEqual(300);
    expect(listed.filter((r) => r.slug.endsWith('bikes')).length).toBeGreaterThanOrEqual(2);
    const [first] = m.products;
    expect(Object.keys(first!).sort()).toEqual(['category', 'currency_symbol', 'id', 'images', 'imageUrl', 'is_web_result', 'location', 'name', 'price', 'source'].sort());
    expect(first).toMatchObject({ is_web_result: false, source: 'ad', category: 'City Bikes', currency_symbol: '€' });
    expect(first!.images.length).toBeGreaterThanOrEqual(1);
    expect(first!.imageUrl).toBe(first!.images[0]);
  });

  it('gives shop items as source shop with their price in dollars', async () => {
    const m = await answer('headphones');
    const shop = m.products.filter((p) => p.source === 'shop');
    expect(shop.length).toBeGreaterThanOrEqual(2);
    expect(shop.every((p) => p.currency_symbol === '$' && p.category === 'Headphones & Earbuds')).toBe(true);
    expect(m.products.some((p) => p.source === 'ad')).toBe(true);
  });

  it('answers the same question over the same data with the same answer', async () => {
    expect(await answer('vélo moins de 300')).toEqual(await answer('vélo moins de 300'));
  });

  it('writes its content and category names in the language of the question', async () => {
    const fr = await answer('vélo moins de 300');
    expect(fr.content).toMatch(/^J'ai trouvé \d+ articles pour vous\.$/);
    expect(fr.products[0]!.category).toBe('Vélos de ville');
    const zh = await answer('300以下的自行车');
    expect(zh.content).toMatch(/^为您找到 \d+ 件商品。$/);
    expect(zh.filters.price_max).toBe(300);
  });

  it('keeps to used ads for a used item and leaves new shop items out', async () => {
    const m = await answer('gebrauchter Laptop');
    expect(m.filters.condition).toEqual(['used']);
    const listed = await rowsOf(m);
    expect(listed.length).toBeGreaterThanOrEqual(1);
    expect(listed.every((r) => r.condition === 'used' && r.shop_id === null)).toBe(true);
  });

  it('keeps to the currency the shopper names', async () => {
    const m = await answer('Fahrrad unter 300 Euro');
    expect(m.filters).toMatchObject({ price_max: 300, currency: 'EUR' });
    expect((await rowsOf(m)).every((r) => r.code === 'EUR')).toBe(true);
  });

  it('searches around a city the shopper names and offers to search anywhere', async () => {
    const m = await answer('iphone in Paris');
    expect(m.filters.location).toMatchObject({ type: 'manual', city: 'Paris' });
    const { lat, lng } = m.filters.location as { lat: number; lng: number };
    const listed = await rowsOf(m);
    expect(listed.length).toBeGreaterThanOrEqual(1);
    for (const r of listed) expect(milesFrom(lat, lng, r)).toBeLessThanOrEqual(CITY_MILES);
    expect(m.suggestions.find((c) => c.text === 'Anywhere')).toMatchObject({ action: 'location', filters: { location: null, query: 'iphone in Paris' } });
  });

  it("asks for the shopper's position for 'near me', and uses it when a chip sends it", async () => {
    const asked = await answer('guitar near me');
    expect(asked.content).toContain('Share your location to see items near you.');
    const chip = asked.suggestions.find((c) => c.text === 'Near me');
    expect(chip).toMatchObject({ action: 'location', filters: { location: { type: 'gps' } } });
    // The client adds the coordinates (here: central Berlin) and sends the chip's filters back.
    const berlin = { lat: 52.52, lng: 13.405 };
    const near = await answer('guitar near me', { ...chip!.filters, location: { type: 'gps', ...berlin } });
    expect(near.message_type).toBe('bot_error');
    const headphones = await answer('headphones near me', { location: { type: 'gps', ...berlin } });
    const listed = await rowsOf(headphones);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    for (const r of listed) expect(milesFrom(berlin.lat, berlin.lng, r)).toBeLessThanOrEqual(NEAR_ME_MILES);
  });

  it('offers chips that refine the answer: price bands, conditions, near me and the city of the results', async () => {
    const m = await answer('headphones');
    const texts = m.suggestions.map((c) => c.text);
    expect(texts).toEqual(expect.arrayContaining(['New', 'Like new', 'Used', 'Near me']));
    expect(texts.some((x) => x.startsWith('Under '))).toBe(true);
    const city = m.suggestions.find((c) => c.text === 'In Berlin');
    expect(city).toMatchObject({ action: 'location', filters: { location: { type: 'manual', city: 'Berlin' } } });
    const under = m.suggestions.find((c) => c.text.startsWith('Under '))!;
    const cheaper = await answer('headphones', under.filters);
    expect(cheaper.filters.price_max).toBe(under.filters.price_max);
    for (const r of await rowsOf(cheaper)) expect(Number(r.paid)).toBeLessThanOrEqual(under.filters.price_max!);
    const likeNew = await answer('headphones', m.suggestions.find((c) => c.text === 'Like new')!.filters);
    expect((await rowsOf(likeNew)).map((r) => r.condition)).toEqual(likeNew.products.map(() => 'likeNew'));
  });

  it('answers bot_error with a helpful content when nothing is understood or found', async () => {
    const blank = await answer('?!');
    expect(blank).toMatchObject({ message_type: 'bot_error', content: 'I could not tell what you are looking for.', products: [], total_found: 0 });
    const none = await answer('helicopter');
    expect(none).toMatchObject({ message_type: 'bot_error', content: 'I could not find any items matching your search.' });
    const tooCheap = await answer('laptop under 5');
    expect(tooCheap.message_type).toBe('bot_error');
    expect(tooCheap.suggestions).toEqual([expect.objectContaining({ text: 'Any price', filters: expect.objectContaining({ price_min: null, price_max: null }) })]);
    const ru = await answer('вертолёт');
    expect(ru.content).toBe('Не удалось найти товары по вашему запросу.');
  });
});
