import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ads } from './ads.ts';
import { chats } from './chat.ts';
import { users } from './users.ts';

/**
 * Offers on negotiable ads (common/offer-states.ts): one row per negotiation, whose amount, state and expiry move
 * with each counter. amount is the amount on the table now and made_by who put it there. Two partial unique indexes
 * keep the rules under concurrency: one waiting offer per buyer and ad, one offer per ad that promises it.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id').notNull().references(() => ads.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    chatId: integer('chat_id').notNull().references(() => chats.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    madeBy: integer('made_by').notNull(),
    /** open, countered, last_offer, accepted, reserved, sold, declined, withdrawn, expired */
    state: text('state').notNull().default('open'),
    /** Declined at once for being under the seller's floor. */
    autoDeclined: boolean('auto_declined').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_one_waiting_key').on(t.adId, t.buyerId).where(sql`${t.state} in ('open', 'countered', 'last_offer')`),
    uniqueIndex('offers_one_promised_key').on(t.adId).where(sql`${t.state} in ('accepted', 'reserved', 'sold')`),
    index('offers_buyer_idx').on(t.buyerId, t.adId),
    index('offers_seller_idx').on(t.sellerId),
  ],
);
