import { ORDER_STATUS } from '../../../common/order-status.ts';

/** Names of the tracking statuses as stored in order_statuses (reference data). */
export const ORDER_STATUS_NAMES: Record<number, string> = {
  [ORDER_STATUS.placed]: 'Order Placed',
  [ORDER_STATUS.processing]: 'Processing',
  [ORDER_STATUS.shipped]: 'Shipped',
  [ORDER_STATUS.delivered]: 'Delivered',
  [ORDER_STATUS.cancelled]: 'Cancelled',
};

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
