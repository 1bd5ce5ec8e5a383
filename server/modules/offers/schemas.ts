import { z } from '@hono/zod-openapi';
import { OFFER_ACTIONS, OFFER_STATES } from '../../../common/offer-states.ts';
import { rowId, rowIdParam } from '../../http/ids.ts';
import { amountField } from '../checkout/schemas.ts';

const actionList = z.array(z.enum(OFFER_ACTIONS));

/** An offer in its current state (an offer past its expiry reads as expired), with what each side may do now. */
export const offerSchema = z
  .object({
    id: z.number().int(),
    ad_id: z.number().int(),
    buyer_id: z.number().int(),
    seller_id: z.number().int(),
    chat_id: z.number().int(),
    amount: z.string().openapi({ description: 'The amount on the table now, in the ad\'s currency, as a decimal string such as "120.00"', example: '120.00' }),
    currency: z.string().openapi({ description: "The symbol of the ad's currency", example: '$' }),
    listed_price: z.string().openapi({ description: "The ad's listed price: no offer or counter goes above it", example: '200.00' }),
    state: z.enum(OFFER_STATES),
    made_by: z.number().int().openapi({ description: 'Who put this amount on the table: the buyer (offer, last offer) or the seller (counter)' }),
    auto_declined: z.boolean().openapi({ description: "Declined at once for being under the seller's lowest acceptable offer" }),
    expires_at: z.string().openapi({ description: 'When a waiting offer expires (48 hours after the last offer or counter)' }),
    actions: z
      .object({ buyer: actionList, seller: actionList })
      .openapi({ description: 'What the buyer and what the seller may do now (the graph of common/offer-states.ts); a client shows the viewer\'s side' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('Offer');

export const OFFER_MESSAGE_EVENT_NAMES = ['made', 'countered', 'accepted', 'declined', 'withdrawn', 'reserved', 'sold'] as const;

export const makeOfferBody = z
  .object({
    ad_id: rowId('ad id'),
    amount: amountField('amount').openapi({ description: "In the ad's currency; more than 0 and not above the listed price", example: '120.00' }),
  })
  .openapi('MakeOfferBody');

export const counterOfferBody = z
  .object({ amount: amountField('amount').openapi({ description: "Seller: more than the offer; buyer: less than the seller's counter; never above the listed price", example: '130.00' }) })
  .openapi('CounterOfferBody');

export const offerFloorBody = z
  .object({
    floor: z
      .preprocess((v) => (v === '' || v === 'null' ? null : v), amountField('lowest offer').nullable())
      .openapi({ type: ['string', 'null'], description: 'Offers under it are declined at once; null or empty: none', example: '90.00' }),
  })
  .openapi('OfferFloorBody');

export const offerFloorAnswer = z.object({ ad_id: z.number().int(), floor: z.string().nullable() }).openapi('OfferFloor');

export const offerIdParam = z.object({ offerId: rowIdParam('offer id', 'offerId') });
export const adIdParam = z.object({ adId: rowIdParam('ad id', 'adId') });

export const adOffersAnswer = z
  .object({
    ad_id: z.number().int(),
    is_negotiable: z.boolean(),
    price: z.string().openapi({ description: 'The listed price' }),
    currency: z.string(),
    promised: z.enum(['accepted', 'reserved', 'sold']).nullable().openapi({ description: 'Whether an accepted offer promises the ad to a buyer, and how far' }),
    my_price: z.string().nullable().openapi({ description: "The caller's accepted price, when the ad is promised to them" }),
    offers_left: z.number().int().openapi({ description: 'How many more offers the caller may make on this ad' }),
    can_offer: z.boolean().openapi({ description: 'Whether the caller may make an offer now' }),
    floor: z.string().nullable().openapi({ description: "The seller's lowest acceptable offer (shown to the seller only)" }),
    offers: z.array(offerSchema).openapi({ description: "The seller: every offer on the ad; anyone else: their own. Oldest first" }),
  })
  .openapi('AdOffers');
