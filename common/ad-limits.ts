/**
 * The limits of an ad's fields (spec 001 §5 'Validation rules'), shared by the create and edit forms and the origin's
 * ad schema and rules, so both sides check the same bounds.
 */

export const AD_TITLE_MAX = 255;
export const AD_SHORT_DESCRIPTION_MAX = 150;
/** Additional details, product specifications and the detailed description. */
export const AD_LONG_TEXT_MAX = 20_000;
export const AD_PRICE_MAX = 1_000_000_000;
export const AD_TAGS_MAX = 20;
export const AD_TAG_MAX_LENGTH = 40;
export const AD_PHOTOS_MIN = 1;
export const AD_PHOTOS_MAX = 10;
/** 50 MB per photo (the 2 MB variant of the spec is decided away: docs/decisions.md 18). */
export const AD_PHOTO_MAX_BYTES = 50 * 1024 * 1024;
export const AD_CONDITIONS = ['new', 'likeNew', 'used'] as const;
export type AdCondition = (typeof AD_CONDITIONS)[number];
/** The purchase button of company ads: this text unless the seller writes one, at most AD_PURCHASE_BUTTON_TEXT_MAX characters. */
export const AD_PURCHASE_BUTTON_TEXT = 'Buy Now';
export const AD_PURCHASE_BUTTON_TEXT_MAX = 40;

/** Contact e-mail of an ad. */
export const AD_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Contact phone: an optional plus, then 7 to 15 digits (spaces, brackets and dashes removed first). */
export const AD_PHONE_PATTERN = /^\+?\d{7,15}$/;
/** The website of a company ad. */
export const AD_WEBSITE_PATTERN = /^https?:\/\/\S+$/i;
