import { z } from '@hono/zod-openapi';
import {
  HOTEL_AMENITIES,
  HOTEL_RADIUS_DEFAULT_MILES,
  HOTEL_RADIUS_MAX_MILES,
  HOTEL_REVIEW_MAX_CHARS,
  HOTEL_REVIEW_MIN_CHARS,
  HOTEL_SORTS,
  HOTELS_PER_PAGE,
  type HotelAmenity,
} from '../../../common/hotels.ts';
import { rowIdParam } from '../../http/ids.ts';
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
