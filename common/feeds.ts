/** Feed and comment limits the server enforces and the screens page by (spec 001 §9; decisions 151 to 155). */

/** Shorts loads 20 feeds a page; the home tab asks for 6, 8 or 12 by width (per_page). */
export const FEEDS_PER_PAGE = 20;
export const FEEDS_PER_PAGE_MAX = 50;

/** Comments are shown 50 at a time, replies 5 per load. */
export const FEED_COMMENTS_PER_PAGE = 50;
export const FEED_COMMENTS_PER_PAGE_MAX = 100;
export const FEED_REPLIES_PER_PAGE = 5;

/** The newest top-level comments a feed carries as a preview ('View all N comments' opens the rest). */
export const FEED_COMMENT_PREVIEW = 2;

/** Characters of a comment or reply, after trimming. */
export const FEED_COMMENT_MAX_CHARS = 2000;
/** Characters of a caption and of a location name. */
export const FEED_CAPTION_MAX_CHARS = 2200;
export const FEED_LOCATION_MAX_CHARS = 255;

/** Files of one feed: the carousel shows them one by one. */
export const FEED_FILES_MAX = 10;
