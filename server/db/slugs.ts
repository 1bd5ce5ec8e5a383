import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rows } from './rows.ts';

/**
 * The address part of a name: lower case, accents dropped, every run of other characters one dash, at most `max`
 * characters. Letters of any script stay (URLs encode them). Empty, it is `fallback`; digits only would read as an id,
 * so they get `fallback-` in front.
 */
export function slugOf(text: string, fallback: string, max = 80): string {
  const base = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = [...base].slice(0, max).join('').replace(/-+$/, '');
  return !cut ? fallback : /^\d+$/.test(cut) ? `${fallback}-${cut}` : cut;
}

/** `base`, or the first of base-2, base-3… no other row of `table` (but `exceptId`'s) has as its slug. */
export async function uniqueSlug(db: Db, table: 'blogs' | 'blog_categories' | 'categories', base: string, exceptId: number | null = null): Promise<string> {
  const taken = new Set(
    (await rows<{ slug: string }>(db, sql`select slug from ${sql.identifier(table)} where (slug = ${base} or slug like ${`${base}-%`}) and id <> ${exceptId ?? 0}`)).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
