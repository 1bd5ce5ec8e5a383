import { sql } from 'drizzle-orm';
import type { Deps } from '../platform/deps.ts';
import { rows } from '../db/rows.ts';
import { checkoutBody } from '../modules/checkout/schemas.ts';
import { placeOrder } from '../modules/checkout/service.ts';
import { formatCents, requireCents, sumCents } from '../../common/money.ts';
import { createReview } from '../modules/reviews/service.ts';
import { moveSubOrder } from '../modules/workspace/service.ts';
import type { ProcessStep } from '../../common/order-states.ts';

type Item = { id: number; shop_id: number; owner_id: number; unit: string; available_quantity: number };

/**
 * What each demo buyer's orders show, oldest first: per master order, the steps its sub-orders are moved to (one
 * entry per shop; 'processing' stays as placed). Together they cover every badge of spec 002 §4.
 */
const STORIES: { label: string; steps: ProcessStep[][] }[] = [
  { label: 'delivered', steps: [['shipped', 'delivered']] },
  { label: 'partially delivered', steps: [['shipped', 'delivered'], ['shipped']] },
  { label: 'cancelled', steps: [['cancelled']] },
  { label: 'partially cancelled', steps: [['cancelled'], []] },
  { label: 'shipped', steps: [['shipped']] },
  { label: 'processing', steps: [[]] },
];

const DAY = 86_400_000;

/**
 * Demo orders for alice and bob, added once after the demo shops (skipped while there are no shops or already
 * orders). Orders are placed through the checkout service (cash on delivery: stock taken exactly as for a buyer),
 * moved by the shop owners through the workspace service (activities, stock back on cancel), and then dated back
 * over the last weeks so the pages read like a history. Alice also leaves two reviews and bob one.
 */
export async function seedDemoOrders(deps: Deps) {
  const { db } = deps;
  const [state] = await rows<{ shops: number; orders: number }>(
    db,
    sql`select (select count(*)::int from shops) as shops, (select count(*)::int from master_orders) as orders`,
  );
  if (!state || Number(state.shops) === 0 || Number(state.orders) > 0) return;
  const buyers = await rows<{ id: number; email: string }>(db, sql`select id, email from users where email in ('alice@example.com', 'bob@example.com') order by email`);
  let placed = 0;
  for (const [b, buyer] of buyers.entries()) {
    const items = await rows<Item>(
      db,
      sql`select a.id, a.shop_id, s.owner_id, coalesce(a.offer_price, a.price)::text as unit, a.available_quantity from ads a join shops s on s.id = a.shop_id
        where a.status = 1 and a.deleted_at is null and a.available_quantity >= 3 and s.status = 'active' and s.owner_id <> ${buyer.id}
        order by a.shop_id, a.id`,
    );
    const shopIds = [...new Set(items.map((i) => Number(i.shop_id)))];
    if (shopIds.length < 2) continue;
    const byShop = shopIds.map((s) => items.filter((i) => Number(i.shop_id) === s));
    for (const [n, story] of STORIES.entries()) {
      // Rotate shops and items so the orders show different products, never asking more than an item has.
      const lines = story.steps.map((_, k) => {
        const pool = byShop[(n + k + b) % byShop.length]!;
        const start = (n * 2 + b) % pool.length;
        const pick = [...pool.slice(start), ...pool.slice(0, start)].find((i) => Number(i.available_quantity) > 1);
        if (pick) pick.available_quantity = Number(pick.available_quantity) - 1;
        return pick;
      });
      if (lines.some((l) => !l)) continue;
      const masterId = await placeCashOrder(deps, Number(buyer.id), lines as Item[], n);
      const subs = await rows<{ id: number; shop_id: number }>(db, sql`select id, shop_id from orders where master_order_id = ${masterId}`);
      for (const [k, line] of (lines as Item[]).entries()) {
        const sub = subs.find((s) => Number(s.shop_id) === Number(line.shop_id))!;
        for (const step of story.steps[k]!) await moveSubOrder(db, Number(line.owner_id), Number(sub.id), step);
      }
      await dateBack(deps, masterId, (STORIES.length - n) * 5 + b);
      placed += 1;
    }
  }
  if (placed) await leaveReviews(deps);
  deps.log.info(`demo seed: ${placed} demo orders for alice and bob`);
}

async function placeCashOrder(deps: Deps, buyerId: number, lines: Item[], n: number) {
  const total = sumCents(lines.map((l) => requireCents(l.unit)));
  const input = checkoutBody.parse({
    shipping_id: 1,
    total_amount: formatCents(total),
    delivery_address: 'Strada Alexandru cel Bun 45, Chișinău, Moldova',
    street: 'Strada Alexandru cel Bun 45',
    city: 'Chișinău',
    zip_code: 'MD-2012',
    lat: 47.0245,
    lon: 28.8322,
    ads: lines.map((l) => ({ id: Number(l.id), quantity: 1 })),
    idempotency_key: `demo-order-${buyerId}-${n}`,
  });
  return (await placeOrder(deps, buyerId, input, undefined)).masterOrderId;
}

/** Moves an order's timestamps `days` back, its activities a few hours apart (a story over the following days). */
async function dateBack(deps: Deps, masterId: number, days: number) {
  const at = new Date(Date.now() - days * DAY);
  await deps.db.execute(sql`update master_orders set created_at = ${at}, updated_at = ${at} where id = ${masterId}`);
  await deps.db.execute(sql`update orders set created_at = ${at}, updated_at = ${at}, expected_delivery_date = (${at}::timestamptz)::date + 5 where master_order_id = ${masterId}`);
  await deps.db.execute(sql`update shipping_activities sa set created_at = ${at}::timestamptz + make_interval(hours => r.k * 20)
    from (select id, (row_number() over (partition by order_id order by id) - 1)::int as k from shipping_activities
      where order_id in (select id from orders where master_order_id = ${masterId})) r
    where sa.id = r.id`);
}

/** Reviews by buyers of delivered items (through the review service, so ratings and counts are recomputed). */
async function leaveReviews(deps: Deps) {
  const delivered = await rows<{ customer_id: number; email: string; ads_id: number; shop_id: number }>(
    deps.db,
    sql`select distinct on (o.customer_id) o.customer_id, u.email, d.ads_id, o.shop_id from orders o
      join order_details d on d.order_id = o.id join users u on u.id = o.customer_id
      where o.process_step = 'delivered' order by o.customer_id, o.id`,
  );
  for (const d of delivered) {
    const alice = d.email === 'alice@example.com';
    await createReview(deps, Number(d.customer_id), {
      ads_id: String(d.ads_id),
      rating: alice ? '5' : '4',
      comment: alice ? 'Exactly as described and very well packed. Would buy again.' : 'Good quality for the price; delivery took a couple of days.',
    });
    if (alice) await createReview(deps, Number(d.customer_id), { shop_id: String(d.shop_id), rating: '4', comment: 'Friendly seller, answered my questions quickly.' });
  }
}
