/**
 * Every `message_status` the API sends: the stable code of a failure (or of a notable success), which clients show
 * in the reader's language (src/i18n/locales/<lang>/errors.json, key `codes.<CODE>`); the English `message` beside
 * it is only the fallback. Field errors carry the same codes in `errors_status`. ApiError accepts only these, and
 * tests/unit/error-codes.test.ts fails when a locale lacks one, so a new code needs an entry here and a text in
 * every locale. Pure data: the browser may import its type.
 */
export const MESSAGE_STATUSES = [
  // Sign-in and account (spec 000 §8 and the auth module)
  'EMAIL_UNVERIFIED',
  'EMAIL_TAKEN',
  'INVALID_EMAIL',
  'WRONG_PASSWORD',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_BLANK',
  'TOO_MANY_REQUESTS',
  'OTP_COOLDOWN',
  'ACCOUNT_BLOCKED',
  'ALREADY_VERIFIED',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'OTP_SENT',
  'OTP_SEND_FAILED',
  'LOGIN_SUCCESS',
  'SESSION_NOT_FOUND',
  'ORDERS_IN_PROGRESS',

  // Input, field by field: the field's label says which one, so the texts stay general
  'VALIDATION_FAILED',
  'FIELD_REQUIRED',
  'FIELD_TOO_LONG',
  'FIELD_TOO_SHORT',
  'FIELD_TOO_MANY',
  'FIELD_INVALID',
  'FIELD_NOT_A_NUMBER',
  'FIELD_OUT_OF_RANGE',
  'FIELD_CHOICE_INVALID',
  'FIELD_EMAIL_INVALID',
  'FIELD_PHONE_INVALID',
  'FIELD_URL_INVALID',
  'INVALID_REQUEST',
  'INVALID_CHARACTER',
  'REQUEST_TOO_LARGE',
  'SERVICE_UNAVAILABLE',

  // Photos and images
  'PHOTO_REQUIRED',
  'TOO_MANY_PHOTOS',
  'TOO_MANY_IMAGES',
  'PHOTO_TOO_LARGE',
  'NOT_AN_IMAGE',
  'IMAGE_NOT_RECOGNISED',

  // Ads, promotions, search
  'AD_NOT_FOUND',
  'NOT_YOUR_AD',
  'NO_ADS_SELECTED',
  'AD_TYPE_FIXED',
  'OFFER_PRICE_NOT_LOWER',
  'COMPANY_REQUIRED',
  'TOO_MANY_TAGS',
  'TAG_TOO_LONG',
  'ALREADY_PROMOTED',
  'PROMOTION_UNAVAILABLE',
  'PAYMENTS_UNAVAILABLE',
  'CHECKOUT_NOT_FOUND',
  'CHECKOUT_FINISHED',
  'PRICE_RANGE_INVALID',

  // Members, sellers, companies, favorites, complaints, chat
  'USER_NOT_FOUND',
  'SELLER_NOT_FOUND',
  'COMPANY_NOT_FOUND',
  'FAVORITE_SELF',
  'REPORT_OWN_AD',
  'REPORT_SELF',
  'ALREADY_REPORTED',
  'CHAT_NOT_FOUND',
  'NOT_YOUR_CHAT',
  'CHAT_WITH_SELF',
  'USER_BLOCKED',
  'BLOCKED_BY_USER',
  'BLOCK_SELF',
  'ATTACHMENT_NOT_OURS',
  'MESSAGE_NOT_FOUND',
  'REPORT_OWN_MESSAGE',
  'NOT_AN_ASSISTANT_CHAT',
  'UNSUBSCRIBE_LINK_INVALID',

  // Offers on negotiable ads
  'OFFER_NOT_FOUND',
  'NOT_YOUR_OFFER',
  'OFFER_OWN_AD',
  'OFFERS_NOT_ACCEPTED',
  'OFFER_ALREADY_OPEN',
  'OFFER_LIMIT_REACHED',
  'OFFER_OVER_PRICE',
  'OFFER_MOVE_NOT_ALLOWED',
  'OFFER_EXPIRED',
  'OFFER_AD_TAKEN',
  'COUNTER_NOT_ABOVE_OFFER',
  'COUNTER_NOT_BELOW_COUNTER',

  // Cart and checkout
  'ITEM_NOT_FOUND',
  'NOT_SHOP_ITEM',
  'NOT_SOLD',
  'OWN_SHOP',
  'OUT_OF_STOCK',
  'NOT_ENOUGH_STOCK',
  'CART_ITEM_NOT_FOUND',
  'VARIANT_IN_CART',
  'ADDRESS_NOT_FOUND',
  'SHIPPING_METHOD_UNAVAILABLE',
  'COUPON_INVALID',
  'DISCOUNT_NOT_APPLICABLE',
  'TOTAL_CHANGED',
  'PAYMENT_START_FAILED',

  // Orders, reviews
  'ORDER_NOT_FOUND',
  'TRACKING_NOT_FOUND',
  'RATING_REQUIRED',
  'REVIEW_OWN_SHOP',
  'REVIEW_ITEM_NOT_DELIVERED',
  'REVIEW_SHOP_NOT_DELIVERED',
  'ITEM_ALREADY_REVIEWED',
  'SHOP_ALREADY_REVIEWED',

  // Shops, shop requests and the shop workspace
  'SHOP_NOT_FOUND',
  'NOT_YOUR_SHOP',
  'SHOP_SUSPENDED',
  'PRODUCT_NOT_FOUND',
  'NOT_YOUR_PRODUCT',
  'NOT_YOUR_ORDER',
  'ORDER_AWAITING_PAYMENT',
  'ORDER_MOVE_NOT_ALLOWED',
  'ORDER_CHANGED',
  'SHOP_USERNAME_TAKEN',
  'SHOP_REQUEST_PENDING',
  'SHOP_REQUEST_NOT_FOUND',
  'SHOP_REQUEST_HANDLED',

  // Message translation (spec 002 §4, §8)
  'NOT_TRANSLATABLE',
  'TRANSLATION_UNAVAILABLE',
  'TRANSLATION_FAILED',
] as const;

export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
