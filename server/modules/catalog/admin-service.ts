import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { slugOf, uniqueSlug } from '../../db/slugs.ts';
import { conflict, invalidField, notFound } from '../../http/errors.ts';
import { recordAction } from '../admin/audit.ts';
import { LOCALES, type AdminCategoryNode, type LocaleCode } from './schemas.ts';
import { subtreeTotals } from './service.ts';

/**
 * The operators' side of the two category trees (issue 16, decision 186): the whole tree with hidden categories and
 * counts, and adding, editing, hiding and deleting categories under the catalogue's rules: three levels, a parent of
 * the same tree, a slug unique across both trees, an icon from the site's set. Every write is in the audit log.
 */

type Kind = 'ad' | 'shop';
type Names = Partial<Record<LocaleCode, string | undefined>> | undefined;

/** The deepest level a category can be at: a level-3 category takes no sub-categories. */
const MAX_LEVEL = 3;

type Row = { id: number; parent_id: number | null; kind: Kind; slug: string; name: string; translations: Record<string, string>; icon: string | null; status: number; position: number };

const snapshot = (r: Row) => ({
  kind: r.kind,
  parent_id: r.parent_id == null ? null : Number(r.parent_id),
  slug: r.slug,
  name: r.name,
  translations: r.translations,
  icon: r.icon,
  status: Number(r.status),
  position: Number(r.position),
});

/** The whole tree of one kind for the console: hidden categories too, each with its level and subtree count. */
export async function adminCategoryTree(db: Db, kind: Kind): Promise<AdminCategoryNode[]> {
  const found = await rows<Row & { total: number }>(
    db,
    sql`${subtreeTotals(kind)}
    select c.id, c.parent_id, c.kind, c.slug, c.name, c.translations, c.icon, c.status, c.position, coalesce(t.n, 0)::int as total
    from categories c left join totals t on t.id = c.id
    where c.kind = ${kind}
    order by c.position, c.id`,
  );
  const nodes = new Map<number, AdminCategoryNode>(
    found.map((r) => [Number(r.id), { id: Number(r.id), ...snapshot(r), level: 1, total_ads: Number(r.total), children: [] }]),
  );
  const roots: AdminCategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id == null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const setLevels = (list: AdminCategoryNode[], level: number) =>
    list.forEach((n) => {
      n.level = level;
      setLevels(n.children, level + 1);
    });
  setLevels(roots, 1);
  return roots;
}

/**
 * The names in every language: a language left blank shows the English name (as complaint topics, decision 176). In
 * an edit, a language left out keeps its name, unless it was only showing the old English name, which it then follows.
 */
function localized(name: string, translations: Names, current?: { name: string; translations: Record<string, string> }): Record<LocaleCode, string> {
  return Object.fromEntries(
    LOCALES.map((l) => {
      const kept = current && current.translations[l] !== current.name ? current.translations[l] : undefined;
      return [l, (translations?.[l] ?? kept)?.trim() || name];
    }),
  ) as Record<LocaleCode, string>;
}


export type CategoryCreate = { kind?: Kind | undefined; parent_id?: number | undefined; name: string; translations?: Names; icon?: string | null | undefined; position?: number | undefined };

/** Adds a category at the top of a tree or under a level-1 or level-2 category of the same tree. */
export async function createCategory(db: Db, operatorId: number, input: CategoryCreate) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    let kind: Kind = input.kind ?? 'ad';
    const parentId = input.parent_id ?? null;
    if (parentId !== null) {
      const [parent] = await rows<{ kind: Kind; level: number }>(
        tx,
        sql`select p.kind, 1 + (p.parent_id is not null)::int + (g.parent_id is not null)::int as level
          from categories p left join categories g on g.id = p.parent_id where p.id = ${parentId} for update of p`,
      );
      if (!parent) throw invalidField('parent_id', 'CATEGORY_NOT_FOUND', `No category with id ${parentId}.`);
      if (input.kind && input.kind !== parent.kind)
        throw invalidField('parent_id', 'CATEGORY_PARENT_KIND', 'A category and its parent must be in the same tree (ads or shop).');
      if (Number(parent.level) >= MAX_LEVEL) throw invalidField('parent_id', 'CATEGORY_TOO_DEEP', 'A category has at most three levels: this one cannot have sub-categories.');
      kind = parent.kind;
    }
    const name = input.name.trim();
    const [last] = await rows<{ next: number }>(
      tx,
      sql`select coalesce(max(position) + 1, 0)::int as next from categories where kind = ${kind} and parent_id is not distinct from ${parentId}`,
    );
    const row: Omit<Row, 'id'> = {
      kind,
      parent_id: parentId,
      // The seeded shop tree's slugs start with "shop-"; slugs are unique across both trees.
      slug: await uniqueSlug(tx, 'categories', kind === 'shop' ? `shop-${slugOf(name, 'category', 60)}` : slugOf(name, 'category', 60)),
      name,
      translations: localized(name, input.translations),
      icon: input.icon ?? null,
      status: 1,
      position: input.position ?? Number(last?.next ?? 0),
    };
    const [saved] = await rows<{ id: number }>(
      tx,
      sql`insert into categories (kind, parent_id, slug, name, translations, icon, status, position)
        values (${row.kind}, ${row.parent_id}, ${row.slug}, ${row.name}, ${JSON.stringify(row.translations)}::jsonb, ${row.icon}, 1, ${row.position}) returning id`,
    );
    const id = Number(saved!.id);
    const after = snapshot({ id, ...row });
    await recordAction(tx, operatorId, 'category.create', { type: 'category', id }, null, after);
    return { id, ...after };
  });
}

export type CategoryUpdate = { name?: string | undefined; translations?: Names; icon?: string | null | undefined; position?: number | undefined; status?: 0 | 1 | undefined };

async function lockCategory(tx: Db, id: number): Promise<Row> {
  const [row] = await rows<Row>(tx, sql`select id, parent_id, kind, slug, name, translations, icon, status, position from categories where id = ${id} for update`);
  if (!row) throw notFound(`No category with id ${id}.`, 'CATEGORY_NOT_FOUND');
  return row;
}

/**
 * Renames, re-icons, moves among its siblings, hides or shows a category; what is left out stays as it is. The slug
 * stays too, so links to the category keep working. Hiding takes it and all below it out of the public trees at once
 * (they are read afresh on every call); the audit entry names the hiding or showing when the status changes.
 */
export async function updateCategory(db: Db, operatorId: number, id: number, input: CategoryUpdate) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const current = await lockCategory(tx, id);
    const before = snapshot(current);
    const name = input.name?.trim() || current.name;
    const next: Row = {
      ...current,
      name,
      translations: input.name !== undefined || input.translations !== undefined ? localized(name, input.translations, current) : current.translations,
      icon: input.icon === undefined ? current.icon : input.icon,
      position: input.position ?? Number(current.position),
      status: input.status ?? Number(current.status),
    };
    await tx.execute(sql`update categories set name = ${next.name}, translations = ${JSON.stringify(next.translations)}::jsonb, icon = ${next.icon},
      position = ${next.position}, status = ${next.status} where id = ${id}`);
    const after = snapshot(next);
    const action = after.status === before.status ? 'category.update' : after.status === 0 ? 'category.hide' : 'category.show';
    await recordAction(tx, operatorId, action, { type: 'category', id }, before, after);
    return { id, ...after };
  });
}

/**
 * Deletes a category nothing depends on. One with sub-categories, or one any ad or shop item uses (whatever its
 * status: a deleted ad still points at its category), is refused with 409: hide it instead.
 */
export async function deleteCategory(db: Db, operatorId: number, id: number) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const current = await lockCategory(tx, id);
    const [child] = await rows(tx, sql`select 1 from categories where parent_id = ${id} limit 1`);
    if (child) throw conflict('This category has sub-categories: delete them first, or hide the category instead.', 'CATEGORY_HAS_CHILDREN');
    const [used] = await rows(tx, sql`select 1 from ads where category_id = ${id} limit 1`);
    if (used) throw conflict('Ads or shop items use this category: hide it instead of deleting it.', 'CATEGORY_IN_USE');
    await tx.execute(sql`delete from categories where id = ${id}`);
    await recordAction(tx, operatorId, 'category.delete', { type: 'category', id }, snapshot(current), null);
    return { id };
  });
}
