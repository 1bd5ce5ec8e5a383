import { sql, type SQL } from 'drizzle-orm';
import { ACTIVITIES } from '../../../common/order-activities.ts';
import {
  isPaymentState,
  isRefusal,
  masterTransition,
  TRANSITIONS,
  trackingStatus,
  transition,
  type OrderEvent,
  type Transition,
} from '../../../common/order-states.ts';
import type { Tx } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { asDb, intList, lineQuantities, returnStock, takeStock } from './stock.ts';

/** A whole master order (the payment events move it and all its sub-orders) or one sub-order (the shop's moves). */
export type OrderTarget = { masterOrderId: number } | { orderId: number };
/** Who moves it: the shop owner's id and note (the note replaces the activity's text and code). */
export type MovedBy = { userId?: number; note?: string | undefined };

/**
 * THE way a placed order changes (checkout places it with the graph's initial transition). Every move is the
 * graph's (common/order-states.ts) and is written by conditional updates (`where` the state is still the one the
 * graph moved from), so concurrent calls (two owners' tabs, the sweep and the provider's expiry event, a webhook
 * delivered twice) move an order at most once; the items' stock is taken or given back in the same transaction.
 *
 * Every move first locks the master order's row, so the moves of one order (its sub-orders' and its payment's) run
 * one after another and each reads the state the one before it left; locks are then taken master → sub-orders →
 * items, or master → items → sub-orders for a late payment, never the other way round.
 *
 * A master order: the master's payment moves first; when it cannot (already moved, or the event does not apply)
 * nothing happens and the answer is []. A sub-order: a refused move throws 409 with the graph's code, a move lost
 * to a concurrent one 409 ORDER_CHANGED. A 'take' of stock that is gone throws the stock's 409 (the caller decides).
 * Answers the ids of the sub-orders moved.
 */
export async function transitionOrder(tx: Tx, target: OrderTarget, event: OrderEvent, by: MovedBy = {}): Promise<number[]> {
  return 'orderId' in target ? moveSubOrder(tx, target.orderId, event, by) : moveMasterOrder(tx, target.masterOrderId, event, by);
}

async function moveMasterOrder(tx: Tx, masterOrderId: number, event: OrderEvent, by: MovedBy): Promise<number[]> {
  const [master] = await rows<{ payment_status: string; customer_id: number }>(
    asDb(tx),
    sql`select payment_status, customer_id from master_orders where id = ${masterOrderId} for update`,
  );
  if (!master || !(await moveMasterPayment(tx, masterOrderId, event, master.payment_status))) return [];
  const moved: number[] = [];
  for (const t of TRANSITIONS.filter((x) => x.event === event && x.from)) {
    moved.push(...(await applyMove(tx, sql`master_order_id = ${masterOrderId}`, t, Number(master.customer_id), by)));
  }
  return moved;
}

async function moveSubOrder(tx: Tx, orderId: number, event: OrderEvent, by: MovedBy): Promise<number[]> {
  const [master] = await rows<{ payment_status: string }>(
    asDb(tx),
    sql`select payment_status from master_orders where id = (select master_order_id from orders where id = ${orderId}) for update`,
  );
  const [order] = await rows<{ master_order_id: number; customer_id: number; process_step: string; payment_status: string }>(
    asDb(tx),
    sql`select master_order_id, customer_id, process_step, payment_status from orders where id = ${orderId}`,
  );
  if (!order || !master) throw notFound('Order not found.', 'ORDER_NOT_FOUND');
  const move = transition({ step: order.process_step.toLowerCase(), payment: order.payment_status }, event);
  if (isRefusal(move)) throw conflict(move.message, move.refused);
  const moved = await applyMove(tx, sql`id = ${orderId}`, move, Number(order.customer_id), by);
  if (!moved.length) throw conflict('This order was changed meanwhile. Reload and try again.', 'ORDER_CHANGED');
  const masterId = Number(order.master_order_id);
  await moveMasterPayment(tx, masterId, event, master.payment_status);
  await asDb(tx).execute(sql`update master_orders set updated_at = now() where id = ${masterId}`);
  return moved;
}

/** The master order's payment move for this event, if the graph has one from `from`; answers whether it moved. */
async function moveMasterPayment(tx: Tx, masterOrderId: number, event: OrderEvent, from: string): Promise<boolean> {
  const move = isPaymentState(from) ? masterTransition(from, event) : null;
  if (!move) return false;
  // Settling a cash order waits until no open sub-order of it still owes.
  const owed = move.when === 'nothing-owed'
    ? sql`and not exists (select 1 from orders o where o.master_order_id = master_orders.id and o.payment_status = 'unpaid' and o.process_step <> 'cancelled')`
    : sql``;
  const moved = await rows(
    asDb(tx),
    sql`update master_orders set payment_status = ${move.to}, ${move.status === null ? sql`` : sql`status_id = ${move.status}, `}reserved_until = null, updated_at = now()
      where id = ${masterOrderId} and payment_status = ${from} ${owed} returning id`,
  );
  return moved.length > 0;
}

/**
 * One transition for the sub-orders chosen by `where` that are still in its `from` state: the stock taken first (it
 * may refuse), the conditional update, the activities, and the stock given back. Answers the ids moved.
 */
async function applyMove(tx: Tx, where: SQL, move: Transition, buyerId: number, by: MovedBy): Promise<number[]> {
  const from = move.from!;
  const inFrom = sql`${where} and lower(process_step) = ${from.step} and payment_status = ${from.payment}`;
  if (move.stock === 'take') {
    const ids = await rows<{ id: number }>(asDb(tx), sql`select id from orders where ${inFrom}`);
    await takeStock(tx, buyerId, await lineQuantities(tx, ids.map((r) => Number(r.id))));
  }
  const movedRows = await rows<{ id: number }>(
    asDb(tx),
    sql`update orders set process_step = ${move.to.step}, payment_status = ${move.to.payment}, order_status_id = ${trackingStatus(move.to)},
        ${by.userId === undefined ? sql`` : sql`updated_by = ${by.userId}, `}updated_at = now()
      where ${inFrom} returning id`,
  );
  const moved = movedRows.map((r) => Number(r.id)).sort((a, b) => a - b);
  if (!moved.length) return moved;
  const note = by.note?.trim();
  for (const a of move.activities) {
    await asDb(tx).execute(
      sql`insert into shipping_activities (order_id, order_status_id, description, code, created_by)
        select x.id, ${a.status}, ${note || ACTIVITIES[a.code]}, ${note ? null : a.code}, ${by.userId ?? null}::int
        from unnest(${intList(moved)}) as x(id) order by x.id`,
    );
  }
  if (move.stock === 'return') await returnStock(tx, await lineQuantities(tx, moved));
  return moved;
}
