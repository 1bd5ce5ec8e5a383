import { count, sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { Deps } from '../platform/deps.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { demoUsers, shopOwnerEmail } from './data/demo-users.ts';
import { seedDemoAds } from './demo-ads.ts';

/**
 * Demo content for a first look, added only to a database without users (so it never touches real data):
 * verified demo accounts whose passwords `npm start` prints, then about 40 demo ads by them (only into an empty ads
 * table). Shops and orders follow in their own issues.
 */
export async function seedDemoData(deps: Deps) {
  const result = await seedDemoUsers(deps);
  // Demo ads by the demo users, only into an empty ads table (demo-ads.ts).
  await seedDemoAds(deps);
  return result;
}

async function seedDemoUsers(deps: Deps) {
  const [row] = await deps.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { created: 0 };
  const hashes = await Promise.all(demoUsers.map((u) => hashPassword(u.password)));
  const created = await deps.db
    .insert(users)
    .values(
      demoUsers.map((u, i) => ({
        name: u.name,
        lastName: u.last_name,
        userName: u.user_name,
        email: u.email,
        phone: u.phone,
        gender: u.gender,
        location: u.location,
        lat: u.lat.toFixed(6),
        lon: u.lon.toFixed(6),
        passwordHash: hashes[i]!,
        emailVerifiedAt: sql`now()`,
      })),
    )
    // Two starts racing on one PostgreSQL database: the second simply adds nothing.
    .onConflictDoNothing()
    .returning({ id: users.id });
  deps.log.info(`demo: created ${created.length} demo accounts`);
  return { created: created.length };
}

/** The demo sign-ins, for the start script to print. */
export function demoAccounts(): { email: string; password: string; note: string }[] {
  return demoUsers.map((u) => ({
    email: u.email,
    password: u.password,
    note: `${u.name} ${u.last_name}, ${u.location}${u.email === shopOwnerEmail ? ' (shop owner)' : ''}`,
  }));
}
