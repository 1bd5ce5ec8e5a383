import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { rows } from '../../db/rows.ts';
import type { SortFilter } from '../search/schemas.ts';
import { SHOP_ACTIVE, shopPage, type ShopPage } from './catalogue.ts';
import type { ShopJson } from './schemas.ts';

/** Shops and their item lists. Items are ads rows with shop_id; the catalogue query is shopPage (catalogue.ts). */

export const NO_SHOP = 'No Shop Found';

type Row = Record<string, unknown>;

const SHOP_SELECT = sql`s.id, s.name, s.user_name, s.email, s.phone, s.location, s.city, s.logo, s.total_review, s.average_rating,
  s.total_like, s.created_at, s.country_id, co.name as country_name, s.currency_id, cu.code as cu_code, cu.symbol as cu_symbol,
  cu.name as cu_name, u.id as u_id, u.name as u_name, u.last_name as u_last_name, u.avatar as u_avatar`;

const SHOP_FROM = sql`shops s join users u on u.id = s.owner_id
  left join countries co on co.id = s.country_id
  left join currencies cu on cu.id = s.currency_id`;

/** Shops open to buyers: active, with an owner who has not deleted the account. */
/** A shop the public sees: active, and its owner neither deleted nor blocked by an operator (decision 173). */
export const OPEN_SHOP = sql`s.status = 'active' and u.deleted_at is null and not u.is_blocked`;

function toShop(r: Row): ShopJson {
  return {
    id: Number(r.id),
    name: String(r.name),
    user_name: String(r.user_name),
    email: String(r.email),
    phone: String(r.phone),
    location: String(r.location),
    country: r.country_id == null ? null : { id: Number(r.country_id), name: String(r.country_name ?? '') },
    city: String(r.city),
    currency: r.currency_id == null ? null : { id: Number(r.currency_id), code: String(r.cu_code), symbol: String(r.cu_symbol), name: String(r.cu_name) },
    logo: r.logo == null ? null : String(r.logo),
    total_review: Number(r.total_review ?? 0),
    average_rating: Number(r.average_rating ?? 0).toFixed(2),
    total_like: Number(r.total_like ?? 0),
    creator: { id: Number(r.u_id), name: String(r.u_name ?? ''), last_name: String(r.u_last_name ?? ''), avatar: r.u_avatar == null ? null : String(r.u_avatar) },
    created_at: (r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at))).toISOString(),
  };
}

/** One open shop with its owner, currency, country and the number of items on sale; 404 'No Shop Found' otherwise. */
export async function shopDetails(db: Db, shopId: number): Promise<ShopJson & { total_products: number }> {
  const [r] = await rows(
    db,
    sql`select ${SHOP_SELECT}, (select count(*)::int from ads a where a.shop_id = s.id and ${SHOP_ACTIVE}) as total_products
      from ${SHOP_FROM} where s.id = ${shopId} and ${OPEN_SHOP}`,
  );
  if (!r) throw notFound(NO_SHOP, 'SHOP_NOT_FOUND');
  return { ...toShop(r), total_products: Number(r.total_products ?? 0) };
}

/** Open shops by name (then id), a page at a time. */
export async function allShops(db: Db, page: number, perPage: number): Promise<{ shops: ShopJson[]; total: number }> {
  const list = await rows(db, sql`select ${SHOP_SELECT} from ${SHOP_FROM} where ${OPEN_SHOP} order by lower(s.name), s.id limit ${perPage} offset ${(page - 1) * perPage}`);
  const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${SHOP_FROM} where ${OPEN_SHOP}`);
  return { shops: list.map(toShop), total: Number(count?.n ?? 0) };
}

export type ShopListOpts = { page: number; perPage: number; sort?: SortFilter | undefined; onSale?: boolean | undefined };

/** Sort of the item lists: newest unless asked otherwise ('relevance' means newest: there is no text to rank). */
const listSort = (sort: SortFilter | undefined): SortFilter => (sort === undefined || sort === 'relevance' ? 'date' : sort);

/** Every shop's items, newest first (or `sort`); `onSale` keeps items with an offer price. */
export function allShopItems(db: Db, o: ShopListOpts, viewerId?: number): Promise<ShopPage> {
  return shopPage(db, { onSale: o.onSale }, { sort: listSort(o.sort), page: o.page, perPage: o.perPage }, viewerId);
}

/** One open shop's items, newest first (or `sort`); 404 'No Shop Found' for an unknown or closed shop. */
export async function shopItems(db: Db, shopId: number, o: ShopListOpts, viewerId?: number): Promise<ShopPage> {
  await assertOpenShop(db, shopId);
  return shopPage(db, { shopId, onSale: o.onSale }, { sort: listSort(o.sort), page: o.page, perPage: o.perPage }, viewerId);
}

async function assertOpenShop(db: Db, shopId: number) {
  const found = await rows(db, sql`select s.id from shops s join users u on u.id = s.owner_id where s.id = ${shopId} and ${OPEN_SHOP}`);
  if (!found.length) throw notFound(NO_SHOP, 'SHOP_NOT_FOUND');
}
