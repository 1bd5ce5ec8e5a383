import { ORDER_STATUS } from '../../../common/order-status.ts';

/**
 * The life of a sub-order as one explicit graph: which step may follow which, and the tracking status each step
 * shows. Every change of a sub-order's step goes through `canMove`, so an owner can never ship a cancelled order or
 * deliver one twice.
 */
export const PROCESS_STEPS = ['processing', 'shipped', 'delivered', 'cancelled'] as const;
export type ProcessStep = (typeof PROCESS_STEPS)[number];

const TRANSITIONS: Record<ProcessStep, readonly ProcessStep[]> = {
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const STEP_STATUS: Record<ProcessStep, number> = {
  processing: ORDER_STATUS.processing,
  shipped: ORDER_STATUS.shipped,
  delivered: ORDER_STATUS.delivered,
  cancelled: ORDER_STATUS.cancelled,
};

/** Names of the tracking statuses as stored in order_statuses (reference data). */
export const ORDER_STATUS_NAMES: Record<number, string> = {
  [ORDER_STATUS.placed]: 'Order Placed',
  [ORDER_STATUS.processing]: 'Processing',
  [ORDER_STATUS.shipped]: 'Shipped',
  [ORDER_STATUS.delivered]: 'Delivered',
  [ORDER_STATUS.cancelled]: 'Cancelled',
};

export function canMove(from: ProcessStep, to: ProcessStep): boolean {
  return TRANSITIONS[from].includes(to);
}

export function nextSteps(from: ProcessStep): readonly ProcessStep[] {
  return TRANSITIONS[from];
}

/**
 * The statuses a tracking timeline shows: the normal path, or for a cancelled order the steps before it and then
 * Cancelled, so that "ids below the current one are complete" stays true.
 */
export function timelineStatuses(currentStatusId: number): { id: number; name: string }[] {
  const path: number[] =
    currentStatusId === ORDER_STATUS.cancelled
      ? [ORDER_STATUS.placed, ORDER_STATUS.processing, ORDER_STATUS.cancelled]
      : [ORDER_STATUS.placed, ORDER_STATUS.processing, ORDER_STATUS.shipped, ORDER_STATUS.delivered];
  return path.map((id) => ({ id, name: ORDER_STATUS_NAMES[id]! }));
}
