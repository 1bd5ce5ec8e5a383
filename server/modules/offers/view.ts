import { eq, inArray } from 'drizzle-orm';
import { formatCents, requireCents } from '../../../common/money.ts';
import { currentOfferState, isOfferState, offerActions } from '../../../common/offer-states.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ads, currencies, offers } from '../../db/schema/index.ts';

export type OfferRow = typeof offers.$inferSelect;

/**
 * An offer as clients see it, in its state at `now` (an offer past its expiry is expired whatever the row says),
 * with what each side may do now: the chat shows the viewer's side, so one payload serves both members.
 */
export function offerView(row: OfferRow, ad: { currency: string; price: string }, now: Date) {
  const state = currentOfferState(isOfferState(row.state) ? row.state : 'expired', row.expiresAt, now);
  return {
    id: row.id,
    ad_id: row.adId,
    buyer_id: row.buyerId,
    seller_id: row.sellerId,
    chat_id: row.chatId,
    amount: formatCents(requireCents(row.amount)),
    currency: ad.currency,
    listed_price: formatCents(requireCents(ad.price)),
    state,
    made_by: row.madeBy,
    auto_declined: row.autoDeclined,
    expires_at: row.expiresAt.toISOString(),
    actions: { buyer: offerActions(state, 'buyer'), seller: offerActions(state, 'seller') },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
export type OfferView = ReturnType<typeof offerView>;

/** The symbol of an ad's currency ('$' when it has none, as prices print). */
export const currencySymbol = (symbol: string | null) => symbol ?? '$';

/** The current views of the offers with these ids, by id (offer messages carry them). */
export async function offerViews(db: Db | Tx, ids: readonly number[], now = new Date()): Promise<Map<number, OfferView>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ offer: offers, symbol: currencies.symbol, price: ads.price })
    .from(offers)
    .innerJoin(ads, eq(ads.id, offers.adId))
    .leftJoin(currencies, eq(currencies.id, ads.currencyId))
    .where(inArray(offers.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.offer.id, offerView(r.offer, { currency: currencySymbol(r.symbol), price: r.price }, now)]));
}
