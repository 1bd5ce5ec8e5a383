import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads, categories, currencies } from '../../db/schema/index.ts';
import type { CategoryNode, LocaleCode } from './schemas.ts';

type Kind = 'ad' | 'shop';

/** What the ad tree counts: active classified ads (shop products, ads rows with a shop, count in the shop tree). */
const CLASSIFIED = and(eq(ads.status, 1), isNull(ads.deletedAt), isNull(ads.shopId));

/** Shop items on sale per category, from the counts the ads triggers keep (shop_item_counts, migration 0011). */
async function shopItemsPerCategory(db: Db): Promise<{ categoryId: number; n: number }[]> {
  const result = (await db.execute(sql`select category_id, sum(n)::int as n from shop_item_counts group by category_id having sum(n) > 0`)) as unknown as {
    rows: { category_id: number; n: number }[];
  };
  return result.rows.map((r) => ({ categoryId: Number(r.category_id), n: Number(r.n) }));
}

/** Active ads (or shop items) per category, summed up the tree so each node counts its whole subtree. */
async function subtreeCounts(db: Db, kind: Kind) {
  const cats = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.kind, kind));
  const direct = kind === 'shop' ? await shopItemsPerCategory(db) : await db.select({ categoryId: ads.categoryId, n: count() }).from(ads).where(CLASSIFIED).groupBy(ads.categoryId);
  const parentOf = new Map(cats.map((c) => [c.id, c.parentId]));
  const totals = new Map<number, number>(cats.map((c) => [c.id, 0]));
  for (const { categoryId, n } of direct) {
    for (let id: number | null | undefined = categoryId; id != null && totals.has(id); id = parentOf.get(id)) {
      totals.set(id, (totals.get(id) ?? 0) + n);
    }
  }
  return totals;
}

/** The tree in one language: every name of seven languages would make the answer five times larger. */
export async function categoryTree(db: Db, kind: Kind, lang: LocaleCode = 'en'): Promise<CategoryNode[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.kind, kind), eq(categories.status, 1)))
    .orderBy(asc(categories.position), asc(categories.id));
  const totals = await subtreeCounts(db, kind);
  const nodes = new Map<number, CategoryNode>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        parent_id: r.parentId,
        name: r.name,
        label: r.translations[lang]?.trim() || r.name,
        slug: r.slug,
        icon: r.icon,
        status: r.status,
        total_ads: totals.get(r.id) ?? 0,
        children: [],
      },
    ]),
  );
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id == null ? undefined : nodes.get(node.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export async function categoryCounts(db: Db, kind: Kind) {
  const totals = await subtreeCounts(db, kind);
  const [all] =
    kind === 'shop'
      ? ((await db.execute(sql`select coalesce(sum(n), 0)::int as n from shop_item_counts`)) as unknown as { rows: { n: number }[] }).rows
      : await db.select({ n: count() }).from(ads).where(CLASSIFIED);
  return { total_ads: all?.n ?? 0, counts: Object.fromEntries([...totals].map(([id, n]) => [String(id), n])) };
}

export async function currencyList(db: Db) {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.id));
  return rows.map((r) => ({ id: r.id, code: r.code, short_name: r.shortName, name: r.name, symbol: r.symbol }));
}
