import type { ActivityCode } from '../../../common/order-activities.ts';
import type { Translate } from '../../i18n/translator.ts';
import { apiCall, type ApiData, type ApiSchema } from './client.ts';

/** Shapes of the order calls (spec 002 §3 'Sub-order', 'Order detail line', 'Master order'; plan of issue 5), as the server describes them. */
export type SubOrder = ApiSchema<'SubOrder'>;
export type OrderLine = SubOrder['details'][number];
export type ShippingActivity = ApiSchema<'ShippingActivity'>;
export type OrderStatus = SubOrder['order_status'];
export type MasterOrder = ApiSchema<'MasterOrder'>;
export type OrdersPage = ApiData<'GET /seller/ads/get-personalized-order'>;
export type Tracking = ApiData<'GET /seller/ads/get-tracking-details'>;

export const ORDER_TABS = ['All', 'Processing', 'Delivered', 'Cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const isOrderTab = (v: unknown): v is OrderTab => ORDER_TABS.includes(v as OrderTab);

/** One call per tab (spec 002 §7 'Orders'), with its fallback error text of §8. */
export const TAB_CALL = {
  All: { route: 'GET /seller/ads/get-personalized-order', failKey: 'errors.personalized' },
  Processing: { route: 'GET /seller/ads/get-processing-orders', failKey: 'errors.processing' },
  Delivered: { route: 'GET /seller/ads/get-recieved-orders', failKey: 'errors.received' },
  Cancelled: { route: 'GET /seller/ads/get-cancelled-orders', failKey: 'errors.cancelled' },
} as const satisfies Record<OrderTab, { route: string; failKey: string }>;

export const ORDERS_PER_PAGE = 8;

export function listOrders(tab: OrderTab, opts: { page: number; search: string; signal?: AbortSignal }) {
  return apiCall(TAB_CALL[tab].route, {
    query: { page: opts.page, per_page: ORDERS_PER_PAGE, search: opts.search || undefined },
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
}

export function getOrderDetails(id: number, signal?: AbortSignal) {
  return apiCall('GET /seller/ads/get-order-details/{id}', { params: { id }, ...(signal ? { signal } : {}) });
}

export function getTracking(orderId: number, signal?: AbortSignal) {
  return apiCall('GET /seller/ads/get-tracking-details', { query: { order_id: orderId }, ...(signal ? { signal } : {}) });
}

/** The picture of a line: the smallest variant of its item's first photo, else the photo, else null. */
export function lineImage(line: Pick<OrderLine, 'ads'>): string | null {
  const first = line.ads?.attachment?.[0];
  if (!first) return null;
  return first.variants?.find((v) => typeof v === 'string' && v !== '') ?? first.attachment ?? null;
}

/** What an order card shows besides number, date and total (spec 002 §2.9). */
export function orderSummary(order: Pick<MasterOrder, 'orders' | 'total_quantity'>) {
  const subs = order.orders ?? [];
  const lines = subs.flatMap((s) => s.details ?? []);
  const image = lines.map(lineImage).find((src) => src !== null) ?? null;
  const items = lines.length ? lines.reduce((n, l) => n + l.quantity, 0) : Number(order.total_quantity) || 0;
  const shops = [...new Set(subs.map((s) => s.shop?.name).filter((n): n is string => !!n))];
  return { image, items, shops, steps: subs.map((s) => s.process_step ?? '') };
}

/** A page number from the URL: a positive integer, else 1. */
export function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 10000) : 1;
}

/**
 * What a shipping activity says in the reader's language: the origin's own activities by their code (namespace
 * orders, `activity.<CODE>`), a note the shop owner typed as written, and the English text for a code no locale has.
 */
export function activityText(t: Translate, activity: { code: ActivityCode | null; description: string }): string {
  if (!activity.code) return activity.description;
  const key = `activity.${activity.code}`;
  const text = t(key);
  return text === key ? activity.description : text;
}

/** Transactions' tabs (spec 001 'Transactions'; docs/decisions.md 111). */
export const TRANSACTION_TABS = ['bought', 'sold'] as const;
export type TransactionTab = (typeof TRANSACTION_TABS)[number];
export type Transaction = ApiSchema<'Transaction'>;

/** GET /my-transactions: one page of a Transactions tab. */
export function myTransactions(tab: TransactionTab, page: number, signal?: AbortSignal) {
  return apiCall('GET /my-transactions', { query: { tab, page }, ...(signal ? { signal } : {}) });
}
