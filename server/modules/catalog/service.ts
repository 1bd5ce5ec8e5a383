import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PUBLIC_AD } from '../ads/visibility.ts';
import { currencies } from '../../db/schema/index.ts';
import type { CategoryNode, LocaleCode } from './schemas.ts';

type Kind = 'ad' | 'shop';

/** What the ad tree counts: the classified ads anyone may find (shop products, ads rows with a shop, count in the shop tree). */

type TreeRow = { id: number; parent_id: number | null; name: string; label: string | null; slug: string; icon: string | null; status: number; total: number };

/** Items per category (direct, not summed up the tree): shop items from shop_item_counts, which the ads triggers keep (migration 0011). */
const directCounts = (kind: Kind) =>
  kind === 'shop'
    ? sql`select category_id, sum(n)::int as n from shop_item_counts group by category_id having sum(n) > 0`
    : sql`select a.category_id, count(*)::int as n from ads a where ${PUBLIC_AD} group by a.category_id`;

/**
 * Each category of the tree with the active ads (or shop items) of its whole subtree: each category's direct count is
 * added to it and to every ancestor (the tree is three levels deep). Shared by the public tree and the console's.
 */
export const subtreeTotals = (kind: Kind) => sql`with recursive direct as (${directCounts(kind)}),
    up(category_id, ancestor) as (
      select c.id, c.id from categories c where c.kind = ${kind}
      union all
      select up.category_id, p.parent_id from up join categories p on p.id = up.ancestor where p.parent_id is not null
    ),
    totals as (select up.ancestor as id, sum(d.n)::int as n from up join direct d on d.category_id = up.category_id group by up.ancestor)`;

/** Every category of the tree with its subtree count, in one statement. */
async function treeRows(db: Db, kind: Kind, lang: LocaleCode): Promise<TreeRow[]> {
  const result = (await db.execute(sql`${subtreeTotals(kind)}
    select c.id, c.parent_id, c.name, c.translations ->> ${lang} as label, c.slug, c.icon, c.status, coalesce(t.n, 0)::int as total
    from categories c left join totals t on t.id = c.id
    where c.kind = ${kind}
    order by c.position, c.id`)) as unknown as { rows: TreeRow[] };
  return result.rows;
}

/** The tree in one language: every name of seven languages would make the answer five times larger. */
export async function categoryTree(db: Db, kind: Kind, lang: LocaleCode = 'en'): Promise<CategoryNode[]> {
  const rows = await treeRows(db, kind, lang);
  const nodes = new Map<number, CategoryNode>(
    rows
      .filter((r) => Number(r.status) === 1)
      .map((r) => [
        Number(r.id),
        {
          id: Number(r.id),
          parent_id: r.parent_id == null ? null : Number(r.parent_id),
          name: r.name,
          label: r.label?.trim() || r.name,
          slug: r.slug,
          icon: r.icon,
          status: Number(r.status),
          total_ads: Number(r.total),
          children: [],
        },
      ]),
  );
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    if (node.parent_id == null) roots.push(node);
    // A category under a hidden one is hidden with it (decision 186): its parent is not in the map, so it is left out.
    else nodes.get(node.parent_id)?.children.push(node);
  }
  return roots;
}

export async function categoryCounts(db: Db, kind: Kind) {
  const totals = new Map((await treeRows(db, kind, 'en')).map((r) => [Number(r.id), Number(r.total)]));
  const total = kind === 'shop' ? sql`select coalesce(sum(n), 0)::int as n from shop_item_counts` : sql`select count(*)::int as n from ads a where ${PUBLIC_AD}`;
  const [all] = ((await db.execute(total)) as unknown as { rows: { n: number }[] }).rows;
  return { total_ads: all?.n ?? 0, counts: Object.fromEntries([...totals].map(([id, n]) => [String(id), n])) };
}

export async function currencyList(db: Db) {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.id));
  return rows.map((r) => ({ id: r.id, code: r.code, short_name: r.shortName, name: r.name, symbol: r.symbol }));
}
