import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAds } from '../../server/seed/data/demo-ads.ts';
import { demoCompanies, demoCompanyAds } from '../../server/seed/data/demo-companies.ts';
import { attributionOf, demoMediaDir, readCredits, seedDemoAds } from '../../server/seed/demo-ads.ts';
import { illustrationSvg } from '../../server/seed/illustrations.ts';
import { seedDemoCompanies } from '../../server/seed/demo-companies.ts';
import { seedDemoData } from '../../server/seed/demo.ts';
import { issueToken } from '../../server/modules/auth/tokens.ts';
import { loadConfig } from '../../server/config.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
// The photo set lives outside the repository (DEMO_MEDIA_DIR); without it the photo checks are reported as skipped.
const config = loadConfig({ DEMO_MEDIA_DIR: process.env.DEMO_MEDIA_DIR });
const media = demoMediaDir(config);
if (!media) console.info(`demo-ads.test.ts: no demo photos in ${config.demoMediaDir}; set DEMO_MEDIA_DIR to run the photo credit checks.`);
type Row = Record<string, unknown>;
const q = async <T = Row>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.deps);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('demo ads seed', () => {
  it('creates every demo ad through the ad service', async () => {
    const [{ n }] = (await q<{ n: number }>(sql`select count(*)::int as n from ads`)) as [{ n: number }];
    expect(n).toBe(demoAds.length);
    expect(n).toBeGreaterThanOrEqual(38);
  });

  it('spreads the ads over the four demo users, their cities and four currencies', async () => {
    const owners = await q<{ user_name: string; n: number }>(sql`select u.user_name, count(*)::int as n from ads a join users u on u.id = a.owner_id group by 1 order by 1`);
    expect(owners.map((o) => o.user_name)).toEqual(['alice', 'bob', 'carol', 'dave']);
    const currencies = await q<{ code: string }>(sql`select distinct cu.code from ads a join currencies cu on cu.id = a.currency_id order by 1`);
    expect(currencies.map((c) => c.code)).toEqual(['EUR', 'GBP', 'MDL', 'USD']);
    const [london] = await q<{ location: string; lat: string; lon: string }>(sql`select location, lat, lon from ads where name = 'White wooden dining chair'`);
    expect(london!.location).toBe('Camden, London, United Kingdom');
    expect(Math.abs(Number(london!.lat) - 51.54)).toBeLessThan(0.05);
  });

  it('gives every ad at least one photo with its WebP variants, tags, and some offers, conditions and promotions', async () => {
    const missing = await q(sql`select a.id from ads a where not exists (select 1 from ad_attachments p where p.ads_id = a.id)`);
    expect(missing).toEqual([]);
    const [photo] = await q<{ attachment: string; variants: string[] }>(sql`select attachment, variants from ad_attachments limit 1`);
    expect(photo!.attachment).toMatch(/\.webp$/);
    expect(photo!.variants.length).toBeGreaterThanOrEqual(1);
    const [stats] = await q<{ offers: number; urgent: number; top: number; conditions: number; untagged: number; promoted_expiring: number }>(sql`select
      count(*) filter (where offer_price < price)::int as offers,
      count(*) filter (where is_sponsored = 1)::int as urgent,
      count(*) filter (where is_sponsored = 2)::int as top,
      count(distinct condition)::int as conditions,
      count(*) filter (where cardinality(tags) = 0)::int as untagged,
      count(*) filter (where is_sponsored > 0 and promotion_expires_at > now())::int as promoted_expiring
      from ads`);
    expect(stats!.offers).toBeGreaterThanOrEqual(8);
    expect(stats!.urgent).toBeGreaterThanOrEqual(2);
    expect(stats!.top).toBeGreaterThanOrEqual(2);
    expect(stats!.promoted_expiring).toBe(stats!.urgent + stats!.top);
    expect(stats!.conditions).toBe(3);
    expect(stats!.untagged).toBe(0);
    const [tag] = await q<{ usage_count: number }>(sql`select usage_count from tags where lower(name) = 'bike'`);
    expect(tag!.usage_count).toBeGreaterThanOrEqual(3);
  });

  it('marks the ads without a photo of their item as illustrations', async () => {
    const [bike] = await q<{ additional_details: string | null }>(sql`select additional_details from ads where name = 'Carbon road bike, 54 cm frame'`);
    expect(bike!.additional_details).toMatch(/illustration, not a photo/);
  });

  it.skipIf(!media)(`credits CC-BY photos in the additional details (needs the demo photos: DEMO_MEDIA_DIR, now ${config.demoMediaDir})`, async () => {
    const [guitar] = await q<{ additional_details: string | null }>(sql`select additional_details from ads where name = 'Electric guitar with practice amp'`);
    expect(guitar!.additional_details).toMatch(/^Photo: Tom Harpel, CC-BY-2\.0/);
    const [chair] = await q<{ additional_details: string | null }>(sql`select additional_details from ads where name = 'White wooden dining chair'`);
    expect(chair!.additional_details ?? '').not.toMatch(/Photo:|illustration/);
    const credits = readCredits(media!);
    for (const ad of demoAds) for (const file of ad.photos ?? []) expect(credits.has(file), file).toBe(true);
    expect(attributionOf(credits.get('chair-1.jpg')!)).toBeNull();
  });

  it('draws illustrations that say so', () => {
    expect(illustrationSvg('bicycle', 0)).toContain('>Illustration<');
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await q(sql`select id, name from ads order by id`);
    expect(await seedDemoAds(t.deps)).toEqual({ created: 0, photos: 0, illustrations: 0 });
    await seedDemoData(t.deps);
    expect(await q(sql`select id, name from ads order by id`)).toEqual(before);
  });

  it('feeds the catalogue: price and condition filters, sponsored first on the board', async () => {
    const board = await t.call('GET', '/api/v1/seller/ads/search-ads?type=ad');
    expect(board.status).toBe(200);
    expect(board.json.meta.total).toBe(demoAds.length);
    expect(board.json.data[0].is_sponsored).toBe(2);
    expect(board.json.data[0].attachment[0].attachment).toMatch(/\.webp$/);
    const cheapNew = await t.call('GET', '/api/v1/seller/ads/search-ads?type=ad&price_max=50&condition=new&filter=low-to-high');
    const prices = cheapNew.json.data.map((a: { price: string; offer_price: string | null }) => Number(a.offer_price ?? a.price));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(Math.max(...prices)).toBeLessThanOrEqual(50);
  });
});

// After the demo ads, as seedDatabase runs it; the tests above count the personal demo ads alone.
describe('demo companies seed', () => {
  it('creates the subscribed companies, one approved company that can subscribe, the moderator and the company ads through the ad service', async () => {
    expect(await seedDemoCompanies(t.deps)).toEqual({ companies: demoCompanies.length, ads: demoCompanyAds.length });
    expect(demoCompanyAds.length).toBeGreaterThanOrEqual(4);
    const rows = await q<{ name: string; owner: string; status: string; runs: boolean; moderators: string[] | null }>(sql`select c.name, u.user_name as owner, c.status,
      c.subscription_expires_at > now() as runs,
      (select array_agg(mu.user_name) from company_moderators m join users mu on mu.id = m.moderator_id where m.company_id = c.id and m.status = 'accepted') as moderators
      from companies c join users u on u.id = c.user_id order by c.id`);
    expect(rows).toEqual([
      { name: 'Fischer Hi-Fi Berlin', owner: 'dave', status: 'approved', runs: true, moderators: ['bob'] },
      { name: 'Atelier Vélo Martin', owner: 'bob', status: 'approved', runs: true, moderators: null },
      { name: 'Rusu Home Atelier', owner: 'carol', status: 'approved', runs: null, moderators: null },
    ]);
    const ads = await q<{ type: number; company_id: number | null; external_website: string; purchase_button_text: string; photos: number }>(sql`select a.type, a.company_id,
      a.external_website, a.purchase_button_text, (select count(*)::int from ad_attachments p where p.ads_id = a.id) as photos from ads a where a.company_id is not null`);
    expect(ads).toHaveLength(demoCompanyAds.length);
    for (const ad of ads) {
      expect(ad).toMatchObject({ type: 2, purchase_button_text: 'Buy Now' });
      expect(ad.external_website).toMatch(/^https:\/\//);
      expect(ad.photos).toBeGreaterThanOrEqual(1);
    }
  });

  it('shows them on the Company Ads tab and the company ads list', async () => {
    const tab = await t.call('GET', '/api/v1/ads/home?tab=company');
    expect(tab.json.meta.total).toBe(demoCompanyAds.length);
    expect(tab.json.data.every((a: { is_company_ad: number; company: { name: string } | null }) => a.is_company_ad === 1 && a.company !== null)).toBe(true);
    const all = await t.call('GET', '/api/v1/ads/all-company-ads');
    expect(all.json.meta.total).toBe(demoCompanyAds.length);
  });

  it("lists dave's company for dave (owner) and bob (moderator)", async () => {
    const [dave] = await q<{ id: number }>(sql`select id from users where user_name = 'dave'`);
    const [bob] = await q<{ id: number }>(sql`select id from users where user_name = 'bob'`);
    const mine = await t.call('GET', '/api/v1/company/my-companies', { token: await issueToken(t.db, Number(dave!.id), false) });
    expect(mine.json.data.companies.map((c: { name: string }) => c.name)).toEqual(['Fischer Hi-Fi Berlin']);
    expect(mine.json.data.companies[0]).toMatchObject({ active_subscription: { status: 'active' }, total_ads: 3 });
    const bobs = await t.call('GET', '/api/v1/company/my-companies', { token: await issueToken(t.db, Number(bob!.id), false) });
    expect(bobs.json.data.companies.map((c: { name: string }) => c.name)).toEqual(['Atelier Vélo Martin']);
    expect(bobs.json.data.moderator.map((c: { name: string }) => c.name)).toEqual(['Fischer Hi-Fi Berlin']);
  });

  it('is a no-op once companies exist', async () => {
    expect(await seedDemoCompanies(t.deps)).toEqual({ companies: 0, ads: 0 });
    const [{ n }] = (await q<{ n: number }>(sql`select count(*)::int as n from companies`)) as [{ n: number }];
    expect(n).toBe(demoCompanies.length);
  });
});
