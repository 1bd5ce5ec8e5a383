import { sql, type SQL } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { masterStatus } from '../../../common/order-status.ts';
import { rows } from '../../db/rows.ts';
import { TRANSACTIONS_PER_PAGE, type masterOrderSchema, type OrderTab, type subOrderSchema, type TransactionTab, type transactionSchema } from './schemas.ts';
import { timelineStatuses } from './states.ts';
import { intList } from './stock.ts';
import type { ActivityCode } from '../../../common/order-activities.ts';
import { isoTime as iso } from '../../db/values.ts';

export type SubOrderJson = z.infer<typeof subOrderSchema>;
export type MasterOrderJson = z.infer<typeof masterOrderSchema>;
type TransactionJson = z.infer<typeof transactionSchema>;
type Row = Record<string, unknown>;

const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

const person = (r: Row, prefix: string, id: unknown) => ({
  id: Number(id),
  name: strOrNull(r[`${prefix}name`]),
  last_name: strOrNull(r[`${prefix}last_name`]),
  email: strOrNull(r[`${prefix}email`]),
  phone: strOrNull(r[`${prefix}phone`]),
  avatar: strOrNull(r[`${prefix}avatar`]),
});

/**
 * Sub-orders chosen by `where` (over `orders o`), serialized with their shop, shipping method, customer, lines (with
 * the item's name and photos) and shipping activities, in `orderBy` order: four statements whatever their number.
 * The shop sees its buyer's name and phone for the delivery, never the e-mail (decision 30); the buyer's own master
 * order carries it.
 * Amounts leave the database as text, so no float ever touches them.
 */
export async function loadSubOrders(db: Db, where: SQL, orderBy: SQL = sql`o.id`): Promise<SubOrderJson[]> {
  const subs = await rows(
    db,
    sql`select o.id, o.master_order_id, o.customer_id, o.shop_id, o.shipping_method_id, o.delivery_address, o.street, o.city,
        o.zip_code, o.lat::text as lat, o.lon::text as lon, o.payment_status, o.order_status_id, os.name as status_name,
        o.process_step, o.coupon_code, o.discount_amount::text as discount_amount, o.delivery_amount::text as delivery_amount,
        o.total_quantity, o.total_amount::text as total_amount, o.expected_delivery_date::text as expected_delivery_date,
        o.updated_by, o.created_at, o.updated_at,
        s.name as shop_name, s.logo as shop_logo,
        sm.name as shipping_name, sm.estimated_delivery_time, sm.rate::text as shipping_rate,
        u.name as c_name, u.last_name as c_last_name, u.phone as c_phone, u.avatar as c_avatar
      from orders o
      join order_statuses os on os.id = o.order_status_id
      join shops s on s.id = o.shop_id
      join shipping_methods sm on sm.id = o.shipping_method_id
      join users u on u.id = o.customer_id
      where ${where}
      order by ${orderBy}`,
  );
  if (!subs.length) return [];
  const subIds = intList(subs.map((r) => Number(r.id)));
  const [lines, activities] = await Promise.all([
    rows(
      db,
      sql`select d.id, d.order_id, d.ads_id, d.current_price::text as current_price, d.quantity, d.variant, a.name as ads_name, a.shop_id as ads_shop_id
        from order_details d join ads a on a.id = d.ads_id where d.order_id = any(${subIds}) order by d.id`,
    ),
    rows(
      db,
      sql`select sa.id, sa.order_id, sa.description, sa.code, sa.order_status_id, os.name as status_name, sa.created_at
        from shipping_activities sa join order_statuses os on os.id = sa.order_status_id
        where sa.order_id = any(${subIds}) order by sa.created_at, sa.id`,
    ),
  ]);
  const adIds = [...new Set(lines.map((l) => Number(l.ads_id)))];
  const photos = adIds.length
    ? await rows(db, sql`select id, ads_id, attachment, variants from ad_attachments where ads_id = any(${intList(adIds)}) and status = 1 order by ads_id, position, id`)
    : [];
  const photosByAd = group(photos, 'ads_id', (p) => ({ id: Number(p.id), attachment: String(p.attachment), variants: (p.variants as string[] | null) ?? [] }));
  const linesBySub = group(lines, 'order_id', (l) => ({
    id: Number(l.id),
    order_id: Number(l.order_id),
    ads_id: Number(l.ads_id),
    current_price: String(l.current_price),
    quantity: Number(l.quantity),
    variant: String(l.variant ?? ''),
    ads: { id: Number(l.ads_id), name: String(l.ads_name), shop_id: l.ads_shop_id == null ? null : Number(l.ads_shop_id), attachment: photosByAd.get(Number(l.ads_id)) ?? [] },
  }));
  const activitiesBySub = group(activities, 'order_id', (a) => ({
    id: Number(a.id),
    order_id: Number(a.order_id),
    description: String(a.description),
    code: a.code == null ? null : (String(a.code) as ActivityCode),
    order_status_id: Number(a.order_status_id),
    order_status: { id: Number(a.order_status_id), name: String(a.status_name) },
    created_at: iso(a.created_at),
  }));
  return subs.map((r) => ({
    id: Number(r.id),
    order_id: Number(r.master_order_id),
    customer_id: Number(r.customer_id),
    shop_id: Number(r.shop_id),
    shipping_method_id: Number(r.shipping_method_id),
    delivery_address: String(r.delivery_address),
    street: String(r.street),
    city: String(r.city),
    zip_code: String(r.zip_code),
    lat: strOrNull(r.lat),
    lon: strOrNull(r.lon),
    payment_status: String(r.payment_status),
    order_status_id: Number(r.order_status_id),
    order_status: { id: Number(r.order_status_id), name: String(r.status_name) },
    process_step: String(r.process_step),
    coupon_code: strOrNull(r.coupon_code),
    discount_amount: String(r.discount_amount),
    delivery_amount: String(r.delivery_amount),
    total_quantity: Number(r.total_quantity),
    total_amount: String(r.total_amount),
    expected_delivery_date: String(r.expected_delivery_date),
    updated_by: r.updated_by == null ? null : Number(r.updated_by),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    shop: { id: Number(r.shop_id), name: String(r.shop_name), logo: strOrNull(r.shop_logo) },
    shipping: { id: Number(r.shipping_method_id), name: String(r.shipping_name), estimated_delivery_time: Number(r.estimated_delivery_time), rate: String(r.shipping_rate) },
    customer: person(r, 'c_', r.customer_id),
    details: linesBySub.get(Number(r.id)) ?? [],
    shipping_activities: activitiesBySub.get(Number(r.id)) ?? [],
  }));
}

function group<T>(list: Row[], key: string, map: (r: Row) => T): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of list) {
    const k = Number(r[key]);
    const bucket = out.get(k) ?? [];
    bucket.push(map(r));
    out.set(k, bucket);
  }
  return out;
}

/** Master orders with these ids, in the order given, each with its customer and all its sub-orders (also the checkout's answer). */
export async function loadMasterOrders(db: Db, ids: number[]): Promise<MasterOrderJson[]> {
  if (!ids.length) return [];
  const list = intList(ids);
  const [masters, subs] = await Promise.all([
    rows(
      db,
      sql`select m.id, m.master_order_number, m.customer_id, m.total_amount::text as total_amount, m.discount_amount::text as discount_amount,
          m.delivery_amount::text as delivery_amount, m.total_quantity, m.status_id, m.payment_method, m.payment_status, m.reserved_until, m.created_at, m.updated_at,
          u.name as c_name, u.last_name as c_last_name, u.email as c_email, u.phone as c_phone, u.avatar as c_avatar
        from master_orders m join users u on u.id = m.customer_id where m.id = any(${list})`,
    ),
    loadSubOrders(db, sql`o.master_order_id = any(${list})`, sql`o.master_order_id, o.id`),
  ]);
  const subsByMaster = new Map<number, SubOrderJson[]>();
  for (const s of subs) subsByMaster.set(s.order_id, [...(subsByMaster.get(s.order_id) ?? []), s]);
  const byId = new Map(masters.map((m) => [Number(m.id), m]));
  return ids.flatMap((id) => {
    const m = byId.get(id);
    if (!m) return [];
    const orders = subsByMaster.get(id) ?? [];
    return [
      {
        id,
        master_order_number: String(m.master_order_number),
        customer_id: Number(m.customer_id),
        customer: person(m, 'c_', m.customer_id),
        total_amount: String(m.total_amount),
        discount_amount: String(m.discount_amount),
        delivery_amount: String(m.delivery_amount),
        total_quantity: Number(m.total_quantity),
        status_id: Number(m.status_id),
        display_status: masterStatus(orders.map((o) => o.process_step)),
        payment_method: String(m.payment_method),
        payment_status: String(m.payment_status),
        reserved_until: m.reserved_until == null ? null : iso(m.reserved_until),
        created_at: iso(m.created_at),
        updated_at: iso(m.updated_at),
        orders,
      },
    ];
  });
}

/**
 * Which master orders a tab lists (spec 002 §4, "Processing means not delivered and not cancelled"), decided on the
 * sub-orders' steps: a master order is in a tab when any of its sub-orders is (so a partially delivered order is
 * under Delivered and, while a part is still on its way, under Processing too; the details page filters the
 * sub-orders by the same tab).
 */
const TAB_SQL: Record<OrderTab, SQL> = {
  all: sql`true`,
  processing: sql`exists (select 1 from orders o where o.master_order_id = m.id and lower(o.process_step) not in ('delivered', 'cancelled'))`,
  delivered: sql`exists (select 1 from orders o where o.master_order_id = m.id and lower(o.process_step) = 'delivered')`,
  cancelled: sql`exists (select 1 from orders o where o.master_order_id = m.id and lower(o.process_step) = 'cancelled')`,
};

function searchSql(search: string | undefined): SQL {
  const term = (search ?? '').trim().replace(/^#/, '');
  if (!term) return sql`true`;
  const pattern = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const byNumber = sql`m.master_order_number ilike ${pattern}`;
  if (!/^\d{1,9}$/.test(term)) return byNumber;
  return sql`(${byNumber} or exists (select 1 from orders o where o.master_order_id = m.id and o.id = ${Number(term)}))`;
}

/**
 * A page of the customer's master orders for a tab, newest first. Walks master_orders_customer_idx (customer, newest
 * first); a customer has few orders, so the tab and search predicates filter that short list.
 */
export async function listOrders(db: Db, customerId: number, tab: OrderTab, q: { page: number; perPage: number; search?: string | undefined }) {
  const where = sql`m.customer_id = ${customerId} and ${TAB_SQL[tab]} and ${searchSql(q.search)}`;
  const [countRow] = await rows<{ total: number }>(db, sql`select count(*)::int as total from master_orders m where ${where}`);
  const total = Number(countRow?.total ?? 0);
  const idRows = await rows<{ id: number }>(
    db,
    sql`select m.id from master_orders m where ${where} order by m.created_at desc, m.id desc limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
  );
  return {
    data: await loadMasterOrders(
      db,
      idRows.map((r) => Number(r.id)),
    ),
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(total / q.perPage)),
    per_page: q.perPage,
    total,
  };
}

/** One master order of the caller; someone else's or an unknown id is 404 alike (no probing of ids). */
export async function orderDetails(db: Db, customerId: number, masterId: number): Promise<MasterOrderJson> {
  const [owned] = await rows(db, sql`select id from master_orders where id = ${masterId} and customer_id = ${customerId}`);
  if (!owned) throw notFound('Order not found.', 'ORDER_NOT_FOUND');
  const [order] = await loadMasterOrders(db, [masterId]);
  return order!;
}

/** A sub-order's tracking: for its customer or the owner of its shop; 404 for anyone else. */
export async function trackingDetails(db: Db, userId: number, orderId: number) {
  const [order] = await loadSubOrders(
    db,
    sql`o.id = ${orderId} and (o.customer_id = ${userId} or exists (select 1 from shops s2 where s2.id = o.shop_id and s2.owner_id = ${userId}))`,
  );
  if (!order) throw notFound('No tracking data found.', 'TRACKING_NOT_FOUND');
  return { order, all_statuses: timelineStatuses(order.order_status_id) };
}

/**
 * The rows of one Transactions tab (decision 111): order lines of placed orders (cash, or card once paid; an unpaid
 * card checkout is not a purchase yet) and classified ads sold through an accepted offer. Bought: my sub-orders
 * (orders_customer_idx) and offers I bought (offers_buyer_idx); sold: my shops' sub-orders (shops_owner_idx,
 * orders_shop_idx) and offers I sold (offers_seller_idx).
 */
function transactionRows(userId: number, tab: TransactionTab): SQL {
  const placed = sql`m.payment_status in ('unpaid', 'paid')`;
  const lines = sql`d.id, 'order'::text as kind, d.ads_id as ad_id, o.shop_id, d.current_price, d.quantity, o.process_step as state,
    m.master_order_number as order_number, o.master_order_id, o.created_at`;
  const offerLines = sql`f.id, 'offer'::text as kind, f.ad_id, null::int as shop_id, f.amount as current_price, 1 as quantity, 'sold'::text as state,
    null::text as order_number, null::int as master_order_id, f.updated_at as created_at`;
  return tab === 'bought'
    ? sql`select ${lines}, s.id as party_id, s.name as party_name, null::text as party_last_name
        from orders o join master_orders m on m.id = o.master_order_id join order_details d on d.order_id = o.id join shops s on s.id = o.shop_id
        where o.customer_id = ${userId} and ${placed}
      union all
      select ${offerLines}, u.id, u.name, u.last_name from offers f join users u on u.id = f.seller_id where f.buyer_id = ${userId} and f.state = 'sold'`
    : sql`select ${lines}, u.id as party_id, u.name as party_name, u.last_name as party_last_name
        from shops s join orders o on o.shop_id = s.id join master_orders m on m.id = o.master_order_id join order_details d on d.order_id = o.id
        join users u on u.id = o.customer_id
        where s.owner_id = ${userId} and ${placed}
      union all
      select ${offerLines}, u.id, u.name, u.last_name from offers f join users u on u.id = f.buyer_id where f.seller_id = ${userId} and f.state = 'sold'`;
}

/** The statements of one Transactions page: its count and its rows. Exported so tests can read their plans. */
export function transactionsSql(userId: number, tab: TransactionTab, page: number) {
  const from = transactionRows(userId, tab);
  return {
    count: sql`select count(*)::int as n from (${from}) t`,
    rows: sql`select t.*, (t.current_price * t.quantity)::text as total, t.current_price::text as unit_price,
        a.name as ad_name, a.deleted_at as ad_deleted_at, c.symbol as currency_symbol,
        (select coalesce(p.variants[1], p.attachment) from ad_attachments p where p.ads_id = t.ad_id and p.status = 1 order by p.position, p.id limit 1) as image,
        exists (select 1 from reviews r where r.user_id = ${userId} and r.ads_id = t.ad_id and r.ads_id is not null) as reviewed
      from (${from}) t
      join ads a on a.id = t.ad_id
      left join currencies c on c.id = a.currency_id
      order by t.created_at desc, t.kind, t.id desc
      limit ${TRANSACTIONS_PER_PAGE} offset ${(page - 1) * TRANSACTIONS_PER_PAGE}`,
  };
}

/** A page of Transactions, newest first, each row with its item, the other side, its link and whether I may review it. */
export async function myTransactions(db: Db, userId: number, tab: TransactionTab, page: number) {
  const perPage = TRANSACTIONS_PER_PAGE;
  const q = transactionsSql(userId, tab, page);
  const [[counted], list] = await Promise.all([rows<{ n: number }>(db, q.count), rows(db, q.rows)]);
  const total = Number(counted?.n ?? 0);
  return {
    data: list.map((r) => {
      const kind = r.kind === 'offer' ? ('offer' as const) : ('order' as const);
      const adId = Number(r.ad_id);
      const shopId = r.shop_id == null ? null : Number(r.shop_id);
      const state = String(r.state) as TransactionJson['state'];
      const reviewed = tab === 'bought' && r.reviewed === true;
      const received = state === 'delivered' || state === 'sold';
      const link = kind === 'offer' ? `/product/${adId}` : tab === 'bought' ? `/order-details/${Number(r.master_order_id)}` : `/shop-workspace/${shopId}/orders`;
      return {
        kind,
        id: Number(r.id),
        ad_id: adId,
        shop_id: shopId,
        name: String(r.ad_name),
        image: strOrNull(r.image),
        unit_price: String(r.unit_price),
        quantity: Number(r.quantity),
        total: String(r.total),
        // Shop prices print in dollars as everywhere in the shop; an ad in its own currency.
        currency: kind === 'order' ? '$' : (strOrNull(r.currency_symbol) ?? '$'),
        state,
        order_number: strOrNull(r.order_number),
        party: { id: Number(r.party_id), name: [r.party_name, r.party_last_name].filter((x) => x != null && x !== '').join(' ') },
        link,
        can_review: tab === 'bought' && received && !reviewed && r.ad_deleted_at == null,
        reviewed,
        created_at: iso(r.created_at),
      };
    }),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
