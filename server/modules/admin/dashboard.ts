import { sql } from 'drizzle-orm';
import { formatCents, requireCents } from '../../../common/money.ts';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

/** Amounts by currency code ('usd' → '12.50'). */
type Revenue = Record<string, string>;

export type DashboardDay = { date: string; new_users: number; new_ads: number; orders: number; promotion_revenue: Revenue; subscription_revenue: Revenue };

export type Dashboard = {
  attention: { shop_requests: number; companies: number; complaints: number };
  days: DashboardDay[];
};

const dayKey = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString().slice(0, 10);

/**
 * The console's dashboard (decision 175): what waits for an operator (pending shop and company requests, open
 * complaints) and, for each of the last `days` UTC days, new accounts, new ads, orders placed, what paid promotion
 * checkouts brought in and what subscription invoices collected (first periods and renewals), by currency. Every
 * count walks an index on its time or status.
 */
export async function dashboard(db: Db, days: number): Promise<Dashboard> {
  const since = sql`(date_trunc('day', now() at time zone 'utc') - make_interval(days => ${days - 1})) at time zone 'utc'`;
  const [waiting] = await rows<{ shop_requests: number; companies: number; complaints: number }>(
    db,
    sql`select (select count(*)::int from shop_requests where status = 'pending') as shop_requests,
      (select count(*)::int from companies where status = 'pending') as companies,
      (select count(*)::int from complaints where status = 'open') as complaints`,
  );
  const perDay = (table: string) =>
    rows<{ day: unknown; n: number }>(db, sql`select date_trunc('day', created_at at time zone 'utc') as day, count(*)::int as n from ${sql.identifier(table)} where created_at >= ${since} group by 1`);
  const [users, ads, orders, paid] = await Promise.all([
    perDay('users'),
    perDay('ads'),
    perDay('master_orders'),
    rows<{ day: unknown; purpose: string; currency: string; total: string }>(
      db,
      sql`select date_trunc('day', completed_at at time zone 'utc') as day, 'promotion' as purpose, currency, sum(amount)::text as total from payment_sessions
          where status = 'paid' and completed_at >= ${since} and purpose = 'promotion' group by 1, 3
        union all
        select date_trunc('day', paid_at at time zone 'utc'), 'subscription', currency, sum(amount)::text from subscription_invoices
          where paid_at >= ${since} group by 1, 3`,
    ),
  ]);
  const byDay = new Map<string, DashboardDay>();
  const today = new Date();
  for (let i = days - 1; i >= 0; i--) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i)).toISOString().slice(0, 10);
    byDay.set(date, { date, new_users: 0, new_ads: 0, orders: 0, promotion_revenue: {}, subscription_revenue: {} });
  }
  for (const r of users) byDay.get(dayKey(r.day))!.new_users = Number(r.n);
  for (const r of ads) byDay.get(dayKey(r.day))!.new_ads = Number(r.n);
  for (const r of orders) byDay.get(dayKey(r.day))!.orders = Number(r.n);
  for (const r of paid) {
    const day = byDay.get(dayKey(r.day))!;
    (r.purpose === 'promotion' ? day.promotion_revenue : day.subscription_revenue)[r.currency] = formatCents(requireCents(r.total));
  }
  return { attention: { shop_requests: Number(waiting!.shop_requests), companies: Number(waiting!.companies), complaints: Number(waiting!.complaints) }, days: [...byDay.values()] };
}
