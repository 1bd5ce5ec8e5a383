import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import type { Logger } from '../../platform/log.ts';
import { startSweep } from '../../platform/sweep.ts';
import { rows } from '../../db/rows.ts';
import { transitionOrder } from '../orders/transitions.ts';
import type { Tx } from '../../db/client.ts';
import { registerPurpose, type PaymentSessionRow } from '../payments/service.ts';

const masterId = (session: PaymentSessionRow) => {
  const id = Number(session.subject.masterOrderId);
  if (!Number.isInteger(id) || id < 1) throw new Error(`Payment session ${session.sessionId} has a bad order subject.`);
  return id;
};

/**
 * The signed webhook confirmed a card payment for an order (once per session, inside the webhook's transaction): the
 * reserved order becomes paid and its sub-orders go to Processing. Paid after the reservation was already released
 * (a webhook delivered late): the graph takes the stock again if it is still there; if not, the order stays
 * released and the error log asks for a refund.
 */
async function fulfilOrderPayment(tx: Tx, session: PaymentSessionRow, log: Logger): Promise<void> {
  const id = masterId(session);
  try {
    await tx.transaction((sp) => transitionOrder(sp, { masterOrderId: id }, 'confirm-payment'));
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    log.error(`Order ${id} was paid (session ${session.sessionId}) after its reservation was released and the stock is gone (${err.message}): refund it.`);
  }
}

/** Gives back the stock an unpaid card order reserved and cancels its sub-orders, once; answers whether this call did. */
export async function releaseReservation(tx: Tx, masterOrderId: number): Promise<boolean> {
  return (await transitionOrder(tx, { masterOrderId }, 'release')).length > 0;
}

registerPurpose('order', {
  fulfil: fulfilOrderPayment,
  // The provider says the checkout expired or was cancelled.
  release: async (tx, session) => void (await releaseReservation(tx, masterId(session))),
  describe: () => 'Order',
});

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
