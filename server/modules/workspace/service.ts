import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads } from '../../db/schema/index.ts';
import { forbidden, notFound, type MessageStatus } from '../../http/errors.ts';
import { isRowId } from '../../http/ids.ts';
import type { Deps } from '../../platform/deps.ts';
import { keyFromUrl } from '../../platform/storage.ts';
import { parseAdInput, validateAdInput, type AdInput } from '../ads/service.ts';
import { checkPhotos, deleteKeys, insertPhotos, storePhotos } from '../ads/photos.ts';
import { loadAds, type AdJson } from '../ads/serialize.ts';
import { rows } from '../../db/rows.ts';
import { loadSubOrders, type SubOrderJson } from '../orders/service.ts';
import { transitionOrder } from '../orders/transitions.ts';
import { mailOrderStep } from '../orders/mails.ts';
import { describePhotosLater } from '../ads/photo-vectors.ts';
import { isOpenCategory } from '../catalog/open-subtree.ts';
import type { ProcessStep } from '../../../common/order-states.ts';
import { MAX_STOCK, PRODUCTS_PER_PAGE, SHOP_ORDERS_PER_PAGE } from './schemas.ts';

type ShopRow = { id: number; owner_id: number; status: string; currency_id: number | null; location: string; lat: string | null; lon: string | null; email: string };

/** The shop if the caller owns it: unknown id 404, someone else's 403. */
export async function ownedShop(db: Db, userId: number, shopId: number): Promise<ShopRow> {
  const [shop] = await rows<ShopRow>(db, sql`select id, owner_id, status, currency_id, location, lat::text as lat, lon::text as lon, email from shops where id = ${shopId}`);
  if (!shop) throw notFound('No Shop Found', 'SHOP_NOT_FOUND');
  if (Number(shop.owner_id) !== userId) throw forbidden('This shop is not yours.', 'NOT_YOUR_SHOP');
  return shop;
}

/** The caller's shops with their counters, oldest first. */
export async function myShops(db: Db, userId: number) {
  const list = await rows(
    db,
    sql`select s.*, co.name as country_name, cu.code as currency_code, cu.symbol as currency_symbol,
        (select count(*)::int from ads a where a.shop_id = s.id and a.deleted_at is null and a.status = 1) as total_products,
        (select count(*)::int from orders o where o.shop_id = s.id and o.process_step in ('processing', 'shipped')) as open_orders
      from shops s left join countries co on co.id = s.country_id left join currencies cu on cu.id = s.currency_id
      where s.owner_id = ${userId} order by s.created_at, s.id`,
  );
  return list.map((s) => ({
    id: Number(s.id),
    name: String(s.name),
    user_name: String(s.user_name),
    email: String(s.email),
    phone: String(s.phone),
    location: String(s.location),
    country: s.country_id == null ? null : { id: Number(s.country_id), name: String(s.country_name) },
    city: String(s.city),
    currency: s.currency_id == null ? null : { id: Number(s.currency_id), code: String(s.currency_code), symbol: String(s.currency_symbol) },
    logo: s.logo == null ? null : String(s.logo),
    status: String(s.status),
    total_review: Number(s.total_review),
    average_rating: Number(s.average_rating).toFixed(2),
    total_like: Number(s.total_like),
    total_products: Number(s.total_products),
    open_orders: Number(s.open_orders),
    created_at: (s.created_at instanceof Date ? s.created_at : new Date(String(s.created_at))).toISOString(),
  }));
}

/** A page of the shop's products (retired ones too unless filtered), newest first, in the ads module's shape. */
export async function shopProducts(db: Db, userId: number, shopId: number, q: { page: number; status: 'all' | 'active' | 'retired' }) {
  await ownedShop(db, userId, shopId);
  const statusSql = q.status === 'active' ? sql` and a.status = 1` : q.status === 'retired' ? sql` and a.status = 0` : sql``;
  const where = sql`a.shop_id = ${shopId} and a.deleted_at is null${statusSql}`;
  const [countRow] = await rows<{ total: number }>(db, sql`select count(*)::int as total from ads a where ${where}`);
  const ids = await rows<{ id: number }>(
    db,
    sql`select a.id from ads a where ${where} order by a.created_at desc, a.id desc limit ${PRODUCTS_PER_PAGE} offset ${(q.page - 1) * PRODUCTS_PER_PAGE}`,
  );
  const list = await loadAds(
    db,
    ids.map((r) => Number(r.id)),
    { id: userId },
  );
  return { rows: list, page: q.page, perPage: PRODUCTS_PER_PAGE, total: Number(countRow?.total ?? 0) };
}

type ExistingProduct = Parameters<typeof validateAdInput>[3] & { shop_id: number; brand: string | null; available_quantity: number; category_id: number };

/** A shop item the caller's shop sells: unknown (or not a shop item) 404, another owner's 403. */
async function ownedProduct(db: Db, userId: number, productId: number): Promise<ExistingProduct> {
  const [p] = await rows<ExistingProduct & { shop_owner_id: number }>(
    db,
    sql`select a.id, a.owner_id, a.type, a.price, a.offer_price, a.company_id, a.external_website, a.tags, a.shop_id, a.brand, a.available_quantity,
        a.category_id, s.owner_id as shop_owner_id
      from ads a join shops s on s.id = a.shop_id where a.id = ${productId} and a.deleted_at is null`,
  );
  if (!p) throw notFound('Product not found.', 'PRODUCT_NOT_FOUND');
  if (Number(p.shop_owner_id) !== userId) throw forbidden('This product is not yours.', 'NOT_YOUR_PRODUCT');
  return { ...p, owner_id: Number(p.owner_id), type: Number(p.type), shop_id: Number(p.shop_id) };
}

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;
const last = (v: unknown): unknown => (Array.isArray(v) ? v[v.length - 1] : v);
const textOf = (v: unknown): string | undefined => {
  const x = last(v);
  return x === undefined || x === null || isBlob(x) ? undefined : String(x);
};

/**
 * The product fields of a raw body. Photos come as photos[] (the workspace) or attachment[] (the ads encoding); the
 * ad fields go through the ads module's parser so both calls read bodies the same way.
 */
function parseProduct(raw: Record<string, unknown>) {
  const renamed: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) renamed[k.replace(/^photos(?=\[|$)/, 'attachment')] = v;
  const ad = parseAdInput(renamed);
  return { ad, brand: textOf(raw.brand), availableQuantity: textOf(raw.available_quantity), categoryId: textOf(raw.category_id ?? raw.subcategory_id) };
}

/**
 * The product's values: the ads module's rules for name, descriptions, price and offer price (offer below price),
 * plus what a shop item needs: a shop category, a brand and a stock. The location is the shop's; the price is in USD.
 */
async function validateProduct(deps: Deps, userId: number, shop: ShopRow, input: ReturnType<typeof parseProduct>, existing?: ExistingProduct) {
  const creating = !existing;
  // Shop items are priced in US dollars whatever the shop's home currency, so a cart, an order and its card payment
  // always add up in one currency (decision 28).
  const [usd] = await rows<{ id: number }>(deps.db, sql`select id from currencies where code = 'USD'`);
  const currencyId = usd?.id ?? null;
  const adInput: AdInput = {
    name: input.ad.name,
    description: input.ad.description,
    detailed_description: input.ad.detailed_description,
    price: input.ad.price,
    offer_price: input.ad.offer_price,
    attachments: input.ad.attachments,
    existing_attachments: input.ad.existing_attachments,
    ...(creating ? { type: '1', currency_id: currencyId == null ? undefined : String(currencyId), location: shop.location, lat: shop.lat ?? undefined, lon: shop.lon ?? undefined } : {}),
  };
  const checked = await validateAdInput(deps, userId, adInput, existing);
  const problems = checked.problems;
  problems.drop('category_id');
  // A shop without coordinates still sells: its items just carry none.
  if (shop.lat == null) problems.drop('lat', 'lon');
  const fail = (field: string, code: MessageStatus, message: string) => problems.add(field, code, message);
  const values = { ...checked.values } as typeof checked.values & { brand?: string; availableQuantity?: number; categoryId?: number };

  if (checked.values.price !== undefined && !(Number(checked.values.price) > 0)) fail('price', 'FIELD_OUT_OF_RANGE', 'Price must be greater than 0.');
  if (input.brand !== undefined) {
    const b = input.brand.trim();
    if (!b) fail('brand', 'FIELD_REQUIRED', 'Brand is required.');
    else if (b.length > 100) fail('brand', 'FIELD_TOO_LONG', 'Brand must not exceed 100 characters.');
    else values.brand = b;
  } else if (creating) fail('brand', 'FIELD_REQUIRED', 'Brand is required.');

  if (input.availableQuantity !== undefined && input.availableQuantity.trim() !== '') {
    const q = input.availableQuantity.trim();
    if (!/^\d{1,7}$/.test(q) || Number(q) > MAX_STOCK) fail('available_quantity', 'FIELD_OUT_OF_RANGE', `Available quantity must be a whole number from 0 to ${MAX_STOCK}.`);
    else values.availableQuantity = Number(q);
  } else if (creating || input.availableQuantity !== undefined) fail('available_quantity', 'FIELD_REQUIRED', 'Available quantity is required.');

  if (input.categoryId !== undefined && input.categoryId.trim() !== '') {
    const id = Number(input.categoryId);
    // As for ads: a product keeps a category hidden since, but is not moved into one.
    const kept = existing !== undefined && Number(existing.category_id) === id;
    const found = kept || (isRowId(id) && (await rows(deps.db, sql`select 1 where ${isOpenCategory(id, 'shop')}`)).length > 0);
    if (!found) fail('category_id', 'FIELD_CHOICE_INVALID', 'The selected category is invalid.');
    else values.categoryId = id;
  } else if (creating || input.categoryId !== undefined) fail('category_id', 'FIELD_REQUIRED', 'Category is missing');
  return { values, problems };
}

/** Photo count and every file checked (size, magic bytes, decodable by sharp) before anything is stored. */
export async function createProduct(deps: Deps, userId: number, shopId: number, raw: Record<string, unknown>): Promise<AdJson> {
  const shop = await ownedShop(deps.db, userId, shopId);
  if (shop.status !== 'active') throw forbidden('This shop is suspended.', 'SHOP_SUSPENDED');
  const input = parseProduct(raw);
  const { values, problems } = await validateProduct(deps, userId, shop, input);
  const photos = await checkPhotos(input.ad.attachments, 0, problems);
  problems.throwIfAny();
  const [{ id: adId } = { id: 0 }] = await rows<{ id: number }>(deps.db, sql`select nextval(pg_get_serial_sequence('ads', 'id'))::int as id`);
  const stored = await storePhotos(deps, adId, photos);
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(ads).values({
        ...values,
        id: adId,
        ownerId: userId,
        shopId,
        categoryId: values.categoryId!,
        name: values.name!,
        price: values.price!,
        contactEmail: shop.email,
      });
      await insertPhotos(tx as unknown as Db, adId, stored, 0);
    });
  } catch (err) {
    await deleteKeys(
      deps,
      stored.flatMap((p) => p.keys),
    );
    throw err;
  }
  if (stored.length) describePhotosLater(deps);
  const [ad] = await loadAds(deps.db, [adId], { id: userId }, { categoryChain: true });
  return ad!;
}

/**
 * Updates the owner's shop item with the given fields. Photos: existing_attachments[] lists the ids to keep in order
 * (all kept when neither it nor new photos came), new photos follow; 1 to 10 in all.
 */
export async function updateProduct(deps: Deps, userId: number, productId: number, raw: Record<string, unknown>): Promise<AdJson> {
  const existing = await ownedProduct(deps.db, userId, productId);
  const shop = await ownedShop(deps.db, userId, existing.shop_id);
  const input = parseProduct(raw);
  const { values, problems } = await validateProduct(deps, userId, shop, input, existing);
  const current = await rows<{ id: number; attachment: string; variants: string[] }>(
    deps.db,
    sql`select id, attachment, variants from ad_attachments where ads_id = ${productId} order by position, id`,
  );
  const touchPhotos = input.ad.existing_attachments !== undefined || input.ad.attachments.length > 0;
  const keepIds = input.ad.existing_attachments !== undefined ? [...new Set(input.ad.existing_attachments)] : current.map((p) => Number(p.id));
  const known = new Set(current.map((p) => Number(p.id)));
  if (keepIds.some((id) => !known.has(id))) problems.add('existing_attachments', 'FIELD_CHOICE_INVALID', 'The selected photos are invalid.');
  const photos = touchPhotos ? await checkPhotos(input.ad.attachments, keepIds.length, problems) : [];
  problems.throwIfAny();

  const stored = await storePhotos(deps, productId, photos);
  const removed = touchPhotos ? current.filter((p) => !keepIds.includes(Number(p.id))) : [];
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(ads)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(ads.id, productId));
      if (!touchPhotos) return;
      const db = tx as unknown as Db;
      if (removed.length) await db.execute(sql`delete from ad_attachments where ads_id = ${productId} and id = any(${`{${removed.map((p) => p.id).join(',')}}`}::int[])`);
      for (const [i, id] of keepIds.entries()) await db.execute(sql`update ad_attachments set position = ${i} where id = ${id} and ads_id = ${productId}`);
      await insertPhotos(db, productId, stored, keepIds.length);
    });
  } catch (err) {
    await deleteKeys(
      deps,
      stored.flatMap((p) => p.keys),
    );
    throw err;
  }
  const oldKeys = removed.flatMap((p) => [p.attachment, ...(p.variants ?? [])]).map((u) => keyFromUrl(deps.storage, u));
  await deleteKeys(deps, [...new Set(oldKeys.filter((k): k is string => !!k))]);
  if (stored.length) describePhotosLater(deps);
  const [ad] = await loadAds(deps.db, [productId], { id: userId }, { categoryChain: true });
  return ad!;
}

/** Takes an item off sale (status 0): it leaves every list and cannot be bought, but past orders still show it. */
export async function retireProduct(db: Db, userId: number, productId: number) {
  await ownedProduct(db, userId, productId);
  await db.execute(sql`update ads set status = 0, updated_at = now() where id = ${productId}`);
  return { id: productId, status: 0 as const };
}

/** A page of the shop's sub-orders, newest first (orders_shop_idx), optionally at one step. */
export async function shopOrders(db: Db, userId: number, shopId: number, q: { page: number; step?: ProcessStep | undefined }) {
  await ownedShop(db, userId, shopId);
  const where = sql`o.shop_id = ${shopId}${q.step ? sql` and o.process_step = ${q.step}` : sql``}`;
  const [countRow] = await rows<{ total: number }>(db, sql`select count(*)::int as total from orders o where ${where}`);
  const ids = await rows<{ id: number }>(
    db,
    sql`select o.id from orders o where ${where} order by o.created_at desc, o.id desc limit ${SHOP_ORDERS_PER_PAGE} offset ${(q.page - 1) * SHOP_ORDERS_PER_PAGE}`,
  );
  const list = ids.length ? await loadSubOrders(db, sql`o.id = any(${`{${ids.map((r) => r.id).join(',')}}`}::int[])`, sql`o.created_at desc, o.id desc`) : [];
  return { rows: list, page: q.page, perPage: SHOP_ORDERS_PER_PAGE, total: Number(countRow?.total ?? 0) };
}

/**
 * The owner of a sub-order's shop marks it at a step: the order graph's move (orders/transitions.ts), in one
 * transaction. Someone else's order is 403, an unknown one 404; a move the graph refuses is 409 (a card order still
 * awaiting payment, or a step that cannot follow), and one lost to a concurrent move is 409 ORDER_CHANGED. The
 * owner's note, when given, replaces the activity's standard text.
 */
export async function moveSubOrder(db: Db, userId: number, orderId: number, to: ProcessStep, description?: string): Promise<SubOrderJson> {
  const [order] = await rows<{ owner_id: number }>(db, sql`select s.owner_id from orders o join shops s on s.id = o.shop_id where o.id = ${orderId}`);
  if (!order) throw notFound('Order not found.', 'ORDER_NOT_FOUND');
  if (Number(order.owner_id) !== userId) throw forbidden('This order is not for your shop.', 'NOT_YOUR_ORDER');
  await db.transaction((tx) => transitionOrder(tx, { orderId }, `mark-${to}`, { userId, note: description }));
  const [after] = await loadSubOrders(db, sql`o.id = ${orderId}`);
  return after!;
}

/** POST /seller/shop/orders/{orderId}/move: the move (moveSubOrder), then the buyer is told by e-mail. */
export async function markSubOrder(deps: Deps, userId: number, orderId: number, to: ProcessStep, description?: string): Promise<SubOrderJson> {
  const after = await moveSubOrder(deps.db, userId, orderId, to, description);
  if (to !== 'processing') await mailOrderStep(deps, orderId, to);
  return after;
}
