import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The rows of a raw SQL statement (parameterised through drizzle's `sql` tag), on PGlite and PostgreSQL alike. */
export async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
