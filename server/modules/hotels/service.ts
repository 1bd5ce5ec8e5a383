import { sql, type SQL } from 'drizzle-orm';
import {
  HOTEL_EMAIL_PATTERN,
  HOTEL_PHONE_PATTERN,
  HOTEL_PHOTOS_MAX,
  HOTEL_PRICE_MAX,
  HOTEL_REVIEWS_PER_PAGE,
  HOTEL_TEXT_MAX,
  HOTEL_TIME_PATTERN,
  HOTELS_PER_PAGE,
  type HotelAmenity,
  type HotelSort,
  type HotelStatus,
} from '../../../common/hotels.ts';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { isoTime, moneyOrNull, numberOrNull } from '../../db/values.ts';
import { ApiError, conflict, FieldProblems, invalidField, notFound } from '../../http/errors.ts';
import { MAX_ROW_ID } from '../../http/ids.ts';
import type { Deps } from '../../platform/deps.ts';
import { checkAdPhoto, photoKeys, processAdPhoto, type ProcessedPhoto } from '../../platform/images.ts';
import { recordAction } from '../admin/audit.ts';
import { earthPoint, METERS_PER_MILE, type Geo } from '../search/ads.ts';
import { isAmenity, type AdminHotel, type AdminHotelCard, type Hotel, type HotelCard, type HotelListQuery, type HotelReview } from './schemas.ts';

type Row = Record<string, unknown>;

/** Must stay identical to the indexed expression of hotels_earth_idx. */
const HOTEL_POINT = sql`ll_to_earth(h.lat::float8, h.lon::float8)`;
/** Hotels every visitor sees (alias h): the lists, nearby search, the hotel page and the sitemap; hidden ones are status 0. */
export const LISTED_HOTEL = sql`h.status = 1`;

const CARD_COLUMNS = sql`h.id, h.name, h.address, h.city, h.country, h.country_code, h.lat, h.lon, h.stars, h.price_per_night,
  cu.code as currency_code, cu.symbol as currency_symbol, h.amenities, h.average_rating, h.total_review`;

const PHOTO_JSON = sql`json_build_object('id', p.id, 'attachment', p.attachment, 'variants', p.variants, 'width', p.width, 'height', p.height, 'credit', p.credit)`;
const FIRST_PHOTO = sql`(select ${PHOTO_JSON} from hotel_photos p where p.hotel_id = h.id order by p.position, p.id limit 1)`;
const ALL_PHOTOS = sql`coalesce((select json_agg(${PHOTO_JSON} order by p.position, p.id) from hotel_photos p where p.hotel_id = h.id), '[]'::json)`;

const notFoundHotel = () => notFound('Hotel not found.', 'HOTEL_NOT_FOUND');

type Photo = Hotel['photos'][number];
function toPhoto(v: unknown): Photo | null {
  const p = (typeof v === 'string' ? JSON.parse(v) : v) as Row | null;
  if (!p) return null;
  return {
    id: Number(p.id),
    attachment: String(p.attachment),
    variants: Array.isArray(p.variants) ? p.variants.map(String) : [],
    width: numberOrNull(p.width),
    height: numberOrNull(p.height),
    credit: p.credit == null ? null : String(p.credit),
  };
}

function toCard(r: Row): Omit<HotelCard, 'photo' | 'distance_miles'> {
  return {
    id: Number(r.id),
    name: String(r.name),
    address: String(r.address),
    city: String(r.city),
    country: String(r.country),
    country_code: String(r.country_code),
    lat: Number(r.lat),
    lon: Number(r.lon),
    stars: Number(r.stars),
    price_per_night: moneyOrNull(r.price_per_night) ?? '0.00',
    currency_code: String(r.currency_code),
    currency_symbol: String(r.currency_symbol),
    amenities: (Array.isArray(r.amenities) ? r.amenities.map(String) : []).filter(isAmenity),
    average_rating: Number(r.average_rating),
    total_review: Number(r.total_review),
  };
}

function withinRadius(geo: Geo): SQL {
  const meters = geo.radiusMiles * METERS_PER_MILE;
  const centre = earthPoint(geo.lat, geo.lng);
  return sql`earth_box(${centre}, ${meters}::float8) @> ${HOTEL_POINT} and earth_distance(${centre}, ${HOTEL_POINT}) <= ${meters}::float8`;
}

/** The list's conditions; each is answered by an index of listed hotels (schema/hotels.ts). */
function listWhere(q: HotelListQuery, geo: Geo | null): SQL {
  const parts: SQL[] = [LISTED_HOTEL];
  if (q.city) parts.push(sql`lower(h.city) = lower(${q.city})`);
  if (geo) parts.push(withinRadius(geo));
  if (q.price_min !== undefined) parts.push(sql`h.price_per_night >= ${q.price_min}`);
  if (q.price_max !== undefined) parts.push(sql`h.price_per_night <= ${q.price_max}`);
  if (q.stars !== undefined) parts.push(sql`h.stars >= ${q.stars}`);
  if (q.amenities?.length) parts.push(sql`h.amenities @> ${`{${q.amenities.join(',')}}`}::text[]`);
  return sql.join(parts, sql` and `);
}

/** The order of each sort, matching the indexes that serve it (hotels_rating_idx, hotels_price_idx, hotels_stars_idx, hotels_earth_idx). */
function listOrder(sort: HotelSort, geo: Geo | null): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`h.price_per_night, h.id`;
    case 'price_desc':
      return sql`h.price_per_night desc, h.id desc`;
    case 'stars':
      return sql`h.stars desc, h.average_rating desc, h.id desc`;
    case 'distance':
      return sql`${HOTEL_POINT} <-> ${earthPoint(geo!.lat, geo!.lng)}, h.id`;
    case 'rating':
      return sql`h.average_rating desc, h.total_review desc, h.id desc`;
  }
}

/** One page of the list (exported so tests can EXPLAIN exactly what runs). */
export function hotelPageSql(q: HotelListQuery, limit: number, offset: number): SQL {
  const geo = geoOf(q);
  const sort = sortOf(q, geo);
  const distance = geo ? sql`earth_distance(${earthPoint(geo.lat, geo.lng)}, ${HOTEL_POINT})` : sql`null::float8`;
  return sql`select ${CARD_COLUMNS}, ${FIRST_PHOTO} as first_photo, ${distance} as distance_m
    from hotels h join currencies cu on cu.id = h.currency_id
    where ${listWhere(q, geo)}
    order by ${listOrder(sort, geo)}
    limit ${limit} offset ${offset}`;
}

function geoOf(q: HotelListQuery): Geo | null {
  if ((q.lat === undefined) !== (q.lng === undefined)) throw invalidField(q.lat === undefined ? 'lat' : 'lng', 'FIELD_INVALID', 'Invalid coordinates.');
  return q.lat === undefined || q.lng === undefined ? null : { lat: q.lat, lng: q.lng, radiusMiles: q.radius };
}

function sortOf(q: HotelListQuery, geo: Geo | null): HotelSort {
  if (q.sort === 'distance' && !geo) throw invalidField('sort', 'FIELD_INVALID', 'Sorting by distance needs a point (lat and lng).');
  return q.sort ?? (geo ? 'distance' : 'rating');
}

/** GET /hotels: a page of listed hotels matching every filter, with the exact total. */
export async function listHotels(db: Db, q: HotelListQuery): Promise<{ items: HotelCard[]; total: number; page: number; perPage: number }> {
  if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max) {
    throw invalidField('price_min', 'PRICE_RANGE_INVALID', 'The minimum price may not be greater than the maximum price.');
  }
  const geo = geoOf(q);
  const page = q.page ?? 1;
  const perPage = q.per_page ?? HOTELS_PER_PAGE;
  const [list, [counted]] = await Promise.all([
    rows(db, hotelPageSql(q, perPage, (page - 1) * perPage)),
    rows<{ n: number }>(db, sql`select count(*)::int as n from hotels h where ${listWhere(q, geo)}`),
  ]);
  const items = list.map((r) => ({
    ...toCard(r),
    photo: toPhoto(r.first_photo),
    distance_miles: r.distance_m == null ? null : Math.round((Number(r.distance_m) / METERS_PER_MILE) * 100) / 100,
  }));
  return { items, total: Number(counted?.n ?? 0), page, perPage };
}

const DETAIL_COLUMNS = sql`h.description, h.postal_code, h.check_in, h.check_out, h.phone, h.email, h.website, h.updated_at`;

/** GET /hotels/{id}: a listed hotel with every photo. */
export async function getHotel(db: Db, id: number): Promise<Hotel> {
  const [r] = await rows(
    db,
    sql`select ${CARD_COLUMNS}, ${DETAIL_COLUMNS},
        ${ALL_PHOTOS} as photos
      from hotels h join currencies cu on cu.id = h.currency_id where h.id = ${id} and ${LISTED_HOTEL}`,
  );
  if (!r) throw notFoundHotel();
  return toHotel(r);
}

/** A hotel row with its photos (the column `photos`) as the hotel page answers it. */
function toHotel(r: Row): Hotel {
  const photos = (typeof r.photos === 'string' ? JSON.parse(r.photos) : r.photos) as unknown[];
  const text = (v: unknown) => (v == null || v === '' ? null : String(v));
  return {
    ...toCard(r),
    description: String(r.description ?? ''),
    postal_code: text(r.postal_code),
    check_in: text(r.check_in),
    check_out: text(r.check_out),
    phone: text(r.phone),
    email: text(r.email),
    website: text(r.website),
    photos: photos.map(toPhoto).filter((p): p is Photo => p !== null),
    updated_at: isoTime(r.updated_at),
  };
}

async function requireListed(db: Db, id: number, lock = false): Promise<void> {
  const [found] = await rows(db, lock ? sql`select id from hotels where id = ${id} and status = 1 for update` : sql`select id from hotels where id = ${id} and status = 1`);
  if (!found) throw notFoundHotel();
}

/** Reviews every visitor sees (alias r): an operator's hidden ones leave the page, the count and the average (decision 191). */
const VISIBLE_REVIEW = sql`r.hidden_at is null`;

const REVIEW_COLUMNS = sql`r.id, r.rating, r.comment, r.created_at, r.updated_at,
  case when u.deleted_at is null then u.id end as u_id, case when u.deleted_at is null then u.name || coalesce(' ' || u.last_name, '') end as u_name,
  case when u.deleted_at is null then u.avatar end as u_avatar`;

function toReview(r: Row): HotelReview {
  return {
    id: Number(r.id),
    rating: Number(r.rating),
    comment: String(r.comment),
    reviewer: { id: numberOrNull(r.u_id), name: r.u_name == null ? null : String(r.u_name), avatar: r.u_avatar == null ? null : String(r.u_avatar) },
    created_at: isoTime(r.created_at),
    updated_at: isoTime(r.updated_at),
  };
}

/** GET /hotels/{id}/reviews: a page of a listed hotel's reviews, newest first. */
export async function hotelReviews(db: Db, hotelId: number, page: number): Promise<{ items: HotelReview[]; total: number; perPage: number }> {
  await requireListed(db, hotelId);
  const perPage = HOTEL_REVIEWS_PER_PAGE;
  const [list, [counted]] = await Promise.all([
    rows(
      db,
      sql`select ${REVIEW_COLUMNS} from hotel_reviews r join users u on u.id = r.user_id
        where r.hotel_id = ${hotelId} and ${VISIBLE_REVIEW} order by r.updated_at desc, r.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from hotel_reviews r where r.hotel_id = ${hotelId} and ${VISIBLE_REVIEW}`),
  ]);
  return { items: list.map(toReview), total: Number(counted?.n ?? 0), perPage };
}

/**
 * POST /hotels/{id}/reviews: the member's review of a listed hotel; one per member and hotel, a second one replaces
 * the first (decision 136). The hotel's average and count are recomputed under its row lock in the same transaction.
 */
export async function saveHotelReview(
  db: Db,
  hotelId: number,
  userId: number,
  input: { rating: number; comment: string },
): Promise<{ review: HotelReview; hotel: { average_rating: number; total_review: number } }> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await requireListed(tx, hotelId, true);
    const [saved] = await rows<{ id: number }>(
      tx,
      sql`insert into hotel_reviews (hotel_id, user_id, rating, comment) values (${hotelId}, ${userId}, ${input.rating}, ${input.comment})
        on conflict (hotel_id, user_id) do update set rating = excluded.rating, comment = excluded.comment, updated_at = now()
        returning id`,
    );
    const hotel = await recountHotelRating(tx, hotelId);
    const [review] = await rows(tx, sql`select ${REVIEW_COLUMNS} from hotel_reviews r join users u on u.id = r.user_id where r.id = ${saved!.id}`);
    return { review: toReview(review!), hotel };
  });
}

/**
 * Stores a hotel's guest rating again from its visible reviews. The caller holds the hotel's row lock in its
 * transaction (a review written, hidden or restored), so two changes never compute from each other's old rows.
 */
export async function recountHotelRating(tx: Db, hotelId: number): Promise<{ average_rating: number; total_review: number }> {
  const [hotel] = await rows<{ average_rating: string; total_review: number }>(
    tx,
    sql`update hotels set average_rating = coalesce((select round(avg(r.rating), 2) from hotel_reviews r where r.hotel_id = ${hotelId} and ${VISIBLE_REVIEW}), 0),
        total_review = (select count(*) from hotel_reviews r where r.hotel_id = ${hotelId} and ${VISIBLE_REVIEW}), updated_at = now()
      where id = ${hotelId} returning average_rating, total_review`,
  );
  return { average_rating: Number(hotel?.average_rating ?? 0), total_review: Number(hotel?.total_review ?? 0) };
}

/* The operator console: hotels added, changed, hidden, restored and deleted by operators (issue 16, decision 190). */

const statusOf = (v: unknown): HotelStatus => (Number(v) === 1 ? 'listed' : 'hidden');
const STATUS_VALUE: Record<HotelStatus, number> = { listed: 1, hidden: 0 };
const ADMIN_COLUMNS = sql`h.status, h.hidden_reason, h.created_at, h.currency_id`;

/** The console list's statements, count and page (exported so tests can read their plans): newest first, served by hotels_newest_idx or hotels_status_newest_idx. */
export function adminHotelListSql(filter: { q?: string | undefined; status?: HotelStatus | undefined }, limit: number, offset: number) {
  const parts: SQL[] = [];
  if (filter.status) parts.push(sql`h.status = ${STATUS_VALUE[filter.status]}`);
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    parts.push(sql`(h.name ilike ${like} or h.city ilike ${like})`);
  }
  const where = parts.length ? sql.join(parts, sql` and `) : sql`true`;
  return {
    count: sql`select count(*)::int as n from hotels h where ${where}`,
    rows: sql`select ${CARD_COLUMNS}, ${ADMIN_COLUMNS}, h.updated_at, ${FIRST_PHOTO} as first_photo
      from hotels h join currencies cu on cu.id = h.currency_id
      where ${where} order by h.created_at desc, h.id desc limit ${limit} offset ${offset}`,
  };
}

const adminState = (r: Row) => ({ status: statusOf(r.status), hidden_reason: r.hidden_reason == null ? null : String(r.hidden_reason), created_at: isoTime(r.created_at) });

/** GET /admin/hotels: listed and hidden hotels, newest first, found by part of the name or city. */
export async function adminHotelList(db: Db, filter: { q?: string | undefined; status?: HotelStatus | undefined }, page: number, perPage: number) {
  const q = adminHotelListSql(filter, perPage, (page - 1) * perPage);
  const [[counted], list] = await Promise.all([rows<{ n: number }>(db, q.count), rows(db, q.rows)]);
  const items: AdminHotelCard[] = list.map((r) => ({ ...toCard(r), photo: toPhoto(r.first_photo), ...adminState(r), updated_at: isoTime(r.updated_at) }));
  return { items, total: Number(counted?.n ?? 0), page, perPage };
}

async function adminHotelRow(db: Db, id: number, lock = false): Promise<Row> {
  const [r] = await rows(
    db,
    sql`select ${CARD_COLUMNS}, ${DETAIL_COLUMNS}, ${ADMIN_COLUMNS}, ${ALL_PHOTOS} as photos
      from hotels h join currencies cu on cu.id = h.currency_id where h.id = ${id} ${lock ? sql`for update of h` : sql``}`,
  );
  if (!r) throw notFoundHotel();
  return r;
}

const toAdminHotel = (r: Row): AdminHotel => ({ ...toHotel(r), ...adminState(r), currency_id: Number(r.currency_id) });

/** GET /admin/hotels/{id}: a hotel of any status with every field and photo. */
export async function adminHotel(db: Db, id: number): Promise<AdminHotel> {
  return toAdminHotel(await adminHotelRow(db, id));
}

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;
const lastOf = (v: unknown): unknown => (Array.isArray(v) ? v[v.length - 1] : v);
/** A text field as sent; undefined when it was not sent (an update keeps the stored value). */
const textField = (raw: Record<string, unknown>, key: string): string | undefined => {
  const v = lastOf(raw[key]);
  return v === undefined || v === null || isBlob(v) || typeof v === 'object' ? undefined : String(v);
};
/** A list field: repeated `key[]` or `key` fields (multipart), or a JSON array; undefined when not sent. */
const listField = (raw: Record<string, unknown>, key: string): unknown[] | undefined => {
  const v = raw[`${key}[]`] ?? raw[key];
  return v === undefined ? undefined : Array.isArray(v) ? v : [v];
};

type HotelFields = {
  name?: string;
  description?: string;
  address?: string;
  city?: string;
  country?: string;
  countryCode?: string;
  postalCode?: string | null;
  lat?: string;
  lon?: string;
  stars?: number;
  pricePerNight?: string;
  currencyId?: number;
  amenities?: HotelAmenity[];
  checkIn?: string | null;
  checkOut?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  status?: HotelStatus;
  photos: Uint8Array[];
  removePhotoIds: number[];
  photoOrder: number[];
};

/** The order of the fields in a 422, as the form shows them. */
const FORM_FIELDS = ['name', 'description', 'address', 'city', 'country', 'country_code', 'postal_code', 'lat', 'lon', 'stars', 'price_per_night', 'currency_id',
  'amenities', 'check_in', 'check_out', 'phone', 'email', 'website', 'status', 'photos', 'remove_photo_ids', 'photo_order'];

/** Ids sent in a list field, or null when one of them is not a row id. */
function idList(values: unknown[]): number[] | null {
  const ids = values.map((v) => String(v).trim()).filter((v) => v !== '');
  return ids.every((v) => /^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_ROW_ID) ? [...new Set(ids.map(Number))] : null;
}

/**
 * Every field of the hotel form checked at once (one 422 listing them all). Creating, the name, address, city,
 * country, its code, the map point, the price and the currency are required; updating, a field not sent keeps its
 * value and `photoIds` are the hotel's photos, which remove_photo_ids and photo_order may name.
 */
async function readHotelForm(db: Db, raw: Record<string, unknown>, creating: boolean, photoIds: number[] = []): Promise<HotelFields> {
  const problems = new FieldProblems();
  const out: HotelFields = { photos: [], removePhotoIds: [], photoOrder: [] };

  /** A text field: trimmed, within its length; '' stores null for an optional one and is refused for a required one. */
  const text = (key: keyof typeof HOTEL_TEXT_MAX, required: boolean): string | null | undefined => {
    const v = textField(raw, key)?.trim();
    if (v === undefined && !creating) return undefined;
    if (!v) {
      if (required) problems.add(key, 'FIELD_REQUIRED', `The ${key.replace('_', ' ')} field is required.`);
      return v === undefined ? undefined : null;
    }
    if ([...v].length > HOTEL_TEXT_MAX[key]) {
      problems.add(key, 'FIELD_TOO_LONG', `The ${key.replace('_', ' ')} may not be greater than ${HOTEL_TEXT_MAX[key]} characters.`);
      return undefined;
    }
    return v;
  };
  const required = (key: 'name' | 'address' | 'city' | 'country') => text(key, true) ?? undefined;
  out.name = required('name');
  out.address = required('address');
  out.city = required('city');
  out.country = required('country');
  const description = text('description', false);
  if (description !== undefined) out.description = description ?? '';
  const postal = text('postal_code', false);
  if (postal !== undefined) out.postalCode = postal;

  const code = textField(raw, 'country_code')?.trim();
  if (code !== undefined || creating) {
    if (!code) problems.add('country_code', 'FIELD_REQUIRED', 'The country code field is required.');
    else if (!/^[A-Za-z]{2}$/.test(code) || !(await rows(db, sql`select 1 from countries where iso2 = ${code.toUpperCase()}`)).length) {
      problems.add('country_code', 'FIELD_CHOICE_INVALID', 'The country code must be the ISO 3166-1 alpha-2 code of a country, such as FR.');
    } else out.countryCode = code.toUpperCase();
  }

  for (const [key, max, label] of [['lat', 90, 'latitude'], ['lon', 180, 'longitude']] as const) {
    const v = textField(raw, key)?.trim();
    if (v === undefined && !creating) continue;
    const n = v ? Number(v) : NaN;
    if (!v) problems.add(key, 'FIELD_REQUIRED', `The ${label} field is required.`);
    else if (!/^-?\d{1,3}(\.\d+)?$/.test(v) || !Number.isFinite(n)) problems.add(key, 'FIELD_NOT_A_NUMBER', `The ${label} must be a number.`);
    else if (Math.abs(n) > max) problems.add(key, 'FIELD_OUT_OF_RANGE', `The ${label} must be between -${max} and ${max}.`);
    else out[key] = n.toFixed(6);
  }

  const stars = textField(raw, 'stars')?.trim();
  if (stars !== undefined && stars !== '') {
    if (!/^[0-5]$/.test(stars)) problems.add('stars', 'FIELD_OUT_OF_RANGE', 'The stars must be a whole number from 0 to 5.');
    else out.stars = Number(stars);
  } else if (stars === '') out.stars = 0;

  const price = textField(raw, 'price_per_night')?.trim();
  if (price !== undefined || creating) {
    if (!price) problems.add('price_per_night', 'FIELD_REQUIRED', 'The price per night field is required.');
    else if (!/^\d{1,7}(\.\d{1,2})?$/.test(price)) problems.add('price_per_night', 'FIELD_NOT_A_NUMBER', 'The price per night must be an amount with at most 2 decimals.');
    else if (Number(price) <= 0 || Number(price) > HOTEL_PRICE_MAX) problems.add('price_per_night', 'FIELD_OUT_OF_RANGE', `The price per night must be above 0 and at most ${HOTEL_PRICE_MAX}.`);
    else out.pricePerNight = Number(price).toFixed(2);
  }

  const currency = textField(raw, 'currency_id')?.trim();
  if (currency !== undefined || creating) {
    if (!currency) problems.add('currency_id', 'FIELD_REQUIRED', 'The currency field is required.');
    else if (!/^\d{1,10}$/.test(currency) || !(await rows(db, sql`select 1 from currencies where id = ${Number(currency) <= MAX_ROW_ID ? Number(currency) : 0}`)).length) {
      problems.add('currency_id', 'FIELD_CHOICE_INVALID', 'The selected currency is invalid.');
    } else out.currencyId = Number(currency);
  }

  const amenities = listField(raw, 'amenities');
  if (amenities !== undefined) {
    // One text field may carry the list as JSON or comma-separated (url-encoded forms, JSON clients).
    const names = amenities.flatMap((v) => {
      const s = String(v).trim();
      if (s.startsWith('[')) {
        try {
          const parsed: unknown = JSON.parse(s);
          return Array.isArray(parsed) ? parsed.map(String) : [s];
        } catch {
          return [s];
        }
      }
      return s.split(',');
    }).map((a) => a.trim()).filter(Boolean);
    if (amenities.some((v) => isBlob(v) || (typeof v === 'object' && v !== null)) || !names.every(isAmenity)) {
      problems.add('amenities', 'FIELD_CHOICE_INVALID', 'The amenities must be known amenities.');
    } else out.amenities = [...new Set(names)];
  }

  for (const [key, field] of [['check_in', 'checkIn'], ['check_out', 'checkOut']] as const) {
    const v = textField(raw, key)?.trim();
    if (v === undefined) continue;
    if (v === '') out[field] = null;
    else if (!HOTEL_TIME_PATTERN.test(v)) problems.add(key, 'FIELD_INVALID', `The ${key.replace('_', '-')} time must be a 24-hour time such as 15:00.`);
    else out[field] = v;
  }

  const phone = text('phone', false);
  if (phone) {
    const digits = phone.replace(/\D/g, '').length;
    if (!HOTEL_PHONE_PATTERN.test(phone) || digits < 7 || digits > 15) problems.add('phone', 'FIELD_PHONE_INVALID', 'The phone must be 7 to 15 digits; spaces, dashes and brackets are allowed.');
    else out.phone = phone;
  } else if (phone === null) out.phone = null;

  const email = text('email', false);
  if (email) {
    if (!HOTEL_EMAIL_PATTERN.test(email)) problems.add('email', 'FIELD_EMAIL_INVALID', 'The email must be a valid email address.');
    else out.email = email;
  } else if (email === null) out.email = null;

  const website = text('website', false);
  if (website) {
    let ok = false;
    try {
      const url = new URL(website);
      ok = (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname) && /^https?:\/\//i.test(website);
    } catch {
      ok = false;
    }
    if (!ok) problems.add('website', 'FIELD_URL_INVALID', 'The website must be an address starting with http:// or https://.');
    else out.website = website;
  } else if (website === null) out.website = null;

  const status = textField(raw, 'status')?.trim();
  if (status !== undefined && status !== '') {
    if (!creating) problems.add('status', 'FIELD_INVALID', 'Hide or restore the hotel to change whether it is listed.');
    else if (status !== 'listed' && status !== 'hidden') problems.add('status', 'FIELD_CHOICE_INVALID', 'The status must be listed or hidden.');
    else out.status = status;
  }

  const removing = listField(raw, 'remove_photo_ids');
  if (removing !== undefined) {
    const ids = creating ? null : idList(removing);
    if (!ids || ids.some((id) => !photoIds.includes(id))) problems.add('remove_photo_ids', 'FIELD_CHOICE_INVALID', "The photos to remove must be this hotel's photos.");
    else out.removePhotoIds = ids;
  }
  const order = listField(raw, 'photo_order');
  if (order !== undefined) {
    const ids = creating ? null : idList(order);
    if (!ids || ids.some((id) => !photoIds.includes(id) || out.removePhotoIds.includes(id))) {
      problems.add('photo_order', 'FIELD_CHOICE_INVALID', "The photo order must list this hotel's photos that stay.");
    } else out.photoOrder = ids;
  }

  const files = (listField(raw, 'photos') ?? []).filter((f): f is Blob => isBlob(f) && !(f.size === 0 && !(f as File).name));
  if ((listField(raw, 'photos') ?? []).some((f) => !isBlob(f) && String(f).trim() !== '')) problems.add('photos', 'NOT_AN_IMAGE', 'Only image files are allowed.');
  if (photoIds.length - out.removePhotoIds.length + files.length > HOTEL_PHOTOS_MAX) {
    problems.add('photos', 'TOO_MANY_PHOTOS', `A hotel may have at most ${HOTEL_PHOTOS_MAX} photos.`);
  } else {
    for (const file of files) {
      try {
        out.photos.push(await checkAdPhoto(file, 'photos'));
      } catch (err) {
        if (!(err instanceof ApiError) || !err.messageStatus) throw err;
        problems.add('photos', err.messageStatus, `${(file as File).name ? `${(file as File).name}: ` : ''}${err.message}`);
      }
    }
  }
  problems.throwIfAny(FORM_FIELDS);
  return out;
}

/** What the audit log keeps of a hotel: every field an operator sets, and its photos by id and address. */
function auditedHotel(h: AdminHotel) {
  const { photos, id: _id, created_at: _created, updated_at: _updated, currency_symbol: _symbol, average_rating: _avg, total_review: _total, ...fields } = h;
  return { ...fields, photos: photos.map((p) => ({ id: p.id, attachment: p.attachment })) };
}

/** Every stored width of the given photos, for deleting their files. */
const photoFiles = (deps: Deps, photos: { attachment: string; variants: string[] }[]) =>
  [...new Set(photos.flatMap((p) => [...photoKeys(deps.storage, p.attachment), ...p.variants.flatMap((u) => photoKeys(deps.storage, u))]))];

const removeFiles = (deps: Deps, keys: string[]) => Promise.all(keys.map((k) => deps.storage.delete(k).catch(() => undefined)));

/** Stores new photos under hotels/<id>/ after the hotel's last one; returns what was written so a failure can remove it. */
async function storePhotos(deps: Deps, hotelId: number, photos: Uint8Array[], written: ProcessedPhoto[]): Promise<void> {
  for (const bytes of photos) written.push(await processAdPhoto(bytes, { storage: deps.storage, folder: `hotels/${hotelId}` }));
}

async function insertPhotos(tx: Db, hotelId: number, stored: ProcessedPhoto[]): Promise<void> {
  if (!stored.length) return;
  const [last] = await rows<{ n: number }>(tx, sql`select coalesce(max(position), -1)::int as n from hotel_photos where hotel_id = ${hotelId}`);
  let position = Number(last?.n ?? -1);
  for (const p of stored) {
    position += 1;
    await tx.execute(sql`insert into hotel_photos (hotel_id, attachment, variants, width, height, position)
      values (${hotelId}, ${p.attachment}, ${`{${p.variants.map((v) => `"${v}"`).join(',')}}`}::text[], ${p.width}, ${p.height}, ${position})`);
  }
}

/**
 * POST /admin/hotels: adds a hotel with its photos and its audit entry. The photos are stored first (their folder
 * needs the id, so the id is taken from the sequence before the insert); a failure removes every stored file.
 */
export async function createAdminHotel(deps: Deps, operatorId: number, raw: Record<string, unknown>): Promise<AdminHotel> {
  const f = await readHotelForm(deps.db, raw, true);
  const [next] = await rows<{ id: number }>(deps.db, sql`select nextval(pg_get_serial_sequence('hotels', 'id'))::int as id`);
  const id = Number(next!.id);
  const stored: ProcessedPhoto[] = [];
  try {
    await storePhotos(deps, id, f.photos, stored);
    return await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.execute(sql`insert into hotels (id, name, description, address, city, country, country_code, postal_code, lat, lon, stars, price_per_night,
          currency_id, amenities, check_in, check_out, phone, email, website, status)
        values (${id}, ${f.name!}, ${f.description ?? ''}, ${f.address!}, ${f.city!}, ${f.country!}, ${f.countryCode!}, ${f.postalCode ?? null}, ${f.lat!}, ${f.lon!},
          ${f.stars ?? 0}, ${f.pricePerNight!}, ${f.currencyId!}, ${`{${(f.amenities ?? []).join(',')}}`}::text[], ${f.checkIn ?? null}, ${f.checkOut ?? null},
          ${f.phone ?? null}, ${f.email ?? null}, ${f.website ?? null}, ${STATUS_VALUE[f.status ?? 'listed']})`);
      await insertPhotos(tx, id, stored);
      const created = toAdminHotel(await adminHotelRow(tx, id));
      await recordAction(tx, operatorId, 'hotel.create', { type: 'hotel', id }, null, auditedHotel(created));
      return created;
    });
  } catch (err) {
    await removeFiles(deps, stored.flatMap((p) => p.keys));
    throw err;
  }
}

/**
 * POST /admin/hotels/{id}: changes a hotel with its audit entry; fields not sent keep their values. New photos are
 * appended, remove_photo_ids deletes photos (their files after the commit), photo_order puts the named photos first.
 */
export async function updateAdminHotel(deps: Deps, operatorId: number, id: number, raw: Record<string, unknown>): Promise<AdminHotel> {
  const current = toAdminHotel(await adminHotelRow(deps.db, id));
  const f = await readHotelForm(deps.db, raw, false, current.photos.map((p) => p.id));
  const stored: ProcessedPhoto[] = [];
  try {
    await storePhotos(deps, id, f.photos, stored);
    const { saved, removed } = await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const before = toAdminHotel(await adminHotelRow(tx, id, true));
      const set: SQL[] = [];
      const put = (column: string, value: unknown) => value !== undefined && set.push(sql`${sql.identifier(column)} = ${value}`);
      put('name', f.name);
      put('description', f.description);
      put('address', f.address);
      put('city', f.city);
      put('country', f.country);
      put('country_code', f.countryCode);
      put('postal_code', f.postalCode);
      put('lat', f.lat);
      put('lon', f.lon);
      put('stars', f.stars);
      put('price_per_night', f.pricePerNight);
      put('currency_id', f.currencyId);
      if (f.amenities !== undefined) set.push(sql`amenities = ${`{${f.amenities.join(',')}}`}::text[]`);
      put('check_in', f.checkIn);
      put('check_out', f.checkOut);
      put('phone', f.phone);
      put('email', f.email);
      put('website', f.website);
      set.push(sql`updated_at = now()`);
      await tx.execute(sql`update hotels set ${sql.join(set, sql`, `)} where id = ${id}`);
      // Only photos still this hotel's: one removed meanwhile by another operator is simply gone.
      const gone = f.removePhotoIds.length
        ? await rows<{ attachment: string; variants: string[] }>(tx, sql`delete from hotel_photos where hotel_id = ${id} and id in ${sql`(${sql.join(f.removePhotoIds.map((p) => sql`${p}`), sql`, `)})`} returning attachment, variants`)
        : [];
      if (f.photoOrder.length) {
        // The named photos first, in the order given; the others after them in their order; new ones last (insertPhotos).
        await tx.execute(sql`update hotel_photos p set position = o.n from (
            select q.id, row_number() over (order by array_position(${`{${f.photoOrder.join(',')}}`}::int[], q.id) nulls last, q.position, q.id) - 1 as n
            from hotel_photos q where q.hotel_id = ${id}
          ) o where p.id = o.id`);
      }
      await insertPhotos(tx, id, stored);
      const after = toAdminHotel(await adminHotelRow(tx, id));
      await recordAction(tx, operatorId, 'hotel.update', { type: 'hotel', id }, auditedHotel(before), auditedHotel(after));
      return { saved: after, removed: gone };
    });
    await removeFiles(deps, photoFiles(deps, removed));
    return saved;
  } catch (err) {
    await removeFiles(deps, stored.flatMap((p) => p.keys));
    throw err;
  }
}

/**
 * POST /admin/hotels/{id}/hide and /restore: the hotel leaves (or joins again) the public list, nearby search, its
 * page and the sitemap at once, since each reads LISTED_HOTEL; hiding needs a reason. Like the moderation calls:
 * hiding twice answers 409 CONTENT_ALREADY_HIDDEN, restoring a listed hotel 409 HOTEL_NOT_HIDDEN.
 */
export async function setHotelHidden(deps: Deps, operatorId: number, id: number, hide: boolean, reason: string) {
  const why = reason.trim();
  if (hide && !why) throw invalidField('reason', 'FIELD_REQUIRED', 'A reason is required to hide a hotel.');
  await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [hotel] = await rows<{ status: number; hidden_reason: string | null }>(tx, sql`select status, hidden_reason from hotels where id = ${id} for update`);
    if (!hotel) throw notFoundHotel();
    const listed = Number(hotel.status) === 1;
    if (hide && !listed) throw conflict('This is already hidden.', 'CONTENT_ALREADY_HIDDEN');
    if (!hide && listed) throw conflict('This hotel is not hidden.', 'HOTEL_NOT_HIDDEN');
    await tx.execute(sql`update hotels set status = ${hide ? 0 : 1}, hidden_reason = ${hide ? why : null}, updated_at = now() where id = ${id}`);
    await recordAction(tx, operatorId, hide ? 'hotel.hide' : 'hotel.restore', { type: 'hotel', id }, { status: statusOf(hotel.status), hidden_reason: hotel.hidden_reason }, { status: hide ? 'hidden' : 'listed', hidden_reason: hide ? why : null });
  });
  return { id, hidden: hide ? (1 as const) : (0 as const) };
}

/** DELETE /admin/hotels/{id}: the hotel, its photos and reviews go (the keys cascade) with its audit entry; then the photos' files. */
export async function deleteAdminHotel(deps: Deps, operatorId: number, id: number): Promise<{ id: number }> {
  const before = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = toAdminHotel(await adminHotelRow(tx, id, true));
    await tx.execute(sql`delete from hotels where id = ${id}`);
    await recordAction(tx, operatorId, 'hotel.delete', { type: 'hotel', id }, auditedHotel(row), null);
    return row;
  });
  await removeFiles(deps, photoFiles(deps, before.photos));
  return { id };
}
