import { createHash, randomBytes } from 'node:crypto';
import type { z } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { masterOrders, orderDetails, orders, paymentSessions, shippingActivities } from '../../db/schema/index.ts';
import { ApiError, conflict, invalidField, notFound } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { ORDER_STATUS } from '../../../common/order-status.ts';
import { rows } from '../../db/rows.ts';
import type { LocaleCode } from '../catalog/schemas.ts';
import { ACTIVITIES, type ActivityCode } from '../orders/activities.ts';
import { loadMasterOrders, type MasterOrderJson } from '../orders/service.ts';
import type { addressSchema, CheckoutInput, shippingMethodSchema } from './schemas.ts';
import { asDb, releaseReservation, takeStock } from './stock.ts';

/** Cash on delivery (spec 002 §9); every other active method is paid by card at checkout. */
export const CASH_ON_DELIVERY_ID = 1;
/**
 * How long a card order holds its stock. Stripe Checkout sessions live at least 30 minutes, so the session expires
 * one minute before the reservation does: nobody can pay for stock the sweep already gave back.
 */
export const RESERVATION_MINUTES = 32;
const SESSION_LEAD_SECONDS = 60;
/** The same cart submitted again within this window (without an idempotency key) answers the first order. */
export const DUPLICATE_WINDOW_SECONDS = 10;
/** Namespace of the per-buyer advisory lock that serializes one buyer's checkouts (not other buyers'). */
const CHECKOUT_LOCK = 0x4348_4b54;

type ShippingJson = z.infer<typeof shippingMethodSchema>;
type AddressJson = z.infer<typeof addressSchema>;

/* Exact money: amounts travel as numeric strings and are added as integer cents (BigInt), never as floats. */
export function toCents(amount: string): bigint {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) throw new Error(`Not an amount: ${amount}`);
  const cents = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}
export function centsToAmount(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const strOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** GET /seller/ads/shipping-method-list: the active methods, names and descriptions in `lang`. */
export async function shippingMethodList(db: Db, lang: LocaleCode = 'en'): Promise<ShippingJson[]> {
  const methods = await rows<Record<string, unknown>>(db, sql`select * from shipping_methods where status = 1 order by id`);
  return methods.map((m) => {
    const tr = m.translations as { name?: Record<string, string>; description?: Record<string, string> } | null;
    return {
      id: Number(m.id),
      name: tr?.name?.[lang]?.trim() || String(m.name),
      description: tr?.description?.[lang]?.trim() || String(m.description),
      estimated_delivery_time: Number(m.estimated_delivery_time),
      rates: { rate: String(m.rate) },
      status: Number(m.status),
    };
  });
}

const addressJson = (r: Record<string, unknown>): AddressJson => ({
  id: Number(r.id),
  user_id: Number(r.user_id),
  address: String(r.address),
  latitude: strOrNull(r.latitude),
  longitude: strOrNull(r.longitude),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

/** Saves an address unless the buyer already has it (same text, ignoring case and surrounding spaces); answers the stored one. */
export async function saveAddress(db: Db, userId: number, a: { address: string; latitude: number | null; longitude: number | null }): Promise<AddressJson> {
  const [inserted] = await rows<Record<string, unknown>>(
    db,
    sql`insert into delivery_addresses (user_id, address, latitude, longitude)
      select ${userId}, ${a.address}, ${a.latitude}, ${a.longitude}
      where not exists (select 1 from delivery_addresses where user_id = ${userId} and lower(trim(address)) = lower(${a.address}))
      returning *`,
  );
  if (inserted) return addressJson(inserted);
  const [existing] = await rows<Record<string, unknown>>(
    db,
    sql`select * from delivery_addresses where user_id = ${userId} and lower(trim(address)) = lower(${a.address}) order by id limit 1`,
  );
  return addressJson(existing!);
}

export async function listAddresses(db: Db, userId: number): Promise<AddressJson[]> {
  const found = await rows<Record<string, unknown>>(db, sql`select * from delivery_addresses where user_id = ${userId} order by created_at desc, id desc`);
  return found.map(addressJson);
}

/** The caller's own address only: someone else's or an unknown id answers 404. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  const gone = await rows(db, sql`delete from delivery_addresses where id = ${id} and user_id = ${userId} returning id`);
  if (!gone.length) throw notFound('Address not found.', 'ADDRESS_NOT_FOUND');
}

/** A shipping activity row the origin writes itself: its code and the code's English text. */
const activity = (orderId: number, orderStatusId: number, code: ActivityCode, createdBy: number) => ({ orderId, orderStatusId, description: ACTIVITIES[code], code, createdBy });

/** What the buyer submitted, merged per item and variant and sorted, plus its fingerprint for the duplicate window. */
function normalizeLines(input: CheckoutInput) {
  const merged = new Map<string, { id: number; variant: string; quantity: number }>();
  for (const l of input.ads) {
    const variant = l.variant ?? '';
    const key = `${l.id}\u0000${variant}`;
    const prev = merged.get(key);
    merged.set(key, { id: l.id, variant, quantity: (prev?.quantity ?? 0) + l.quantity });
  }
  const lines = [...merged.values()].sort((a, b) => a.id - b.id || a.variant.localeCompare(b.variant));
  const perAd = new Map<number, number>();
  for (const l of lines) perAd.set(l.id, (perAd.get(l.id) ?? 0) + l.quantity);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([lines, input.shipping_id, input.delivery_address, input.street, input.city, input.zip_code]))
    .digest('hex')
    .slice(0, 32);
  return { lines, perAd, fingerprint };
}

export type PlacedOrder = { masterOrderId: number; checkoutUrl: string | null; replayed: boolean };

/**
 * POST /seller/ads/checkout. One transaction takes the stock of every line (conditional updates, stock.ts), creates
 * the master order and one sub-order per shop at the server's current prices, removes the ordered cart lines and
 * saves the delivery address; any failing line rolls all of it back. Delivery is charged once per master order and
 * booked on the first sub-order (lowest shop id), so sub-order totals add up to the master total. Cash on delivery
 * is placed at once; card methods reserve the stock and answer the payment page (the signed webhook marks it paid;
 * expiry or cancellation gives the stock back).
 */
export async function placeOrder(deps: Deps, userId: number, input: CheckoutInput, headerKey: string | undefined): Promise<PlacedOrder> {
  const { db } = deps;
  const [method] = await rows<{ id: number; rate: string; estimated_delivery_time: number }>(
    db,
    sql`select id, rate::text as rate, estimated_delivery_time from shipping_methods where id = ${input.shipping_id} and status = 1`,
  );
  if (!method) throw invalidField('shipping_id', 'SHIPPING_METHOD_UNAVAILABLE', 'This shipping method is not available.');
  const card = Number(method.id) !== CASH_ON_DELIVERY_ID;
  if (card && !deps.payments.live) {
    deps.log.warn('Card checkout refused: no payment provider is live (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or TEST_CHECKOUT=1).');
    throw new ApiError(503, 'Card payments are not available right now. Please choose cash on delivery or try again later.', { messageStatus: 'PAYMENTS_UNAVAILABLE' });
  }
  if (input.coupon_code) throw invalidField('coupon_code', 'COUPON_INVALID', 'This coupon code is not valid.');
  if (input.discount_amount !== undefined && toCents(input.discount_amount) !== 0n) {
    throw invalidField('discount_amount', 'DISCOUNT_NOT_APPLICABLE', 'No discount applies to this order.');
  }
  const key = input.idempotency_key ?? headerKey?.trim();
  if (key !== undefined && (key.length < 8 || key.length > 100)) throw invalidField('idempotency_key', 'FIELD_INVALID', 'The idempotency key must be 8 to 100 characters.');
  const { lines, perAd, fingerprint } = normalizeLines(input);

  const placed = await db.transaction(async (tx) => {
    // One buyer's checkouts run one after another, so a repeated submission sees the first one's order.
    await asDb(tx).execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}, ${userId})`);
    const [previous] = await rows<{ id: number }>(
      asDb(tx),
      key
        ? sql`select id from master_orders where customer_id = ${userId} and idempotency_key = ${`key:${key}`}`
        : sql`select id from master_orders where customer_id = ${userId} and idempotency_key like ${`auto:${fingerprint}:%`}
            and created_at > now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS}) order by id desc limit 1`,
    );
    if (previous) return { id: Number(previous.id), replayed: true as const };

    const taken = await takeStock(tx, userId, perAd);
    const byShop = new Map<number, { adId: number; variant: string; quantity: number; unit: string }[]>();
    for (const l of lines) {
      const t = taken.get(l.id)!;
      byShop.set(t.shop_id, [...(byShop.get(t.shop_id) ?? []), { adId: l.id, variant: l.variant, quantity: l.quantity, unit: t.unit_price }]);
    }
    const shopIds = [...byShop.keys()].sort((a, b) => a - b);
    const delivery = toCents(method.rate);
    const subtotals = new Map(shopIds.map((s) => [s, byShop.get(s)!.reduce((sum, l) => sum + toCents(l.unit) * BigInt(l.quantity), 0n)]));
    const total = [...subtotals.values()].reduce((a, b) => a + b, 0n) + delivery;
    if (toCents(input.total_amount) !== total) {
      throw new ApiError(409, `The order total is now $${centsToAmount(total)} (you saw $${input.total_amount}). Please review your order.`, {
        messageStatus: 'TOTAL_CHANGED',
        params: { total: centsToAmount(total), seen: String(input.total_amount) },
        errors: { total_amount: [centsToAmount(total)] },
        errorsStatus: { total_amount: 'TOTAL_CHANGED' },
      });
    }

    const [seq] = await rows<{ id: number; year: number }>(
      asDb(tx),
      sql`select nextval(pg_get_serial_sequence('master_orders', 'id'))::int as id, extract(year from now())::int as year`,
    );
    const id = Number(seq!.id);
    const totalQuantity = lines.reduce((n, l) => n + l.quantity, 0);
    const [master] = await tx
      .insert(masterOrders)
      .values({
        id,
        masterOrderNumber: `RM-${seq!.year}-${String(id).padStart(6, '0')}`,
        customerId: userId,
        totalAmount: centsToAmount(total),
        discountAmount: '0',
        deliveryAmount: centsToAmount(delivery),
        totalQuantity,
        statusId: card ? ORDER_STATUS.placed : ORDER_STATUS.processing,
        paymentMethod: card ? 'card' : 'cash',
        paymentStatus: card ? 'pending' : 'unpaid',
        idempotencyKey: key ? `key:${key}` : `auto:${fingerprint}:${randomBytes(6).toString('hex')}`,
        reservedUntil: card ? sql`now() + make_interval(mins => ${RESERVATION_MINUTES})` : null,
      })
      .returning({ reservedUntil: masterOrders.reservedUntil });

    for (const [i, shopId] of shopIds.entries()) {
      const shopLines = byShop.get(shopId)!;
      const shopDelivery = i === 0 ? delivery : 0n;
      const [sub] = await tx
        .insert(orders)
        .values({
          masterOrderId: id,
          customerId: userId,
          shopId,
          shippingMethodId: Number(method.id),
          deliveryAddress: input.delivery_address,
          street: input.street,
          city: input.city,
          zipCode: input.zip_code,
          lat: input.lat === null ? null : String(input.lat),
          lon: input.lon === null ? null : String(input.lon),
          paymentStatus: card ? 'pending' : 'unpaid',
          orderStatusId: card ? ORDER_STATUS.placed : ORDER_STATUS.processing,
          processStep: 'processing',
          deliveryAmount: centsToAmount(shopDelivery),
          totalQuantity: shopLines.reduce((n, l) => n + l.quantity, 0),
          totalAmount: centsToAmount(subtotals.get(shopId)! + shopDelivery),
          expectedDeliveryDate: sql`current_date + ${Number(method.estimated_delivery_time)}::int`,
        })
        .returning({ id: orders.id });
      await tx.insert(orderDetails).values(shopLines.map((l) => ({ orderId: sub!.id, adsId: l.adId, currentPrice: l.unit, quantity: l.quantity, variant: l.variant })));
      await tx.insert(shippingActivities).values([
        activity(sub!.id, ORDER_STATUS.placed, card ? 'ORDER_PLACED_AWAITING_PAYMENT' : 'ORDER_PLACED', userId),
        ...(card ? [] : [activity(sub!.id, ORDER_STATUS.processing, 'ORDER_PROCESSING', userId)]),
      ]);
    }

    await asDb(tx).execute(
      sql`delete from cart_items where user_id = ${userId} and (${sql.join(
        lines.map((l) => sql`(ads_id = ${l.id} and variant = ${l.variant})`),
        sql` or `,
      )})`,
    );
    await saveAddress(asDb(tx), userId, { address: input.delivery_address, latitude: input.lat, longitude: input.lon });
    return { id, replayed: false as const, reservedUntil: master!.reservedUntil, total };
  });

  if (placed.replayed) return { masterOrderId: placed.id, checkoutUrl: card ? await pendingCheckoutUrl(db, userId, placed.id) : null, replayed: true };
  if (!card) return { masterOrderId: placed.id, checkoutUrl: null, replayed: false };
  return { masterOrderId: placed.id, checkoutUrl: await startOrderPayment(deps, userId, placed.id, placed.total, placed.reservedUntil!), replayed: false };
}

/**
 * Opens the provider's checkout for a reserved order, outside the stock transaction (a network call must not hold
 * row locks). If the provider fails, the reservation is released at once and the buyer is told to try again.
 */
async function startOrderPayment(deps: Deps, userId: number, masterOrderId: number, total: bigint, reservedUntil: Date): Promise<string> {
  const [number] = await rows<{ n: string }>(deps.db, sql`select master_order_number as n from master_orders where id = ${masterOrderId}`);
  const base = deps.config.APP_URL.replace(/\/+$/, '');
  try {
    const session = await deps.payments.createCheckout({
      amountCents: Number(total),
      currency: 'usd',
      description: `Order ${number!.n}`,
      successUrl: `${base}/payment-success?kind=order&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/payment-cancel?kind=order`,
      metadata: { purpose: 'order', masterOrderId: String(masterOrderId), userId: String(userId) },
      expiresAt: Math.floor(reservedUntil.getTime() / 1000) - SESSION_LEAD_SECONDS,
    });
    await deps.db.insert(paymentSessions).values({
      provider: deps.payments.provider,
      sessionId: session.sessionId,
      userId,
      purpose: 'order',
      subject: { masterOrderId },
      amount: centsToAmount(total),
      currency: 'usd',
      checkoutUrl: session.url,
    });
    return session.url;
  } catch (err) {
    deps.log.error(`payment start for order ${masterOrderId}`, err);
    await deps.db.transaction((tx) => releaseReservation(tx, masterOrderId));
    throw new ApiError(502, 'The payment could not be started, so the order was not placed. Please try again.', { messageStatus: 'PAYMENT_START_FAILED' });
  }
}

/** A replayed card checkout answers the same payment page while the session is still open. */
async function pendingCheckoutUrl(db: Db, userId: number, masterOrderId: number): Promise<string | null> {
  const [row] = await db
    .select({ url: paymentSessions.checkoutUrl })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.userId, userId),
        eq(paymentSessions.purpose, 'order'),
        eq(paymentSessions.status, 'pending'),
        sql`${paymentSessions.subject}->>'masterOrderId' = ${String(masterOrderId)}`,
      ),
    )
    .limit(1);
  return row?.url ?? null;
}

/** The placed master order as the orders screens serialize it (customer, sub-orders with shop, shipping, lines). */
export async function placedMasterOrder(db: Db, id: number): Promise<MasterOrderJson> {
  const [order] = await loadMasterOrders(db, [id]);
  if (!order) throw conflict('The order could not be read back.', 'ORDER_NOT_FOUND');
  return order;
}
