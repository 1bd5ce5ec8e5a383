import type { OfferAction } from '../../../common/offer-states.ts';
import { apiCall, type ApiSchema } from './client.ts';

export type Offer = ApiSchema<'Offer'>;
export type AdOffers = ApiSchema<'AdOffers'>;

/** POST /offers: the buyer's offer on a negotiable ad; answers the offer message stored in their chat with the seller. */
export function makeOffer(adId: number, amount: string) {
  return apiCall('POST /offers', { body: { ad_id: adId, amount } });
}

/** POST /offers/{offerId}/counter: the seller's counter (more than the offer) or the buyer's answer to it (less). */
export function counterOffer(offerId: number, amount: string) {
  return apiCall('POST /offers/{offerId}/counter', { params: { offerId }, body: { amount } });
}

/** POST /offers/{offerId}/{action}: accept, decline, withdraw; the seller's reserve and sell of an accepted offer. */
export function moveOffer(offerId: number, action: Exclude<OfferAction, 'counter'>) {
  return apiCall('POST /offers/{offerId}/{action}', { params: { offerId, action } });
}

/** GET /ads/{adId}/offers: the signed-in member's offers on an ad (the seller: all), their accepted price, whether they may offer. */
export function adOffers(adId: number) {
  return apiCall('GET /ads/{adId}/offers', { params: { adId } });
}

/** PUT /ads/{adId}/offer-floor: the seller's lowest acceptable offer (null: none). */
export function setOfferFloor(adId: number, floor: string | null) {
  return apiCall('PUT /ads/{adId}/offer-floor', { params: { adId }, body: { floor } });
}
