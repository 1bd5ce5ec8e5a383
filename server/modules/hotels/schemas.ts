import { z } from '@hono/zod-openapi';
import {
  HOTEL_AMENITIES,
  HOTEL_PHOTOS_MAX,
  HOTEL_STATUSES,
  HOTEL_RADIUS_DEFAULT_MILES,
  HOTEL_RADIUS_MAX_MILES,
  HOTEL_REVIEW_MAX_CHARS,
  HOTEL_REVIEW_MIN_CHARS,
  HOTEL_SORTS,
  HOTELS_PER_PAGE,
  type HotelAmenity,
} from '../../../common/hotels.ts';
import { rowIdParam } from '../../http/ids.ts';
import { blankToUndefined, pageParam, perPageParam } from '../../http/paging.ts';
import { coordinate } from '../search/schemas.ts';

/** Hotels (decisions 134 to 137): the list with its filters and nearby search, a hotel, its guest reviews. */

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: `The ${label} must be a number.` })
      .int(`The ${label} must be a whole number.`)
      .min(min, `The ${label} must be at least ${min}.`)
      .max(max, `The ${label} may not be greater than ${max}.`)
      .optional(),
  );

const price = (label: string) =>
  z
    .preprocess(
      blank,
      z.coerce
        .number({ error: `The ${label} must be a number.` })
        .min(0, `The ${label} must be at least 0.`)
        .max(1_000_000, `The ${label} may not be greater than 1000000.`)
        .optional(),
    )
    .openapi({ type: 'number', minimum: 0, maximum: 1_000_000 });

export const isAmenity = (v: string): v is HotelAmenity => (HOTEL_AMENITIES as readonly string[]).includes(v);

const AMENITY_MESSAGE = 'The amenities must be a comma-separated list of known amenities.';

export const hotelListQuery = z.object({
  page: wholeNumber('page', 1, 10_000).openapi({ type: 'integer', minimum: 1, default: 1 }),
  per_page: wholeNumber('per page', 1, 50).openapi({ type: 'integer', minimum: 1, maximum: 50, default: HOTELS_PER_PAGE }),
  city: z
    .preprocess(blank, z.string({ error: 'The city must be a string.' }).trim().max(100, 'The city may not be greater than 100 characters.').optional())
    .openapi({ type: 'string', description: 'The city, any letter case', example: 'Paris' }),
  lat: z.preprocess(blank, coordinate(90).optional()).openapi({ type: 'number', description: 'With lng: hotels within `radius` of this point', example: 48.8566 }),
  lng: z.preprocess(blank, coordinate(180).optional()).openapi({ type: 'number', example: 2.3522 }),
  radius: z
    .preprocess(
      blank,
      z.coerce
        .number({ error: `The radius must be between 0 and ${HOTEL_RADIUS_MAX_MILES} miles.` })
        .min(0, `The radius must be between 0 and ${HOTEL_RADIUS_MAX_MILES} miles.`)
        .max(HOTEL_RADIUS_MAX_MILES, `The radius must be between 0 and ${HOTEL_RADIUS_MAX_MILES} miles.`)
        .default(HOTEL_RADIUS_DEFAULT_MILES),
    )
    .openapi({ type: 'number', minimum: 0, maximum: HOTEL_RADIUS_MAX_MILES, default: HOTEL_RADIUS_DEFAULT_MILES, description: 'Miles around lat + lng' }),
  price_min: price('minimum price'),
  price_max: price('maximum price'),
  stars: wholeNumber('stars', 1, 5).openapi({ type: 'integer', minimum: 1, maximum: 5, description: 'At least this many stars' }),
  amenities: z
    .preprocess(
      blank,
      z
        .string({ error: AMENITY_MESSAGE })
        .max(500, AMENITY_MESSAGE)
        .transform((v) => [...new Set(v.split(',').map((a) => a.trim()).filter(Boolean))])
        .refine((list) => list.every(isAmenity), AMENITY_MESSAGE)
        .optional(),
    )
    .openapi({ type: 'string', description: `Comma-separated; a hotel must have all of them: ${HOTEL_AMENITIES.join(', ')}`, example: 'wifi,pool' }),
  sort: z
    .preprocess(blank, z.enum(HOTEL_SORTS, { error: 'The selected sort is invalid.' }).optional())
    .openapi({ type: 'string', enum: [...HOTEL_SORTS], description: 'recommended by default; distance (the default with lat + lng) needs a point' }),
});
export type HotelListQuery = z.infer<typeof hotelListQuery>;

const photoSchema = z.object({
  id: z.number().int(),
  attachment: z.string().openapi({ description: 'The largest WebP (1280 wide at most)' }),
  variants: z.array(z.string()).openapi({ description: 'Every width, smallest first' }),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  credit: z.string().nullable().openapi({ description: 'Photo attribution, or a note that the picture is an illustration' }),
});

export const hotelCardSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    country_code: z.string().openapi({ example: 'FR' }),
    lat: z.number(),
    lon: z.number(),
    stars: z.number().int().openapi({ description: 'Star class 1 to 5; 0 when the hotel has none' }),
    price_per_night: z.string().openapi({ example: '129.00', description: 'From this price per night' }),
    currency_code: z.string().openapi({ example: 'EUR' }),
    currency_symbol: z.string().openapi({ example: '€' }),
    amenities: z.array(z.enum(HOTEL_AMENITIES)),
    average_rating: z.number().openapi({ example: 4.5, description: 'Guest rating 1 to 5; 0 without reviews' }),
    total_review: z.number().int(),
    photo: photoSchema.nullable().openapi({ description: 'The first photo, for the card' }),
    distance_miles: z.number().nullable().openapi({ description: 'From lat + lng when given' }),
  })
  .openapi('HotelCard');

export const hotelSchema = hotelCardSchema
  .omit({ photo: true, distance_miles: true })
  .extend({
    description: z.string(),
    postal_code: z.string().nullable(),
    check_in: z.string().nullable().openapi({ example: '15:00' }),
    check_out: z.string().nullable().openapi({ example: '11:00' }),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    photos: z.array(photoSchema),
    updated_at: z.string(),
  })
  .openapi('Hotel');

export const hotelIdParam = z.object({ id: rowIdParam('hotel id', 'id') });

export const hotelReviewsQuery = z.object({
  page: wholeNumber('page', 1, 10_000).openapi({ type: 'integer', minimum: 1, default: 1 }),
});

export const hotelReviewSchema = z
  .object({
    id: z.number().int(),
    rating: z.number().int(),
    comment: z.string(),
    reviewer: z.object({ id: z.number().int().nullable(), name: z.string().nullable().openapi({ description: 'null for a deleted member' }), avatar: z.string().nullable() }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('HotelReview');

export const hotelReviewBody = z
  .object({
    rating: z
      .union([z.string(), z.number()], { error: 'The rating field is required.' })
      .transform((v) => String(v).trim())
      .pipe(z.string().min(1, 'The rating field is required.').regex(/^[1-5]$/, 'The rating must be a whole number from 1 to 5.').transform(Number))
      .openapi({ type: 'integer', minimum: 1, maximum: 5 }),
    comment: z
      .string({ error: 'The comment field is required.' })
      .trim()
      .min(HOTEL_REVIEW_MIN_CHARS, `The comment must be at least ${HOTEL_REVIEW_MIN_CHARS} characters.`)
      .max(HOTEL_REVIEW_MAX_CHARS, `The comment may not be greater than ${HOTEL_REVIEW_MAX_CHARS} characters.`),
  })
  .openapi('HotelReviewBody');

export const hotelRatingSchema = z.object({ average_rating: z.number(), total_review: z.number().int() });

export type HotelCard = z.infer<typeof hotelCardSchema>;
export type Hotel = z.infer<typeof hotelSchema>;
export type HotelReview = z.infer<typeof hotelReviewSchema>;

/* The operator console's hotel calls (issue 16, decision 190). */

export const adminHotelQuery = z.object({
  q: z
    .preprocess(blankToUndefined, z.string({ error: 'The search must be text.' }).trim().max(100, 'The search may not be greater than 100 characters.').optional())
    .openapi({ type: 'string', description: 'Part of the name or the city, any letter case' }),
  status: z
    .preprocess(blankToUndefined, z.enum(HOTEL_STATUSES, { error: 'The status must be listed or hidden.' }).optional())
    .openapi({ type: 'string', enum: [...HOTEL_STATUSES], description: 'listed or hidden; every hotel when left out' }),
  page: pageParam,
  per_page: perPageParam(20, 100),
});

export const adminHotelParams = z.object({ id: rowIdParam('hotel id', 'id') });

const adminState = {
  status: z.enum(HOTEL_STATUSES),
  hidden_reason: z.string().nullable().openapi({ description: 'Why an operator hid it; null when listed, or created hidden' }),
  created_at: z.string().openapi({ format: 'date-time' }),
};

export const adminHotelCardSchema = hotelCardSchema
  .omit({ distance_miles: true })
  .extend({ ...adminState, updated_at: z.string().openapi({ format: 'date-time' }) })
  .openapi('AdminHotelCard');

export const adminHotelSchema = hotelSchema
  .extend({ ...adminState, currency_id: z.number().int() })
  .openapi('AdminHotel');

/** A field of the hotel form, documented only: the service reads and checks every field itself (all problems at once). */
const doc = (description: string, type: 'string' | 'integer' | 'number' | 'array' = 'string', extra: Record<string, unknown> = {}) =>
  z.unknown().optional().openapi({ type, description, ...extra });

/** What the create and update calls read (multipart, url-encoded or JSON); on update, fields not sent keep their values. */
export const adminHotelBodyDoc = z
  .object({
    name: doc('Required when creating; at most 200 characters'),
    description: doc('At most 5000 characters'),
    address: doc('Street and number; required when creating'),
    city: doc('Required when creating'),
    country: doc("The country's name; required when creating"),
    country_code: doc('ISO 3166-1 alpha-2 of a known country; required when creating', 'string', { example: 'FR' }),
    postal_code: doc('At most 20 characters; empty for none'),
    lat: doc('Latitude, -90 to 90; required when creating', 'number'),
    lon: doc('Longitude, -180 to 180; required when creating', 'number'),
    stars: doc('Star class 0 (none) to 5', 'integer'),
    price_per_night: doc('From this price per night, above 0, at most 2 decimals; required when creating', 'number'),
    currency_id: doc('A currency id (GET /admin/reference-data); required when creating', 'integer'),
    amenities: doc(`Repeated amenities[] fields, a JSON array or a comma-separated list of: ${HOTEL_AMENITIES.join(', ')}`, 'array', { items: { type: 'string', enum: [...HOTEL_AMENITIES] } }),
    check_in: doc('HH:MM, 24-hour; empty for none', 'string', { example: '15:00' }),
    check_out: doc('HH:MM, 24-hour; empty for none', 'string', { example: '11:00' }),
    phone: doc('7 to 15 digits, spaces, dashes and brackets allowed; empty for none'),
    email: doc('Empty for none'),
    website: doc('http:// or https:// address; empty for none'),
    status: doc('Creating only: listed (the default) or hidden, to finish the hotel before it shows; afterwards hide and restore change it', 'string', { enum: [...HOTEL_STATUSES] }),
    'photos[]': doc(`Photos, JPEG, PNG, WebP, GIF, AVIF or HEIC judged by their bytes, stored as WebP 320, 640 and 1280 wide; appended after the hotel's photos (at most ${HOTEL_PHOTOS_MAX} in all)`, 'array', {
      items: { type: 'string', format: 'binary' },
    }),
    'remove_photo_ids[]': doc("Update only: ids of the hotel's photos to delete with their files", 'array', { items: { type: 'integer' } }),
    'photo_order[]': doc("Update only: ids of the hotel's photos in the order to show them; those left out follow in their order, new photos last", 'array', {
      items: { type: 'integer' },
    }),
  })
  .openapi('AdminHotelBody');

export const adminHotelReasonBody = z
  .object({ reason: z.string({ error: 'The reason must be text.' }).max(1000, 'The reason may not be greater than 1000 characters.').optional() })
  .openapi('AdminHotelHideBody');

/** As the moderation calls answer: the id and whether it is hidden now. */
export const adminHotelHideAnswer = z.object({ id: z.number().int(), hidden: z.union([z.literal(0), z.literal(1)]) }).openapi('AdminHotelHideAnswer');

export type AdminHotel = z.infer<typeof adminHotelSchema>;
export type AdminHotelCard = z.infer<typeof adminHotelCardSchema>;
