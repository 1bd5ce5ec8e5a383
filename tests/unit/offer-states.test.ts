import { describe, expect, it } from 'vitest';
import {
  amountRefusal,
  currentOfferState,
  OFFER_STATES,
  OFFER_TRANSITIONS,
  offerActions,
  offerTransition,
  type OfferActor,
  type OfferEvent,
  type OfferState,
} from '../../common/offer-states.ts';

const EVENTS: OfferEvent[] = ['make', 'auto-decline', 'expire', 'accept', 'decline', 'counter', 'withdraw', 'reserve', 'sell'];
const ACTORS: OfferActor[] = ['buyer', 'seller', 'system'];

/** Every move the graph allows, as `from --event by actor-->` to; everything else must be refused. */
const ALLOWED: Record<string, OfferState> = {
  'new --make by buyer-->': 'open',
  'open --auto-decline by system-->': 'declined',
  'open --accept by seller-->': 'accepted',
  'open --decline by seller-->': 'declined',
  'open --counter by seller-->': 'countered',
  'open --withdraw by buyer-->': 'withdrawn',
  'open --expire by system-->': 'expired',
  'countered --accept by buyer-->': 'accepted',
  'countered --decline by buyer-->': 'declined',
  'countered --counter by buyer-->': 'last_offer',
  'countered --withdraw by seller-->': 'withdrawn',
  'countered --expire by system-->': 'expired',
  'last_offer --accept by seller-->': 'accepted',
  'last_offer --decline by seller-->': 'declined',
  'last_offer --withdraw by buyer-->': 'withdrawn',
  'last_offer --expire by system-->': 'expired',
  'accepted --reserve by seller-->': 'reserved',
  'accepted --sell by seller-->': 'sold',
  'reserved --sell by seller-->': 'sold',
};

describe('the offer graph', () => {
  it('allows exactly the listed moves, from every state, for every event and actor', () => {
    const seen: Record<string, OfferState> = {};
    for (const from of [null, ...OFFER_STATES]) {
      for (const event of EVENTS) {
        for (const actor of ACTORS) {
          const move = offerTransition(from, event, actor);
          if (move) seen[`${from ?? 'new'} --${event} by ${actor}-->`] = move.to;
        }
      }
    }
    expect(seen).toEqual(ALLOWED);
    expect(OFFER_TRANSITIONS).toHaveLength(Object.keys(ALLOWED).length);
  });

  it('refuses any state it does not know', () => {
    expect(offerTransition('haggling', 'accept', 'seller')).toBeNull();
  });

  it('lets each side counter once: the buyer\'s answer to a counter cannot be countered again', () => {
    expect(offerActions('open', 'seller')).toEqual(['accept', 'decline', 'counter']);
    expect(offerActions('countered', 'buyer')).toEqual(['accept', 'decline', 'counter']);
    expect(offerActions('last_offer', 'seller')).toEqual(['accept', 'decline']);
    expect(offerActions('last_offer', 'buyer')).toEqual(['withdraw']);
  });

  it('leaves nothing to do once an offer is declined, withdrawn, expired or sold', () => {
    for (const state of ['declined', 'withdrawn', 'expired', 'sold'] as const) {
      expect([offerActions(state, 'buyer'), offerActions(state, 'seller')]).toEqual([[], []]);
    }
    expect(offerActions('accepted', 'buyer')).toEqual([]);
  });

  it('reads a waiting offer past its expiry as expired, and nothing else', () => {
    const now = new Date('2026-01-03T00:00:00Z');
    const past = new Date('2026-01-02T23:59:59Z');
    const future = new Date('2026-01-03T00:00:01Z');
    expect(['open', 'countered', 'last_offer'].map((s) => currentOfferState(s as OfferState, past, now))).toEqual(['expired', 'expired', 'expired']);
    expect(currentOfferState('open', future, now)).toBe('open');
    expect(currentOfferState('open', now, now)).toBe('expired');
    expect(currentOfferState('accepted', past, now)).toBe('accepted');
  });
});

describe('offer amounts', () => {
  it('must be positive and never over the listed price', () => {
    expect(amountRefusal(0, 20000)).toBe('not-positive');
    expect(amountRefusal(20001, 20000)).toBe('over-price');
    expect(amountRefusal(20000, 20000)).toBeNull();
    expect(amountRefusal(1, 20000)).toBeNull();
  });

  it("asks a seller's counter to be above the offer and a buyer's counter to be under the seller's", () => {
    expect(amountRefusal(10000, 20000, { role: 'seller', currentCents: 10000 })).toBe('counter-not-above');
    expect(amountRefusal(10001, 20000, { role: 'seller', currentCents: 10000 })).toBeNull();
    expect(amountRefusal(20001, 20000, { role: 'seller', currentCents: 10000 })).toBe('over-price');
    expect(amountRefusal(15000, 20000, { role: 'buyer', currentCents: 15000 })).toBe('counter-not-below');
    expect(amountRefusal(14999, 20000, { role: 'buyer', currentCents: 15000 })).toBeNull();
  });
});
