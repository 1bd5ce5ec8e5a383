import type { ActivityCode } from '../../../common/order-activities.ts';
import type { Translate } from '../../i18n/translator.ts';
import { apiCall } from './client.ts';

/** Shapes of the order calls (spec 002 §3 'Sub-order', 'Order detail line', 'Master order'; plan of issue 5). */
export type Money = string | number;
export type Attachment = { id?: number; attachment?: string | null; url?: string | null; variants?: string[] | null };
export type OrderStatus = { id: number; name: string };
export type ShopRef = { id: number; name: string; logo?: string | null };
export type OrderLine = {
  id: number;
  order_id: number;
  ads_id: number;
  current_price: Money;
  quantity: number;
  variant?: string | null;
  ads?: { id: number; name: string; attachment?: Attachment[] | null } | null;
};
export type ShippingActivity = {
  id: number;
  created_at: string;
  description: string;
  /** The origin's own activity (server/modules/orders/activities.ts); null for an owner's note. */
  code?: ActivityCode | null;
  order_status?: { name: string } | null;
};
export type Person = { id?: number; name?: string | null; last_name?: string | null; email?: string | null; phone?: string | null; avatar?: string | null };
export type SubOrder = {
  id: number;
  order_id: number;
  customer_id?: number;
  shipping_method_id?: number;
  delivery_address?: string | null;
  street?: string | null;
  city?: string | null;
  zip_code?: string | null;
  lat?: Money | null;
  lon?: Money | null;
  payment_status?: string | null;
  order_status?: OrderStatus | null;
  order_status_id: number;
  coupon_code?: string | null;
  discount_amount?: Money | null;
  delivery_amount?: Money | null;
  total_quantity: number;
  total_amount: Money;
  expected_delivery_date?: string | null;
  process_step: string;
  created_at: string;
  updated_at?: string;
  shipping_activities?: ShippingActivity[] | null;
  details?: OrderLine[] | null;
  customer?: Person | null;
  shipping?: { id: number; name: string; estimated_delivery_time?: number | null } | null;
  shop?: ShopRef | null;
};
export type MasterOrder = {
  id: number;
  master_order_number: string;
  customer_id: number;
  customer?: Person | null;
  total_amount: Money;
  discount_amount?: Money | null;
  delivery_amount?: Money | null;
  status_id?: number;
  payment_status?: string | null;
  created_at: string;
  updated_at?: string;
  total_quantity: number;
  orders?: SubOrder[] | null;
};
export type OrdersPage = { data: MasterOrder[]; current_page: number; last_page: number; total: number };
export type Tracking = { order: SubOrder; all_statuses: OrderStatus[] };

export const ORDER_TABS = ['All', 'Processing', 'Delivered', 'Cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const isOrderTab = (v: unknown): v is OrderTab => ORDER_TABS.includes(v as OrderTab);

/** One call per tab (spec 002 §7 'Orders'), with its fallback error text of §8. */
export const TAB_CALL: Record<OrderTab, { path: string; failKey: string }> = {
  All: { path: '/seller/ads/get-personalized-order', failKey: 'errors.personalized' },
  Processing: { path: '/seller/ads/get-processing-orders', failKey: 'errors.processing' },
  Delivered: { path: '/seller/ads/get-recieved-orders', failKey: 'errors.received' },
  Cancelled: { path: '/seller/ads/get-cancelled-orders', failKey: 'errors.cancelled' },
};

export const ORDERS_PER_PAGE = 8;

export function listOrders(tab: OrderTab, opts: { page: number; search: string; signal?: AbortSignal }) {
  return apiCall<OrdersPage>(TAB_CALL[tab].path, {
    query: { page: opts.page, per_page: ORDERS_PER_PAGE, search: opts.search || undefined },
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
}

export function getOrderDetails(id: number, signal?: AbortSignal) {
  return apiCall<MasterOrder>(`/seller/ads/get-order-details/${id}`, signal ? { signal } : {});
}

export function getTracking(orderId: number, signal?: AbortSignal) {
  return apiCall<Tracking>('/seller/ads/get-tracking-details', { query: { order_id: orderId }, ...(signal ? { signal } : {}) });
}

/** The picture of a line: the smallest variant of its item's first photo, else the photo, else null. */
export function lineImage(line: Pick<OrderLine, 'ads'>): string | null {
  const first = line.ads?.attachment?.[0];
  if (!first) return null;
  return first.variants?.find((v) => typeof v === 'string' && v !== '') ?? first.attachment ?? first.url ?? null;
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
export function activityText(t: Translate, activity: Pick<ShippingActivity, 'code' | 'description'>): string {
  if (!activity.code) return activity.description;
  const key = `activity.${activity.code}`;
  const text = t(key);
  return text === key ? activity.description : text;
}
