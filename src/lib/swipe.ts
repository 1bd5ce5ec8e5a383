/** Touch gestures of the full-screen viewers (Shorts, the feed viewer, the story viewer). */

/** How far a finger must travel, and within how long, for a gesture to count as a swipe. */
export type SwipeRule = { readonly minPx: number; readonly maxMs: number };

export type SwipeDirection = 'up' | 'down' | 'left' | 'right';

/** The direction of a swipe along its main axis; null when it was too short or too slow (a tap, a drag to look). */
export function swipeDirection(dx: number, dy: number, ms: number, rule: SwipeRule): SwipeDirection | null {
  if (ms > rule.maxMs) return null;
  const vertical = Math.abs(dy) >= Math.abs(dx);
  if (Math.abs(vertical ? dy : dx) < rule.minPx) return null;
  if (vertical) return dy < 0 ? 'up' : 'down';
  return dx < 0 ? 'left' : 'right';
}
