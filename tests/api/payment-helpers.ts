import { eq } from 'drizzle-orm';
import { ads, categories, paymentSessions } from '../../server/db/schema/index.ts';
import { makeMember, type TestApp } from './helpers.ts';

/** Members, ads and rows for the payment and promotion suites, bound to one test app. */
export async function paymentFixtures(t: TestApp, adName: string) {
  const [cat] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.kind, 'ad')).limit(1);
  const categoryId = cat!.id;

  const makeUser = (name: string) => makeMember(t, name);

  async function makeAd(ownerId: number, extra: Partial<typeof ads.$inferInsert> = {}) {
    const [ad] = await t.db.insert(ads).values({ categoryId, ownerId, name: adName, price: '40.00', ...extra }).returning();
    return ad!;
  }

  async function adRow(id: number) {
    const [ad] = await t.db.select().from(ads).where(eq(ads.id, id));
    return ad!;
  }

  async function sessionRow(sessionId: string) {
    const [s] = await t.db.select().from(paymentSessions).where(eq(paymentSessions.sessionId, sessionId));
    return s!;
  }

  /** POST /create-checkout-session as `token` (anonymous without one). */
  const checkout = (token: string | undefined, body: unknown) => t.call('POST', '/api/v1/create-checkout-session', { ...(token ? { token } : {}), body });

  return { categoryId, makeUser, makeAd, adRow, sessionRow, checkout, owner: await makeUser('owner'), other: await makeUser('other') };
}

export type PaymentFixtures = Awaited<ReturnType<typeof paymentFixtures>>;
