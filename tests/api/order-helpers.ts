import { sql } from 'drizzle-orm';
import { adAttachments } from '../../server/db/schema/index.ts';
import { rows } from '../../server/db/rows.ts';
import { formatCents, multiplyCents, requireCents, sumCents } from '../../common/money.ts';
import { checkoutBody } from '../../server/modules/checkout/schemas.ts';
import { placeOrder } from '../../server/modules/checkout/service.ts';
import type { TestApp } from './helpers.ts';
import { shopFixtures } from '../../support/shop-fixtures.ts';

/** A small real image (PNG by its bytes), as a browser would upload it. */
export async function pngBlob(width = 40, height = 30): Promise<Blob> {
  const { default: sharp } = await import('sharp');
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

/**
 * Members, shops, shop items and placed orders for the order, workspace and review suites, bound to one test app.
 * Orders go through the checkout service itself (cash on delivery), so their rows are exactly what buyers produce.
 */
export async function orderFixtures(t: TestApp) {
  const shop = await shopFixtures(t);
  const { shopCategoryId, stockOf } = shop;
  const makeUser = (name: string) => shop.makeUser(name, { phone: '+37360000000' });

  async function makeShop(ownerId: number, name: string) {
    return (await shop.makeShop(ownerId, { name, phone: '+37360000001' })).id;
  }

  /** A shop item with one photo: 20.00, stock 10, unless told otherwise; answers its id. */
  async function makeItem(shopId: number, ownerId: number, extra: { name?: string; price?: string; offerPrice?: string | null; stock?: number } = {}) {
    const ad = await shop.makeItem(
      { id: shopId, ownerId },
      { name: extra.name ?? 'Shop item', price: extra.price ?? '20.00', offerPrice: extra.offerPrice ?? null, availableQuantity: extra.stock ?? 10 },
    );
    await t.db.insert(adAttachments).values({ adsId: ad.id, attachment: `/storage/ads/${ad.id}/a-1280.webp`, variants: [`/storage/ads/${ad.id}/a-320.webp`], type: 'image', size: 10 });
    return ad.id;
  }

  /** An order of these items through the checkout service with this shipping method; answers the master order id. */
  async function place(buyerId: number, lines: { id: number; quantity: number }[], shippingId: number) {
    const prices = await rows<{ id: number; unit: string }>(
      t.db,
      sql`select id, coalesce(offer_price, price)::text as unit from ads where id = any(${`{${lines.map((l) => l.id).join(',')}}`}::int[])`,
    );
    const [method] = await rows<{ rate: string }>(t.db, sql`select rate::text as rate from shipping_methods where id = ${shippingId}`);
    const unit = new Map(prices.map((p) => [Number(p.id), p.unit]));
    const cents = sumCents([...lines.map((l) => multiplyCents(requireCents(unit.get(l.id)), l.quantity)), requireCents(method!.rate)]);
    const input = checkoutBody.parse({
      shipping_id: shippingId,
      total_amount: formatCents(cents),
      delivery_address: 'Strada Test 1, Chișinău',
      street: 'Strada Test 1',
      city: 'Chișinău',
      zip_code: 'MD-2001',
      lat: null,
      lon: null,
      ads: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
      idempotency_key: `fixture-${buyerId}-${Date.now()}-${Math.random()}`,
    });
    const placed = await placeOrder(t.deps, buyerId, input, undefined);
    return placed.masterOrderId;
  }

  /** Cash on delivery: placed at once. */
  const placeCashOrder = (buyerId: number, lines: { id: number; quantity: number }[]) => place(buyerId, lines, 1);
  /** By card: reserved, awaiting the payment (the test checkout's session is open). */
  const placeCardOrder = (buyerId: number, lines: { id: number; quantity: number }[]) => place(buyerId, lines, 2);

  async function subOrdersOf(masterId: number) {
    return rows<{ id: number; shop_id: number; process_step: string; order_status_id: number; updated_by: number | null }>(
      t.db,
      sql`select id, shop_id, process_step, order_status_id, updated_by from orders where master_order_id = ${masterId} order by id`,
    );
  }

  /** POST …/move as `token`. */
  const move = (token: string, orderId: number, to: string, description?: string) =>
    t.call('POST', `/api/v1/seller/shop/orders/${orderId}/move`, { token, body: { to, ...(description ? { description } : {}) } });

  return { shopCategoryId, makeUser, makeShop, makeItem, placeCashOrder, placeCardOrder, subOrdersOf, stockOf, move };
}

export type OrderFixtures = Awaited<ReturnType<typeof orderFixtures>>;
