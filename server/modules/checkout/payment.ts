import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { paymentSessions } from '../../db/schema/index.ts';
import { ApiError } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import type { Logger } from '../../platform/log.ts';
import { startSweep } from '../../platform/sweep.ts';
import { ORDER_STATUS } from '../../../common/order-status.ts';
import { rows } from '../../db/rows.ts';
import { ACTIVITIES } from '../orders/activities.ts';
import { asDb, orderedQuantities, releaseReservation, takeStock, type Tx } from './stock.ts';

type Session = typeof paymentSessions.$inferSelect;

const masterId = (session: Session) => {
  const id = Number(session.subject.masterOrderId);
  if (!Number.isInteger(id) || id < 1) throw new Error(`Payment session ${session.sessionId} has a bad order subject.`);
  return id;
};

async function markPaid(tx: Tx, id: number, from: 'pending' | 'released'): Promise<boolean> {
  const [paid] = await rows(
    asDb(tx),
    sql`update master_orders set payment_status = 'paid', status_id = ${ORDER_STATUS.processing}, reserved_until = null, updated_at = now()
      where id = ${id} and payment_status = ${from} returning id`,
  );
  if (!paid) return false;
  await asDb(tx).execute(
    sql`with paid as (
        update orders set payment_status = 'paid', process_step = 'processing', order_status_id = ${ORDER_STATUS.processing}, updated_at = now()
        where master_order_id = ${id} returning id)
      insert into shipping_activities (order_id, order_status_id, description, code)
        select id, ${ORDER_STATUS.processing}, ${ACTIVITIES.PAYMENT_RECEIVED}, 'PAYMENT_RECEIVED' from paid`,
  );
  return true;
}

/**
 * The signed webhook confirmed a card payment for an order (runs once per session, inside the webhook's transaction):
 * the reserved order becomes paid and its sub-orders go to Processing. Paid after the reservation was already
 * released (a webhook delivered late): the stock is taken again if it is still there; if not, the order stays
 * released and the error log asks for a refund.
 */
export async function fulfilOrderPayment(tx: Tx, session: Session, log: Logger): Promise<void> {
  const id = masterId(session);
  if (await markPaid(tx, id, 'pending')) return;
  const [row] = await rows<{ payment_status: string; customer_id: number }>(asDb(tx), sql`select payment_status, customer_id from master_orders where id = ${id}`);
  if (row?.payment_status !== 'released') return;
  try {
    await tx.transaction(async (sp) => {
      await takeStock(sp, Number(row.customer_id), await orderedQuantities(sp, id));
      await markPaid(sp, id, 'released');
    });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    log.error(`Order ${id} was paid (session ${session.sessionId}) after its reservation was released and the stock is gone (${err.message}): refund it.`);
  }
}

/** The provider says the checkout expired or was cancelled: the order's reserved stock goes back (once). */
export async function releaseOrderPayment(tx: Tx, session: Session): Promise<void> {
  await releaseReservation(tx, masterId(session));
}

/** How often the origin releases card reservations whose time ran out. */
export const RESERVATION_SWEEP_MS = 60_000;

/**
 * Releases every card reservation whose `reserved_until` passed (master_orders_reserved_idx), each in its own
 * transaction; answers how many this run released. Safe to run on several nodes at once: releasing is conditional.
 */
export async function releaseExpiredReservations(db: Db): Promise<number> {
  const due = await rows<{ id: number }>(
    db,
    sql`select id from master_orders where payment_status = 'pending' and reserved_until <= now() order by reserved_until limit 200`,
  );
  let released = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => releaseReservation(tx, Number(id)))) released++;
  }
  return released;
}

/** Runs releaseExpiredReservations now and then every `everyMs`; answers the function that stops it. */
export function startReservationSweep(deps: Pick<Deps, 'db' | 'log'>, everyMs = RESERVATION_SWEEP_MS): () => void {
  return startSweep(deps.log, 'order reservation sweep', everyMs, () => releaseExpiredReservations(deps.db), (n) => `${n} unpaid order reservation(s) released`);
}
