import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import type { AppEnv } from '../../server/http/context.ts';
import { ApiError } from '../../server/http/errors.ts';
import { issueToken } from '../../server/modules/auth/tokens.ts';
import { companyAdsWhere, COUNT_CAP, homeTabSql, listCountSql, NEWEST_ORDER, userListWhere } from '../../server/modules/ads/service.ts';
import { form, randomIp, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let owner: { id: number; token: string };
let other: { id: number; token: string };
let hidden: { id: number; token: string };
let leafCategory: number;
let parentCategory: number;
let currencyId: number;
let companyId: number;
let expiredCompanyId: number;

async function q<T = Record<string, unknown>>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function makeUser(name: string, extra: Partial<typeof users.$inferInsert> = {}) {
  const [u] = await t.db
    .insert(users)
    .values({ name, userName: name.toLowerCase(), email: `${name.toLowerCase()}@example.com`, emailVerifiedAt: new Date(), ...extra })
    .returning();
  return { id: u!.id, token: await issueToken(t.db, u!.id, false) };
}

/** A JPEG carrying EXIF with an author and GPS position. */
async function jpegWithGps(width = 720, height = 477, colour = '#c33'): Promise<Blob> {
  const buf = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Author' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '28/1 51/1 0/1' } })
    .toBuffer();
  return new Blob([new Uint8Array(buf)], { type: 'image/jpeg' });
}

const tiny = async () => new Blob([new Uint8Array(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#00f' } }).png().toBuffer())], { type: 'image/png' });

function adFields(over: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    category_id: String(parentCategory),
    subcategory_id: String(leafCategory),
    name: 'Mountain bike, 21 gears',
    description: 'Lightly used mountain bike',
    additional_details: 'Comes with a lock',
    price: '450',
    offer_price: '400',
    currency_id: String(currencyId),
    type: '1',
    is_negotiable: '0',
    condition: 'used',
    location: 'Chisinau, Moldova',
    lat: '47.0105',
    lon: '28.8638',
    'tags[]': [' bike ', 'Bike', 'sport'],
    email: 'seller@example.com',
    phone: '+37360000001',
    show_contact: '1',
    is_sponsored: '2',
    ...over,
  };
}

function adForm(over: Record<string, string | string[]>, files: Blob[]): FormData {
  const fd = form(adFields(over));
  files.forEach((f, i) => fd.append('attachment[]', f, `photo-${i}.jpg`));
  return fd;
}

const storedFiles = () => {
  const dir = join(t.config.dataDir, 'storage', 'ads');
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.webp')).length;
};
const adCount = async () => Number((await q<{ n: number }>(sql`select count(*)::int as n from ads`))[0]!.n);

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_SCALE: '100' });
  owner = await makeUser('Owner', { phone: '+37360000009' });
  other = await makeUser('Other');
  hidden = await makeUser('Hidden', { showMyAds: false });
  const [leaf] = await q<{ id: number; parent_id: number }>(sql`select c.id, c.parent_id from categories c where c.kind = 'ad' and c.parent_id is not null order by c.id limit 1`);
  leafCategory = Number(leaf!.id);
  parentCategory = Number(leaf!.parent_id);
  currencyId = Number((await q<{ id: number }>(sql`select id from currencies order by id limit 1`))[0]!.id);
  companyId = Number(
    (await q<{ id: number }>(sql`insert into companies (user_id, name, status, subscription_expires_at) values (${owner.id}, 'Acme', 'approved', now() + interval '30 days') returning id`))[0]!.id,
  );
  expiredCompanyId = Number(
    (await q<{ id: number }>(sql`insert into companies (user_id, name, status, subscription_expires_at) values (${owner.id}, 'Old Co', 'approved', now() - interval '1 day') returning id`))[0]!.id,
  );
});

afterAll(async () => {
  await t?.close();
});

let adId: number;

describe('POST /seller/ads/create', () => {
  it('creates an ad with two photos, re-encoded to WebP without EXIF or GPS', async () => {
    const started = performance.now();
    const res = await t.call('POST', '/api/v1/seller/ads/create', { token: owner.token, body: adForm({}, [await jpegWithGps(), await jpegWithGps(400, 300, '#3c3')]) });
    const elapsed = performance.now() - started;
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe('Ad created successfully');
    const ad = res.json.data;
    adId = ad.id;
    expect(ad).toMatchObject({
      owner_id: owner.id,
      category_id: leafCategory,
      name: 'Mountain bike, 21 gears',
      price: '450.00',
      offer_price: '400.00',
      percent_off: 11,
      is_negotiable: 0,
      is_sponsored: 0,
      show_contact: 1,
      status: 1,
      type: 1,
      tags: ['bike', 'sport'],
      is_favorite: 0,
    });
    expect(ad.attachment).toHaveLength(2);
    expect(ad.attachment[0].variants).toHaveLength(3);
    expect(ad.attachment[0].width).toBe(720);
    expect(ad.attachment[1].variants.map((v: string) => v.replace(/^.*-(\d+)\.webp$/, '$1'))).toEqual(['320', '400']); // never upscaled
    expect(ad.attachment[1].attachment).toMatch(new RegExp(`^/storage/ads/${adId}/[0-9a-f]+-400\\.webp$`));
    const key = (ad.attachment[0].attachment as string).replace(/^\/storage\//, '');
    const meta = await sharp(join(t.config.dataDir, 'storage', key)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(720);
    expect(meta.exif).toBeUndefined();
    const tagRows = await q<{ name: string; usage_count: number }>(sql`select name, usage_count from tags order by name`);
    expect(tagRows).toEqual([
      { name: 'bike', usage_count: 1 },
      { name: 'sport', usage_count: 1 },
    ]);
    console.log(`create with two photos: ${elapsed.toFixed(0)} ms`);
  });

  it('needs a signed-in user', async () => {
    const res = await t.call('POST', '/api/v1/seller/ads/create', { body: adForm({}, [await tiny()]) });
    expect(res.status).toBe(401);
  });

  it('accepts attachment[0]… keys and JSON-less url-encoded fields with the deepest category', async () => {
    const fd = form(adFields({ subcategory_id: '', 'tags[]': [] }));
    fd.append('attachment[1]', await tiny(), 'b.png');
    fd.append('attachment[0]', await jpegWithGps(50, 40), 'a.jpg');
    const res = await t.call('POST', '/api/v1/seller/ads/create', { token: owner.token, body: fd });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.category_id).toBe(parentCategory);
    expect(res.json.data.attachment.map((a: { width: number }) => a.width)).toEqual([50, 16]);
  });

  const bad: [string, () => Promise<FormData>, number, string][] = [
    ['price above 1,000,000,000', async () => adForm({ price: '1000000001', offer_price: '' }, [await tiny()]), 422, 'Price cannot exceed 1000000000'],
    ['negative price', async () => adForm({ price: '-1', offer_price: '' }, [await tiny()]), 422, 'Price cannot be negative.'],
    ['short description of 151 characters', async () => adForm({ description: 'x'.repeat(151) }, [await tiny()]), 422, 'Short description must not exceed 150 characters'],
    [
      'company website without http(s)',
      async () => adForm({ type: '2', company_id: String(companyId), external_website: 'www.acme.test' }, [await tiny()]),
      422,
      'External website must start with http:// or https://',
    ],
    [
      'company with an expired subscription',
      async () => adForm({ type: '2', company_id: String(expiredCompanyId), external_website: 'https://acme.test' }, [await tiny()]),
      422,
      "This company's subscription has expired. Renew it to post company ads.",
    ],
    ['no photo', async () => adForm({}, []), 422, 'At least one photo is required.'],
    ['11 photos', async () => adForm({}, await Promise.all(Array.from({ length: 11 }, tiny))), 422, 'You can only upload up to 10 photos.'],
    [
      'a renamed executable posing as a JPEG',
      async () => adForm({}, [new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0, 0x04, 0, 0, 0, 0xff, 0xff, ...new Array(200).fill(0)])], { type: 'image/jpeg' })]),
      422,
      'Only image files are allowed.',
    ],
    ['a text file named .jpg', async () => adForm({}, [new Blob(['hello, I am not a photo'], { type: 'image/jpeg' })]), 422, 'Only image files are allowed.'],
    ['an invalid email', async () => adForm({ email: 'nope' }, [await tiny()]), 422, 'Invalid email format.'],
    ['an invalid phone', async () => adForm({ phone: '12ab' }, [await tiny()]), 422, 'Invalid phone number format.'],
  ];
  for (const [label, body, status, message] of bad) {
    it(`rejects ${label} and stores nothing`, async () => {
      const [ads, files] = [await adCount(), storedFiles()];
      const res = await t.call('POST', '/api/v1/seller/ads/create', { token: owner.token, body: await body() });
      expect(res.status).toBe(status);
      expect(res.json.message).toBe(message);
      expect(await adCount()).toBe(ads);
      expect(storedFiles()).toBe(files);
    });
  }

  it('rejects a 60 MB file with a clear error and stores nothing', async () => {
    const [ads, files] = [await adCount(), storedFiles()];
    const big = new Blob([new Uint8Array(60 * 1024 * 1024)], { type: 'image/jpeg' });
    const res = await t.call('POST', '/api/v1/seller/ads/create', { token: owner.token, body: adForm({}, [big]) });
    expect([413, 422]).toContain(res.status);
    expect(res.json.message).toMatch(/File size should not exceed 50MB\.|The request is too large\./);
    expect(await adCount()).toBe(ads);
    expect(storedFiles()).toBe(files);
  });

  it('with the proposed 60 MB cap on the upload paths, a 55 MB photo gets the 50MB message and a 61 MB body a 413', async () => {
    // app.ts is not ours: this mounts the ads router behind the cap the report proposes for app.ts.
    const { adsRoutes } = await import('../../server/modules/ads/routes.ts');
    const { AD_UPLOAD_PATH } = await import('../../server/modules/ads/upload.ts');
    const { PHOTO_BODY_LIMIT } = await import('../../server/http/body-limits.ts');
    const app = new OpenAPIHono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', t.deps);
      c.set('clientIp', '127.0.0.1');
      await next();
    });
    app.use('/api/*', (c, next) =>
      bodyLimit({
        maxSize: AD_UPLOAD_PATH.test(c.req.path) ? PHOTO_BODY_LIMIT : 1024 * 1024,
        onError: () => {
          throw new ApiError(413, 'The request is too large.');
        },
      })(c, next),
    );
    app.route('/api/v1', adsRoutes);
    app.onError((err, c) => (err instanceof ApiError ? c.json({ message: err.message }, err.status) : c.json({ message: String(err) }, 500)));
    expect(AD_UPLOAD_PATH.test('/api/v1/seller/ads/update/12')).toBe(true);
    const [ads, files] = [await adCount(), storedFiles()];
    const send = async (size: number) => {
      const res = await app.request('/api/v1/seller/ads/create', {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}` },
        body: adForm({}, [new Blob([new Uint8Array(size)], { type: 'image/jpeg' })]),
      });
      return { status: res.status, json: (await res.json()) as { message: string } };
    };
    const big = await send(55 * 1024 * 1024);
    expect(big).toEqual({ status: 422, json: { message: 'File size should not exceed 50MB.' } });
    const huge = await send(61 * 1024 * 1024);
    expect(huge.status).toBe(413);
    expect(await adCount()).toBe(ads);
    expect(storedFiles()).toBe(files);
  });

  it('creates a company ad for an owned company with a running subscription', async () => {
    const res = await t.call('POST', '/api/v1/seller/ads/create', {
      token: owner.token,
      body: adForm({ type: '2', company_id: String(companyId), external_website: 'https://acme.test/bike', offer_price: '' }, [await tiny()]),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ type: 2, is_company_ad: 1, purchase_button_text: 'Buy Now', company: { id: companyId, name: 'Acme' } });
  });

  it('lets an accepted moderator post for the company, not someone else', async () => {
    const fields = { type: '2', company_id: String(companyId), external_website: 'https://acme.test' };
    const denied = await t.call('POST', '/api/v1/seller/ads/create', { token: other.token, body: adForm(fields, [await tiny()]) });
    expect(denied.json.message).toBe('You are not the owner or a moderator of this company.');
    await q(sql`insert into company_moderators (company_id, moderator_id, status) values (${companyId}, ${other.id}, 'accepted')`);
    const allowed = await t.call('POST', '/api/v1/seller/ads/create', { token: other.token, body: adForm(fields, [await tiny()]) });
    expect(allowed.status, JSON.stringify(allowed.json)).toBe(200);
    await q(sql`delete from ads where id = ${allowed.json.data.id}`);
  });
});

describe('GET /seller/ads/single/{id}', () => {
  it('answers the ad with photos in order, category chain, currency and seller; contacts only to the owner', async () => {
    const anon = await t.call('GET', `/api/v1/seller/ads/single/${adId}`);
    expect(anon.status).toBe(200);
    expect(anon.json.data.creator).toMatchObject({ id: owner.id, name: 'Owner', phone: null, email: null });
    expect(anon.json.data.category.chain.map((c: { id: number }) => c.id)).toEqual([parentCategory, leafCategory]);
    expect(anon.json.data.currency.id).toBe(currencyId);
    // Others reveal a shown phone through the rate-limited Show Number call (sellers tests), never the e-mail.
    const signed = await t.call('GET', `/api/v1/seller/ads/single/${adId}`, { token: other.token });
    expect(signed.json.data.creator).toMatchObject({ phone: null, email: null });
    expect(signed.json.data).toMatchObject({ contact_phone: null, contact_email: null });
    const own = await t.call('GET', `/api/v1/seller/ads/single/${adId}`, { token: owner.token });
    expect(own.json.data).toMatchObject({ contact_phone: '+37360000001', contact_email: 'seller@example.com' });
  });

  it('hides the phone when show_contact is 0', async () => {
    await q(sql`update ads set show_contact = false where id = ${adId}`);
    const signed = await t.call('GET', `/api/v1/seller/ads/single/${adId}`, { token: other.token });
    expect(signed.json.data.show_contact).toBe(0);
    expect(signed.json.data.creator.phone).toBeNull();
    await q(sql`update ads set show_contact = true where id = ${adId}`);
  });

  it('is 404 for unknown ads and for inactive ads except to the owner', async () => {
    expect((await t.call('GET', '/api/v1/seller/ads/single/999999')).status).toBe(404);
    await q(sql`update ads set status = 0 where id = ${adId}`);
    expect((await t.call('GET', `/api/v1/seller/ads/single/${adId}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/api/v1/seller/ads/single/${adId}`, { token: owner.token })).status).toBe(200);
    await q(sql`update ads set status = 1 where id = ${adId}`);
  });
});

describe('POST /seller/ads/update/{id}', () => {
  it('updates fields, keeps chosen photos in the given order and adds new ones', async () => {
    const before = (await t.call('GET', `/api/v1/seller/ads/single/${adId}`)).json.data;
    const uses = async () => new Map((await q<{ name: string; usage_count: number }>(sql`select name, usage_count from tags`)).map((r) => [r.name, r.usage_count]));
    const usesBefore = await uses();
    const [first, second] = before.attachment.map((a: { id: number }) => a.id);
    const fd = form({ name: 'Mountain bike (updated)', price: '500', 'tags[]': ['sport', 'outdoor'], 'existing_attachments[]': [String(second)] });
    fd.append('attachment[]', await tiny(), 'new.png');
    const res = await t.call('POST', `/api/v1/seller/ads/update/${adId}`, { token: owner.token, body: fd });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.sessionId).toBeNull();
    expect(res.json.message).toBe('Ad updated successfully');
    expect(res.json.data).toMatchObject({ name: 'Mountain bike (updated)', price: '500.00', offer_price: '400.00', percent_off: 20, tags: ['sport', 'outdoor'] });
    expect(res.json.data.attachment.map((a: { id: number }) => a.id).slice(0, 1)).toEqual([second]);
    expect(res.json.data.attachment).toHaveLength(2);
    expect(res.json.data.attachment.some((a: { id: number }) => a.id === first)).toBe(false);
    const usesAfter = await uses();
    expect(usesAfter.get('bike')).toBe(usesBefore.get('bike')! - 1);
    expect(usesAfter.get('sport')).toBe(usesBefore.get('sport'));
    expect(usesAfter.get('outdoor')).toBe(1);
  });

  it("refuses someone else's ad (403, unchanged) and unknown ids (404)", async () => {
    const res = await t.call('POST', `/api/v1/seller/ads/update/${adId}`, { token: other.token, body: { name: 'Hijacked' } });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('You are not allowed to do this.');
    expect((await q<{ name: string }>(sql`select name from ads where id = ${adId}`))[0]!.name).toBe('Mountain bike (updated)');
    expect((await t.call('POST', '/api/v1/seller/ads/update/999999', { token: owner.token, body: { name: 'x' } })).status).toBe(404);
  });

  it('keeps the type and validates like create (JSON body)', async () => {
    const type = await t.call('POST', `/api/v1/seller/ads/update/${adId}`, { token: owner.token, body: { type: 2 } });
    expect(type.status).toBe(422);
    expect(type.json.message).toBe('Ad type cannot be changed.');
    const price = await t.call('POST', `/api/v1/seller/ads/update/${adId}`, { token: owner.token, body: { price: 2_000_000_000 } });
    expect(price.json.message).toBe('Price cannot exceed 1000000000');
    const none = await t.call('POST', `/api/v1/seller/ads/update/${adId}`, { token: owner.token, body: { existing_attachments: [] } });
    expect(none.json.message).toBe('At least one photo is required.');
  });
});

describe('track-stats, toggle and delete', () => {
  it('counts views (today too), contacts and messages, once per visitor, ad and day', async () => {
    const track = (body: unknown, opts: { ip?: string; token?: string } = {}) =>
      t.call('POST', '/api/v1/seller/ads/track-stats', {
        body,
        ...(opts.token ? { token: opts.token } : {}),
        headers: { 'x-edge-secret': t.config.EDGE_SECRET, 'x-forwarded-for': opts.ip ?? randomIp() },
      });
    type Counts = { total_view: number; today_view: number; total_contact_lead: number; total_message_lead: number };
    const counts = async () => (await q<Counts>(sql`select total_view, today_view, total_contact_lead, total_message_lead from ads where id = ${adId}`))[0]!;
    const before = await counts();
    const visitor = randomIp();
    for (const type of ['view', 'view', 'view', 'contact', 'contact', 'message']) expect((await track({ ad_id: adId, type }, { ip: visitor })).status).toBe(200);
    expect(await counts()).toEqual({
      total_view: before.total_view + 1,
      today_view: before.today_view + 1,
      total_contact_lead: before.total_contact_lead + 1,
      total_message_lead: before.total_message_lead + 1,
    });
    // Another visitor counts; a signed-in member counts once whatever the address.
    await track({ ad_id: adId, type: 'view' });
    await track({ ad_id: adId, type: 'view' }, { token: other.token });
    await track({ ad_id: adId, type: 'view' }, { token: other.token });
    expect((await counts()).total_view).toBe(before.total_view + 3);
    // A new day starts today's count again.
    await q(sql`update ads set today_view_date = current_date - 1 where id = ${adId}`);
    await track(form({ ad_id: String(adId), type: 'view' }));
    expect(await counts()).toMatchObject({ total_view: before.total_view + 4, today_view: 1 });
  });

  it('answers 404 for unknown ads and 422 for unknown types', async () => {
    expect((await t.call('POST', '/api/v1/seller/ads/track-stats', { body: { ad_id: 999999, type: 'view' } })).status).toBe(404);
    // Also for a repeat, which counts nothing.
    expect((await t.call('POST', '/api/v1/seller/ads/track-stats', { body: { ad_id: 999999, type: 'view' } })).status).toBe(404);
    expect((await t.call('POST', '/api/v1/seller/ads/track-stats', { body: { ad_id: adId, type: 'like' } })).status).toBe(422);
  });

  it('toggles status for the owner only', async () => {
    const denied = await t.call('GET', `/api/v1/seller/ads/active-deactivate?id=${adId}`, { token: other.token });
    expect(denied.status).toBe(403);
    const off = await t.call('GET', `/api/v1/seller/ads/active-deactivate?id=${adId}`, { token: owner.token });
    expect(off.json.data).toEqual({ id: adId, status: 0 });
    const on = await t.call('GET', `/api/v1/seller/ads/active-deactivate?id=${adId}`, { token: owner.token });
    expect(on.json.data).toEqual({ id: adId, status: 1 });
  });

  it('deletes only when every id is the caller’s', async () => {
    const mine = await seedAds(owner.id, 2);
    const theirs = await seedAds(other.id, 1);
    const mixed = await t.call('DELETE', `/api/v1/seller/ads/ads/delete-multiple?ids[]=${mine[0]}&ids[]=${theirs[0]}`, { token: owner.token });
    expect(mixed.status).toBe(403);
    expect((await q(sql`select id from ads where id = ${mine[0]} and deleted_at is null`)).length).toBe(1);
    const ok = await t.call('DELETE', `/api/v1/seller/ads/ads/delete-multiple?ids[]=${mine[0]}&ids[]=${mine[1]}`, { token: owner.token });
    expect(ok.status).toBe(200);
    const rows = await q<{ delete_reason: string }>(sql`select delete_reason from ads where id in (${mine[0]}, ${mine[1]}) and deleted_at is not null`);
    expect(rows.map((r) => r.delete_reason)).toEqual(['owner', 'owner']);
    expect((await t.call('GET', `/api/v1/seller/ads/single/${mine[0]}`)).status).toBe(404);
  });
});

let seq = 0;
/** Plain ads straight into the table (no photos), newest last. */
async function seedAds(ownerId: number, n: number, extra: { price?: string; offer?: string | null; status?: number; type?: number; sponsored?: number; name?: string; companyId?: number; expires?: string } = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    seq++;
    const [r] = await q<{ id: number }>(sql`insert into ads (category_id, owner_id, name, description, price, offer_price, currency_id, location, lat, lon, status, type, is_sponsored, company_id, promotion_expires_at, created_at)
      values (${leafCategory}, ${ownerId}, ${`${extra.name ?? 'Seeded ad'} ${seq}`}, 'desc', ${extra.price ?? '100'}, ${extra.offer ?? null}, ${currencyId}, 'Town', 47, 28,
        ${extra.status ?? 1}, ${extra.type ?? 1}, ${extra.sponsored ?? 0}, ${extra.companyId ?? null}, ${extra.expires ?? null}, now() + ${`${seq} seconds`}::interval) returning id`);
    ids.push(Number(r!.id));
  }
  return ids;
}

describe('lists', () => {
  it('user-list: own, not deleted, filters status and search, 10 per page', async () => {
    const u = await makeUser('Lister');
    await seedAds(u.id, 11, { name: 'Active lamp' });
    await seedAds(u.id, 2, { status: 0, name: 'Archived chair' });
    await seedAds(other.id, 1);
    const all = await t.call('GET', '/api/v1/seller/ads/user-list', { token: u.token });
    expect(all.json.meta).toMatchObject({ total: 13, per_page: 10, last_page: 2 });
    expect(all.json.data).toHaveLength(10);
    expect(all.json.data[0].name).toMatch(/Archived chair/); // newest first
    const inactive = await t.call('GET', '/api/v1/seller/ads/user-list?status=inactive', { token: u.token });
    expect(inactive.json.meta.total).toBe(2);
    const active = await t.call('GET', '/api/v1/seller/ads/user-list?status=active&search=LAMP', { token: u.token });
    expect(active.json.meta.total).toBe(11);
    expect((await t.call('GET', '/api/v1/seller/ads/user-list')).status).toBe(401);
  });

  it("specific-user-list: active ads; empty when the member hides them unless it's them", async () => {
    await seedAds(hidden.id, 2);
    await seedAds(hidden.id, 1, { status: 0 });
    expect((await t.call('GET', `/api/v1/seller/ads/specific-user-list/${hidden.id}`)).json.data).toEqual([]);
    expect((await t.call('GET', `/api/v1/seller/ads/specific-user-list/${hidden.id}`, { token: other.token })).json.data).toEqual([]);
    const self = await t.call('GET', `/api/v1/seller/ads/specific-user-list/${hidden.id}`, { token: hidden.token });
    expect(self.json.meta.total).toBe(2);
    const visible = await t.call('GET', `/api/v1/seller/ads/specific-user-list/${owner.id}`);
    expect(visible.json.data.every((a: { owner_id: number; status: number }) => a.owner_id === owner.id && a.status === 1)).toBe(true);
  });

  it('company ads: all and per company', async () => {
    const [cid] = await seedAds(owner.id, 1, { type: 2, companyId });
    const all = await t.call('GET', '/api/v1/ads/all-company-ads');
    expect(all.json.data.every((a: { type: number }) => a.type === 2)).toBe(true);
    expect(all.json.data.map((a: { id: number }) => a.id)).toContain(cid);
    const one = await t.call('GET', `/api/v1/ads/company/${companyId}`);
    expect(one.json.data.every((a: { company_id: number }) => a.company_id === companyId)).toBe(true);
  });

  it('home tabs: newest, reduced, sponsored (top page first, expired left out), recommendations, category', async () => {
    const [reduced] = await seedAds(other.id, 1, { price: '200', offer: '150' });
    const [urgent] = await seedAds(other.id, 1, { sponsored: 1 });
    const [top] = await seedAds(other.id, 1, { sponsored: 2 });
    const [expired] = await seedAds(other.id, 1, { sponsored: 2, expires: '2000-01-01T00:00:00Z' });
    const newest = await t.call('GET', '/api/v1/ads/home?tab=newest');
    expect(newest.json.meta.per_page).toBe(8);
    expect(newest.json.data).toHaveLength(8);
    expect(newest.json.data[0].id).toBe(expired);
    const red = await t.call('GET', '/api/v1/ads/home?tab=reduced');
    expect(red.json.data.map((a: { id: number }) => a.id)).toContain(reduced);
    expect(red.json.data.every((a: { price: string; offer_price: string }) => Number(a.offer_price) < Number(a.price))).toBe(true);
    expect(red.json.data.find((a: { id: number }) => a.id === reduced).percent_off).toBe(25);
    const sp = await t.call('GET', '/api/v1/ads/home?tab=sponsored');
    expect(sp.json.data.map((a: { id: number }) => a.id)).toEqual([top, urgent]);
    const rec = await t.call('GET', '/api/v1/ads/home?tab=recommendations');
    expect(rec.status).toBe(200);
    expect(rec.json.data.length).toBeGreaterThan(0);
    expect(rec.json.data.length).toBeLessThanOrEqual(8);
    expect(new Set(rec.json.data.map((a: { id: number }) => a.id)).size).toBe(rec.json.data.length);
    const cat = await t.call('GET', `/api/v1/ads/home?tab=category&category_id=${parentCategory}`);
    expect(cat.json.data.every((a: { category_id: number }) => [parentCategory, leafCategory].includes(a.category_id))).toBe(true);
    expect(cat.json.meta.total).toBeGreaterThan(0);
    await q(sql`insert into ad_favorites (user_id, ads_id) values (${owner.id}, ${expired})`);
    const fav = await t.call('GET', '/api/v1/ads/home?tab=newest', { token: owner.token });
    expect(fav.json.data[0]).toMatchObject({ id: expired, is_favorite: 1 });
    expect(fav.json.data[1].is_favorite).toBe(0);
    expect((await t.call('GET', '/api/v1/ads/home?tab=newest')).json.data[0].is_favorite).toBe(0);
    const all = await t.call('GET', '/api/v1/ads/home?tab=all&page=2');
    expect(all.json.meta).toMatchObject({ current_page: 2, per_page: 8 });
    expect((await t.call('GET', '/api/v1/ads/home?tab=category')).status).toBe(422);
  });

  it('counts public totals up to COUNT_CAP and answers the pages past them empty', async () => {
    await q(sql`insert into ads (name, category_id, owner_id, price, offer_price, location, lat, lon)
      select 'Bulk ' || g, ${leafCategory}, ${other.id}, 100, 50, 'Town', 47, 28 from generate_series(1, ${COUNT_CAP + 10}) g`);
    try {
      const lastPage = COUNT_CAP / 8;
      const first = await t.call('GET', '/api/v1/ads/home?tab=reduced');
      expect(first.json.meta).toMatchObject({ total: COUNT_CAP, last_page: lastPage });
      expect((await t.call('GET', `/api/v1/ads/home?tab=reduced&page=${lastPage}`)).json.data).toHaveLength(8);
      expect((await t.call('GET', `/api/v1/ads/home?tab=reduced&page=${lastPage + 1}`)).json.data).toEqual([]);
    } finally {
      await q(sql`update ads set deleted_at = now() where owner_id = ${other.id} and name like 'Bulk %'`);
    }
  });
});

describe('index use', () => {
  /** The indexes of migration 0005 (created again here only if missing, inside the rolled-back transaction). */
  const proposed = [
    sql`create index if not exists ads_active_newest_idx on ads (created_at desc, id desc) where status = 1 and deleted_at is null`,
    sql`create index if not exists ads_active_ranked_idx on ads (is_sponsored desc, created_at desc, id desc) where status = 1 and deleted_at is null`,
  ];
  async function plan(setup: SQL[], query: SQL): Promise<string> {
    let out = '';
    try {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into ads (name, category_id, owner_id, price, location, lat, lon, created_at)
          select 'Filler ' || g, ${leafCategory}, ${other.id}, 1, 'Town', 47, 28, now() - (g || ' minutes')::interval from generate_series(1, 3000) g`);
        for (const s of setup) await tx.execute(s);
        await tx.execute(sql`analyze ads`);
        const res = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
        out = res.rows.map((r) => r['QUERY PLAN']).join('\n');
        tx.rollback();
      });
    } catch (err) {
      if (!(err instanceof TransactionRollbackError)) throw err;
    }
    return out;
  }

  it('home newest reads ads_active_newest_idx, no scan or sort of ads', async () => {
    const { where, orderBy } = homeTabSql('newest');
    const p = await plan(proposed, sql`select a.id from ads a where ${where} order by ${orderBy} limit 8 offset 0`);
    expect(p, p).toMatch(/ads_active_newest_idx/);
    expect(p).not.toMatch(/Seq Scan on ads|Sort/);
  });

  it('home sponsored reads ads_active_ranked_idx in order (no sort)', async () => {
    const { where, orderBy } = homeTabSql('sponsored');
    const p = await plan(proposed, sql`select a.id from ads a where ${where} order by ${orderBy} limit 8 offset 0`);
    expect(p, p).toMatch(/ads_active_ranked_idx/);
    expect(p).not.toMatch(/Seq Scan on ads|Sort/);
  });

  it('home reduced counts its total through an index of ads, never a scan of ads', async () => {
    // At 1,000,000 ads this is ads_reduced_idx (bench/ads-search.ts prints the plan); on a few thousand rows the
    // planner may take another partial index (or read ads_reduced_idx as a bitmap, weighing the owner's 'Show My Ads'
    // look-up per row), but a limited count without the list order could take a scan.
    const { where, orderBy } = homeTabSql('reduced');
    const p = await plan([], listCountSql(where, orderBy));
    expect(p, p).toMatch(/Index (Only )?Scan using ads_\w+ on ads a|Bitmap Index Scan on ads_\w+/);
    expect(p).not.toMatch(/Seq Scan on ads/);
  });

  it("the Company Ads tab and a company's list read their partial indexes; each ad's company is found by its key", async () => {
    const companies = [sql`insert into companies (user_id, name, status) select ${owner.id}, 'Filler company ' || g, 'approved' from generate_series(1, 500) g`, sql`analyze companies`];
    const tab = await plan(companies, sql`select a.id from ads a where ${companyAdsWhere()} order by ${NEWEST_ORDER} limit 10 offset 0`);
    expect(tab, tab).toMatch(/ads_company_tab_idx/);
    expect(tab).toMatch(/companies_pkey/);
    expect(tab).not.toMatch(/Seq Scan on (ads|companies)|Sort/);
    const one = await plan(companies, sql`select a.id from ads a where ${companyAdsWhere(companyId)} order by ${NEWEST_ORDER} limit 10 offset 0`);
    // On this small table the planner may walk the Company Ads tab's index filtered by company; both are partial indexes of company ads.
    expect(one, one).toMatch(/ads_company_(newest|tab|quota)_idx/);
    expect(one).not.toMatch(/Seq Scan on (ads|companies)/);
  });

  it('user-list reads ads_owner_idx (existing)', async () => {
    const p = await plan([], sql`select a.id from ads a where ${userListWhere(owner.id, 'all')} order by ${NEWEST_ORDER} limit 10 offset 0`);
    expect(p).toMatch(/ads_owner_idx/);
    expect(p).not.toMatch(/Seq Scan on ads/);
  });
});

describe('OpenAPI', () => {
  it('documents the ads calls', async () => {
    const { adsRoutes } = await import('../../server/modules/ads/routes.ts');
    const doc = adsRoutes.getOpenAPIDocument({ openapi: '3.0.0', info: { title: 'x', version: '1' } });
    for (const path of ['/seller/ads/create', '/seller/ads/update/{id}', '/seller/ads/single/{id}', '/ads/home', '/seller/ads/ads/delete-multiple']) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
