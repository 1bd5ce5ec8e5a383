/**
 * Hotel facts both the browser and the server need: the amenities a hotel can list (keys; the texts are
 * translated in the hotels namespace), the sort orders of the hotel list and the review limits (decision 134).
 */

export const HOTEL_AMENITIES = [
  'wifi',
  'parking',
  'breakfast',
  'restaurant',
  'bar',
  'pool',
  'gym',
  'spa',
  'air_conditioning',
  'pets',
  'accessible',
  'airport_shuttle',
  'family_rooms',
  'reception_24h',
] as const;
export type HotelAmenity = (typeof HOTEL_AMENITIES)[number];

/** rating: best guest rating, then most reviews (the default without a point); distance needs a point (lat + lng). */
export const HOTEL_SORTS = ['rating', 'price_asc', 'price_desc', 'stars', 'distance'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

export const HOTELS_PER_PAGE = 12;
export const HOTEL_REVIEWS_PER_PAGE = 10;
export const HOTEL_REVIEW_MIN_CHARS = 10;
export const HOTEL_REVIEW_MAX_CHARS = 2000;
/** Nearby search: radius in miles, like the ads' nearby search and the location chip (spec 000 §5: 0 to 50). */
export const HOTEL_RADIUS_MAX_MILES = 50;
export const HOTEL_RADIUS_DEFAULT_MILES = 10;

/* The operator console's hotel form (decision 190). */
export const HOTEL_STATUSES = ['listed', 'hidden'] as const;
export type HotelStatus = (typeof HOTEL_STATUSES)[number];
/** Photos a hotel may have at most, and how many one save may add (each up to the ad photo limit, 50 MB). */
export const HOTEL_PHOTOS_MAX = 20;
export const HOTEL_PRICE_MAX = 1_000_000;
/** Characters at most, per text field of the hotel form. */
export const HOTEL_TEXT_MAX = { name: 200, description: 5000, address: 300, city: 100, country: 100, postal_code: 20, phone: 30, email: 254, website: 500 } as const;
/** A check-in or check-out time as the hotel page shows it: 24-hour HH:MM. */
export const HOTEL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Digits with the spaces, dashes and brackets people write them with: 7 to 15 digits, optionally after a +. */
export const HOTEL_PHONE_PATTERN = /^\+?[\d\s().-]{7,30}$/;
export const HOTEL_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
