import { sql, type SQL } from 'drizzle-orm';
import { HOTEL_REVIEWS_PER_PAGE, HOTELS_PER_PAGE, type HotelSort } from '../../../common/hotels.ts';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { isoTime, moneyOrNull, numberOrNull } from '../../db/values.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import { earthPoint, METERS_PER_MILE, type Geo } from '../search/ads.ts';
import { isAmenity, type Hotel, type HotelCard, type HotelListQuery, type HotelReview } from './schemas.ts';

type Row = Record<string, unknown>;

/** Must stay identical to the indexed expression of hotels_earth_idx. */
const HOTEL_POINT = sql`ll_to_earth(h.lat::float8, h.lon::float8)`;
/** Hotels every visitor sees (alias h): the lists, the hotel page and the sitemap. */
export const LISTED_HOTEL = sql`h.status = 1`;

const CARD_COLUMNS = sql`h.id, h.name, h.address, h.city, h.country, h.country_code, h.lat, h.lon, h.stars, h.price_per_night,
  cu.code as currency_code, cu.symbol as currency_symbol, h.amenities, h.average_rating, h.total_review`;

const FIRST_PHOTO = sql`(select json_build_object('id', p.id, 'attachment', p.attachment, 'variants', p.variants, 'width', p.width, 'height', p.height, 'credit', p.credit)
  from hotel_photos p where p.hotel_id = h.id order by p.position, p.id limit 1)`;

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

/** GET /hotels/{id}: a listed hotel with every photo. */
export async function getHotel(db: Db, id: number): Promise<Hotel> {
  const [r] = await rows(
    db,
    sql`select ${CARD_COLUMNS}, h.description, h.postal_code, h.check_in, h.check_out, h.phone, h.email, h.website, h.updated_at,
        coalesce((select json_agg(json_build_object('id', p.id, 'attachment', p.attachment, 'variants', p.variants, 'width', p.width, 'height', p.height, 'credit', p.credit)
          order by p.position, p.id) from hotel_photos p where p.hotel_id = h.id), '[]'::json) as photos
      from hotels h join currencies cu on cu.id = h.currency_id where h.id = ${id} and ${LISTED_HOTEL}`,
  );
  if (!r) throw notFoundHotel();
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
        where r.hotel_id = ${hotelId} order by r.updated_at desc, r.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from hotel_reviews where hotel_id = ${hotelId}`),
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
    const [hotel] = await rows<{ average_rating: string; total_review: number }>(
      tx,
      sql`update hotels set average_rating = coalesce((select round(avg(rating), 2) from hotel_reviews where hotel_id = ${hotelId}), 0),
          total_review = (select count(*) from hotel_reviews where hotel_id = ${hotelId}), updated_at = now()
        where id = ${hotelId} returning average_rating, total_review`,
    );
    const [review] = await rows(tx, sql`select ${REVIEW_COLUMNS} from hotel_reviews r join users u on u.id = r.user_id where r.id = ${saved!.id}`);
    return { review: toReview(review!), hotel: { average_rating: Number(hotel!.average_rating), total_review: Number(hotel!.total_review) } };
  });
}
