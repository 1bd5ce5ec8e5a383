import { createHash, randomBytes } from 'node:crypto';
import type { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { masterOrders, orderDetails, orders, shippingActivities } from '../../db/schema/index.ts';
import { ApiError, conflict, invalidField, notFound } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { formatCents, multiplyCents, requireCents, sumCents } from '../../../common/money.ts';
import { ACTIVITIES } from '../../../common/order-activities.ts';
import { isRefusal, masterTransition, trackingStatus, transition } from '../../../common/order-states.ts';
import { rows } from '../../db/rows.ts';
import type { LocaleCode } from '../catalog/schemas.ts';
import { loadMasterOrders, type MasterOrderJson } from '../orders/service.ts';
import { asDb, takeStock } from '../orders/stock.ts';
import { openCheckout, openCheckoutUrl } from '../payments/service.ts';
import type { addressSchema, CheckoutInput, shippingMethodSchema } from './schemas.ts';
import { releaseReservation } from './payment.ts';

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
 * POST /seller/ads/checkout. One transaction takes the stock of every line (conditional updates, orders/stock.ts),
 * creates the master order and one sub-order per shop at the server's current prices, in the state the order graph's
 * placing transition gives (common/order-states.ts), removes the ordered cart lines and saves the delivery address;
 * any failing line rolls all of it back. Delivery is charged once per master order and
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
  if (input.discount_amount !== undefined && requireCents(input.discount_amount) !== 0) {
    throw invalidField('discount_amount', 'DISCOUNT_NOT_APPLICABLE', 'No discount applies to this order.');
  }
  const key = input.idempotency_key ?? headerKey?.trim();
  if (key !== undefined && (key.length < 8 || key.length > 100)) throw invalidField('idempotency_key', 'FIELD_INVALID', 'The idempotency key must be 8 to 100 characters.');
  const { lines, perAd, fingerprint } = normalizeLines(input);

  const event = card ? 'place-card' : 'place-cash';
  const placed = transition(null, event);
  const masterPlaced = masterTransition(null, event);
  if (isRefusal(placed) || !masterPlaced) throw new Error(`The order graph has no ${event} transition.`);

  const stored = await db.transaction(async (tx) => {
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

    // The stock is taken as the graph's placing transition says (stock 'take'), before anything is written.
    const taken = await takeStock(tx, userId, perAd);
    const byShop = new Map<number, { adId: number; variant: string; quantity: number; unit: string }[]>();
    for (const l of lines) {
      const t = taken.get(l.id)!;
      byShop.set(t.shop_id, [...(byShop.get(t.shop_id) ?? []), { adId: l.id, variant: l.variant, quantity: l.quantity, unit: t.unit_price }]);
    }
    const shopIds = [...byShop.keys()].sort((a, b) => a - b);
    const amounts = orderAmounts(shopIds.map((s) => byShop.get(s)!), method.rate);
    const total = formatCents(amounts.total);
    if (requireCents(input.total_amount) !== amounts.total) {
      throw new ApiError(409, `The order total is now $${total} (you saw $${input.total_amount}). Please review your order.`, {
        messageStatus: 'TOTAL_CHANGED',
        params: { total, seen: String(input.total_amount) },
        errors: { total_amount: [total] },
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
        totalAmount: total,
        discountAmount: '0',
        deliveryAmount: formatCents(amounts.delivery),
        totalQuantity,
        statusId: masterPlaced.status!,
        paymentMethod: card ? 'card' : 'cash',
        paymentStatus: masterPlaced.to,
        idempotencyKey: key ? `key:${key}` : `auto:${fingerprint}:${randomBytes(6).toString('hex')}`,
        reservedUntil: card ? sql`now() + make_interval(mins => ${RESERVATION_MINUTES})` : null,
      })
      .returning({ reservedUntil: masterOrders.reservedUntil });

    for (const [i, shopId] of shopIds.entries()) {
      const shopLines = byShop.get(shopId)!;
      const shopDelivery = i === 0 ? amounts.delivery : 0;
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
          paymentStatus: placed.to.payment,
          orderStatusId: trackingStatus(placed.to),
          processStep: placed.to.step,
          deliveryAmount: formatCents(shopDelivery),
          totalQuantity: shopLines.reduce((n, l) => n + l.quantity, 0),
          totalAmount: formatCents(sumCents([amounts.subtotals[i]!, shopDelivery])),
          expectedDeliveryDate: sql`current_date + ${Number(method.estimated_delivery_time)}::int`,
        })
        .returning({ id: orders.id });
      await tx.insert(orderDetails).values(shopLines.map((l) => ({ orderId: sub!.id, adsId: l.adId, currentPrice: l.unit, quantity: l.quantity, variant: l.variant })));
      await tx.insert(shippingActivities).values(
        placed.activities.map((a) => ({ orderId: sub!.id, orderStatusId: a.status, description: ACTIVITIES[a.code], code: a.code, createdBy: userId })),
      );
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

  const { id: masterOrderId } = stored;
  if (stored.replayed) return { masterOrderId, checkoutUrl: card ? await openCheckoutUrl(db, userId, 'order', { masterOrderId }) : null, replayed: true };
  if (!card) return { masterOrderId, checkoutUrl: null, replayed: false };
  return { masterOrderId, checkoutUrl: await startOrderPayment(deps, userId, masterOrderId, stored.total, stored.reservedUntil!), replayed: false };
}

/**
 * Opens the provider's checkout for a reserved order, outside the stock transaction (a network call must not hold
 * row locks). If the provider fails, the reservation is released at once and the buyer is told to try again.
 */
async function startOrderPayment(deps: Deps, userId: number, masterOrderId: number, total: string, reservedUntil: Date): Promise<string> {
  const [number] = await rows<{ n: string }>(deps.db, sql`select master_order_number as n from master_orders where id = ${masterOrderId}`);
  const base = deps.config.APP_URL.replace(/\/+$/, '');
  try {
    const session = await openCheckout(deps, {
      purpose: 'order',
      userId,
      subject: { masterOrderId },
      amount: total,
      description: `Order ${number!.n}`,
      successUrl: `${base}/payment-success?kind=order&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/payment-cancel?kind=order`,
      expiresAt: Math.floor(reservedUntil.getTime() / 1000) - SESSION_LEAD_SECONDS,
    });
    return session.url;
  } catch (err) {
    deps.log.error(`payment start for order ${masterOrderId}`, err);
    await deps.db.transaction((tx) => releaseReservation(tx, masterOrderId));
    throw new ApiError(502, 'The payment could not be started, so the order was not placed. Please try again.', { messageStatus: 'PAYMENT_START_FAILED' });
  }
}

/**
 * The checkout amount (spec 002 §9): each shop's subtotal Σ unit price × quantity in exact cents, and the total with
 * the delivery rate charged once per master order.
 */
export function orderAmounts(shops: readonly (readonly { unit: string; quantity: number }[])[], deliveryRate: string) {
  const subtotals = shops.map((lines) => sumCents(lines.map((l) => multiplyCents(requireCents(l.unit), l.quantity))));
  const delivery = requireCents(deliveryRate);
  return { subtotals, delivery, total: sumCents([...subtotals, delivery]) };
}

/** The placed master order as the orders screens serialize it (customer, sub-orders with shop, shipping, lines). */
export async function placedMasterOrder(db: Db, id: number): Promise<MasterOrderJson> {
  const [order] = await loadMasterOrders(db, [id]);
  if (!order) throw conflict('The order could not be read back.', 'ORDER_NOT_FOUND');
  return order;
}
