import type { ActivityCode } from './order-activities.ts';
import { ORDER_STATUS } from './order-status.ts';

/**
 * The life of an order as one explicit graph of states and transitions (in the manner of a transaction process):
 * every change of a sub-order's step or payment, and of its master order's payment, is a transition listed here, and
 * the origin applies them only through `transitionOrder` (server/modules/orders/transitions.ts). Anything not listed
 * is refused. Pure data and functions, shared with the browser.
 */
export const PROCESS_STEPS = ['processing', 'shipped', 'delivered', 'cancelled'] as const;
export type ProcessStep = (typeof PROCESS_STEPS)[number];

/**
 * Payment of a master order and of each of its sub-orders. Cash: unpaid until collected at the door. Card: pending
 * while the stock is reserved, then paid (the provider confirmed) or released (it did not, the stock went back).
 */
export const PAYMENT_STATES = ['unpaid', 'pending', 'paid', 'released'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export type SubOrderState = { step: ProcessStep; payment: PaymentState };

/**
 * What can happen to an order: the buyer places it (cash or card), the payment provider confirms a card payment, the
 * origin releases an unpaid reservation (expired, cancelled, sweep, failed start), and the shop owner marks a
 * sub-order at a step (no transition leads back to processing).
 */
export type ShopEvent = `mark-${ProcessStep}`;
export type OrderEvent = 'place-cash' | 'place-card' | 'confirm-payment' | 'release' | ShopEvent;

export type Actor = 'buyer' | 'provider' | 'origin' | 'shop';

export type Transition = {
  event: OrderEvent;
  actor: Actor;
  /** null: the order does not exist yet. */
  from: SubOrderState | null;
  to: SubOrderState;
  /** Activities written to the sub-order's tracking, in order, each with the tracking status it shows. */
  activities: readonly { code: ActivityCode; status: number }[];
  /** The items' stock: taken for the order's lines, or given back. */
  stock: 'take' | 'return' | null;
};

const S = ORDER_STATUS;
const state = (step: ProcessStep, payment: PaymentState): SubOrderState => ({ step, payment });
const shop = (from: SubOrderState, to: SubOrderState, code: ActivityCode, status: number, stock: Transition['stock'] = null): Transition => ({
  event: `mark-${to.step}`,
  actor: 'shop',
  from,
  to,
  activities: [{ code, status }],
  stock,
});

/** The sub-order graph. */
export const TRANSITIONS: readonly Transition[] = [
  { event: 'place-cash', actor: 'buyer', from: null, to: state('processing', 'unpaid'), activities: [{ code: 'ORDER_PLACED', status: S.placed }, { code: 'ORDER_PROCESSING', status: S.processing }], stock: 'take' },
  { event: 'place-card', actor: 'buyer', from: null, to: state('processing', 'pending'), activities: [{ code: 'ORDER_PLACED_AWAITING_PAYMENT', status: S.placed }], stock: 'take' },
  { event: 'confirm-payment', actor: 'provider', from: state('processing', 'pending'), to: state('processing', 'paid'), activities: [{ code: 'PAYMENT_RECEIVED', status: S.processing }], stock: null },
  // Paid after the reservation was released (a late webhook): the order comes back only if the stock can be taken again.
  { event: 'confirm-payment', actor: 'provider', from: state('cancelled', 'released'), to: state('processing', 'paid'), activities: [{ code: 'PAYMENT_RECEIVED', status: S.processing }], stock: 'take' },
  { event: 'release', actor: 'origin', from: state('processing', 'pending'), to: state('cancelled', 'released'), activities: [{ code: 'PAYMENT_NOT_COMPLETED', status: S.cancelled }], stock: 'return' },
  shop(state('processing', 'unpaid'), state('shipped', 'unpaid'), 'ORDER_SHIPPED', S.shipped),
  shop(state('processing', 'paid'), state('shipped', 'paid'), 'ORDER_SHIPPED', S.shipped),
  shop(state('processing', 'unpaid'), state('cancelled', 'unpaid'), 'ORDER_CANCELLED_BY_SELLER', S.cancelled, 'return'),
  shop(state('processing', 'paid'), state('cancelled', 'paid'), 'ORDER_CANCELLED_BY_SELLER', S.cancelled, 'return'),
  // Cash on delivery is collected at the door.
  shop(state('shipped', 'unpaid'), state('delivered', 'paid'), 'ORDER_DELIVERED', S.delivered),
  shop(state('shipped', 'paid'), state('delivered', 'paid'), 'ORDER_DELIVERED', S.delivered),
];

/**
 * The master order's payment moves with its sub-orders: placing sets it, the provider's confirmation and a release
 * move it once for all of them, and delivering a cash sub-order settles it when no open sub-order still owes.
 */
export type MasterTransition = { event: OrderEvent; from: PaymentState | null; to: PaymentState; status: number | null; when?: 'nothing-owed' };
export const MASTER_TRANSITIONS: readonly MasterTransition[] = [
  { event: 'place-cash', from: null, to: 'unpaid', status: S.processing },
  { event: 'place-card', from: null, to: 'pending', status: S.placed },
  { event: 'confirm-payment', from: 'pending', to: 'paid', status: S.processing },
  { event: 'confirm-payment', from: 'released', to: 'paid', status: S.processing },
  { event: 'release', from: 'pending', to: 'released', status: S.cancelled },
  { event: 'mark-delivered', from: 'unpaid', to: 'paid', status: null, when: 'nothing-owed' },
];

export type RefusalCode = 'ORDER_AWAITING_PAYMENT' | 'ORDER_MOVE_NOT_ALLOWED';
export type Refusal = { refused: RefusalCode; message: string };

const same = (a: SubOrderState | null, b: StoredState | null) => (a === null || b === null ? a === b : a.step === b.step && a.payment === b.payment);

/** A state as stored: anything not in the graph matches no transition and so is refused. */
export type StoredState = { step: string; payment: string };

/**
 * THE transition function: the move `event` makes from `from` (null for an order not yet placed), or why it is
 * refused. A card order awaiting payment is the origin's to release, never the owner's to move.
 */
export function transition(from: StoredState | null, event: OrderEvent): Transition | Refusal {
  const move = TRANSITIONS.find((t) => t.event === event && same(t.from, from));
  if (move) return move;
  if (from?.payment === 'pending') return { refused: 'ORDER_AWAITING_PAYMENT', message: 'This order is still waiting for payment.' };
  const target = event.startsWith('mark-') ? event.slice('mark-'.length) : event;
  return { refused: 'ORDER_MOVE_NOT_ALLOWED', message: `A ${from?.step ?? 'new'} order cannot be marked ${target}.` };
}

/** The tracking status a sub-order shows in a state: Order Placed while a card payment is awaited, else its step's. */
export function trackingStatus(state: SubOrderState): number {
  if (state.payment === 'pending') return ORDER_STATUS.placed;
  return { processing: S.processing, shipped: S.shipped, delivered: S.delivered, cancelled: S.cancelled }[state.step];
}

export const isRefusal = (r: Transition | Refusal): r is Refusal => 'refused' in r;

/** The master order's payment move for `event` from `from`, or null when the event does not move it. */
export function masterTransition(from: PaymentState | null, event: OrderEvent): MasterTransition | null {
  return MASTER_TRANSITIONS.find((t) => t.event === event && t.from === from) ?? null;
}

export const isPaymentState = (s: string): s is PaymentState => (PAYMENT_STATES as readonly string[]).includes(s);

/** The steps a shop owner may mark a sub-order at, from its step (the workspace's buttons). */
export function nextSteps(from: ProcessStep): readonly ProcessStep[] {
  return [...new Set(TRANSITIONS.filter((t) => t.actor === 'shop' && t.from?.step === from).map((t) => t.to.step))];
}
