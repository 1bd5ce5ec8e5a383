import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../common/order-status.ts';
import {
  isRefusal,
  masterTransition,
  MASTER_TRANSITIONS,
  nextSteps,
  PAYMENT_STATES,
  PROCESS_STEPS,
  trackingStatus,
  transition,
  TRANSITIONS,
  type OrderEvent,
  type PaymentState,
  type SubOrderState,
} from '../../common/order-states.ts';

const EVENTS: OrderEvent[] = ['place-cash', 'place-card', 'confirm-payment', 'release', 'mark-processing', 'mark-shipped', 'mark-delivered', 'mark-cancelled'];
const STATES: SubOrderState[] = PROCESS_STEPS.flatMap((step) => PAYMENT_STATES.map((payment) => ({ step, payment })));
const key = (s: SubOrderState | null) => (s ? `${s.step}/${s.payment}` : 'new');

/** Every move the graph allows, as from --event--> to; everything else must be refused. */
const ALLOWED: Record<string, string> = {
  'new --place-cash-->': 'processing/unpaid',
  'new --place-card-->': 'processing/pending',
  'processing/pending --confirm-payment-->': 'processing/paid',
  'cancelled/released --confirm-payment-->': 'processing/paid',
  'processing/pending --release-->': 'cancelled/released',
  'processing/unpaid --mark-shipped-->': 'shipped/unpaid',
  'processing/paid --mark-shipped-->': 'shipped/paid',
  'processing/unpaid --mark-cancelled-->': 'cancelled/unpaid',
  'processing/paid --mark-cancelled-->': 'cancelled/paid',
  'shipped/unpaid --mark-delivered-->': 'delivered/paid',
  'shipped/paid --mark-delivered-->': 'delivered/paid',
};

describe('the sub-order graph', () => {
  it('allows exactly the listed moves, from every state (and before placing) for every event', () => {
    const seen: Record<string, string> = {};
    for (const from of [null, ...STATES]) {
      for (const event of EVENTS) {
        const r = transition(from, event);
        if (!isRefusal(r)) seen[`${key(from)} --${event}-->`] = key(r.to);
      }
    }
    expect(seen).toEqual(ALLOWED);
  });

  it('refuses every other move with the code and message the workspace answers', () => {
    let refused = 0;
    for (const from of STATES) {
      for (const event of EVENTS) {
        const r = transition(from, event);
        if (!isRefusal(r)) continue;
        refused++;
        if (from.payment === 'pending') {
          expect(r).toEqual({ refused: 'ORDER_AWAITING_PAYMENT', message: 'This order is still waiting for payment.' });
        } else {
          expect(r.refused).toBe('ORDER_MOVE_NOT_ALLOWED');
          expect(r.message).toBe(`A ${from.step} order cannot be marked ${event.replace(/^mark-/, '')}.`);
        }
      }
    }
    expect(refused).toBe(STATES.length * EVENTS.length - (Object.keys(ALLOWED).length - 2));
    expect(transition({ step: 'on hold', payment: 'paid' }, 'mark-shipped')).toMatchObject({ refused: 'ORDER_MOVE_NOT_ALLOWED', message: 'A on hold order cannot be marked shipped.' });
  });

  it('records the activities and stock effect of each move', () => {
    const move = (from: SubOrderState | null, event: OrderEvent) => {
      const r = transition(from, event);
      if (isRefusal(r)) throw new Error(r.message);
      return { codes: r.activities.map((a) => [a.code, a.status]), stock: r.stock };
    };
    expect(move(null, 'place-cash')).toEqual({ codes: [['ORDER_PLACED', ORDER_STATUS.placed], ['ORDER_PROCESSING', ORDER_STATUS.processing]], stock: 'take' });
    expect(move(null, 'place-card')).toEqual({ codes: [['ORDER_PLACED_AWAITING_PAYMENT', ORDER_STATUS.placed]], stock: 'take' });
    expect(move({ step: 'processing', payment: 'pending' }, 'confirm-payment')).toEqual({ codes: [['PAYMENT_RECEIVED', ORDER_STATUS.processing]], stock: null });
    expect(move({ step: 'cancelled', payment: 'released' }, 'confirm-payment')).toEqual({ codes: [['PAYMENT_RECEIVED', ORDER_STATUS.processing]], stock: 'take' });
    expect(move({ step: 'processing', payment: 'pending' }, 'release')).toEqual({ codes: [['PAYMENT_NOT_COMPLETED', ORDER_STATUS.cancelled]], stock: 'return' });
    expect(move({ step: 'processing', payment: 'paid' }, 'mark-shipped')).toEqual({ codes: [['ORDER_SHIPPED', ORDER_STATUS.shipped]], stock: null });
    expect(move({ step: 'processing', payment: 'unpaid' }, 'mark-cancelled')).toEqual({ codes: [['ORDER_CANCELLED_BY_SELLER', ORDER_STATUS.cancelled]], stock: 'return' });
    expect(move({ step: 'shipped', payment: 'unpaid' }, 'mark-delivered')).toEqual({ codes: [['ORDER_DELIVERED', ORDER_STATUS.delivered]], stock: null });
    // Every transition's last activity shows the status its target state tracks.
    for (const t of TRANSITIONS) expect(t.activities.at(-1)!.status).toBe(trackingStatus(t.to));
  });

  it('offers the shop owner ship or cancel while processing, deliver after shipping, nothing after the end', () => {
    expect(nextSteps('processing')).toEqual(['shipped', 'cancelled']);
    expect(nextSteps('shipped')).toEqual(['delivered']);
    expect(nextSteps('delivered')).toEqual([]);
    expect(nextSteps('cancelled')).toEqual([]);
  });
});

describe("the master order's payment", () => {
  it('moves only along the listed payment transitions', () => {
    const seen: string[] = [];
    for (const from of [null, ...PAYMENT_STATES] as (PaymentState | null)[]) {
      for (const event of EVENTS) {
        const m = masterTransition(from, event);
        if (m) seen.push(`${from ?? 'new'} --${event}--> ${m.to}${m.when ? ` (${m.when})` : ''}`);
      }
    }
    expect(seen.sort()).toEqual(
      [
        'new --place-cash--> unpaid',
        'new --place-card--> pending',
        'pending --confirm-payment--> paid',
        'released --confirm-payment--> paid',
        'pending --release--> released',
        'unpaid --mark-delivered--> paid (nothing-owed)',
      ].sort(),
    );
    expect(MASTER_TRANSITIONS).toHaveLength(seen.length);
  });

  it('moves together with its sub-orders: every payment move of a master has sub-order moves from the same payment', () => {
    for (const m of MASTER_TRANSITIONS) {
      const subs = TRANSITIONS.filter((t) => t.event === m.event && t.from?.payment === (m.from ?? undefined));
      if (m.from === null) expect(TRANSITIONS.some((t) => t.event === m.event && t.from === null && t.to.payment === m.to)).toBe(true);
      else expect(subs.length).toBeGreaterThan(0);
    }
  });
});
