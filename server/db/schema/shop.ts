import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ads } from './ads.ts';
import { currencies, shippingMethods } from './catalog.ts';
import { countries } from './places.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

/** A request to open a shop (spec 002 §5), vetted by an operator; approval creates the shop. */
export const shopRequests = pgTable(
  'shop_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    countryId: integer('country_id').notNull().references(() => countries.id),
    city: text('city').notNull(),
    currencyId: integer('currency_id').notNull().references(() => currencies.id),
    location: text('location').notNull(),
    logo: text('logo'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    /** Why an operator turned the request down, as the requester is told. */
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('shop_requests_user_idx').on(t.userId, t.createdAt), index('shop_requests_status_idx').on(t.status, t.createdAt)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    adsId: integer('ads_id').notNull().references(() => ads.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    variant: text('variant').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_key').on(t.userId, t.adsId, t.variant), check('cart_items_quantity_check', sql`${t.quantity} >= 1`)],
);

export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_addresses_user_idx').on(t.userId, t.createdAt)],
);

/** The tracking statuses in their order (spec 002 §4: ids ordered numerically); reference data. */
export const orderStatuses = pgTable('order_statuses', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/**
 * What the buyer placed at checkout: one master order over the sub-orders of each shop. Card payments keep the stock
 * reserved until the signed webhook confirms payment or `reserved_until` passes.
 */
export const masterOrders = pgTable(
  'master_orders',
  {
    id: serial('id').primaryKey(),
    masterOrderNumber: text('master_order_number').notNull(),
    customerId: integer('customer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull(),
    discountAmount: numeric('discount_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    deliveryAmount: numeric('delivery_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    totalQuantity: integer('total_quantity').notNull(),
    statusId: integer('status_id').notNull().references(() => orderStatuses.id),
    /** cash (on delivery) or card */
    paymentMethod: text('payment_method', { enum: ['cash', 'card'] }).notNull(),
    /** unpaid (cash until delivery), pending (card checkout open), paid, released (card never paid: stock returned) */
    paymentStatus: text('payment_status', { enum: ['unpaid', 'pending', 'paid', 'released'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('master_orders_number_key').on(t.masterOrderNumber),
    uniqueIndex('master_orders_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('master_orders_customer_idx').on(t.customerId, sql`${t.createdAt} desc`),
    index('master_orders_reserved_idx').on(t.reservedUntil).where(sql`${t.paymentStatus} = 'pending'`),
    // The operators' dashboard counts orders per day.
    index('master_orders_created_idx').on(t.createdAt),
  ],
);

/** The part of a master order that one shop fulfils (the spec's "sub-order"). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    masterOrderId: integer('master_order_id').notNull().references(() => masterOrders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    shippingMethodId: integer('shipping_method_id').notNull().references(() => shippingMethods.id),
    deliveryAddress: text('delivery_address').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    lat: numeric('lat', { precision: 9, scale: 6 }),
    lon: numeric('lon', { precision: 9, scale: 6 }),
    paymentStatus: text('payment_status').notNull(),
    orderStatusId: integer('order_status_id').notNull().references(() => orderStatuses.id),
    /** processing, shipped, delivered, cancelled: the state the shop owner moves along (common/order-states.ts) */
    processStep: text('process_step').notNull(),
    couponCode: text('coupon_code'),
    discountAmount: numeric('discount_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    deliveryAmount: numeric('delivery_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    totalQuantity: integer('total_quantity').notNull(),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull(),
    expectedDeliveryDate: date('expected_delivery_date').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_master_idx').on(t.masterOrderId), index('orders_shop_idx').on(t.shopId, sql`${t.createdAt} desc`), index('orders_customer_idx').on(t.customerId)],
);

/** One line of a sub-order, with the price the buyer paid for it. */
export const orderDetails = pgTable(
  'order_details',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    adsId: integer('ads_id').notNull().references(() => ads.id),
    currentPrice: numeric('current_price', { precision: 14, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    variant: text('variant').notNull().default(''),
  },
  (t) => [index('order_details_order_idx').on(t.orderId), index('order_details_ad_idx').on(t.adsId)],
);

/** What happened to a sub-order, shown on the buyer's tracking page. */
export const shippingActivities = pgTable(
  'shipping_activities',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    orderStatusId: integer('order_status_id').notNull().references(() => orderStatuses.id),
    description: text('description').notNull(),
    /** The origin's own activity (common/order-activities.ts); null for a note the shop owner typed. */
    code: text('code'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipping_activities_order_idx').on(t.orderId, t.createdAt)],
);
