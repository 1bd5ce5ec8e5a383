import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { invalidField, notFound, type ApiError } from '../../http/errors.ts';
import { rows } from '../../db/rows.ts';

/** The transaction handle drizzle passes to `db.transaction` (a savepoint when nested). */
export const asDb = (tx: Tx) => tx as unknown as Db;
export const intList = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** What one ad row said when its stock was taken: the price charged is read under the row lock. */
export type Taken = { id: number; name: string; shop_id: number; unit_price: string };

/**
 * Takes the stock of every item in one conditional update each, in ad id order (so two checkouts sharing items lock
 * them in the same order and cannot deadlock). Never read-then-write: the row lock and the `available_quantity >= q`
 * test are one statement, so concurrent buyers can never drive the stock below zero. The first line that cannot be
 * served throws (409 'Only N left of …' / 'No longer in stock', 422 not a shop item or the buyer's own shop, 404
 * unknown), and the caller's transaction rolls back every line taken before it.
 */
export async function takeStock(tx: Tx, buyerId: number, wanted: Map<number, number>): Promise<Map<number, Taken>> {
  const taken = new Map<number, Taken>();
  for (const adId of [...wanted.keys()].sort((a, b) => a - b)) {
    const quantity = wanted.get(adId)!;
    const [row] = await rows<Taken>(
      asDb(tx),
      sql`update ads set available_quantity = ads.available_quantity - ${quantity}, updated_at = now()
        from shops s
        where ads.id = ${adId} and ads.available_quantity >= ${quantity} and ads.shop_id is not null and ads.status = 1 and ads.deleted_at is null
          and s.id = ads.shop_id and s.status = 'active' and s.owner_id <> ${buyerId}
        returning ads.id, ads.name, ads.shop_id, coalesce(ads.offer_price, ads.price)::numeric(14,2)::text as unit_price`,
    );
    if (!row) throw await whyNot(tx, buyerId, adId, quantity);
    taken.set(adId, { id: Number(row.id), name: String(row.name), shop_id: Number(row.shop_id), unit_price: String(row.unit_price) });
  }
  return taken;
}

async function whyNot(tx: Tx, buyerId: number, adId: number, quantity: number): Promise<ApiError> {
  const [ad] = await rows<{ name: string; available_quantity: number; status: number; shop_id: number | null; deleted: boolean; owner_id: number | null; shop_status: string | null }>(
    asDb(tx),
    sql`select a.name, a.available_quantity, a.status, a.shop_id, a.deleted_at is not null as deleted, s.owner_id, s.status as shop_status
      from ads a left join shops s on s.id = a.shop_id where a.id = ${adId}`,
  );
  if (!ad || ad.deleted) return notFound('Item not found.', 'ITEM_NOT_FOUND');
  const name = String(ad.name);
  if (ad.shop_id === null) return invalidField('ads', 'NOT_SHOP_ITEM', 'Only shop items can be ordered.', { params: { name } });
  if (Number(ad.owner_id) === buyerId) return invalidField('ads', 'OWN_SHOP', 'You cannot buy items from your own shop.', { params: { name } });
  if (Number(ad.status) !== 1 || ad.shop_status !== 'active') return invalidField('ads', 'NOT_SOLD', `“${name}” is no longer sold.`, { status: 409, params: { name } });
  const left = Number(ad.available_quantity);
  if (left <= 0) return invalidField('ads', 'OUT_OF_STOCK', `“${name}” is no longer in stock.`, { status: 409, params: { name } });
  return invalidField('ads', 'NOT_ENOUGH_STOCK', `Only ${left} left of “${name}” (you asked for ${quantity}).`, { status: 409, params: { name, left, quantity } });
}

/** Items and quantities of these sub-orders' lines, summed per item. */
export async function lineQuantities(tx: Tx, orderIds: number[]): Promise<Map<number, number>> {
  if (!orderIds.length) return new Map();
  const lines = await rows<{ ads_id: number; quantity: number }>(
    asDb(tx),
    sql`select ads_id, sum(quantity)::int as quantity from order_details where order_id = any(${intList(orderIds)}) group by ads_id`,
  );
  return new Map(lines.map((l) => [Number(l.ads_id), Number(l.quantity)]));
}

/** Puts these quantities back on the items' stock, in ad id order like takeStock (so the two cannot deadlock). */
export async function returnStock(tx: Tx, quantities: Map<number, number>): Promise<void> {
  for (const adId of [...quantities.keys()].sort((a, b) => a - b)) {
    await asDb(tx).execute(sql`update ads set available_quantity = available_quantity + ${quantities.get(adId)!}, updated_at = now() where id = ${adId}`);
  }
}
