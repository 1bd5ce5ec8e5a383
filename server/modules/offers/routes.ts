import { createRoute, z } from '@hono/zod-openapi';
import { OFFER_ACTIONS } from '../../../common/offer-states.ts';
import { requireUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { bearerSecurity, formOrJson, okResponse, readBody } from '../../http/openapi.ts';
import { messageSchema } from '../chat/schemas.ts';
import { adIdParam, adOffersAnswer, counterOfferBody, makeOfferBody, offerFloorAnswer, offerFloorBody, offerIdParam } from './schemas.ts';
import { makeOffer, moveOffer, offersOnAd, setOfferFloor } from './service.ts';

const tags = ['Offers'];

/** The moves without an amount: one call each, POST /offers/{offerId}/{action}. */
const PLAIN_ACTIONS = OFFER_ACTIONS.filter((a) => a !== 'counter') as Exclude<(typeof OFFER_ACTIONS)[number], 'counter'>[];
const moveParams = offerIdParam.extend({
  action: z.enum(PLAIN_ACTIONS, { error: 'The selected action is invalid.' }).openapi({ param: { name: 'action', in: 'path' } }),
});

const MOVES =
  'Only the offer\'s buyer or seller (403 NOT_YOUR_OFFER); the move must be in the graph for the offer\'s state now and the caller\'s side ' +
  '(409 OFFER_MOVE_NOT_ALLOWED; a waiting offer past its 48 hours: 409 OFFER_EXPIRED, and it is stored expired). Either member ' +
  "blocked the other: 403. Answers the offer message stored in the pair's chat and emitted as `message` to both members.";

export const offersRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/offers',
      tags,
      summary: 'Make an offer on a negotiable ad',
      description:
        "The buyer's offer, in the ad's currency: more than 0 and not above the listed price (422). Your own ad: 403 OFFER_OWN_AD; an ad " +
        'not negotiable: 422 OFFERS_NOT_ACCEPTED; an offer of yours still waiting: 409 OFFER_ALREADY_OPEN; 3 offers on this ad already: ' +
        '409 OFFER_LIMIT_REACHED; the ad promised to a buyer: 409 OFFER_AD_TAKEN. Stored as an offer message in your chat with the seller ' +
        "(found or created); under the seller's lowest acceptable offer it is declined at once (auto_declined). Rate-limited per member (offer).",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: formOrJson(makeOfferBody) },
      responses: okResponse(messageSchema),
    }),
    async (c) => {
      const user = c.var.user!;
      const body = readBody(c, makeOfferBody);
      await c.var.deps.limits.consume('offer', `user:${user.id}`);
      return ok(c, await makeOffer(c.var.deps, user.id, body.ad_id, body.amount), 'Your offer has been sent!');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/offers/{offerId}/counter',
      tags,
      summary: 'Counter an offer',
      description:
        `${MOVES} The seller counters an offer once, asking more than it (422 COUNTER_NOT_ABOVE_OFFER); the buyer answers a counter once with ` +
        "less than it (422 COUNTER_NOT_BELOW_COUNTER); never above the listed price (422 OFFER_OVER_PRICE). The counter replaces the amount " +
        'on the table and waits 48 hours again.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: offerIdParam, body: formOrJson(counterOfferBody) },
      responses: okResponse(messageSchema),
    }),
    async (c) => {
      const user = c.var.user!;
      const { amount } = readBody(c, counterOfferBody);
      await c.var.deps.limits.consume('chatMessage', `user:${user.id}`);
      return ok(c, await moveOffer(c.var.deps, user.id, c.req.valid('param').offerId, 'counter', amount), 'Counter-offer sent');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/offers/{offerId}/{action}',
      tags,
      summary: 'Accept, decline or withdraw an offer; reserve the ad for its buyer or mark it sold to them',
      description:
        `${MOVES} Accepting promises the ad to the offer's buyer: one accepted offer per ad (409 OFFER_AD_TAKEN when another was accepted, ` +
        'even at the same moment). The seller may then reserve the ad for that buyer and mark it sold to them.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: moveParams },
      responses: okResponse(messageSchema),
    }),
    async (c) => {
      const user = c.var.user!;
      const { offerId, action } = c.req.valid('param');
      await c.var.deps.limits.consume('chatMessage', `user:${user.id}`);
      return ok(c, await moveOffer(c.var.deps, user.id, offerId, action), 'Offer updated');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/ads/{adId}/offers',
      tags,
      summary: 'Offers on an ad: the seller sees all, anyone else their own',
      description:
        "Also whether the ad is promised to a buyer, the caller's accepted price, whether they may make an offer now and how many they have " +
        "left; the seller's lowest acceptable offer for the seller only. Unknown, hidden or deleted ad: 404.",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: adIdParam },
      responses: okResponse(adOffersAnswer),
    }),
    async (c) => ok(c, await offersOnAd(c.var.deps.db, c.var.user!.id, c.req.valid('param').adId), 'Offers'),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/ads/{adId}/offer-floor',
      tags,
      summary: "Set the lowest offer the seller considers on an ad (offers under it are declined at once)",
      description: "The ad's owner only (403 NOT_YOUR_AD). Not above the listed price (422 OFFER_OVER_PRICE); null or empty removes it.",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: adIdParam, body: formOrJson(offerFloorBody) },
      responses: okResponse(offerFloorAnswer),
    }),
    async (c) => ok(c, await setOfferFloor(c.var.deps.db, c.var.user!.id, c.req.valid('param').adId, readBody(c, offerFloorBody).floor), 'Lowest offer saved'),
  );
