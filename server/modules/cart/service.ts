import type { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ApiError, invalidField, notFound, type MessageStatus } from '../../http/errors.ts';
import { loadAds } from '../ads/serialize.ts';
import { rows } from '../../db/rows.ts';
import type { cartItemSchema } from './schemas.ts';

export type CartItemJson = z.infer<typeof cartItemSchema>;
/** The transaction handle drizzle passes to `db.transaction`; it runs the same statements as Db. */
const asDb = (tx: unknown) => tx as Db;
const intList = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

type SellableRow = { id: number; name: string; shop_id: number | null; status: number; deleted: boolean; available_quantity: number; owner_id: number | null; shop_status: string | null };

/**
 * Why an item cannot be in `userId`'s cart, as the 404/422 the client shows; undefined when it can. The same rules
 * guard every way into the cart (create, update, batch): a listed, in-stock shop item from someone else's active shop.
 */
function refusal(ad: SellableRow | undefined, userId: number): ApiError | undefined {
  if (!ad || ad.deleted) return notFound('Item not found.', 'ITEM_NOT_FOUND');
  const refuse = (status: MessageStatus, message: string) => invalidField('ads_id', status, message, { params: { name: ad.name } });
  if (ad.shop_id === null) return refuse('NOT_SHOP_ITEM', 'Only shop items can be added to the cart.');
  if (ad.status !== 1 || ad.shop_status !== 'active') return refuse('NOT_SOLD', `“${ad.name}” is no longer sold.`);
  if (ad.owner_id === userId) return refuse('OWN_SHOP', 'You cannot buy items from your own shop.');
  if (ad.available_quantity <= 0) return refuse('OUT_OF_STOCK', `“${ad.name}” is out of stock.`);
  return undefined;
}

async function sellable(db: Db, ids: number[]): Promise<Map<number, SellableRow>> {
  const found = await rows<SellableRow>(
    db,
    sql`select a.id, a.name, a.shop_id, a.status, a.deleted_at is not null as deleted, a.available_quantity, s.owner_id, s.status as shop_status
      from ads a left join shops s on s.id = a.shop_id where a.id = any(${intList(ids)})`,
  );
  return new Map(
    found.map((r) => [
      Number(r.id),
      { ...r, id: Number(r.id), shop_id: r.shop_id === null ? null : Number(r.shop_id), status: Number(r.status), available_quantity: Number(r.available_quantity), owner_id: r.owner_id === null ? null : Number(r.owner_id) },
    ]),
  );
}

/** The sentence telling the buyer a wish was cut down to the stock. */
const clampNote = (ad: SellableRow) =>
  `Only ${ad.available_quantity} of “${ad.name}” ${ad.available_quantity === 1 ? 'is' : 'are'} available; the quantity was set to ${ad.available_quantity}.`;

export type CartChange = { items: CartItemJson[]; notes: string[] };

/**
 * POST seller/cart/create: adds items (quantity 1 each for the `ads` list form) or one item with a quantity and
 * variant. An item already in the cart with the same variant gets the quantities added up; the result is clamped to
 * the stock, with a note saying so. Answers the lines touched.
 */
export async function addToCart(db: Db, userId: number, wanted: { adsId: number; quantity: number; variant: string }[]): Promise<CartChange> {
  const ads = await sellable(db, wanted.map((w) => w.adsId));
  for (const w of wanted) {
    const refused = refusal(ads.get(w.adsId), userId);
    if (refused) throw refused;
  }
  const notes: string[] = [];
  const ids = await db.transaction(async (tx) => {
    const touched: number[] = [];
    for (const w of wanted) {
      const ad = ads.get(w.adsId)!;
      // `prev` reads the line as it was before this statement, so the wish (old + new) is known after the upsert.
      const [row] = await rows<{ id: number; quantity: number; before: number | null }>(
        asDb(tx),
        sql`with prev as (select quantity from cart_items where user_id = ${userId} and ads_id = ${ad.id} and variant = ${w.variant})
          insert into cart_items (user_id, ads_id, shop_id, quantity, variant)
          values (${userId}, ${ad.id}, ${ad.shop_id}, ${Math.min(w.quantity, ad.available_quantity)}, ${w.variant})
          on conflict (user_id, ads_id, variant) do update set quantity = least(cart_items.quantity + ${w.quantity}, ${ad.available_quantity}), updated_at = now()
          returning id, quantity, (select quantity from prev) as before`,
      );
      if (Number(row!.before ?? 0) + w.quantity > Number(row!.quantity)) notes.push(clampNote(ad));
      touched.push(Number(row!.id));
    }
    return touched;
  });
  return { items: await cartLines(db, userId, ids), notes: [...new Set(notes)] };
}

/**
 * Sets quantities (and optionally variants) of the caller's own lines, each clamped to its item's stock. A line
 * that is not the caller's answers 404 and nothing changes; an item no longer sellable answers its 422.
 */
export async function setQuantities(db: Db, userId: number, changes: { id: number; quantity: number; variant?: string | undefined }[]): Promise<CartChange> {
  const ids = [...new Set(changes.map((c) => c.id))];
  const own = await rows<{ id: number; ads_id: number; variant: string }>(
    db,
    sql`select id, ads_id, variant from cart_items where user_id = ${userId} and id = any(${intList(ids)})`,
  );
  if (own.length !== ids.length) throw notFound('Cart item not found.', 'CART_ITEM_NOT_FOUND');
  const lineAd = new Map(own.map((r) => [Number(r.id), Number(r.ads_id)]));
  const ads = await sellable(db, [...new Set(lineAd.values())]);
  for (const adId of new Set(lineAd.values())) {
    const refused = refusal(ads.get(adId), userId);
    if (refused) throw refused;
  }
  const notes: string[] = [];
  await db.transaction(async (tx) => {
    for (const ch of changes) {
      const ad = ads.get(lineAd.get(ch.id)!)!;
      if (ch.quantity > ad.available_quantity) notes.push(clampNote(ad));
      const quantity = Math.min(ch.quantity, ad.available_quantity);
      if (ch.variant !== undefined) {
        const [clash] = await rows(
          asDb(tx),
          sql`select 1 from cart_items where user_id = ${userId} and ads_id = ${ad.id} and variant = ${ch.variant} and id <> ${ch.id}`,
        );
        if (clash) throw invalidField('variant', 'VARIANT_IN_CART', `“${ad.name}” is already in your cart with this variant.`, { params: { name: ad.name } });
      }
      await asDb(tx).execute(
        sql`update cart_items set quantity = ${quantity}, variant = coalesce(${ch.variant ?? null}, variant), updated_at = now() where id = ${ch.id} and user_id = ${userId}`,
      );
    }
  });
  return { items: await cartLines(db, userId, ids), notes: [...new Set(notes)] };
}

/** POST seller/cart/destroy: the caller's own lines only; any foreign or unknown id answers 404 and deletes nothing. */
export async function removeLines(db: Db, userId: number, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const gone = await rows(asDb(tx), sql`delete from cart_items where user_id = ${userId} and id = any(${intList(unique)}) returning id`);
    if (gone.length !== unique.length) throw notFound('Cart item not found.', 'CART_ITEM_NOT_FOUND');
    return gone.length;
  });
}

/**
 * The caller's cart lines (all, or those ids), newest first, in the spec's shape: current unit price (offer price
 * when present, else price) and line total computed in SQL numeric, the item in the ads module's shape, the shop.
 */
export async function cartLines(db: Db, userId: number, onlyIds?: number[]): Promise<CartItemJson[]> {
  const lines = await rows<Record<string, unknown>>(
    db,
    sql`select ci.*, coalesce(a.offer_price, a.price)::numeric(14,2)::text as unit_price,
        (coalesce(a.offer_price, a.price) * ci.quantity)::numeric(14,2)::text as total_price,
        s.name as shop_name, s.logo as shop_logo
      from cart_items ci join ads a on a.id = ci.ads_id join shops s on s.id = ci.shop_id
      where ci.user_id = ${userId} ${onlyIds ? sql`and ci.id = any(${intList(onlyIds)})` : sql``}
      order by ci.created_at desc, ci.id desc`,
  );
  const ads = new Map((await loadAds(db, [...new Set(lines.map((l) => Number(l.ads_id)))], { id: userId })).map((a) => [a.id, a]));
  const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
  return lines.map((l) => ({
    id: Number(l.id),
    user_id: Number(l.user_id),
    ads_id: Number(l.ads_id),
    shop_id: Number(l.shop_id),
    quantity: Number(l.quantity),
    unit_price: String(l.unit_price),
    total_price: String(l.total_price),
    variant: String(l.variant),
    created_at: iso(l.created_at),
    updated_at: iso(l.updated_at),
    ads: ads.get(Number(l.ads_id))!,
    shop: { id: Number(l.shop_id), name: String(l.shop_name), logo: l.shop_logo === null ? null : String(l.shop_logo) },
  }));
}
