import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITIES } from '../../common/order-activities.ts';
import { isRefusal, masterTransition, trackingStatus, transition, type OrderEvent, type ProcessStep } from '../../common/order-states.ts';
import { rows } from '../../server/db/rows.ts';
import { releaseExpiredReservations } from '../../server/modules/checkout/payment.ts';
import { moveBody } from '../../server/modules/workspace/schemas.ts';
import { startTestApp, type Member, type TestApp } from './helpers.ts';
import { orderFixtures, type OrderFixtures } from './order-helpers.ts';

/**
 * The order graph (common/order-states.ts) walked through the API: every state an order can reach, and from each one
 * every step the shop owner can ask for and every payment event. An allowed move stores what the graph says (step,
 * payment, tracking status, activity, stock, the master order's payment); a refused one answers the workspace's 409
 * envelope and changes nothing.
 */
let t: TestApp;
let f: OrderFixtures;
let owner: Member;
let buyer: Member;
let item: number;
const QUANTITY = 2;

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixtures(t);
  owner = await f.makeUser('Graph owner');
  buyer = await f.makeUser('Graph buyer');
  item = await f.makeItem(await f.makeShop(owner.id, 'Graph Goods'), owner.id, { price: '12.34', stock: 10_000 });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

type Step = 'pay' | 'release' | 'sweep' | ProcessStep;

/** How each reachable state is reached: the way it was paid for, then the moves. */
const REACHED: { card: boolean; path: Step[]; state: string }[] = [
  { card: false, path: [], state: 'processing/unpaid' },
  { card: false, path: ['shipped'], state: 'shipped/unpaid' },
  { card: false, path: ['shipped', 'delivered'], state: 'delivered/paid' },
  { card: false, path: ['cancelled'], state: 'cancelled/unpaid' },
  { card: true, path: [], state: 'processing/pending' },
  { card: true, path: ['pay'], state: 'processing/paid' },
  { card: true, path: ['pay', 'shipped'], state: 'shipped/paid' },
  { card: true, path: ['pay', 'shipped', 'delivered'], state: 'delivered/paid' },
  { card: true, path: ['pay', 'cancelled'], state: 'cancelled/paid' },
  { card: true, path: ['release'], state: 'cancelled/released' },
  // Released by the sweep, the checkout session still open: a late payment can still come.
  { card: true, path: ['sweep'], state: 'cancelled/released' },
];

async function snapshot(master: number) {
  const [sub] = await rows<{ id: number; step: string; payment: string; status: number }>(
    t.db,
    sql`select id, process_step as step, payment_status as payment, order_status_id as status from orders where master_order_id = ${master}`,
  );
  const [m] = await rows<{ payment: string }>(t.db, sql`select payment_status as payment from master_orders where id = ${master}`);
  const activities = await rows<{ code: string | null; description: string; status: number }>(
    t.db,
    sql`select code, description, order_status_id as status from shipping_activities where order_id = ${sub!.id} order by id`,
  );
  return { subId: Number(sub!.id), step: sub!.step, payment: sub!.payment, status: Number(sub!.status), master: m!.payment, activities, stock: await f.stockOf(item) };
}

async function sessionOf(master: number): Promise<string> {
  const [s] = await rows<{ session_id: string }>(t.db, sql`select session_id from payment_sessions where subject->>'masterOrderId' = ${String(master)}`);
  return s!.session_id;
}

/** The provider's signed event for the order's checkout, through the webhook route. */
async function providerEvent(master: number, type: 'checkout.session.completed' | 'checkout.session.expired') {
  const payload = JSON.stringify({
    id: `evt_graph_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: await sessionOf(master), object: 'checkout.session', payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid' } },
  });
  const res = await t.app.request('/api/v1/payments/webhook', {
    method: 'POST',
    headers: { 'stripe-signature': t.deps.payments.signTestPayload!(payload), 'content-type': 'application/json' },
    body: payload,
  });
  expect(res.status).toBe(200);
}

async function apply(master: number, step: Step) {
  if (step === 'pay') return providerEvent(master, 'checkout.session.completed');
  if (step === 'release') return providerEvent(master, 'checkout.session.expired');
  if (step === 'sweep') {
    await t.db.execute(sql`update master_orders set reserved_until = now() - interval '1 second' where id = ${master}`);
    expect(await releaseExpiredReservations(t.db)).toBe(1);
    return;
  }
  const { subId } = await snapshot(master);
  expect((await f.move(owner.token, subId, step)).status).toBe(200);
}

async function reach(r: (typeof REACHED)[number]) {
  const master = await (r.card ? f.placeCardOrder : f.placeCashOrder)(buyer.id, [{ id: item, quantity: QUANTITY }]);
  for (const step of r.path) await apply(master, step);
  const s = await snapshot(master);
  expect(`${s.step}/${s.payment}`).toBe(r.state);
  return master;
}

/** What the graph says the event does from this snapshot, checked against what was stored. */
function expectMove(before: Awaited<ReturnType<typeof snapshot>>, after: Awaited<ReturnType<typeof snapshot>>, event: OrderEvent) {
  const move = transition({ step: before.step, payment: before.payment }, event);
  if (isRefusal(move)) {
    expect(after).toEqual(before);
    return move;
  }
  expect({ step: after.step, payment: after.payment, status: after.status }).toEqual({ ...move.to, status: trackingStatus(move.to) });
  expect(after.activities.slice(before.activities.length).map((a) => [a.code, a.description, a.status])).toEqual(
    move.activities.map((a) => [a.code, ACTIVITIES[a.code], a.status]),
  );
  const stockDelta = move.stock === 'return' ? QUANTITY : move.stock === 'take' ? -QUANTITY : 0;
  expect(after.stock - before.stock).toBe(stockDelta);
  // The master order has this one sub-order, so a cash delivery settles it too.
  expect(after.master).toBe(masterTransition(before.master as never, event)?.to ?? before.master);
  return move;
}

describe('the order graph through the API', () => {
  for (const r of REACHED) {
    describe(`from ${r.state} (${r.card ? 'card' : 'cash'}${r.path.length ? `, ${r.path.join(' → ')}` : ''})`, () => {
      for (const to of moveBody.shape.to.options) {
        it(`the owner marks it ${to}`, async () => {
          const master = await reach(r);
          const before = await snapshot(master);
          const res = await f.move(owner.token, before.subId, to);
          const move = expectMove(before, await snapshot(master), `mark-${to}`);
          if (isRefusal(move)) {
            expect(res.status).toBe(409);
            expect(res.json).toEqual({ status: 'error', message: move.message, message_status: move.refused });
          } else {
            expect(res.status).toBe(200);
            expect(res.json.data).toMatchObject({ id: before.subId, process_step: to, payment_status: move.to.payment });
          }
        });
      }
      if (!r.card) return;
      for (const [event, step] of [
        ['confirm-payment', 'pay'],
        ['release', 'release'],
      ] as const) {
        it(`the provider reports ${step === 'pay' ? 'the payment' : 'an expired checkout'}`, async () => {
          const master = await reach(r);
          const before = await snapshot(master);
          await apply(master, step);
          // A checkout the provider already expired is never paid: the payments module ignores such an event.
          if (step === 'pay' && r.path.includes('release')) expect(await snapshot(master)).toEqual(before);
          else expectMove(before, await snapshot(master), event);
        });
      }
    });
  }

  it("someone else's order is 403, an unknown one 404 and an unknown step 422, before the graph is asked", async () => {
    const master = await reach(REACHED[4]!);
    const { subId } = await snapshot(master);
    const foreign = await f.move(buyer.token, subId, 'shipped');
    expect([foreign.status, foreign.json.message_status]).toEqual([403, 'NOT_YOUR_ORDER']);
    const unknown = await f.move(owner.token, 2_000_000, 'shipped');
    expect([unknown.status, unknown.json.message_status]).toEqual([404, 'ORDER_NOT_FOUND']);
    const before = await snapshot(master);
    expect((await f.move(owner.token, subId, 'processing')).status).toBe(422);
    expect(await snapshot(master)).toEqual(before);
  });
});
