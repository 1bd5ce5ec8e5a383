import { z } from '@hono/zod-openapi';
import { ACTIVITY_CODES, type ActivityCode } from '../../../common/order-activities.ts';
import { rowIdParam } from '../../http/ids.ts';

export const ORDERS_PER_PAGE = 8;
export const ORDER_TABS = ['all', 'processing', 'delivered', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Lenient paging: a missing or malformed page is page 1 (spec 002 §9). Shared with the owner workspace. */
export const pageNumber = z
  .string()
  .optional()
  .transform((v) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
  })
  .openapi({ type: 'integer', example: 1 });

/** per_page 1 to 50, default 8 (spec 002 §9). */
export const orderListQuery = z.object({
  page: pageNumber,
  per_page: z
    .string()
    .optional()
    .transform((v) => {
      const n = Number(v);
      return Number.isInteger(n) && n >= 1 && n <= 50 ? n : ORDERS_PER_PAGE;
    })
    .openapi({ type: 'integer', example: ORDERS_PER_PAGE, description: 'Orders per page, 1 to 50 (default 8)' }),
  search: z
    .string()
    .max(100, 'The search may not be longer than 100 characters.')
    .optional()
    .openapi({ description: 'Part of the master order number, or a sub-order id (a leading # is ignored)' }),
});

export const masterIdParam = z.object({ id: rowIdParam('order id', 'id') });
export const trackingQuery = z.object({ order_id: rowIdParam('order id', 'order_id', 'query') });

const money = z.string().openapi({ example: '24.99', description: 'Exact decimal with 2 places' });
const status = z.object({ id: z.number().int(), name: z.string() });
const person = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
});

export const lineAttachmentSchema = z.object({ id: z.number().int(), attachment: z.string(), variants: z.array(z.string()) });

export const shippingActivitySchema = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    description: z.string(),
    code: z
      .enum(ACTIVITY_CODES as [ActivityCode, ...ActivityCode[]])
      .nullable()
      .openapi({ description: "The origin's own activity (description is its English text), for clients to translate; null for a note the shop owner wrote" }),
    order_status_id: z.number().int(),
    order_status: status,
    created_at: z.string(),
  })
  .openapi('ShippingActivity');

export const subOrderSchema = z
  .object({
    id: z.number().int(),
    order_id: z.number().int().openapi({ description: 'The master order id' }),
    customer_id: z.number().int(),
    shop_id: z.number().int(),
    shipping_method_id: z.number().int(),
    delivery_address: z.string(),
    street: z.string(),
    city: z.string(),
    zip_code: z.string(),
    lat: z.string().nullable(),
    lon: z.string().nullable(),
    payment_status: z.string(),
    order_status_id: z.number().int(),
    order_status: status,
    process_step: z.string().openapi({ description: 'processing, shipped, delivered or cancelled' }),
    coupon_code: z.string().nullable(),
    discount_amount: money,
    delivery_amount: money,
    total_quantity: z.number().int(),
    total_amount: money,
    expected_delivery_date: z.string().openapi({ example: '2026-05-01' }),
    updated_by: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    shop: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
    shipping: z.object({ id: z.number().int(), name: z.string(), estimated_delivery_time: z.number().int(), rate: money }),
    customer: person,
    details: z.array(
      z.object({
        id: z.number().int(),
        order_id: z.number().int(),
        ads_id: z.number().int(),
        current_price: money,
        quantity: z.number().int(),
        variant: z.string(),
        ads: z.object({ id: z.number().int(), name: z.string(), shop_id: z.number().int().nullable(), attachment: z.array(lineAttachmentSchema) }),
      }),
    ),
    shipping_activities: z.array(shippingActivitySchema).openapi({ description: 'Oldest first' }),
  })
  .openapi('SubOrder');

export const masterOrderSchema = z
  .object({
    id: z.number().int(),
    master_order_number: z.string(),
    customer_id: z.number().int(),
    customer: person,
    total_amount: money.openapi({ description: 'Sum of the lines plus delivery; the invoice shows total − discount' }),
    discount_amount: money,
    delivery_amount: money,
    total_quantity: z.number().int(),
    status_id: z.number().int(),
    display_status: z
      .enum(['Delivered', 'Cancelled', 'Partially Delivered', 'Partially Cancelled', 'Processing'])
      .openapi({ description: "The badge derived from the sub-orders' steps (spec 002 §4)" }),
    payment_method: z.string(),
    payment_status: z.string(),
    reserved_until: z.string().nullable().openapi({ description: 'Card payment pending: the stock is held until then; else null' }),
    created_at: z.string(),
    updated_at: z.string(),
    orders: z.array(subOrderSchema),
  })
  .openapi('MasterOrder');

export const ordersPageSchema = z.object({
  data: z.array(masterOrderSchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export const trackingSchema = z.object({
  order: subOrderSchema,
  all_statuses: z.array(status).openapi({ description: 'The timeline: the normal path, or for a cancelled order the steps up to Cancelled' }),
});

export const TRANSACTIONS_PER_PAGE = 10;
/** Transactions' tabs (spec 001 'Transactions'). */
export const TRANSACTION_TABS = ['bought', 'sold'] as const;
export type TransactionTab = (typeof TRANSACTION_TABS)[number];

export const transactionsQuery = z.object({
  page: pageNumber,
  tab: z.enum(TRANSACTION_TABS).default('bought').openapi({ description: 'bought: what I bought; sold: what I sold' }),
});

/**
 * One thing bought or sold: an order line (a shop item in a placed order) or a classified ad sold through an accepted
 * offer. `link` opens the order (the buyer's order details, the shop's orders) or the ad.
 */
export const transactionSchema = z
  .object({
    kind: z.enum(['order', 'offer']),
    /** The order line's id or the offer's id. */
    id: z.number().int(),
    ad_id: z.number().int(),
    shop_id: z.number().int().nullable(),
    name: z.string(),
    image: z.string().nullable(),
    unit_price: money,
    quantity: z.number().int(),
    total: money,
    currency: z.string().openapi({ example: '$' }),
    /** The sub-order's step (processing, shipped, delivered, cancelled), or sold for an offer. */
    state: z.enum(['processing', 'shipped', 'delivered', 'cancelled', 'sold']),
    order_number: z.string().nullable(),
    /** The other side: the shop (bought from a shop), the seller (bought through an offer) or the buyer (sold). */
    party: z.object({ id: z.number().int(), name: z.string() }),
    link: z.string(),
    /** Bought, received (delivered or sold) and not reviewed yet by me: 'Write a review' shows. */
    can_review: z.boolean(),
    reviewed: z.boolean(),
    created_at: z.string(),
  })
  .openapi('Transaction');

export const transactionsPageSchema = z.object({
  data: z.array(transactionSchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
