/**
 * Hotels in the operator console (issue 16, decisions 190 and 191): operators add hotels with photos, change them
 * (unsent fields kept, photos removed with their files), hide them out of every public place and restore them, and
 * delete them; every write is in the audit log. Hidden hotel reviews leave the hotel's page, count and average.
 */
import { sql, TransactionRollbackError } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../common/roles.ts';
import type { Db } from '../../server/db/client.ts';
import { rows } from '../../server/db/rows.ts';
import { adminHotelListSql } from '../../server/modules/hotels/service.ts';
import { keyFromUrl } from '../../server/platform/storage.ts';
import { form, makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

let t: TestApp;
let operator: Member;
let member: Member;
let jpeg: Blob;
let png: Blob;
let eurId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_SCALE: '1000' });
  operator = await makeMember(t, 'Olga', { roleId: ROLES.operator });
  member = await makeMember(t, 'Mihai');
  jpeg = new Blob([new Uint8Array(await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } }).jpeg().toBuffer())], { type: 'image/jpeg' });
  png = new Blob([new Uint8Array(await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 60, b: 40 } } }).png().toBuffer())], { type: 'image/png' });
  const [eur] = await rows<{ id: number }>(t.db, sql`select id from currencies where code = 'EUR'`);
  eurId = Number(eur!.id);
});
afterAll(async () => t?.close());

const asOperator = (method: string, path: string, body?: unknown) => t.call(method, `/api/v1${path}`, { token: operator.token, ...(body === undefined ? {} : { body }) });

const FIELDS = () => ({
  name: 'Hotel Lumière',
  description: 'Quiet rooms over a courtyard.',
  address: '12 Rue des Lilas',
  city: 'Lyonville',
  country: 'France',
  country_code: 'fr',
  postal_code: '69001',
  lat: '45.764043',
  lon: '4.835659',
  stars: '4',
  price_per_night: '135.50',
  currency_id: String(eurId),
  check_in: '15:00',
  check_out: '11:00',
  phone: '+33 4 00 00 00 00',
  email: 'desk@example.com',
  website: 'https://lumiere.example.com',
});

/** A multipart hotel form with its photos under photos[]. */
function hotelForm(fields: Record<string, string | Blob | string[]>, photos: File[] = []): FormData {
  const fd = form(fields);
  for (const p of photos) fd.append('photos[]', p);
  return fd;
}

async function createHotel(extra: Record<string, string | Blob | string[]> = {}, photos: File[] = []) {
  const res = await asOperator('POST', '/admin/hotels', hotelForm({ ...FIELDS(), amenities: ['wifi', 'breakfast'], ...extra }, photos));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data;
}

const stored = async (url: string) => Boolean(await t.deps.storage.get(keyFromUrl(t.deps.storage, url)!));
const publicIds = async (query = 'city=Lyonville') => ((await t.call('GET', `/api/v1/hotels?${query}`)).json.data as { id: number }[]).map((h) => h.id);
const inSitemap = async (id: number) => JSON.stringify((await t.call('GET', '/api/v1/sitemap/hotels/1')).json.data ?? '').includes(`/hotels/${id}`);
const auditOf = async (targetType: string, id: number) =>
  rows<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    t.db,
    sql`select action, before, after from operator_actions where target_type = ${targetType} and target_id = ${id} order by id`,
  );

describe('adding a hotel', () => {
  it('stores every field and the photos as WebP widths; the hotel is on /hotels, its page, nearby search and the sitemap', async () => {
    const hotel = await createHotel({}, [new File([jpeg], 'front.jpg', { type: 'image/jpeg' }), new File([png], 'room.png', { type: 'image/png' })]);
    expect(hotel).toMatchObject({
      name: 'Hotel Lumière',
      country_code: 'FR',
      postal_code: '69001',
      lat: 45.764043,
      lon: 4.835659,
      stars: 4,
      price_per_night: '135.50',
      currency_code: 'EUR',
      currency_id: eurId,
      amenities: ['wifi', 'breakfast'],
      check_in: '15:00',
      website: 'https://lumiere.example.com',
      status: 'listed',
      hidden_reason: null,
      average_rating: 0,
      total_review: 0,
    });
    expect(hotel.photos).toHaveLength(2);
    expect(hotel.photos[0].variants.map((u: string) => /-(\d+)\.webp$/.exec(u)?.[1])).toEqual(['320', '640', '900']);
    expect(hotel.photos[0].attachment).toMatch(new RegExp(`/hotels/${hotel.id}/[0-9a-f]{20}-900\\.webp$`));
    const bytes = await t.deps.storage.get(keyFromUrl(t.deps.storage, hotel.photos[1].attachment)!);
    expect((await sharp(bytes!).metadata()).format).toBe('webp');

    expect(await publicIds()).toContain(hotel.id);
    expect(await publicIds('lat=45.76&lng=4.83&radius=5')).toContain(hotel.id);
    expect((await t.call('GET', `/api/v1/hotels/${hotel.id}`)).json.data).toMatchObject({ name: 'Hotel Lumière', photos: [{ id: hotel.photos[0].id }, { id: hotel.photos[1].id }] });
    expect(await inSitemap(hotel.id)).toBe(true);

    const [entry] = await auditOf('hotel', hotel.id);
    expect(entry).toMatchObject({ action: 'hotel.create', before: null, after: { name: 'Hotel Lumière', status: 'listed', price_per_night: '135.50' } });
    expect((entry!.after!.photos as unknown[]).length).toBe(2);
  });

  it('lists every failing field in one 422 and stores nothing', async () => {
    const before = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from hotels`);
    const res = await asOperator(
      'POST',
      '/admin/hotels',
      form({
        name: ' ',
        address: 'x'.repeat(301),
        country_code: 'XX',
        lat: '91',
        lon: 'east',
        stars: '6',
        price_per_night: '0',
        currency_id: '999999',
        amenities: ['wifi', 'jacuzzi'],
        check_in: '25:00',
        phone: '12',
        email: 'not-an-email',
        website: 'ftp://example.com',
        status: 'draft',
        'photos[]': new File([new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])], 'fake.jpg', { type: 'image/jpeg' }),
      }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(
      ['address', 'amenities', 'check_in', 'city', 'country', 'country_code', 'currency_id', 'email', 'lat', 'lon', 'name', 'phone', 'photos', 'price_per_night', 'stars', 'status', 'website'].sort(),
    );
    expect(res.json.message_status).toBe('FIELD_REQUIRED');
    expect(res.json.errors_status).toMatchObject({ photos: 'NOT_AN_IMAGE', website: 'FIELD_URL_INVALID', currency_id: 'FIELD_CHOICE_INVALID' });
    expect(await rows<{ n: number }>(t.db, sql`select count(*)::int as n from hotels`)).toEqual(before);
  });

  it('takes JSON without photos, and can add a hotel hidden', async () => {
    const res = await asOperator('POST', '/admin/hotels', { ...FIELDS(), name: 'Draft Inn', amenities: ['pool'], status: 'hidden' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ name: 'Draft Inn', amenities: ['pool'], status: 'hidden', photos: [] });
    expect((await t.call('GET', `/api/v1/hotels/${res.json.data.id}`)).status).toBe(404);
  });

  it('is for operators only', async () => {
    expect((await t.call('POST', '/api/v1/admin/hotels', { token: member.token, body: FIELDS() })).status).toBe(403);
    expect((await t.call('GET', '/api/v1/admin/hotels', { token: member.token })).status).toBe(403);
    expect((await t.call('GET', '/api/v1/admin/hotels')).status).toBe(401);
  });
});

describe('changing a hotel', () => {
  it('keeps the fields not sent, appends photos, removes photos with their files and reorders', async () => {
    const hotel = await createHotel({}, [new File([jpeg], 'a.jpg'), new File([png], 'b.png')]);
    const [first, second] = hotel.photos as { id: number; attachment: string; variants: string[] }[];
    expect(await stored(first!.variants[0]!)).toBe(true);

    const res = await asOperator('POST', `/admin/hotels/${hotel.id}`, form({ price_per_night: '99', 'remove_photo_ids[]': String(first!.id), 'photos[]': new File([jpeg], 'c.jpg') }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const changed = res.json.data;
    expect(changed).toMatchObject({ name: 'Hotel Lumière', city: 'Lyonville', stars: 4, amenities: ['wifi', 'breakfast'], email: 'desk@example.com', price_per_night: '99.00' });
    expect(changed.photos.map((p: { id: number }) => p.id)[0]).toBe(second!.id);
    expect(changed.photos).toHaveLength(2);
    for (const url of [first!.attachment, ...first!.variants]) expect(await stored(url)).toBe(false);
    expect(await stored(second!.attachment)).toBe(true);

    const third = changed.photos[1].id as number;
    const reordered = await asOperator('POST', `/admin/hotels/${hotel.id}`, { photo_order: [third], postal_code: '' });
    expect(reordered.status, JSON.stringify(reordered.json)).toBe(200);
    expect(reordered.json.data.photos.map((p: { id: number }) => p.id)).toEqual([third, second!.id]);
    expect(reordered.json.data.postal_code).toBeNull();

    const entries = await auditOf('hotel', hotel.id);
    expect(entries.map((e) => e.action)).toEqual(['hotel.create', 'hotel.update', 'hotel.update']);
    expect(entries[1]).toMatchObject({ before: { price_per_night: '135.50' }, after: { price_per_night: '99.00' } });
  });

  it("refuses another hotel's photo, a status change and unknown hotels", async () => {
    const a = await createHotel({}, [new File([png], 'a.png')]);
    const b = await createHotel();
    const res = await asOperator('POST', `/admin/hotels/${b.id}`, { remove_photo_ids: [a.photos[0].id], status: 'hidden', lat: '-91' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(['lat', 'remove_photo_ids', 'status']);
    expect((await asOperator('POST', '/admin/hotels/99999999', { name: 'X' })).status).toBe(404);
    expect((await asOperator('GET', '/admin/hotels/99999999')).status).toBe(404);
  });
});

describe('hiding, restoring and deleting', () => {
  it('hides a hotel with a reason out of the list, its page, nearby search and the sitemap, and restores it', async () => {
    const hotel = await createHotel();
    expect((await asOperator('POST', `/admin/hotels/${hotel.id}/hide`, { reason: ' ' })).status).toBe(422);
    const hidden = await asOperator('POST', `/admin/hotels/${hotel.id}/hide`, { reason: 'Closed for works' });
    expect(hidden.status).toBe(200);
    expect(hidden.json.data).toEqual({ id: hotel.id, hidden: 1 });
    expect((await t.call('GET', `/api/v1/hotels/${hotel.id}`)).status).toBe(404);
    expect(await publicIds()).not.toContain(hotel.id);
    expect(await publicIds('lat=45.76&lng=4.83&radius=5')).not.toContain(hotel.id);
    expect(await inSitemap(hotel.id)).toBe(false);
    expect((await asOperator('GET', `/admin/hotels/${hotel.id}`)).json.data).toMatchObject({ status: 'hidden', hidden_reason: 'Closed for works' });
    expect((await asOperator('GET', '/admin/hotels?status=hidden')).json.data.map((h: { id: number }) => h.id)).toContain(hotel.id);
    expect((await asOperator('GET', '/admin/hotels?status=listed')).json.data.map((h: { id: number }) => h.id)).not.toContain(hotel.id);
    expect((await asOperator('POST', `/admin/hotels/${hotel.id}/hide`, { reason: 'again' })).json.message_status).toBe('CONTENT_ALREADY_HIDDEN');

    expect((await asOperator('POST', `/admin/hotels/${hotel.id}/restore`)).json.data).toEqual({ id: hotel.id, hidden: 0 });
    expect((await t.call('GET', `/api/v1/hotels/${hotel.id}`)).status).toBe(200);
    expect(await inSitemap(hotel.id)).toBe(true);
    expect((await asOperator('POST', `/admin/hotels/${hotel.id}/restore`)).json.message_status).toBe('HOTEL_NOT_HIDDEN');
    expect((await auditOf('hotel', hotel.id)).map((e) => e.action)).toEqual(['hotel.create', 'hotel.hide', 'hotel.restore']);
  });

  it('deletes a hotel with its reviews and the files of its photos', async () => {
    const hotel = await createHotel({}, [new File([jpeg], 'a.jpg')]);
    await t.call('POST', `/api/v1/hotels/${hotel.id}/reviews`, { token: member.token, body: { rating: 5, comment: 'Lovely courtyard and staff.' } });
    const res = await asOperator('DELETE', `/admin/hotels/${hotel.id}`);
    expect(res.status).toBe(200);
    expect((await t.call('GET', `/api/v1/hotels/${hotel.id}`)).status).toBe(404);
    expect(await rows(t.db, sql`select 1 from hotel_reviews where hotel_id = ${hotel.id}`)).toEqual([]);
    for (const url of hotel.photos[0].variants) expect(await stored(url)).toBe(false);
    const entries = await auditOf('hotel', hotel.id);
    expect(entries.at(-1)).toMatchObject({ action: 'hotel.delete', before: { name: 'Hotel Lumière' }, after: null });
    expect((await asOperator('DELETE', `/admin/hotels/${hotel.id}`)).status).toBe(404);
  });
});

describe('the console list', () => {
  it('finds hotels by part of the name or city, newest first', async () => {
    const a = await createHotel({ name: 'Zephyr Rooms' });
    const b = await createHotel({ name: 'Another', city: 'Zephyrton' });
    const res = await asOperator('GET', '/admin/hotels?q=zephyr');
    expect(res.json.data.map((h: { id: number }) => h.id)).toEqual([b.id, a.id]);
    expect(res.json.meta).toMatchObject({ total: 2, current_page: 1 });
    expect((await asOperator('GET', '/admin/hotels?status=gone')).status).toBe(422);
  });

  it('reads the default page and each status from an index, never scanning the table', async () => {
    const plans: string[] = [];
    try {
      await t.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db & { rollback: () => never };
        await tx.execute(sql`insert into hotels (name, address, city, country, country_code, lat, lon, price_per_night, currency_id, status, created_at)
          select 'Filler ' || g, 'Street', 'Town ' || g, 'Testland', 'TL', 0, 0, 50, ${eurId}, (g % 10 > 0)::int, now() - g * interval '1 minute' from generate_series(1, 5000) g`);
        await tx.execute(sql`analyze hotels`);
        for (const filter of [{}, { status: 'listed' as const }, { status: 'hidden' as const }]) {
          const res = (await tx.execute(sql`explain ${adminHotelListSql(filter, 20, 0).rows}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
          plans.push(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
        }
        tx.rollback();
      });
    } catch (err) {
      if (!(err instanceof TransactionRollbackError)) throw err;
    }
    expect(plans).toHaveLength(3);
    expect(plans[0]).toMatch(/Index Scan using hotels_newest_idx/);
    // Listed hotels are most of the table: either index finds a page of them at once.
    expect(plans[1]).toMatch(/Index Scan using hotels_(status_)?newest_idx/);
    expect(plans[2]).toMatch(/Index Scan using hotels_status_newest_idx/);
    for (const plan of plans) expect(plan, plan).not.toMatch(/Seq Scan on hotels|Sort Key: h\./);
  });
});

describe('hotel review moderation', () => {
  it("hides a review out of the hotel's page and average, and restores it", async () => {
    const hotel = await createHotel();
    const other = await makeMember(t, 'Petra');
    await t.call('POST', `/api/v1/hotels/${hotel.id}/reviews`, { token: member.token, body: { rating: 1, comment: 'Rude and noisy, avoid it.' } });
    const saved = await t.call('POST', `/api/v1/hotels/${hotel.id}/reviews`, { token: other.token, body: { rating: 5, comment: 'A perfect stay, thank you.' } });
    expect(saved.json.data.hotel).toEqual({ average_rating: 3, total_review: 2 });
    const [bad] = await rows<{ id: number }>(t.db, sql`select id from hotel_reviews where hotel_id = ${hotel.id} and user_id = ${member.id}`);
    const badId = Number(bad!.id);

    const listed = await asOperator('GET', '/admin/content?type=hotel_reviews');
    expect(listed.json.data[0]).toMatchObject({ type: 'hotel_reviews', rating: 5, url: `/hotels/${hotel.id}`, hidden: 0 });

    expect((await asOperator('POST', `/admin/hotel-reviews/${badId}/hide`, {})).status).toBe(422);
    expect((await asOperator('POST', `/admin/hotel-reviews/${badId}/hide`, { reason: 'Abusive' })).json.data).toEqual({ id: badId, hidden: 1 });
    const page = await t.call('GET', `/api/v1/hotels/${hotel.id}/reviews`);
    expect(page.json.data.map((r: { id: number }) => r.id)).not.toContain(badId);
    expect(page.json.meta.total).toBe(1);
    expect((await t.call('GET', `/api/v1/hotels/${hotel.id}`)).json.data).toMatchObject({ average_rating: 5, total_review: 1 });
    expect((await asOperator('GET', '/admin/content?type=hotel_reviews&hidden=1')).json.data).toEqual([expect.objectContaining({ id: badId, hidden: 1, hidden_reason: 'Abusive' })]);
    expect((await asOperator('POST', `/admin/hotel-reviews/${badId}/hide`, { reason: 'again' })).json.message_status).toBe('CONTENT_ALREADY_HIDDEN');

    expect((await asOperator('POST', `/admin/hotel-reviews/${badId}/restore`)).json.data).toEqual({ id: badId, hidden: 0 });
    expect((await t.call('GET', `/api/v1/hotels/${hotel.id}`)).json.data).toMatchObject({ average_rating: 3, total_review: 2 });
    expect((await t.call('GET', `/api/v1/hotels/${hotel.id}/reviews`)).json.data.map((r: { id: number }) => r.id)).toContain(badId);
    expect((await asOperator('POST', `/admin/hotel-reviews/${badId}/restore`)).json.message_status).toBe('HOTEL_REVIEW_NOT_HIDDEN');
    expect((await asOperator('POST', '/admin/hotel-reviews/99999999/hide', { reason: 'x' })).json.message_status).toBe('HOTEL_REVIEW_NOT_FOUND');
    expect((await auditOf('hotel_review', badId)).map((e) => e.action)).toEqual(['hotel_review.hide', 'hotel_review.restore']);
    expect((await t.call('POST', `/api/v1/admin/hotel-reviews/${badId}/hide`, { token: member.token, body: { reason: 'x' } })).status).toBe(403);
  });
});
