import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, chats, messages, offers } from '../../server/db/schema/index.ts';
import { shopFixtures } from '../../support/shop-fixtures.ts';
import { connectAs, startSocketNode } from '../../support/sockets.ts';
import { makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

let t: TestApp;
let fixtures: Awaited<ReturnType<typeof shopFixtures>>;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_SCALE: '100' });
  fixtures = await shopFixtures(t);
});

afterAll(async () => {
  await t?.close();
});

/** A negotiable ad of `seller` listed at 200.00 (or `extra`). */
async function negotiableAd(seller: Member, extra: Partial<typeof ads.$inferInsert> = {}) {
  const ad = await fixtures.makeClassified(seller.id);
  await t.db
    .update(ads)
    .set({ isNegotiable: true, price: '200.00', ...extra })
    .where(eq(ads.id, ad.id));
  return ad.id;
}

const make = (who: Member, adId: number, amount: unknown) => t.call('POST', '/api/v1/offers', { token: who.token, body: { ad_id: adId, amount } });
const move = (who: Member, offerId: number, action: string) => t.call('POST', `/api/v1/offers/${offerId}/${action}`, { token: who.token });
const counter = (who: Member, offerId: number, amount: unknown) => t.call('POST', `/api/v1/offers/${offerId}/counter`, { token: who.token, body: { amount } });
const onAd = (who: Member, adId: number) => t.call('GET', `/api/v1/ads/${adId}/offers`, { token: who.token });

async function trio() {
  return { seller: await makeMember(t, 'Seller'), buyer: await makeMember(t, 'Buyer'), stranger: await makeMember(t, 'Stranger') };
}

describe('making an offer', () => {
  it('stores an offer message in the buyer–seller chat with the offer in its current state and each side\'s actions', async () => {
    const { seller, buyer } = await trio();
    const adId = await negotiableAd(seller);
    const res = await make(buyer, adId, '150.5');
    expect(res.status).toBe(200);
    const m = res.json.data;
    expect(m).toMatchObject({ message_type: 'offer', sender_id: buyer.id, receiver_id: seller.id, ad_id: adId, offer_event: 'made', content: 'Offer: $150.50', translatable: false });
    expect(m.offer).toMatchObject({ ad_id: adId, buyer_id: buyer.id, seller_id: seller.id, amount: '150.50', currency: '$', listed_price: '200.00', state: 'open', made_by: buyer.id, auto_declined: false });
    expect(m.offer.actions).toEqual({ buyer: ['withdraw'], seller: ['accept', 'decline', 'counter'] });
    const hours = (Date.parse(m.offer.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    // The seller reads it in the chat's history, counted unread, with the same offer.
    const history = await t.call('GET', `/api/v1/chat-history/${m.chat_id}`, { token: seller.token });
    expect(history.json.data.at(-1)).toMatchObject({ id: m.id, offer: { id: m.offer.id, state: 'open' }, offer_event: 'made' });
    const list = await t.call('GET', `/api/v1/user-chats/${seller.id}`, { token: seller.token });
    expect(list.json.data[0]).toMatchObject({ chat_id: m.chat_id, last_message: 'Offer: $150.50', last_offer: { event: 'made', amount_text: '$150.50' }, unread_counter: 1 });
  });

  it('refuses an amount that is not positive, over the listed price or not an amount, an ad not negotiable and your own ad', async () => {
    const { seller, buyer } = await trio();
    const adId = await negotiableAd(seller);
    expect((await make(buyer, adId, '0')).json.errors_status).toEqual({ amount: 'FIELD_OUT_OF_RANGE' });
    const over = await make(buyer, adId, '200.01');
    expect([over.status, over.json.errors_status]).toEqual([422, { amount: 'OFFER_OVER_PRICE' }]);
    expect((await make(buyer, adId, 'ten')).status).toBe(422);
    expect((await make(buyer, adId, '-5')).status).toBe(422);
    expect((await make(seller, adId, '100')).json.message_status).toBe('OFFER_OWN_AD');
    const fixed = (await fixtures.makeClassified(seller.id)).id;
    expect((await make(buyer, fixed, '5')).json.errors_status).toEqual({ ad_id: 'OFFERS_NOT_ACCEPTED' });
    expect((await make(buyer, 2_000_000, '5')).status).toBe(404);
    expect((await make(buyer, adId, '200')).status).toBe(200);
    expect(await t.db.select().from(offers).where(eq(offers.adId, fixed))).toEqual([]);
  });

  it('allows one waiting offer per buyer and ad, and 3 in all', async () => {
    const { seller, buyer } = await trio();
    const adId = await negotiableAd(seller);
    const first = (await make(buyer, adId, '100')).json.data.offer.id;
    const again = await make(buyer, adId, '110');
    expect([again.status, again.json.message_status]).toEqual([409, 'OFFER_ALREADY_OPEN']);
    expect((await move(buyer, first, 'withdraw')).status).toBe(200);
    const second = (await make(buyer, adId, '120')).json.data.offer.id;
    expect((await move(seller, second, 'decline')).status).toBe(200);
    const third = await make(buyer, adId, '130');
    expect(third.status).toBe(200);
    await move(seller, third.json.data.offer.id, 'decline');
    const fourth = await make(buyer, adId, '140');
    expect([fourth.status, fourth.json.message_status]).toEqual([409, 'OFFER_LIMIT_REACHED']);
    expect((await onAd(buyer, adId)).json.data).toMatchObject({ offers_left: 0, can_offer: false });
  });

  it("declines at once an offer under the seller's floor, which only the seller sees", async () => {
    const { seller, buyer } = await trio();
    const adId = await negotiableAd(seller);
    const floor = (floor: unknown, who = seller) => t.call('PUT', `/api/v1/ads/${adId}/offer-floor`, { token: who.token, body: { floor } });
    expect((await floor('150', buyer)).json.message_status).toBe('NOT_YOUR_AD');
    expect((await floor('250')).json.errors_status).toEqual({ floor: 'OFFER_OVER_PRICE' });
    expect((await floor('150')).json.data).toEqual({ ad_id: adId, floor: '150.00' });
    const low = (await make(buyer, adId, '149.99')).json.data;
    expect(low.offer).toMatchObject({ state: 'declined', auto_declined: true, actions: { buyer: [], seller: [] } });
    expect((await onAd(buyer, adId)).json.data.floor).toBeNull();
    expect((await onAd(seller, adId)).json.data.floor).toBe('150.00');
    // The declined one counts; a new offer at the floor waits for the seller.
    expect((await make(buyer, adId, '150')).json.data.offer).toMatchObject({ state: 'open', auto_declined: false });
    expect((await floor(null)).json.data.floor).toBeNull();
  });
});

describe('the graph through the calls', () => {
  it('counter, counter back, accept: each step a message; the earlier amount is replaced and the seller can only accept or decline the last offer', async () => {
    const { seller, buyer } = await trio();
    const adId = await negotiableAd(seller);
    const id = (await make(buyer, adId, '100')).json.data.offer.id;
    expect((await counter(buyer, id, '90')).json.message_status).toBe('OFFER_MOVE_NOT_ALLOWED');
    expect((await counter(seller, id, '99')).json.errors_status).toEqual({ amount: 'COUNTER_NOT_ABOVE_OFFER' });
    expect((await counter(seller, id, '201')).json.errors_status).toEqual({ amount: 'OFFER_OVER_PRICE' });
    const c1 = (await counter(seller, id, '180')).json.data;
    expect(c1).toMatchObject({ sender_id: seller.id, offer_event: 'countered', content: 'Counter-offer: $180.00' });
    expect(c1.offer).toMatchObject({ state: 'countered', amount: '180.00', made_by: seller.id, actions: { buyer: ['accept', 'decline', 'counter'], seller: ['withdraw'] } });
    expect((await counter(seller, id, '190')).status).toBe(409);
    expect((await counter(buyer, id, '185')).json.errors_status).toEqual({ amount: 'COUNTER_NOT_BELOW_COUNTER' });
    const c2 = (await counter(buyer, id, '150')).json.data;
    expect(c2.offer).toMatchObject({ state: 'last_offer', amount: '150.00', made_by: buyer.id, actions: { buyer: ['withdraw'], seller: ['accept', 'decline'] } });
    expect((await counter(seller, id, '170')).json.message_status).toBe('OFFER_MOVE_NOT_ALLOWED');
    const accepted = (await move(seller, id, 'accept')).json.data;
    expect(accepted).toMatchObject({ offer_event: 'accepted', content: 'Offer accepted: $150.00', offer: { state: 'accepted', amount: '150.00', actions: { buyer: [], seller: ['reserve', 'sell'] } } });
    // Old messages read right: each says its own step, all show the offer as it is now.
    const history = (await t.call('GET', `/api/v1/chat-history/${accepted.chat_id}`, { token: buyer.token })).json.data;
    expect(history.map((m: any) => [m.offer_event, m.extra_info.amount, m.offer.state])).toEqual([
      ['made', '100.00', 'accepted'],
      ['countered', '180.00', 'accepted'],
      ['countered', '150.00', 'accepted'],
      ['accepted', '150.00', 'accepted'],
    ]);
    // The buyer's price on the ad; the seller reserves it for them, then sells.
    expect((await onAd(buyer, adId)).json.data).toMatchObject({ promised: 'accepted', my_price: '150.00', can_offer: false });
    expect((await move(buyer, id, 'reserve')).json.message_status).toBe('OFFER_MOVE_NOT_ALLOWED');
    expect((await move(seller, id, 'reserve')).json.data).toMatchObject({ offer_event: 'reserved', offer: { state: 'reserved' } });
    expect((await move(seller, id, 'reserve')).status).toBe(409);
    // Hiding the ad stops new offers, not the ones under way.
    await t.db.update(ads).set({ status: 0 }).where(eq(ads.id, adId));
    expect((await make(await makeMember(t, 'Hidden'), adId, '190')).status).toBe(404);
    expect((await move(seller, id, 'sell')).json.data.offer).toMatchObject({ state: 'sold', actions: { buyer: [], seller: [] } });
    await t.db.update(ads).set({ status: 1 }).where(eq(ads.id, adId));
    expect((await move(seller, id, 'decline')).status).toBe(409);
    const other = await makeMember(t, 'Late');
    expect((await onAd(other, adId)).json.data).toMatchObject({ promised: 'sold', my_price: null, can_offer: false, offers: [] });
    expect((await make(other, adId, '199')).json.message_status).toBe('OFFER_AD_TAKEN');
  });

  it('lets only one offer on an ad be accepted; the others can still be declined', async () => {
    const { seller, buyer } = await trio();
    const rival = await makeMember(t, 'Rival');
    const adId = await negotiableAd(seller);
    const a = (await make(buyer, adId, '100')).json.data.offer.id;
    const b = (await make(rival, adId, '120')).json.data.offer.id;
    expect((await move(seller, b, 'accept')).status).toBe(200);
    const late = await move(seller, a, 'accept');
    expect([late.status, late.json.message_status]).toEqual([409, 'OFFER_AD_TAKEN']);
    expect((await move(seller, a, 'decline')).status).toBe(200);
    expect((await onAd(buyer, adId)).json.data).toMatchObject({ promised: 'accepted', my_price: null });
    expect((await onAd(seller, adId)).json.data.offers.map((o: any) => o.state)).toEqual(['declined', 'accepted']);
  });

  it('expires a waiting offer 48 hours on: read as expired, refused on every move, stored expired, and a new offer may follow', async () => {
    const { seller, buyer } = await trio();
    const adId = await negotiableAd(seller);
    const m = (await make(buyer, adId, '100')).json.data;
    await t.db.update(offers).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(offers.id, m.offer.id));
    const history = (await t.call('GET', `/api/v1/chat-history/${m.chat_id}`, { token: seller.token })).json.data;
    expect(history.at(-1).offer).toMatchObject({ state: 'expired', actions: { buyer: [], seller: [] } });
    const late = await move(seller, m.offer.id, 'accept');
    expect([late.status, late.json.message_status]).toEqual([409, 'OFFER_EXPIRED']);
    const [row] = await t.db.select({ state: offers.state }).from(offers).where(eq(offers.id, m.offer.id));
    expect(row!.state).toBe('expired');
    expect((await move(buyer, m.offer.id, 'withdraw')).json.message_status).toBe('OFFER_MOVE_NOT_ALLOWED');
    // A counter waits 48 hours again; an expired counter cannot be accepted either.
    const next = (await make(buyer, adId, '110')).json.data.offer.id;
    await counter(seller, next, '190');
    await t.db.update(offers).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(offers.id, next));
    expect((await move(buyer, next, 'accept')).json.message_status).toBe('OFFER_EXPIRED');
    expect((await make(buyer, adId, '120')).status).toBe(200);
    // No message was stored for the refused moves.
    const stored = await t.db.select({ id: messages.id }).from(messages).where(eq(messages.chatId, m.chat_id));
    expect(stored).toHaveLength(4);
  });
});

describe('live', () => {
  it("reaches the seller's socket as a `message` with the offer, as chat history gives it", async () => {
    const { seller, buyer } = await trio();
    const adId = await negotiableAd(seller);
    const node = await startSocketNode(t);
    const socket = await connectAs(node.url, seller.token);
    try {
      const received = new Promise<any>((res) => socket.once('message', res));
      const sent = (await make(buyer, adId, '120')).json.data;
      const live = await received;
      expect(live).toEqual(sent);
      expect(live.offer).toMatchObject({ state: 'open', amount: '120.00', actions: { seller: ['accept', 'decline', 'counter'] } });
    } finally {
      socket.close();
      await node.close();
    }
  });
});

describe('ownership', () => {
  it('a third member can neither read nor act on an offer, nor see the offer in the chat', async () => {
    const { seller, buyer, stranger } = await trio();
    const adId = await negotiableAd(seller);
    const m = (await make(buyer, adId, '100')).json.data;
    for (const action of ['accept', 'decline', 'withdraw', 'reserve', 'sell']) {
      const res = await move(stranger, m.offer.id, action);
      expect([res.status, res.json.message_status]).toEqual([403, 'NOT_YOUR_OFFER']);
    }
    expect((await counter(stranger, m.offer.id, '150')).status).toBe(403);
    expect((await t.call('GET', `/api/v1/chat-history/${m.chat_id}`, { token: stranger.token })).status).toBe(403);
    expect((await onAd(stranger, adId)).json.data.offers).toEqual([]);
    expect((await move(buyer, m.offer.id, 'accept')).json.message_status).toBe('OFFER_MOVE_NOT_ALLOWED');
    expect((await move(seller, m.offer.id, 'withdraw')).json.message_status).toBe('OFFER_MOVE_NOT_ALLOWED');
    expect((await move(buyer, 2_000_000, 'withdraw')).json.message_status).toBe('OFFER_NOT_FOUND');
    expect((await t.call('POST', `/api/v1/offers/${m.offer.id}/steal`, { token: buyer.token })).status).toBe(422);
    expect((await t.call('POST', '/api/v1/offers', { body: { ad_id: adId, amount: '5' } })).status).toBe(401);
    const [row] = await t.db.select({ state: offers.state }).from(offers).where(eq(offers.id, m.offer.id));
    expect(row!.state).toBe('open');
  });

  it('a blocked buyer cannot make offers to the seller who blocked them', async () => {
    const { seller, buyer } = await trio();
    const adId = await negotiableAd(seller);
    await t.call('POST', '/api/v1/blocked-users', { token: seller.token, body: { user_id: buyer.id } });
    expect((await make(buyer, adId, '100')).json.message_status).toBe('BLOCKED_BY_USER');
    expect(await t.db.select().from(chats).where(eq(chats.user1Id, Math.min(seller.id, buyer.id)))).toEqual([]);
  });
});

describe('rate limit', () => {
  it('stops a member making offers after 20 an hour', async () => {
    const limited = await startTestApp();
    try {
      const seller = await makeMember(limited, 'Seller');
      const buyer = await makeMember(limited, 'Buyer');
      const f = await shopFixtures(limited);
      let last = 0;
      for (let i = 0; i < 21; i++) {
        const ad = await f.makeClassified(seller.id);
        await limited.db.update(ads).set({ isNegotiable: true }).where(eq(ads.id, ad.id));
        last = (await limited.call('POST', '/api/v1/offers', { token: buyer.token, body: { ad_id: ad.id, amount: '5' } })).status;
        if (i < 20) expect(last).toBe(200);
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
    // An app of its own (with rate limits on) starts from an empty database: slow on a busy machine.
  }, 120_000);
});
