import { sql, type SQL } from 'drizzle-orm';

/**
 * The ids of a category and every category below it that visitors may see (decision 186): empty when the category or
 * any ancestor is hidden (status 0), and a hidden branch below it is left out with everything under it. The trees are
 * small and three levels deep, so both walks are a few index lookups. `kind` limits the start to one tree.
 */
export function openCategorySubtree(categoryId: number, kind?: 'ad' | 'shop'): SQL {
  const start = kind ? sql`id = ${categoryId} and kind = ${kind}` : sql`id = ${categoryId}`;
  return sql`(
    with recursive up(parent_id, status) as (
      select parent_id, status from categories where ${start}
      union all
      select c.parent_id, c.status from categories c join up on c.id = up.parent_id
    ), sub(id) as (
      select id from categories where ${start} and not exists (select 1 from up where up.status <> 1)
      union all
      select c.id from categories c join sub on c.parent_id = sub.id where c.status = 1
    ) select id from sub)`;
}

/** Whether visitors may see the category and new ads may be posted in it: it and all its ancestors are open. */
export const isOpenCategory = (categoryId: number, kind: 'ad' | 'shop'): SQL =>
  sql`${categoryId} in (select id from ${openCategorySubtree(categoryId, kind)} open_tree)`;
