import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, jsonb, numeric, pgTable, real, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories, currencies } from './catalog.ts';
import { users } from './users.ts';
import { shops } from './shops.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** The cube extension's type (migration 0000), written and read as its text form '(x1, x2, ...)'. */
const cube = customType<{ data: string }>({ dataType: () => 'cube' });

/** Companies whose owners and moderators post company ads (type 2) while a subscription is active. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    website: text('website'),
    phone: text('phone'),
    email: text('email'),
    logo: text('logo'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    postalCode: text('postal_code'),
    /** pending, approved, rejected */
    status: text('status').notNull().default('pending'),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
    isFeatured: boolean('is_featured').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    maxAds: integer('max_ads').notNull().default(50),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_user_idx').on(t.userId)],
);

export const companyModerators = pgTable(
  'company_moderators',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    moderatorId: integer('moderator_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** pending, accepted, rejected */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_moderators_key').on(t.companyId, t.moderatorId), index('company_moderators_user_idx').on(t.moderatorId)],
);

/**
 * Classified ads (type 1 personal, 2 company) and, with shop_id set, shop products. `search_vector` is kept by a
 * trigger (name A, tags B, descriptions C) for weighted full-text search.
 */
export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    additionalDetails: text('additional_details'),
    productSpecifications: text('product_specifications'),
    detailedDescription: text('detailed_description'),
    type: smallint('type').notNull().default(1),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    offerPrice: numeric('offer_price', { precision: 12, scale: 2 }),
    offerExpire: timestamp('offer_expire', { withTimezone: true }),
    isNegotiable: boolean('is_negotiable').notNull().default(false),
    /** The lowest offer the seller considers on a negotiable ad: anything under it is declined at once (decision 82). */
    offerFloor: numeric('offer_floor', { precision: 12, scale: 2 }),
    currencyId: integer('currency_id').references(() => currencies.id),
    location: text('location'),
    lat: numeric('lat', { precision: 9, scale: 6 }),
    lon: numeric('lon', { precision: 9, scale: 6 }),
    /** 1 active, 0 inactive */
    status: smallint('status').notNull().default(1),
    colour: text('colour'),
    /** new, likeNew, used */
    condition: text('condition'),
    brand: text('brand'),
    availableQuantity: integer('available_quantity').notNull().default(1),
    /** 0 regular, 1 urgent, 2 top page; set only by a confirmed payment */
    isSponsored: smallint('is_sponsored').notNull().default(0),
    promotionExpiresAt: timestamp('promotion_expires_at', { withTimezone: true }),
    priority: integer('priority').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** 0 when the seller hid the phone */
    showContact: boolean('show_contact').notNull().default(true),
    externalWebsite: text('external_website'),
    purchaseButtonText: text('purchase_button_text'),
    totalLike: integer('total_like').notNull().default(0),
    totalComment: integer('total_comment').notNull().default(0),
    totalView: integer('total_view').notNull().default(0),
    todayView: integer('today_view').notNull().default(0),
    todayViewDate: date('today_view_date'),
    totalContactLead: integer('total_contact_lead').notNull().default(0),
    totalMessageLead: integer('total_message_lead').notNull().default(0),
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }).notNull().default('0'),
    totalReview: integer('total_review').notNull().default(0),
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deleteReason: text('delete_reason'),
    /** Set while an operator keeps the ad hidden (status 0; its owner cannot show it again): when, and the reason. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    index('ads_category_active_idx').on(t.categoryId).where(sql`${t.status} = 1 and ${t.deletedAt} is null`),
    index('ads_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('ads_location_trgm_idx').using('gin', sql`lower(${t.location}) gin_trgm_ops`),
    index('ads_earth_idx')
      .using('gist', sql`ll_to_earth(${t.lat}::float8, ${t.lon}::float8)`)
      .where(sql`${t.status} = 1 and ${t.deletedAt} is null`),
    index('ads_search_vector_idx').using('gin', t.searchVector),
    index('ads_tags_idx').using('gin', t.tags),
    index('ads_owner_idx').on(t.ownerId, t.createdAt),
    // The operators' dashboard counts new ads per day.
    index('ads_created_idx').on(t.createdAt),
    // The console's moderation list, newest first: every ad its owner kept, and the hidden ones.
    index('ads_newest_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`).where(sql`${t.deletedAt} is null`),
    index('ads_hidden_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`).where(sql`${t.hiddenAt} is not null and ${t.deletedAt} is null`),
    // Lists walk these in order and stop after a page: "sponsored first, then newest" and "newest".
    // DESC without NULLS LAST so `order by … desc` matches them exactly.
    index('ads_active_ranked_idx')
      .on(sql`${t.isSponsored} desc`, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 1 and ${t.deletedAt} is null`),
    index('ads_active_newest_idx')
      .on(sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 1 and ${t.deletedAt} is null`),
    index('ads_company_tab_idx')
      .on(sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 1 and ${t.deletedAt} is null and ${t.type} = 2`),
    index('ads_company_newest_idx')
      .on(t.companyId, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 1 and ${t.deletedAt} is null`),
    // The company-ad quota counts a company's undeleted company ads, active or not (docs/decisions.md 117).
    index('ads_company_quota_idx').on(t.companyId).where(sql`${t.type} = 2 and ${t.deletedAt} is null`),
    index('ads_reduced_idx')
      .on(sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 1 and ${t.deletedAt} is null and ${t.offerPrice} < ${t.price}`),
    // Catalogue price filters and price sorts (price_min/price_max, low-to-high, high-to-low) on the price a buyer
    // pays; the same expression as the search service's EFFECTIVE_PRICE.
    index('ads_active_price_idx')
      .on(sql`coalesce(${t.offerPrice}, ${t.price})`, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 1 and ${t.deletedAt} is null`),
    // The Sales page (ads service salesSql): discounted ads and shop items, the biggest percent off first.
    index('ads_sale_discount_idx')
      .on(sql`(${t.offerPrice} / ${t.price})`, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 1 and ${t.deletedAt} is null and ${t.shopId} is null and ${t.offerPrice} < ${t.price} and ${t.offerPrice} >= 0 and not ${t.isNegotiable}`),
    index('ads_shop_sale_discount_idx')
      .on(sql`(${t.offerPrice} / ${t.price})`, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 1 and ${t.deletedAt} is null and ${t.shopId} is not null and ${t.offerPrice} < ${t.price} and ${t.offerPrice} >= 0 and not ${t.isNegotiable}`),
    // The promotion expiry sweep touches promoted ads only (decision 19).
    index('ads_promotion_expiry_idx').on(t.promotionExpiresAt).where(sql`${t.isSponsored} > 0`),
    index('ads_category_newest_idx')
      .on(t.categoryId, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 1 and ${t.deletedAt} is null`),
    // A catalogue page of a category in its other two orders, read per category of the subtree and cut after the
    // page (categoryPageSql): "sponsored first, then newest" and the price a buyer pays.
    index('ads_category_ranked_idx')
      .on(t.categoryId, sql`${t.isSponsored} desc`, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 1 and ${t.deletedAt} is null and ${t.shopId} is null`),
    index('ads_category_price_idx')
      .on(t.categoryId, sql`coalesce(${t.offerPrice}, ${t.price})`, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 1 and ${t.deletedAt} is null and ${t.shopId} is null`),
  ],
);

/**
 * Every distinct word (lexeme) of the ads' search documents, kept by triggers on ads (migration 0009). The search
 * turns a typed prefix into the whole words it stands for (exact GIN look-ups instead of prefix scans) and looks up
 * spellings one edit away for typos. Words of deleted ads stay; they only cost an empty look-up.
 */
export const adWords = pgTable(
  'ad_words',
  { word: text('word').primaryKey() },
  (t) => [
    index('ad_words_prefix_idx').on(sql`${t.word} text_pattern_ops`),
    index('ad_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);

/** Photos of an ad: `attachment` is the large WebP; `variants` names the smaller ones by width. */
export const adAttachments = pgTable(
  'ad_attachments',
  {
    id: serial('id').primaryKey(),
    adsId: integer('ads_id').notNull().references(() => ads.id, { onDelete: 'cascade' }),
    attachment: text('attachment').notNull(),
    variants: text('variants').array().notNull().default(sql`'{}'::text[]`),
    type: text('type').notNull().default('image'),
    size: integer('size').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    position: integer('position').notNull().default(0),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ad_attachments_ad_idx').on(t.adsId, t.position)],
);

/**
 * What the offline detector saw in each ad and shop item photo (server/platform/vision.ts), computed in the background
 * after the photo is stored (ads/photo-vectors.ts): COCO labels with scores, the image vector, the colour histogram,
 * and `key`, a 64-dimension projection of the vector as a cube, whose GiST index answers nearest-neighbour searches
 * (docs/decisions.md 89). A photo that could not be read has a row without vector, so it is not tried again.
 */
export const photoVectors = pgTable(
  'photo_vectors',
  {
    attachmentId: integer('attachment_id')
      .primaryKey()
      .references(() => adAttachments.id, { onDelete: 'cascade' }),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    labels: jsonb('labels').$type<{ label: string; score: number }[]>().notNull().default(sql`'[]'::jsonb`),
    vector: real('vector').array(),
    colour: real('colour').array(),
    key: cube('key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photo_vectors_key_idx').using('gist', t.key), index('photo_vectors_ad_idx').on(t.adId)],
);

/** Distinct tags with their use count, for tag suggestions and the tags mode of the universal search. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    usageCount: integer('usage_count').notNull().default(0),
  },
  (t) => [uniqueIndex('tags_name_key').on(sql`lower(${t.name})`), index('tags_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);

export const adFavorites = pgTable(
  'ad_favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    adsId: integer('ads_id').notNull().references(() => ads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ad_favorites_key').on(t.userId, t.adsId), index('ad_favorites_ad_idx').on(t.adsId)],
);

export const sellerFavorites = pgTable(
  'seller_favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seller_favorites_key').on(t.userId, t.sellerId)],
);

/** Complaints about ads, users, shops and feeds, kept for moderation. */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id').notNull(),
    complain: text('complain').notNull(),
    contentId: integer('content_id').notNull(),
    /** ads, user, shop, feed */
    type: text('type').notNull(),
    /** open, reviewed, dismissed */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('complaints_status_idx').on(t.status, t.createdAt),
    index('complaints_content_idx').on(t.type, t.contentId),
    // The console filters the queue by topic, and a topic in use cannot be deleted.
    index('complaints_topic_idx').on(t.topicId, t.createdAt),
    // One open complaint per user and content, enforced by the database too.
    uniqueIndex('complaints_open_key').on(t.userId, t.type, t.contentId).where(sql`${t.status} = 'open'`),
  ],
);

/** Reviews of a seller (seller_id) or of an item (ads_id); ratings 1 to 5. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id'),
    adsId: integer('ads_id').references(() => ads.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    files: text('files').array().notNull().default(sql`'{}'::text[]`),
    /** Set while an operator keeps the review hidden (decision 178): it leaves every list, average and count. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_seller_idx').on(t.sellerId, t.createdAt),
    index('reviews_ad_idx').on(t.adsId, t.createdAt),
    index('reviews_shop_idx').on(t.shopId, t.createdAt),
    // A member's own reviews, newest first (My Reviews).
    index('reviews_user_idx').on(t.userId, t.createdAt),
    // One review per buyer and target, also when two submits race past the service's check.
    uniqueIndex('reviews_item_once_key').on(t.userId, t.adsId).where(sql`${t.adsId} is not null`),
    uniqueIndex('reviews_shop_once_key').on(t.userId, t.shopId).where(sql`${t.adsId} is null and ${t.shopId} is not null`),
    // The console's moderation list, newest first: all reviews, and the hidden ones.
    index('reviews_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('reviews_hidden_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`).where(sql`${t.hiddenAt} is not null`),
  ],
);
