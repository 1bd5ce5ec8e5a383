/**
 * What the origin itself writes into a sub-order's shipping activities, by code (each transition of the order graph,
 * common/order-states.ts, names its activities). The row keeps the code beside the English text, so pages show the
 * text in the reader's language (src/i18n/locales/<lang>/orders.json, key `activity.<CODE>`); a note the shop owner
 * typed has no code and is shown as written. Pure data, shared with the browser.
 */
export const ACTIVITIES = {
  ORDER_PLACED: 'Order placed',
  ORDER_PLACED_AWAITING_PAYMENT: 'Order placed, awaiting payment',
  ORDER_PROCESSING: 'Processing',
  PAYMENT_RECEIVED: 'Payment received',
  PAYMENT_NOT_COMPLETED: 'Payment not completed',
  ORDER_PREPARED: 'Your order is being prepared.',
  ORDER_SHIPPED: 'Your order has been shipped.',
  ORDER_DELIVERED: 'Your order has been delivered.',
  ORDER_CANCELLED_BY_SELLER: 'Your order has been cancelled by the seller.',
} as const;

export type ActivityCode = keyof typeof ACTIVITIES;
export const ACTIVITY_CODES = Object.keys(ACTIVITIES) as ActivityCode[];
