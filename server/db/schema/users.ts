import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    roleId: integer('role_id').notNull().default(2),
    name: text('name').notNull(),
    lastName: text('last_name').notNull().default(''),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    avatar: text('avatar'),
    /** 1 male, 0 female, 2 rather not say (account reading of spec 001). */
    gender: smallint('gender'),
    location: text('location'),
    lat: numeric('lat', { precision: 9, scale: 6 }),
    lon: numeric('lon', { precision: 9, scale: 6 }),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    provider: text('provider'),
    providerId: text('provider_id'),
    showMyAds: boolean('show_my_ads').notNull().default(true),
    isBlocked: boolean('is_blocked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the member's last socket went away: the chat shows 'Last seen …' while they are offline. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Unread chat messages are mailed while the member is away (one mail per chat an hour at most); off: never. */
    chatDigest: boolean('chat_digest').notNull().default(true),
    /** E-mails about the member's orders changing state (placed, shipped, delivered, cancelled); off: none. */
    orderMails: boolean('order_mails').notNull().default(true),
    /** E-mails about offers on the member's ads and answers to their offers; off: none. */
    offerMails: boolean('offer_mails').notNull().default(true),
    /** The interface language the member last used (the userLanguage cookie of their socket): mails are written in it. */
    language: text('language'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_user_name_key').on(sql`lower(${t.userName})`),
    uniqueIndex('users_provider_key').on(t.provider, t.providerId),
    index('users_search_trgm_idx')
      .using('gin', sql`(lower(${t.name} || ' ' || ${t.lastName} || ' ' || ${t.userName})) gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null and ${t.showMyAds}`),
    // The console's member search (name, user name or e-mail, any part), blocked members included.
    index('users_console_search_idx')
      .using('gin', sql`(lower(${t.name} || ' ' || ${t.lastName} || ' ' || ${t.userName} || ' ' || ${t.email})) gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null`),
    // The operators' dashboard counts new accounts per day.
    index('users_created_idx').on(t.createdAt),
  ],
);

/** Bearer tokens: only the SHA-256 of the random token is stored, so a database leak reveals no usable token. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** The browser's User-Agent when the session was last used: 'signed-in devices' names the device by it. */
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/** One-time codes for e-mail verification and password reset; the code itself is stored hashed. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_email_idx').on(sql`lower(${t.email})`, t.purpose, t.createdAt)],
);
