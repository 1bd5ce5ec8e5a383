import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { formatCents, requireCents } from '../../../common/money.ts';
import { formatPrice } from '../../../common/price.ts';
import {
  amountRefusal,
  AWAITING_STATES,
  currentOfferState,
  isOfferState,
  OFFER_MESSAGE_EVENTS,
  OFFER_TTL_MS,
  offerTransition,
  OFFERS_PER_BUYER,
  PROMISED_STATES,
  type AmountRefusal,
  type OfferAction,
  type OfferRole,
  type OfferState,
} from '../../../common/offer-states.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ads, currencies, offers } from '../../db/schema/index.ts';
import { conflict, forbidden, invalidField, notFound } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { appendMessage, chatBetween } from '../chat/service.ts';
import { currencySymbol, offerView, type OfferRow } from './view.ts';

type AdRow = { id: number; ownerId: number; price: string; isNegotiable: boolean; offerFloor: string | null; symbol: string };

/**
 * A classified ad (not a shop item) that is not deleted, with its currency's symbol; `listed` also asks that it is
 * active (offers are made on listed ads; an offer already made may still move after the seller hides the ad).
 */
async function adOf(db: Db | Tx, adId: number, listed = true): Promise<AdRow> {
  const [ad] = await db
    .select({ id: ads.id, ownerId: ads.ownerId, price: ads.price, isNegotiable: ads.isNegotiable, offerFloor: ads.offerFloor, symbol: currencies.symbol })
    .from(ads)
    .leftJoin(currencies, eq(currencies.id, ads.currencyId))
    .where(and(eq(ads.id, adId), listed ? eq(ads.status, 1) : undefined, isNull(ads.deletedAt), isNull(ads.shopId)))
    .limit(1);
  if (!ad) throw notFound('Ad not found.', 'AD_NOT_FOUND');
  return { ...ad, symbol: currencySymbol(ad.symbol) };
}

/** Locks the ad's row until the transaction ends: every change that could promise the ad waits its turn here. */
async function lockAd(tx: Tx, adId: number) {
  await tx.execute(sql`select id from ${ads} where ${ads.id} = ${adId} for update`);
}

const AMOUNT_TEXTS: Record<AmountRefusal, { code: 'FIELD_OUT_OF_RANGE' | 'OFFER_OVER_PRICE' | 'COUNTER_NOT_ABOVE_OFFER' | 'COUNTER_NOT_BELOW_COUNTER'; message: string }> = {
  'not-positive': { code: 'FIELD_OUT_OF_RANGE', message: 'The amount must be more than 0.' },
  'over-price': { code: 'OFFER_OVER_PRICE', message: 'An offer cannot be more than the listed price.' },
  'counter-not-above': { code: 'COUNTER_NOT_ABOVE_OFFER', message: 'A counter-offer must ask more than the offer.' },
  'counter-not-below': { code: 'COUNTER_NOT_BELOW_COUNTER', message: "Your counter-offer must be lower than the seller's. To pay their price, accept it." },
};

function checkAmount(cents: number, ad: AdRow, counter?: { role: OfferRole; currentCents: number }) {
  const refusal = amountRefusal(cents, requireCents(ad.price), counter);
  if (refusal) throw invalidField('amount', AMOUNT_TEXTS[refusal].code, AMOUNT_TEXTS[refusal].message);
}

/** The previews of the chat list (and the content of the message, for clients that do not know offers yet). */
const preview = (event: keyof typeof OFFER_MESSAGE_EVENTS, amount: string) =>
  ({
    make: `Offer: ${amount}`,
    counter: `Counter-offer: ${amount}`,
    accept: `Offer accepted: ${amount}`,
    decline: 'Offer declined',
    withdraw: 'Offer withdrawn',
    reserve: 'Reserved for the buyer',
    sell: 'Sold to the buyer',
  })[event];

const priced = (cents: number, symbol: string) => formatPrice(formatCents(cents), symbol);

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

const adTaken = () => conflict('This ad has already been promised to another buyer.', 'OFFER_AD_TAKEN');

/** Writes 'expired' into waiting offers of this buyer and ad whose time is up, so a new one may be made. */
async function expireDue(tx: Tx, where: ReturnType<typeof and>, now: Date) {
  await tx
    .update(offers)
    .set({ state: 'expired', updatedAt: now })
    .where(and(where, inArray(offers.state, [...AWAITING_STATES]), lte(offers.expiresAt, now)));
}

/**
 * POST /offers: the buyer's offer on a negotiable ad, as an offer message in their chat with the seller (found or
 * created). One waiting offer per buyer and ad, OFFERS_PER_BUYER in all; an amount under the seller's floor is
 * declined at once (the message is stored all the same, showing the offer declined).
 */
export async function makeOffer(deps: Deps, buyerId: number, adId: number, amount: string) {
  const ad = await adOf(deps.db, adId);
  if (ad.ownerId === buyerId) throw forbidden('You cannot make an offer on your own ad.', 'OFFER_OWN_AD');
  if (!ad.isNegotiable) throw invalidField('ad_id', 'OFFERS_NOT_ACCEPTED', 'The seller does not take offers on this ad.');
  const cents = requireCents(amount);
  checkAmount(cents, ad);
  const chat = await chatBetween(deps.db, buyerId, ad.ownerId);
  const belowFloor = ad.offerFloor !== null && cents < requireCents(ad.offerFloor);
  const text = preview('make', priced(cents, ad.symbol));
  try {
    return await appendMessage(deps, chat, { senderId: buyerId, receiverId: ad.ownerId, messageType: 'offer', content: text, adId }, text, async (tx) => {
      const now = new Date();
      await lockAd(tx, adId);
      const mine = and(eq(offers.adId, adId), eq(offers.buyerId, buyerId));
      await expireDue(tx, mine, now);
      const [promised] = await tx
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.adId, adId), inArray(offers.state, [...PROMISED_STATES])))
        .limit(1);
      if (promised) throw adTaken();
      const [waiting] = await tx
        .select({ id: offers.id })
        .from(offers)
        .where(and(mine, inArray(offers.state, [...AWAITING_STATES])))
        .limit(1);
      if (waiting) throw conflict('You already have an offer waiting for an answer on this ad.', 'OFFER_ALREADY_OPEN');
      const [made] = await tx.select({ n: count() }).from(offers).where(mine);
      if ((made?.n ?? 0) >= OFFERS_PER_BUYER) throw conflict(`You can make at most ${OFFERS_PER_BUYER} offers on one ad.`, 'OFFER_LIMIT_REACHED');
      const state: OfferState = belowFloor ? offerTransition('open', 'auto-decline', 'system')!.to : offerTransition(null, 'make', 'buyer')!.to;
      const [offer] = await tx
        .insert(offers)
        .values({
          adId,
          buyerId,
          sellerId: ad.ownerId,
          chatId: chat.id,
          amount: formatCents(cents),
          madeBy: buyerId,
          state,
          autoDeclined: belowFloor,
          expiresAt: new Date(now.getTime() + OFFER_TTL_MS),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: offers.id });
      return { offerId: offer!.id, extraInfo: { offer_event: OFFER_MESSAGE_EVENTS.make, amount: formatCents(cents), amount_text: priced(cents, ad.symbol) } };
    });
  } catch (err) {
    // Two offers of one buyer at the same moment: the index lets one in.
    if (isUniqueViolation(err)) throw conflict('You already have an offer waiting for an answer on this ad.', 'OFFER_ALREADY_OPEN');
    throw err;
  }
}

async function offerOf(db: Db | Tx, offerId: number, lock = false): Promise<OfferRow> {
  const query = db.select().from(offers).where(eq(offers.id, offerId)).limit(1);
  const [offer] = lock ? await query.for('update') : await query;
  if (!offer) throw notFound('Offer not found.', 'OFFER_NOT_FOUND');
  return offer;
}

/** The caller's side of an offer: 403 for anyone but its buyer and seller. */
function roleOf(offer: OfferRow, callerId: number): OfferRole {
  if (offer.buyerId === callerId) return 'buyer';
  if (offer.sellerId === callerId) return 'seller';
  throw forbidden('This offer is between other members.', 'NOT_YOUR_OFFER');
}

const ACTION_TEXTS: Record<OfferAction, string> = {
  accept: 'accepted',
  decline: 'declined',
  counter: 'countered',
  withdraw: 'withdrawn',
  reserve: 'reserved',
  sell: 'marked sold',
};

/**
 * POST /offers/{offerId}/{action}: one move of the graph by the offer's buyer or seller, recorded as an offer
 * message in their chat. Under the offer's and the ad's locks it checks, again, that the move is in the graph for the
 * offer's state now (an offer past its expiry is expired: the row is written so and the move refused), that a
 * counter's amount is allowed, and that accepting does not promise an ad already promised to another buyer.
 */
export async function moveOffer(deps: Deps, callerId: number, offerId: number, action: OfferAction, amount?: string) {
  const seen = await offerOf(deps.db, offerId);
  const role = roleOf(seen, callerId);
  if (action === 'counter' && amount === undefined) throw invalidField('amount', 'FIELD_REQUIRED', 'The amount field is required.');
  const chat = await chatBetween(deps.db, callerId, role === 'buyer' ? seen.sellerId : seen.buyerId);
  const ad = await adOf(deps.db, seen.adId, false);
  const cents = action === 'counter' ? requireCents(amount) : requireCents(seen.amount);
  const text = preview(action, priced(cents, ad.symbol));
  const otherId = role === 'buyer' ? seen.sellerId : seen.buyerId;
  let expired = false;
  try {
    return await appendMessage(deps, chat, { senderId: callerId, receiverId: otherId, messageType: 'offer', content: text, adId: seen.adId }, text, async (tx) => {
      const now = new Date();
      await lockAd(tx, seen.adId);
      const offer = await offerOf(tx, offerId, true);
      const stored = isOfferState(offer.state) ? offer.state : null;
      const state = stored && currentOfferState(stored, offer.expiresAt, now);
      if (state === 'expired' && stored !== 'expired') {
        expired = true;
        throw conflict('This offer has expired.', 'OFFER_EXPIRED');
      }
      const move = offerTransition(state, action, role);
      if (!move) throw conflict(`This offer is ${state?.replace('_', ' ') ?? 'closed'} and cannot be ${ACTION_TEXTS[action]} by you.`, 'OFFER_MOVE_NOT_ALLOWED');
      // The amount moved since the caller looked (a counter came in between): they answer what they saw, or nothing.
      if (offer.amount !== seen.amount) throw conflict('This offer has changed. Look at it again.', 'OFFER_MOVE_NOT_ALLOWED');
      if (action === 'counter') checkAmount(cents, ad, { role, currentCents: requireCents(offer.amount) });
      if (move.to === 'accepted') {
        const [promised] = await tx
          .select({ id: offers.id })
          .from(offers)
          .where(and(eq(offers.adId, offer.adId), inArray(offers.state, [...PROMISED_STATES])))
          .limit(1);
        if (promised) throw adTaken();
      }
      const countered = action === 'counter' ? { amount: formatCents(cents), madeBy: callerId, expiresAt: new Date(now.getTime() + OFFER_TTL_MS) } : {};
      await tx
        .update(offers)
        .set({ state: move.to, ...countered, updatedAt: now })
        .where(eq(offers.id, offerId));
      return { offerId, extraInfo: { offer_event: OFFER_MESSAGE_EVENTS[action], amount: formatCents(cents), amount_text: priced(cents, ad.symbol) } };
    });
  } catch (err) {
    if (expired) await deps.db.update(offers).set({ state: 'expired', updatedAt: new Date() }).where(and(eq(offers.id, offerId), inArray(offers.state, [...AWAITING_STATES])));
    if (isUniqueViolation(err)) throw adTaken();
    throw err;
  }
}

/**
 * GET /ads/{adId}/offers: the caller's view of offers on an ad: the seller sees every offer and their floor, anyone
 * else only their own. `promised` says whether the ad is accepted, reserved or sold to a buyer (never who, unless
 * it is the caller), and `my_price` is the caller's accepted price.
 */
export async function offersOnAd(db: Db, callerId: number, adId: number) {
  const ad = await adOf(db, adId);
  const isSeller = ad.ownerId === callerId;
  const now = new Date();
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.adId, adId), isSeller ? undefined : eq(offers.buyerId, callerId)))
    .orderBy(asc(offers.createdAt), asc(offers.id));
  const [promised] = await db
    .select({ state: offers.state, buyerId: offers.buyerId, amount: offers.amount })
    .from(offers)
    .where(and(eq(offers.adId, adId), inArray(offers.state, [...PROMISED_STATES])))
    .limit(1);
  const mine = rows.filter((r) => r.buyerId === callerId);
  const waiting = mine.some((r) => isOfferState(r.state) && AWAITING_STATES.includes(currentOfferState(r.state, r.expiresAt, now)));
  return {
    ad_id: adId,
    is_negotiable: ad.isNegotiable,
    price: formatCents(requireCents(ad.price)),
    currency: ad.symbol,
    promised: (promised?.state as 'accepted' | 'reserved' | 'sold' | undefined) ?? null,
    my_price: promised && promised.buyerId === callerId ? formatCents(requireCents(promised.amount)) : null,
    offers_left: isSeller ? 0 : Math.max(0, OFFERS_PER_BUYER - mine.length),
    can_offer: !isSeller && ad.isNegotiable && !promised && !waiting && mine.length < OFFERS_PER_BUYER,
    floor: isSeller && ad.offerFloor !== null ? formatCents(requireCents(ad.offerFloor)) : null,
    offers: rows.map((r) => offerView(r, { currency: ad.symbol, price: ad.price }, now)),
  };
}

/** PUT /ads/{adId}/offer-floor: the seller's lowest acceptable offer (null: none), never above the listed price. */
export async function setOfferFloor(db: Db, callerId: number, adId: number, floor: string | null) {
  const ad = await adOf(db, adId);
  if (ad.ownerId !== callerId) throw forbidden('This ad belongs to someone else.', 'NOT_YOUR_AD');
  const cents = floor === null ? null : requireCents(floor);
  if (cents !== null && cents > requireCents(ad.price)) throw invalidField('floor', 'OFFER_OVER_PRICE', 'The lowest offer cannot be more than the listed price.');
  await db.update(ads).set({ offerFloor: cents === null ? null : formatCents(cents) }).where(eq(ads.id, adId));
  return { ad_id: adId, floor: cents === null ? null : formatCents(cents) };
}
