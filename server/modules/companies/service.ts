import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, companyModerators, users } from '../../db/schema/index.ts';
import type { CompanyJson } from './schemas.ts';

const COMPANY_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A company row with its owner and counts; the subscription is judged by the database clock, as the ads service does. */
const columns = {
  company: companies,
  ownerName: users.name,
  ownerLastName: users.lastName,
  ownerUserName: users.userName,
  ownerAvatar: users.avatar,
  subscriptionRuns: sql<boolean>`coalesce(${companies.subscriptionExpiresAt} > now(), false)`,
  totalAds: sql<number>`(select count(*)::int from ads a where a.company_id = ${companies.id} and a.type = 2 and a.deleted_at is null)`,
};

type CompanyRow = {
  company: typeof companies.$inferSelect;
  ownerName: string;
  ownerLastName: string;
  ownerUserName: string;
  ownerAvatar: string | null;
  subscriptionRuns: boolean;
  totalAds: number;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toJson(r: CompanyRow): CompanyJson {
  const c = r.company;
  const total = Number(r.totalAds);
  const status = (COMPANY_STATUSES as readonly string[]).includes(c.status) ? (c.status as CompanyJson['status']) : 'pending';
  return {
    id: c.id,
    user_id: c.userId,
    name: c.name,
    description: c.description,
    website: c.website,
    phone: c.phone,
    email: c.email,
    logo: c.logo,
    address: c.address,
    city: c.city,
    country: c.country,
    postal_code: c.postalCode,
    status,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    user: { id: c.userId, name: r.ownerName, last_name: r.ownerLastName, user_name: r.ownerUserName, avatar: r.ownerAvatar },
    active_subscription: c.subscriptionExpiresAt ? { status: r.subscriptionRuns ? 'active' : 'expired', expires_at: c.subscriptionExpiresAt.toISOString() } : null,
    subscription_expires_at: iso(c.subscriptionExpiresAt),
    is_featured: c.isFeatured ? 1 : 0,
    approved_at: iso(c.approvedAt),
    rejection_reason: c.rejectionReason,
    total_ads: total,
    remaining_ads: Math.max(0, c.maxAds - total),
    max_ads: c.maxAds,
  };
}

async function select(db: Db, where: SQL | undefined, moderatorId?: number): Promise<CompanyJson[]> {
  const base = db.select(columns).from(companies).innerJoin(users, eq(users.id, companies.userId));
  const joined =
    moderatorId === undefined
      ? base
      : base.innerJoin(
          companyModerators,
          and(eq(companyModerators.companyId, companies.id), eq(companyModerators.moderatorId, moderatorId), eq(companyModerators.status, 'accepted')),
        );
  const rows = await joined.where(where).orderBy(asc(companies.createdAt), asc(companies.id));
  return rows.map(toJson);
}

/** The caller's companies (UserCompanies): owned ones, and those whose moderator request they accepted. */
export async function myCompanies(db: Db, userId: number): Promise<{ companies: CompanyJson[]; moderator: CompanyJson[] }> {
  const [owned, moderated] = await Promise.all([select(db, eq(companies.userId, userId)), select(db, undefined, userId)]);
  return { companies: owned, moderator: moderated };
}

/**
 * One company for its public page: approved companies for everyone; a pending or rejected one only for its owner and
 * its moderators (docs/decisions.md, "Companies"). Undefined when the caller may not see it or there is none.
 */
export async function companyDetails(db: Db, id: number, viewerId: number | undefined): Promise<CompanyJson | undefined> {
  const member =
    viewerId === undefined
      ? undefined
      : or(
          eq(companies.userId, viewerId),
          sql`exists (select 1 from company_moderators m where m.company_id = ${companies.id} and m.moderator_id = ${viewerId} and m.status = 'accepted')`,
        );
  const visible = member ? or(eq(companies.status, 'approved'), member) : eq(companies.status, 'approved');
  const [company] = await select(db, and(eq(companies.id, id), visible));
  return company;
}
