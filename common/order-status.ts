/**
 * Order status rules shared by the origin and the pages (spec 002 §4): the tracking statuses, the master order's
 * derived badge, which sub-orders are still open, and where a status stands on a timeline.
 */
export const ORDER_STATUS = { placed: 1, processing: 2, shipped: 3, delivered: 4, cancelled: 5 } as const;

export function isOpenStep(step: string): boolean {
  const s = step.toLowerCase();
  return s !== 'delivered' && s !== 'cancelled';
}

export type MasterStatus = 'Delivered' | 'Cancelled' | 'Partially Delivered' | 'Partially Cancelled' | 'Processing';

/** The master order's badge from its sub-orders' process steps (case-insensitive; unknown steps count as in progress). */
export function masterStatus(steps: readonly string[]): MasterStatus {
  const s = steps.map((x) => x.toLowerCase());
  if (s.length > 0 && s.every((x) => x === 'delivered')) return 'Delivered';
  if (s.length > 0 && s.every((x) => x === 'cancelled')) return 'Cancelled';
  if (s.includes('delivered')) return 'Partially Delivered';
  if (s.includes('cancelled')) return 'Partially Cancelled';
  return 'Processing';
}

/** Timeline position: ids below the current one are complete, equal is current, above are pending. */
export function timelineState(statusId: number, currentId: number): 'complete' | 'current' | 'pending' {
  if (statusId < currentId) return 'complete';
  return statusId === currentId ? 'current' : 'pending';
}
