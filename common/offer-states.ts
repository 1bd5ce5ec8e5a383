/**
 * The life of an offer on a negotiable ad as one explicit graph (decision 81), in the manner of eBay's Best Offer:
 * the buyer makes an offer, the seller accepts, declines or counters once, the buyer answers a counter by accepting,
 * declining or countering once back (the last offer, which the seller can only accept or decline). Every change of
 * an offer is a transition listed here, applied by the origin only through `offerTransition`
 * (server/modules/offers/service.ts); anything not listed is refused. Pure data and functions, shared with the browser.
 */
export const OFFER_STATES = ['open', 'countered', 'last_offer', 'accepted', 'reserved', 'sold', 'declined', 'withdrawn', 'expired'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** What a member may do to an offer; each is one call and one chat message. */
export const OFFER_ACTIONS = ['accept', 'decline', 'counter', 'withdraw', 'reserve', 'sell'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** make: the buyer's first offer; auto-decline: under the seller's floor; expire: 48 hours without an answer. */
export type OfferEvent = 'make' | 'auto-decline' | 'expire' | OfferAction;
export type OfferRole = 'buyer' | 'seller';
export type OfferActor = OfferRole | 'system';

export type OfferTransition = { event: OfferEvent; actor: OfferActor; from: OfferState | null; to: OfferState };

const t = (event: OfferEvent, actor: OfferActor, from: OfferState | null, to: OfferState): OfferTransition => ({ event, actor, from, to });

/** The graph. */
export const OFFER_TRANSITIONS: readonly OfferTransition[] = [
  t('make', 'buyer', null, 'open'),
  t('auto-decline', 'system', 'open', 'declined'),
  // The seller answers the buyer's offer.
  t('accept', 'seller', 'open', 'accepted'),
  t('decline', 'seller', 'open', 'declined'),
  t('counter', 'seller', 'open', 'countered'),
  t('withdraw', 'buyer', 'open', 'withdrawn'),
  // The buyer answers the seller's counter; their own counter is the last word.
  t('accept', 'buyer', 'countered', 'accepted'),
  t('decline', 'buyer', 'countered', 'declined'),
  t('counter', 'buyer', 'countered', 'last_offer'),
  t('withdraw', 'seller', 'countered', 'withdrawn'),
  t('accept', 'seller', 'last_offer', 'accepted'),
  t('decline', 'seller', 'last_offer', 'declined'),
  t('withdraw', 'buyer', 'last_offer', 'withdrawn'),
  t('expire', 'system', 'open', 'expired'),
  t('expire', 'system', 'countered', 'expired'),
  t('expire', 'system', 'last_offer', 'expired'),
  // An accepted offer promises the ad to its buyer: the seller keeps it for them, then sells it to them.
  t('reserve', 'seller', 'accepted', 'reserved'),
  t('sell', 'seller', 'accepted', 'sold'),
  t('sell', 'seller', 'reserved', 'sold'),
];

/** States waiting for an answer: one per buyer and ad at a time, and they expire. */
export const AWAITING_STATES: readonly OfferState[] = ['open', 'countered', 'last_offer'];
/** States that promise the ad to the offer's buyer: one per ad. */
export const PROMISED_STATES: readonly OfferState[] = ['accepted', 'reserved', 'sold'];

/** An offer or counter waits this long for an answer. */
export const OFFER_TTL_MS = 48 * 60 * 60 * 1000;
/** Offers one buyer may make on one ad, whatever became of them. */
export const OFFERS_PER_BUYER = 3;

export const isOfferState = (s: string): s is OfferState => (OFFER_STATES as readonly string[]).includes(s);

/** THE transition function: the move `actor` makes with `event` from `from`, or null when the graph has none. */
export function offerTransition(from: string | null, event: OfferEvent, actor: OfferActor): OfferTransition | null {
  return OFFER_TRANSITIONS.find((tr) => tr.event === event && tr.actor === actor && tr.from === from) ?? null;
}

/** The state an offer is in at `now`: one waiting past its expiry is expired, whatever its row still says. */
export function currentOfferState(state: OfferState, expiresAt: Date, now: Date): OfferState {
  return AWAITING_STATES.includes(state) && expiresAt.getTime() <= now.getTime() ? 'expired' : state;
}

/** What `role` may do now to an offer in `state` (the buttons beside it). */
export function offerActions(state: OfferState, role: OfferRole): OfferAction[] {
  return OFFER_ACTIONS.filter((action) => offerTransition(state, action, role) !== null);
}

/** The word a chat message records for each event: 'made', 'countered', … */
export const OFFER_MESSAGE_EVENTS = {
  make: 'made',
  counter: 'countered',
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'withdrawn',
  reserve: 'reserved',
  sell: 'sold',
} as const satisfies Partial<Record<OfferEvent, string>>;
export type OfferMessageEvent = (typeof OFFER_MESSAGE_EVENTS)[keyof typeof OFFER_MESSAGE_EVENTS];
export const isOfferMessageEvent = (value: unknown): value is OfferMessageEvent =>
  (Object.values(OFFER_MESSAGE_EVENTS) as readonly unknown[]).includes(value);

export type AmountRefusal = 'not-positive' | 'over-price' | 'counter-not-above' | 'counter-not-below';

/**
 * Why an amount in cents cannot be offered, or null: it must be positive and never above the listed price; a
 * seller's counter must ask more than the offer on the table and a buyer's counter less than the seller's counter
 * (otherwise accepting says it).
 */
export function amountRefusal(cents: number, listedCents: number, counter?: { role: OfferRole; currentCents: number }): AmountRefusal | null {
  if (cents <= 0) return 'not-positive';
  if (cents > listedCents) return 'over-price';
  if (counter?.role === 'seller' && cents <= counter.currentCents) return 'counter-not-above';
  if (counter?.role === 'buyer' && cents >= counter.currentCents) return 'counter-not-below';
  return null;
}
