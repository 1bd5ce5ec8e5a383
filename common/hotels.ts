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
