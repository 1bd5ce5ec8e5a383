import { and, asc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  COMPANY_EMAIL_PATTERN,
  COMPANY_MODERATORS_MAX,
  COMPANY_PHONE_PATTERN,
  COMPANY_REQUIRED,
  COMPANY_STATUSES,
  COMPANY_TEXT_MAX,
  COMPANY_WEBSITE_PATTERN,
  companyPosting,
} from '../../../common/company.ts';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { companies, companyModerators, users } from '../../db/schema/index.ts';
import { ApiError, conflict, FieldProblems, forbidden, invalidField, notFound, type MessageStatus } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { keyFromUrl } from '../../platform/storage.ts';
import { checkImages, storeImage } from '../reviews/service.ts';
import { companyMailTexts } from './mail-texts.ts';
import type { CompanyJson, CompanyModeratorJson, ModeratorRequestJson } from './schemas.ts';

/** The company ads that count against a company's max_ads: its undeleted ads of type 2 (index ads_company_quota_idx); `a` is the ads alias. */
const companyAdsOf = (companyId: SQLWrapper | number) => sql`a.company_id = ${companyId} and a.type = 2 and a.deleted_at is null`;

/** A company row with its owner and counts; the subscription is judged by the database clock, as the ads service does. */
const columns = {
  company: companies,
  ownerName: users.name,
  ownerLastName: users.lastName,
  ownerUserName: users.userName,
  ownerAvatar: users.avatar,
  subscriptionRuns: sql<boolean>`coalesce(${companies.subscriptionExpiresAt} > now(), false)`,
  totalAds: sql<number>`(select count(*)::int from ads a where ${companyAdsOf(companies.id)})`,
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

/** GET /company/me: the companies the caller owns, whatever their status, oldest first. */
export async function ownCompanies(db: Db, userId: number): Promise<CompanyJson[]> {
  return select(db, eq(companies.userId, userId));
}

/** A company the caller owns: 404 when they cannot see it at all, 403 when they see it but do not own it. */
async function ownedCompany(db: Db, userId: number, id: number): Promise<CompanyJson> {
  const company = await companyDetails(db, id, userId);
  if (!company) throw notFound('Company not found.', 'COMPANY_NOT_FOUND');
  if (company.user_id !== userId) throw forbidden('Only the owner of this company can do this.', 'NOT_COMPANY_OWNER');
  return company;
}

// ---------------------------------------------------------------------------------------------------------------
// Company requests: create, update, the operator's review

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;
const last = (v: unknown): unknown => (Array.isArray(v) ? v[v.length - 1] : v);

type TextField = keyof typeof COMPANY_TEXT_MAX | 'phone';
const TEXT_FIELDS: TextField[] = ['name', 'description', 'website', 'phone', 'email', 'address', 'city', 'country', 'postal_code'];
const COLUMN: Record<TextField, string> = {
  name: 'name',
  description: 'description',
  website: 'website',
  phone: 'phone',
  email: 'email',
  address: 'address',
  city: 'city',
  country: 'country',
  postal_code: 'postal_code',
};
const REQUIRED_TEXT: Record<(typeof COMPANY_REQUIRED)[number], string> = {
  name: 'Company name is required.',
  email: 'A valid email is required',
  city: 'City is required.',
  country: 'Country is required.',
};

/**
 * The company fields of a multipart or JSON body, checked: on create every required field must be there; on update
 * only the fields sent change, a required one cannot be emptied and an optional one sent empty is cleared. The logo
 * is decoded before anything is stored. All problems at once (422).
 */
async function readCompanyFields(raw: Record<string, unknown>, creating: boolean) {
  const problems = new FieldProblems();
  const values: Partial<Record<TextField, string | null>> = {};
  for (const field of TEXT_FIELDS) {
    const v = last(raw[field]);
    if (v === undefined && !creating) continue;
    let text = v === undefined || v === null || isBlob(v) ? '' : String(v).trim();
    if (field === 'phone') text = text.replace(/[\s()-]/g, '');
    const required = (COMPANY_REQUIRED as readonly string[]).includes(field);
    if (!text) {
      if (required) problems.add(field, 'FIELD_REQUIRED', REQUIRED_TEXT[field as (typeof COMPANY_REQUIRED)[number]]);
      else values[field] = null;
      continue;
    }
    const max = field === 'phone' ? 16 : COMPANY_TEXT_MAX[field];
    if ([...text].length > max) problems.add(field, 'FIELD_TOO_LONG', `This field may not be longer than ${max} characters.`);
    else if (field === 'email' && !COMPANY_EMAIL_PATTERN.test(text)) problems.add(field, 'FIELD_EMAIL_INVALID', 'A valid email is required');
    else if (field === 'phone' && !COMPANY_PHONE_PATTERN.test(text)) problems.add(field, 'FIELD_PHONE_INVALID', 'A valid phone number is required');
    else if (field === 'website' && !COMPANY_WEBSITE_PATTERN.test(text)) problems.add(field, 'FIELD_URL_INVALID', 'The website must start with http:// or https://');
    else values[field] = text;
  }
  const file = last(raw.logo);
  let logo: Uint8Array | undefined;
  if (isBlob(file) && !(file.size === 0 && !(file as File).name)) {
    try {
      [logo] = await checkImages([file], 'logo', 1);
    } catch (err) {
      if (!(err instanceof ApiError) || !err.messageStatus) throw err;
      problems.add('logo', err.messageStatus, err.message);
    }
  }
  problems.throwIfAny([...TEXT_FIELDS, 'logo']);
  return { values, logo };
}

const storeLogo = (deps: Deps, bytes: Uint8Array | undefined) => (bytes ? storeImage(deps, bytes, 'companies', { width: 400, height: 400 }) : Promise.resolve(undefined));

/** POST /company: a company request of the caller, pending until an operator reviews it in the console (decision 184). */
export async function createCompany(deps: Deps, userId: number, raw: Record<string, unknown>): Promise<CompanyJson> {
  const { values, logo } = await readCompanyFields(raw, true);
  const stored = await storeLogo(deps, logo);
  try {
    const cols = Object.keys(values).map((k) => sql.raw(COLUMN[k as TextField]));
    const vals = Object.values(values).map((v) => sql`${v}`);
    const [row] = await rows<{ id: number }>(
      deps.db,
      sql`insert into companies (user_id, status, logo, ${sql.join(cols, sql`, `)}) values (${userId}, 'pending', ${stored?.url ?? null}, ${sql.join(vals, sql`, `)}) returning id`,
    );
    return (await companyDetails(deps.db, Number(row!.id), userId))!;
  } catch (err) {
    if (stored) await deps.storage.delete(stored.key).catch(() => undefined);
    throw err;
  }
}

/**
 * POST /company/update/{id}: the owner changes the fields sent (and the logo). A rejected company goes back to
 * pending, for the operator to look at again (docs/decisions.md 115); an approved one stays approved.
 */
export async function updateCompany(deps: Deps, userId: number, id: number, raw: Record<string, unknown>): Promise<CompanyJson> {
  const before = await ownedCompany(deps.db, userId, id);
  const { values, logo } = await readCompanyFields(raw, false);
  const stored = await storeLogo(deps, logo);
  const sets = Object.entries(values).map(([k, v]) => sql`${sql.raw(COLUMN[k as TextField])} = ${v}`);
  if (stored) sets.push(sql`logo = ${stored.url}`);
  if (before.status === 'rejected') sets.push(sql`status = 'pending'`, sql`rejection_reason = null`);
  sets.push(sql`updated_at = now()`);
  try {
    await deps.db.execute(sql`update companies set ${sql.join(sets, sql`, `)} where id = ${id} and user_id = ${userId}`);
  } catch (err) {
    if (stored) await deps.storage.delete(stored.key).catch(() => undefined);
    throw err;
  }
  const oldKey = stored && before.logo ? keyFromUrl(deps.storage, before.logo) : null;
  if (oldKey) await deps.storage.delete(oldKey).catch(() => undefined);
  return (await companyDetails(deps.db, id, userId))!;
}

export type ReviewDecision = 'approve' | 'reject';

type DecidedCompany = { id: number; name: string; email: string; language: string | null; status: 'approved' | 'rejected'; reason: string };

/**
 * An operator's decision on a pending company request: the status, approved_at or the rejection reason are stored.
 * A reason is required to reject. A company already reviewed, or unknown, fails with a clear text. The owner is told
 * by mailCompanyDecision once the decision is committed.
 */
export async function decideCompany(db: Db, id: number, decision: ReviewDecision, reason: string): Promise<DecidedCompany> {
  const why = reason.trim();
  if (decision === 'reject' && !why) throw invalidField('reason', 'FIELD_REQUIRED', 'A reason is required to reject a company request.');
  const [row] = await rows<{ name: string; email: string; language: string | null }>(
    db,
    decision === 'approve'
      ? sql`update companies c set status = 'approved', approved_at = now(), rejection_reason = null, updated_at = now()
          from users u where c.id = ${id} and c.status = 'pending' and u.id = c.user_id returning c.name, u.email, u.language`
      : sql`update companies c set status = 'rejected', approved_at = null, rejection_reason = ${why}, updated_at = now()
          from users u where c.id = ${id} and c.status = 'pending' and u.id = c.user_id returning c.name, u.email, u.language`,
  );
  if (!row) {
    const [seen] = await rows<{ status: string }>(db, sql`select status from companies where id = ${id}`);
    if (!seen) throw notFound(`No company with id ${id}.`, 'COMPANY_NOT_FOUND');
    throw conflict(`Company ${id} is not waiting for review: it is ${seen.status}.`, 'COMPANY_ALREADY_REVIEWED');
  }
  return { id, ...row, status: decision === 'approve' ? 'approved' : 'rejected', reason: why };
}

/** E-mails the owner the decision on their company request, in their language, with the reason of a rejection. */
export async function mailCompanyDecision(deps: Pick<Deps, 'mail' | 'config'>, company: DecidedCompany): Promise<string> {
  const t = companyMailTexts(company.language);
  const url = `${deps.config.APP_URL.replace(/\/$/, '')}/account/companies/${company.id}`;
  const approved = company.status === 'approved';
  await deps.mail.send({
    to: company.email,
    subject: approved ? t.approvedSubject(company.name) : t.rejectedSubject(company.name),
    text: [approved ? t.approvedBody(company.name) : t.rejectedBody(company.name), ...(approved ? [] : ['', `${t.reason} ${company.reason}`]), '', `${t.open} ${url}`, ''].join('\n'),
  });
  return company.email;
}

// ---------------------------------------------------------------------------------------------------------------
// Moderators

type PersonRow = { user_id: number; name: string; last_name: string; user_name: string; avatar: string | null };
const iso2 = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const person = (r: PersonRow) => ({ id: Number(r.user_id), name: r.name, last_name: r.last_name, user_name: r.user_name, avatar: r.avatar });
const statusOf = (s: string) => (s === 'accepted' || s === 'rejected' ? s : 'pending');

/** GET /company/moderators/{id}: the owner's view of the company and its moderators (invited, accepted, declined). */
export async function companyModeratorList(db: Db, userId: number, id: number): Promise<{ company: CompanyJson; moderators: CompanyModeratorJson[] }> {
  const company = await ownedCompany(db, userId, id);
  const list = await rows<PersonRow & { id: number; moderator_id: number; status: string; created_at: Date; updated_at: Date }>(
    db,
    sql`select m.id, m.moderator_id, m.status, m.created_at, m.updated_at, u.id as user_id, u.name, u.last_name, u.user_name, u.avatar
      from company_moderators m join users u on u.id = m.moderator_id where m.company_id = ${id} order by m.created_at, m.id`,
  );
  return {
    company,
    moderators: list.map((r) => ({
      id: Number(r.id),
      company_id: id,
      moderator_id: Number(r.moderator_id),
      status: statusOf(r.status),
      created_at: iso2(r.created_at),
      updated_at: iso2(r.updated_at),
      user: person(r),
    })),
  };
}

/**
 * POST /company/moderators/{id}: the owner invites a member (verified, not deleted, not the owner) as a moderator;
 * the request waits as pending until they answer, and they are e-mailed. Inviting again someone who declined asks
 * them again; someone invited or accepted already is refused (409). At most COMPANY_MODERATORS_MAX moderators a company.
 */
export async function inviteModerator(deps: Pick<Deps, 'db' | 'mail' | 'config' | 'log'>, ownerId: number, id: number, moderatorId: number) {
  const invited = await storeInvitation(deps.db, ownerId, id, moderatorId);
  await mailInvitation(deps, id, moderatorId);
  return invited;
}

async function storeInvitation(db: Db, ownerId: number, id: number, moderatorId: number) {
  await ownedCompany(db, ownerId, id);
  if (moderatorId === ownerId) throw invalidField('user_id', 'MODERATOR_SELF', 'You own this company; you cannot be its moderator.');
  const [member] = await rows(db, sql`select 1 from users where id = ${moderatorId} and deleted_at is null and email_verified_at is not null`);
  if (!member) throw invalidField('user_id', 'USER_NOT_FOUND', 'No member with this id.', { status: 422 });
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // The company row is locked so two invitations at once cannot both pass the limit.
    await tx.execute(sql`select id from companies where id = ${id} for update`);
    const [existing] = await rows<{ status: string }>(tx, sql`select status from company_moderators where company_id = ${id} and moderator_id = ${moderatorId}`);
    if (existing && existing.status !== 'rejected') {
      throw conflict(existing.status === 'accepted' ? 'This member is already a moderator of this company.' : 'This member is already invited.', 'MODERATOR_ALREADY_INVITED');
    }
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from company_moderators where company_id = ${id} and status <> 'rejected'`);
    if (Number(n) >= COMPANY_MODERATORS_MAX) {
      throw new ApiError(409, `A company can have at most ${COMPANY_MODERATORS_MAX} moderators.`, { messageStatus: 'MODERATOR_LIMIT_REACHED', params: { max: COMPANY_MODERATORS_MAX } });
    }
    await tx.execute(
      sql`insert into company_moderators (company_id, moderator_id, status) values (${id}, ${moderatorId}, 'pending')
        on conflict (company_id, moderator_id) do update set status = 'pending', updated_at = now()`,
    );
    return (await companyModeratorList(tx, ownerId, id)).moderators.find((m) => m.moderator_id === moderatorId)!;
  });
}

/**
 * Tells the invited member, in their language, which company (and whose) invites them and where they answer it: the
 * moderator requests of /account/companies. A mail that cannot be sent is logged; the invitation stands and waits
 * there all the same (docs/decisions.md 125).
 */
async function mailInvitation(deps: Pick<Deps, 'db' | 'mail' | 'config' | 'log'>, id: number, moderatorId: number): Promise<void> {
  const [to] = await rows<{ email: string; language: string | null; company: string; owner: string }>(
    deps.db,
    sql`select u.email, u.language, c.name as company, coalesce(nullif(trim(o.name || ' ' || o.last_name), ''), o.user_name) as owner
      from users u, companies c join users o on o.id = c.user_id where u.id = ${moderatorId} and c.id = ${id}`,
  );
  if (!to) return;
  const t = companyMailTexts(to.language);
  try {
    await deps.mail.send({
      to: to.email,
      subject: t.inviteSubject(to.company),
      text: [t.inviteBody(to.owner, to.company), '', `${t.inviteAnswer} ${deps.config.APP_URL.replace(/\/$/, '')}/account/companies`, ''].join('\n'),
    });
  } catch (err) {
    deps.log.error(`company ${id}: the moderator invitation e-mail to member ${moderatorId} could not be sent`, err);
  }
}

/** DELETE /company/moderators/{id}/{userId}: the owner removes a moderator (or withdraws an invitation). */
export async function removeModerator(db: Db, ownerId: number, id: number, moderatorId: number): Promise<void> {
  await ownedCompany(db, ownerId, id);
  const gone = await rows(db, sql`delete from company_moderators where company_id = ${id} and moderator_id = ${moderatorId} returning id`);
  if (!gone.length) throw notFound('This member is not a moderator of this company.', 'MODERATOR_REQUEST_NOT_FOUND');
}

type RequestRow = PersonRow & {
  id: number;
  company_id: number;
  moderator_id: number;
  status: string;
  created_at: Date;
  updated_at: Date;
  company_name: string;
  company_logo: string | null;
  company_city: string | null;
  company_country: string | null;
};

const requestJson = (r: RequestRow): ModeratorRequestJson => ({
  id: Number(r.id),
  company_id: Number(r.company_id),
  moderator_id: Number(r.moderator_id),
  status: statusOf(r.status),
  created_at: iso2(r.created_at),
  updated_at: iso2(r.updated_at),
  company: { id: Number(r.company_id), name: r.company_name, logo: r.company_logo, city: r.company_city, country: r.company_country },
  owner: person(r),
});

const requestSelect = sql`select m.id, m.company_id, m.moderator_id, m.status, m.created_at, m.updated_at,
    c.name as company_name, c.logo as company_logo, c.city as company_city, c.country as company_country,
    u.id as user_id, u.name, u.last_name, u.user_name, u.avatar
  from company_moderators m join companies c on c.id = m.company_id join users u on u.id = c.user_id`;

/** GET /moderator-requests/my: the caller's moderator requests of every status, newest first. */
export async function myModeratorRequests(db: Db, userId: number): Promise<ModeratorRequestJson[]> {
  return (await rows<RequestRow>(db, sql`${requestSelect} where m.moderator_id = ${userId} order by m.created_at desc, m.id desc`)).map(requestJson);
}

/**
 * POST /moderator-requests/respond: the invited member accepts or declines. moderator_id must be the caller; only a
 * pending request can be answered (an accepted moderator leaves through the owner, a declined one needs a new invitation).
 */
export async function respondModeratorRequest(db: Db, userId: number, body: { company_id: number; moderator_id: number; status: 'accepted' | 'rejected' }): Promise<ModeratorRequestJson> {
  if (body.moderator_id !== userId) throw forbidden('You can only answer your own moderator requests.', 'NOT_YOUR_MODERATOR_REQUEST');
  const [done] = await rows<{ id: number }>(
    db,
    sql`update company_moderators set status = ${body.status}, updated_at = now()
      where company_id = ${body.company_id} and moderator_id = ${userId} and status = 'pending' returning id`,
  );
  if (!done) {
    const [seen] = await rows(db, sql`select status from company_moderators where company_id = ${body.company_id} and moderator_id = ${userId}`);
    if (!seen) throw notFound('Moderator request not found.', 'MODERATOR_REQUEST_NOT_FOUND');
    throw conflict('You have already answered this moderator request.', 'MODERATOR_REQUEST_ANSWERED');
  }
  const [row] = await rows<RequestRow>(db, sql`${requestSelect} where m.id = ${done.id}`);
  return requestJson(row!);
}

// ---------------------------------------------------------------------------------------------------------------
// Company ads

const POSTING_REFUSALS: Record<Exclude<ReturnType<typeof companyPosting>, 'open'>, [MessageStatus, string]> = {
  not_approved: ['COMPANY_NOT_APPROVED', 'This company is not approved yet, so it cannot post company ads.'],
  expired: ['COMPANY_SUBSCRIPTION_EXPIRED', "This company's subscription has expired. Renew it to post company ads."],
  exhausted: ['COMPANY_ADS_EXHAUSTED', 'This company has used all the company ads of its subscription.'],
};

/** How many company ads a company has posted (what max_ads limits), leaving out `exceptAdId` (an ad being edited). */
export async function companyAdsCount(db: Db, companyId: number, exceptAdId?: number): Promise<number> {
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ads a where ${companyAdsOf(companyId)} and a.id <> ${exceptAdId ?? 0}`);
  return Number(n);
}

/**
 * Takes one company-ad slot of a company for `userId`, inside the transaction that inserts the ad: the company row is
 * locked (FOR UPDATE), so concurrent posts for the last slot are counted one after the other and exactly one wins.
 * Refuses (422 on company_id) a poster who is neither the owner nor an accepted moderator, a company that is not
 * approved, whose subscription has expired, or whose undeleted company ads reached max_ads. `exceptAdId`: an ad
 * being edited, which already holds its slot. Outside a transaction it is the same check without holding the lock.
 */
export async function claimCompanyAdSlot(tx: Db, userId: number, companyId: number, exceptAdId?: number): Promise<void> {
  const [c] = await rows<{ user_id: number; status: string; runs: boolean; max_ads: number; moderator: boolean }>(
    tx,
    sql`select c.user_id, c.status, coalesce(c.subscription_expires_at > now(), false) as runs, c.max_ads,
        exists (select 1 from company_moderators m where m.company_id = c.id and m.moderator_id = ${userId} and m.status = 'accepted') as moderator
      from companies c where c.id = ${companyId} for update of c`,
  );
  if (!c || (Number(c.user_id) !== userId && !c.moderator)) {
    throw invalidField('company_id', 'COMPANY_NOT_MODERATOR', 'You are not the owner or a moderator of this company.');
  }
  const n = await companyAdsCount(tx, companyId, exceptAdId);
  const posting = companyPosting({ status: c.status, subscriptionRuns: Boolean(c.runs), totalAds: Number(n), maxAds: Number(c.max_ads) });
  if (posting !== 'open') {
    const [code, message] = POSTING_REFUSALS[posting];
    throw invalidField('company_id', code, message);
  }
}
