import { eq, inArray } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, messages, offers } from '../../server/db/schema/index.ts';
import { shopFixtures, startRaceApp, type ShopFixtures } from '../../support/shop-fixtures.ts';
import { makeMember, type Member, type TestApp } from './helpers.ts';

/** PGlite runs one statement at a time, so accepts cannot overlap there; .ci/run sets DATABASE_URL for its PostgreSQL run. */
const RACE_ON = Boolean(process.env.DATABASE_URL);
if (!RACE_ON) console.info('offers-race.test.ts skipped: set DATABASE_URL to a PostgreSQL server (PGlite runs one accept at a time, so nothing can race).');

let t: TestApp;
let pool: pg.Pool;
let f: ShopFixtures;

/** A negotiable ad of a new seller and `buyers` offers on it, one per buyer, all waiting for the seller. */
async function offersOnOneAd(buyers: number) {
  const seller = await makeMember(t, 'Seller');
  const ad = await f.makeClassified(seller.id);
  await t.db.update(ads).set({ isNegotiable: true, price: '500.00' }).where(eq(ads.id, ad.id));
  const ids: number[] = [];
  for (let i = 0; i < buyers; i++) {
    const buyer = await makeMember(t, `Buyer${i}`);
    const res = await t.call('POST', '/api/v1/offers', { token: buyer.token, body: { ad_id: ad.id, amount: String(100 + i) } });
    expect(res.status).toBe(200);
    ids.push(res.json.data.offer.id);
  }
  return { seller, adId: ad.id, ids };
}

const accept = (seller: Member, id: number) => t.call('POST', `/api/v1/offers/${id}/accept`, { token: seller.token });

describe.skipIf(!RACE_ON)('offers accepted at the same moment (PostgreSQL, needs DATABASE_URL)', () => {
  beforeAll(async () => {
    // The seller's 200 accepts are 200 chat messages within a second: far past a person's budget, not this test's point.
    ({ t, pool } = await startRaceApp(25, { RATE_LIMIT_SCALE: '100' }));
    f = await shopFixtures(t);
  });

  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  it("two buyers' offers on one ad accepted at once: exactly one wins, the other is told the ad is promised", async () => {
    const { seller, adId, ids } = await offersOnOneAd(2);
    const answers = await Promise.all(ids.map((id) => accept(seller, id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.json.message_status).toBe('OFFER_AD_TAKEN');
    const states = await t.db.select({ state: offers.state }).from(offers).where(eq(offers.adId, adId));
    expect(states.map((s) => s.state).sort()).toEqual(['accepted', 'open']);
  }, 60_000);

  it('200 offers on one ad accepted at once: one accepted, 199 refused, one accept message', async () => {
    const { seller, adId, ids } = await offersOnOneAd(200);
    const answers = await Promise.all(ids.map((id) => accept(seller, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.json.message_status === 'OFFER_AD_TAKEN')).toHaveLength(199);
    const states = await t.db.select({ state: offers.state }).from(offers).where(eq(offers.adId, adId));
    expect(states.filter((s) => s.state === 'accepted')).toHaveLength(1);
    expect(states.filter((s) => s.state === 'open')).toHaveLength(199);
    const stored = await t.db.select({ event: messages.extraInfo }).from(messages).where(inArray(messages.offerId, ids));
    expect(stored.filter((m) => m.event?.offer_event === 'accepted')).toHaveLength(1);
  }, 120_000);

  it('one buyer sending two offers at once on one ad: one waits for the seller, the other is refused', async () => {
    const seller = await makeMember(t, 'Seller');
    const buyer = await makeMember(t, 'Buyer');
    const ad = await f.makeClassified(seller.id);
    await t.db.update(ads).set({ isNegotiable: true, price: '500.00' }).where(eq(ads.id, ad.id));
    const answers = await Promise.all(['100', '110'].map((amount) => t.call('POST', '/api/v1/offers', { token: buyer.token, body: { ad_id: ad.id, amount } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.json.message_status).toBe('OFFER_ALREADY_OPEN');
    expect(await t.db.select().from(offers).where(eq(offers.adId, ad.id))).toHaveLength(1);
  }, 60_000);
});
