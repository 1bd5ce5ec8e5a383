import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { isoTime, isoTimeOrNull } from '../../db/values.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, invalidField, notFound } from '../../http/errors.ts';
import { ROLES } from '../../../common/roles.ts';
import { revokeAllTokens } from '../auth/tokens.ts';
import { closeComplaint, mailComplaintOutcome, type ComplaintType } from '../complaints/service.ts';
import { decideCompany, mailCompanyDecision, type ReviewDecision } from '../companies/service.ts';
import { approveShopRequest, mailShopRequestOutcome, rejectShopRequest } from '../shop-requests/service.ts';
import { LOCALES, type LocaleCode } from '../catalog/schemas.ts';
import { recountComments } from '../feeds/service.ts';
import { recountHotelRating } from '../hotels/service.ts';
import { recountReviews } from '../reviews/service.ts';
import { recordAction } from './audit.ts';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';
type Page<T> = { items: T[]; total: number; page: number; perPage: number };
type Requester = { id: number; name: string; email: string };

const requester = (r: { user_id: number; u_name: string | null; u_last_name: string | null; u_email: string | null }): Requester => ({
  id: Number(r.user_id),
  name: [r.u_name, r.u_last_name].filter(Boolean).join(' '),
  email: r.u_email ?? '',
});

type RequestRow = Record<string, unknown> & { user_id: number; u_name: string | null; u_last_name: string | null; u_email: string | null };

/** A page of shop or company requests in one status, oldest first (the queue is worked in order), with who asked. */
async function requestPage(db: Db, table: 'shop_requests' | 'companies', status: ReviewStatus, page: number, perPage: number) {
  const [count] = await rows<{ total: number }>(db, sql`select count(*)::int as total from ${sql.identifier(table)} where status = ${status}`);
  const found = await rows<RequestRow>(
    db,
    sql`select r.*, u.name as u_name, u.last_name as u_last_name, u.email as u_email from ${sql.identifier(table)} r join users u on u.id = r.user_id
      where r.status = ${status} order by r.created_at, r.id limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  return { found, total: Number(count?.total ?? 0) };
}

export type ShopRequestEntry = {
  id: number;
  name: string;
  user_name: string;
  email: string;
  phone: string;
  location: string;
  city: string;
  logo: string | null;
  status: ReviewStatus;
  rejection_reason: string | null;
  shop_id: number | null;
  requester: Requester;
  created_at: string;
  reviewed_at: string | null;
};

/** Shop requests in one status, as the console lists them. */
export async function shopRequestQueue(db: Db, status: ReviewStatus, page: number, perPage: number): Promise<Page<ShopRequestEntry>> {
  const { found, total } = await requestPage(db, 'shop_requests', status, page, perPage);
  const items = found.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    user_name: String(r.user_name),
    email: String(r.email),
    phone: String(r.phone),
    location: String(r.location),
    city: String(r.city),
    logo: (r.logo as string | null) ?? null,
    status: r.status as ReviewStatus,
    rejection_reason: (r.rejection_reason as string | null) ?? null,
    shop_id: r.shop_id == null ? null : Number(r.shop_id),
    requester: requester(r),
    created_at: isoTime(r.created_at),
    reviewed_at: isoTimeOrNull(r.reviewed_at),
  }));
  return { items, total, page, perPage };
}

/**
 * Approves or rejects a pending shop request: the decision and its audit entry commit together, then the requester
 * is e-mailed. Approval creates the shop with the requester as its owner.
 */
export async function reviewShopRequest(deps: Deps, operatorId: number, requestId: number, decision: ReviewDecision, reason: string) {
  const result = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    if (decision === 'approve') {
      const shop = await approveShopRequest(tx, requestId);
      await recordAction(tx, operatorId, 'shop_request.approve', { type: 'shop_request', id: requestId }, { status: 'pending' }, { status: 'approved', shop_id: shop.shopId });
      return { status: 'approved' as const, shop_id: shop.shopId };
    }
    await rejectShopRequest(tx, requestId, reason);
    await recordAction(tx, operatorId, 'shop_request.reject', { type: 'shop_request', id: requestId }, { status: 'pending' }, { status: 'rejected', rejection_reason: reason.trim() });
    return { status: 'rejected' as const, shop_id: null };
  });
  const mailedTo = await mailShopRequestOutcome(deps, requestId);
  return { id: requestId, ...result, mailed_to: mailedTo };
}

export type CompanyEntry = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  status: ReviewStatus;
  rejection_reason: string | null;
  owner: Requester;
  created_at: string;
};

/** Company requests in one status, as the console lists them, with their owner. */
export async function companyQueue(db: Db, status: ReviewStatus, page: number, perPage: number): Promise<Page<CompanyEntry>> {
  const { found, total } = await requestPage(db, 'companies', status, page, perPage);
  const items = found.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    email: (r.email as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    website: (r.website as string | null) ?? null,
    status: r.status as ReviewStatus,
    rejection_reason: (r.rejection_reason as string | null) ?? null,
    owner: requester(r),
    created_at: isoTime(r.created_at),
  }));
  return { items, total, page, perPage };
}

/** Approves or rejects a pending company request with its audit entry in one transaction, then e-mails the owner. */
export async function reviewCompanyRequest(deps: Deps, operatorId: number, companyId: number, decision: ReviewDecision, reason: string) {
  const decided = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const done = await decideCompany(tx, companyId, decision, reason);
    await recordAction(tx, operatorId, `company.${decision}`, { type: 'company', id: companyId }, { status: 'pending' }, { status: done.status, rejection_reason: done.status === 'rejected' ? done.reason : null });
    return done;
  });
  return { id: companyId, status: decided.status, rejection_reason: decided.status === 'rejected' ? decided.reason : null, mailed_to: await mailCompanyDecision(deps, decided) };
}

/** Must stay identical to the indexed expression of users_console_search_idx. */
const MEMBER_TEXT = sql`lower(u.name || ' ' || u.last_name || ' ' || u.user_name || ' ' || u.email)`;

export type MemberEntry = {
  id: number;
  name: string;
  user_name: string;
  email: string;
  role_id: number;
  is_blocked: 0 | 1;
  created_at: string;
};

/**
 * Accounts for the console, newest first: all, or those whose name, user name or e-mail contains `q`; only blocked
 * ones with blocked=1. Deleted accounts are left out.
 */
export type MemberFilter = { q?: string | undefined; blocked?: boolean | undefined };

/**
 * The statements of one page of the console's member list: its count and its rows (exported so tests read their
 * plans). A search matches any part of the name, user name or e-mail through users_console_search_idx.
 */
export function memberListSql(filter: MemberFilter, page: number, perPage: number) {
  const like = filter.q ? `%${filter.q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const where = sql`u.deleted_at is null
    ${like ? sql`and ${MEMBER_TEXT} like ${like}` : sql``}
    ${filter.blocked ? sql`and u.is_blocked` : sql``}`;
  return {
    count: sql`select count(*)::int as total from users u where ${where}`,
    rows: sql`select u.id, u.name, u.last_name, u.user_name, u.email, u.role_id, u.is_blocked, u.created_at from users u where ${where}
      order by u.created_at desc, u.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
  };
}

export async function memberList(db: Db, filter: MemberFilter, page: number, perPage: number): Promise<Page<MemberEntry>> {
  const q = memberListSql(filter, page, perPage);
  const [count] = await rows<{ total: number }>(db, q.count);
  const found = await rows<{ id: number; name: string; last_name: string; user_name: string; email: string; role_id: number; is_blocked: boolean; created_at: unknown }>(db, q.rows);
  const items = found.map((u) => ({
    id: Number(u.id),
    name: [u.name, u.last_name].filter(Boolean).join(' '),
    user_name: u.user_name,
    email: u.email,
    role_id: Number(u.role_id),
    is_blocked: u.is_blocked ? (1 as const) : (0 as const),
    created_at: isoTime(u.created_at),
  }));
  return { items, total: Number(count?.total ?? 0), page, perPage };
}

/**
 * Blocks or unblocks a member inside the caller's transaction, with its audit entry (decision 173): an operator, or
 * the operator asking, cannot be blocked. True when the flag changed; the caller revokes the tokens after the commit.
 */
async function changeBlock(tx: Db, operatorId: number, memberId: number, blocked: boolean, why: Record<string, unknown> = {}): Promise<boolean> {
  const [member] = await rows<{ is_blocked: boolean; role_id: number }>(tx, sql`select is_blocked, role_id from users where id = ${memberId} and deleted_at is null for update`);
  if (!member) throw notFound(`No member with id ${memberId}.`, 'USER_NOT_FOUND');
  if (blocked && (memberId === operatorId || Number(member.role_id) === ROLES.operator)) {
    throw conflict('Operators cannot be blocked. Make them a member first (npm run operator -- <e-mail> --member).', 'OPERATOR_NOT_BLOCKABLE');
  }
  if (member.is_blocked === blocked) return false;
  await tx.execute(sql`update users set is_blocked = ${blocked}, updated_at = now() where id = ${memberId}`);
  await recordAction(tx, operatorId, blocked ? 'user.block' : 'user.unblock', { type: 'user', id: memberId }, { is_blocked: member.is_blocked }, { is_blocked: blocked, ...why });
  return true;
}

/**
 * Blocks or unblocks a member (decision 173). Blocking signs them out everywhere and closes their sockets, and they
 * cannot sign in again until unblocked.
 */
export async function setMemberBlocked(deps: Deps, operatorId: number, memberId: number, blocked: boolean) {
  const changed = await deps.db.transaction((tx) => changeBlock(tx as unknown as Db, operatorId, memberId, blocked));
  if (changed && blocked) await revokeAllTokens(deps, memberId);
  return { id: memberId, is_blocked: blocked ? (1 as const) : (0 as const) };
}

export type ComplaintEntry = {
  id: number;
  type: ComplaintType;
  status: string;
  topic: { id: number; name: string };
  complain: string;
  content: { id: number; title: string | null; url: string | null; owner: { id: number; name: string } | null };
  complainant: Requester;
  created_at: string;
};

/** Where the complained-about content is seen on the site; chat messages have no public address. */
function contentUrl(type: string, id: number, adShopId: number | null, shopKey: string | null): string | null {
  if (type === 'ads') return adShopId ? `/item/${id}` : `/product/${id}`;
  if (type === 'user') return `/seller-profile/${id}`;
  if (type === 'shop') return shopKey ? `/shop/${shopKey}` : null;
  if (type === 'feed') return `/view-feed/${id}`;
  return null;
}

/**
 * The complaints queue, oldest first, by status (open by default), type and topic, each with the content complained
 * about (its title or text, where it is seen, and whose it is) and who complained.
 */
export async function complaintQueue(db: Db, filter: { status: string; type?: string | undefined; topicId?: number | undefined }, page: number, perPage: number): Promise<Page<ComplaintEntry>> {
  const where = sql`c.status = ${filter.status} ${filter.type ? sql`and c.type = ${filter.type}` : sql``} ${filter.topicId ? sql`and c.topic_id = ${filter.topicId}` : sql``}`;
  const [count] = await rows<{ total: number }>(db, sql`select count(*)::int as total from complaints c where ${where}`);
  const found = await rows<{
    id: number; type: ComplaintType; status: string; topic_id: number; topic_name: string; complain: string; content_id: number; created_at: unknown;
    user_id: number; u_name: string | null; u_last_name: string | null; u_email: string | null;
    title: string | null; owner_id: number | null; owner_name: string | null; owner_last_name: string | null; ad_shop_id: number | null; shop_key: string | null;
  }>(
    db,
    sql`select c.id, c.type, c.status, c.topic_id, t.name as topic_name, c.complain, c.content_id, c.created_at,
        c.user_id, r.name as u_name, r.last_name as u_last_name, r.email as u_email,
        x.title, x.owner_id, o.name as owner_name, o.last_name as owner_last_name, x.ad_shop_id, x.shop_key
      from complaints c
      join question_topics t on t.id = c.topic_id
      join users r on r.id = c.user_id
      left join lateral (
        select a.name as title, a.owner_id, a.shop_id as ad_shop_id, null::text as shop_key from ads a where c.type = 'ads' and a.id = c.content_id
        union all select trim(m.name || ' ' || m.last_name), m.id, null, null from users m where c.type = 'user' and m.id = c.content_id
        union all select s.name, s.owner_id, null, s.user_name from shops s where c.type = 'shop' and s.id = c.content_id
        union all select f.caption, f.user_id, null, null from feeds f where c.type = 'feed' and f.id = c.content_id
        union all select g.content, g.sender_id, null, null from messages g where c.type = 'message' and g.id = c.content_id
      ) x on true
      left join users o on o.id = x.owner_id
      where ${where}
      order by c.created_at, c.id limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  const items = found.map((r) => ({
    id: Number(r.id),
    type: r.type,
    status: r.status,
    topic: { id: Number(r.topic_id), name: r.topic_name },
    complain: r.complain,
    content: {
      id: Number(r.content_id),
      title: r.title,
      url: r.owner_id == null ? null : contentUrl(r.type, Number(r.content_id), r.ad_shop_id == null ? null : Number(r.ad_shop_id), r.shop_key),
      owner: r.owner_id == null ? null : { id: Number(r.owner_id), name: [r.owner_name, r.owner_last_name].filter(Boolean).join(' ') },
    },
    complainant: requester(r),
    created_at: isoTime(r.created_at),
  }));
  return { items, total: Number(count?.total ?? 0), page, perPage };
}

/** Whose the complained-about content is: the member an operator blocks when acting on the complaint. */
async function contentOwner(db: Db, type: ComplaintType, contentId: number): Promise<number | null> {
  const [row] = await rows<{ owner_id: number | null }>(
    db,
    type === 'ads'
      ? sql`select owner_id from ads where id = ${contentId}`
      : type === 'user'
        ? sql`select id as owner_id from users where id = ${contentId}`
        : type === 'shop'
          ? sql`select owner_id from shops where id = ${contentId}`
          : type === 'feed'
            ? sql`select user_id as owner_id from feeds where id = ${contentId}`
            : sql`select sender_id as owner_id from messages where id = ${contentId}`,
  );
  return row?.owner_id == null ? null : Number(row.owner_id);
}

/** Content an operator can hide: ads and shop items and feeds (decision 177); stories, comments and reviews (decision 178); hotel reviews (decision 191). */
export type HideableContent = 'ads' | 'feed' | 'story' | 'comment' | 'review' | 'hotel_review';

const alreadyHidden = () => conflict('This is already hidden.', 'CONTENT_ALREADY_HIDDEN');

/**
 * Hides or restores one piece of content inside the caller's transaction, with its audit entry (decisions 177 and
 * 178): it leaves every public list, search, sitemap and page at once, and the counts and averages stored beside
 * what it belongs to are recomputed in the same transaction.
 */
async function changeHidden(tx: Db, operatorId: number, type: HideableContent, id: number, hide: boolean, reason: string, why: Record<string, unknown> = {}) {
  const said = hide ? { reason } : {};
  if (type === 'feed') {
    const [feed] = await rows<{ status: number }>(tx, sql`select status from feeds where id = ${id} for update`);
    if (!feed) throw notFound('Feed not found.', 'FEED_NOT_FOUND');
    await tx.execute(sql`update feeds set status = ${hide ? 0 : 1}, hidden_reason = ${hide ? reason : null}, updated_at = now() where id = ${id}`);
    await recordAction(tx, operatorId, hide ? 'feed.hide' : 'feed.restore', { type: 'feed', id }, { status: Number(feed.status) }, { status: hide ? 0 : 1, ...said, ...why });
    return;
  }
  if (type === 'story') {
    const [story] = await rows<{ hidden_at: unknown }>(tx, sql`select hidden_at from stories where id = ${id} for update`);
    if (!story) throw notFound('Story not found.', 'STORY_NOT_FOUND');
    if (hide && story.hidden_at != null) throw alreadyHidden();
    if (!hide && story.hidden_at == null) throw conflict('This story is not hidden.', 'STORY_NOT_HIDDEN');
    await tx.execute(hide ? sql`update stories set hidden_at = now(), hidden_reason = ${reason} where id = ${id}` : sql`update stories set hidden_at = null, hidden_reason = null where id = ${id}`);
    await recordAction(tx, operatorId, hide ? 'story.hide' : 'story.restore', { type: 'story', id }, { hidden: !hide }, { hidden: hide, ...said, ...why });
    return;
  }
  if (type === 'comment') {
    const [found] = await rows<{ feed_id: number }>(tx, sql`select feed_id from feed_comments where id = ${id}`);
    if (!found) throw notFound('Comment not found.', 'COMMENT_NOT_FOUND');
    // The feed row first, as writing and deleting comments lock it, then the comment.
    await tx.execute(sql`select id from feeds where id = ${found.feed_id} for update`);
    const [comment] = await rows<{ status: number }>(tx, sql`select status from feed_comments where id = ${id} for update`);
    if (!comment) throw notFound('Comment not found.', 'COMMENT_NOT_FOUND');
    if (hide && Number(comment.status) === 0) throw alreadyHidden();
    if (!hide && Number(comment.status) !== 0) throw conflict('This comment is not hidden.', 'COMMENT_NOT_HIDDEN');
    await tx.execute(sql`update feed_comments set status = ${hide ? 0 : 1}, hidden_reason = ${hide ? reason : null} where id = ${id}`);
    await recountComments(tx, Number(found.feed_id));
    await recordAction(tx, operatorId, hide ? 'comment.hide' : 'comment.restore', { type: 'comment', id }, { status: Number(comment.status) }, { status: hide ? 0 : 1, ...said, ...why });
    return;
  }
  if (type === 'review') {
    const [found] = await rows<{ ads_id: number | null; shop_id: number | null; seller_id: number | null }>(tx, sql`select ads_id, shop_id, seller_id from reviews where id = ${id}`);
    if (!found) throw notFound('Review not found.', 'REVIEW_NOT_FOUND');
    const target = { adsId: found.ads_id == null ? null : Number(found.ads_id), shopId: found.shop_id == null ? null : Number(found.shop_id), ownerId: Number(found.seller_id ?? 0) };
    // The item and the shop first, as a new review locks them, so each recomputation sees the other's rows.
    if (target.adsId !== null) await tx.execute(sql`select id from ads where id = ${target.adsId} for update`);
    if (target.shopId !== null) await tx.execute(sql`select id from shops where id = ${target.shopId} for update`);
    const [review] = await rows<{ hidden_at: unknown }>(tx, sql`select hidden_at from reviews where id = ${id} for update`);
    if (!review) throw notFound('Review not found.', 'REVIEW_NOT_FOUND');
    if (hide && review.hidden_at != null) throw alreadyHidden();
    if (!hide && review.hidden_at == null) throw conflict('This review is not hidden.', 'REVIEW_NOT_HIDDEN');
    await tx.execute(hide ? sql`update reviews set hidden_at = now(), hidden_reason = ${reason} where id = ${id}` : sql`update reviews set hidden_at = null, hidden_reason = null where id = ${id}`);
    await recountReviews(tx, target);
    await recordAction(tx, operatorId, hide ? 'review.hide' : 'review.restore', { type: 'review', id }, { hidden: !hide }, { hidden: hide, ...said, ...why });
    return;
  }
  if (type === 'hotel_review') {
    const [found] = await rows<{ hotel_id: number }>(tx, sql`select hotel_id from hotel_reviews where id = ${id}`);
    if (!found) throw notFound('Hotel review not found.', 'HOTEL_REVIEW_NOT_FOUND');
    const hotelId = Number(found.hotel_id);
    // The hotel first, as writing a review locks it, so the average is computed from rows no one else is changing.
    await tx.execute(sql`select id from hotels where id = ${hotelId} for update`);
    const [review] = await rows<{ hidden_at: unknown }>(tx, sql`select hidden_at from hotel_reviews where id = ${id} for update`);
    if (!review) throw notFound('Hotel review not found.', 'HOTEL_REVIEW_NOT_FOUND');
    if (hide && review.hidden_at != null) throw alreadyHidden();
    if (!hide && review.hidden_at == null) throw conflict('This hotel review is not hidden.', 'HOTEL_REVIEW_NOT_HIDDEN');
    await tx.execute(hide ? sql`update hotel_reviews set hidden_at = now(), hidden_reason = ${reason} where id = ${id}` : sql`update hotel_reviews set hidden_at = null, hidden_reason = null where id = ${id}`);
    const rating = await recountHotelRating(tx, hotelId);
    await recordAction(tx, operatorId, hide ? 'hotel_review.hide' : 'hotel_review.restore', { type: 'hotel_review', id }, { hidden: !hide }, { hidden: hide, hotel_id: hotelId, ...rating, ...said, ...why });
    return;
  }
  const [ad] = await rows<{ status: number; hidden_at: unknown }>(tx, sql`select status, hidden_at from ads where id = ${id} and deleted_at is null for update`);
  if (!ad) throw notFound('Ad not found.', 'AD_NOT_FOUND');
  if (!hide && ad.hidden_at == null) throw conflict('This ad is not hidden.', 'AD_NOT_HIDDEN');
  await tx.execute(
    hide
      ? sql`update ads set status = 0, hidden_at = now(), hidden_reason = ${reason}, updated_at = now() where id = ${id}`
      : sql`update ads set status = 1, hidden_at = null, hidden_reason = null, updated_at = now() where id = ${id}`,
  );
  await recordAction(tx, operatorId, hide ? 'ad.hide' : 'ad.restore', { type: 'ad', id }, { status: Number(ad.status), hidden: ad.hidden_at != null }, { status: hide ? 0 : 1, hidden: hide, ...said, ...why });
}

/** Hides or restores content from the console; a reason is required to hide. */
export async function setContentHidden(deps: Deps, operatorId: number, type: HideableContent, id: number, hide: boolean, reason: string) {
  const why = reason.trim();
  if (hide && !why) throw invalidField('reason', 'FIELD_REQUIRED', 'A reason is required to hide content.');
  await deps.db.transaction((tx) => changeHidden(tx as unknown as Db, operatorId, type, id, hide, why));
  return { id, hidden: hide ? (1 as const) : (0 as const) };
}

export type ContentType = 'ads' | 'feeds' | 'stories' | 'comments' | 'reviews' | 'hotel_reviews';

export type ContentEntry = {
  id: number;
  type: ContentType;
  title: string | null;
  rating: number | null;
  media: { url: string; type: 'image' | 'video'; poster: string | null } | null;
  url: string | null;
  owner: { id: number; name: string };
  created_at: string;
  hidden: 0 | 1;
  hidden_reason: string | null;
};

/** How much of a text the console's rows show. */
const EXCERPT = 200;

/**
 * Per kind: its table, the rows the console lists (hidden only: the ones an operator hid; ads deleted by their owner
 * are gone), and the same columns for every kind. Each walks an index in (created_at desc, id desc) order, the
 * hidden-only lists a partial one (migration 0037), and stops after the page.
 */
const CONTENT_SOURCES: Record<ContentType, { from: SQL; all: SQL; hidden: SQL; columns: SQL }> = {
  ads: {
    from: sql`ads x`,
    all: sql`x.deleted_at is null`,
    hidden: sql`x.hidden_at is not null and x.deleted_at is null`,
    columns: sql`x.name as text, null::int as rating, x.owner_id, x.shop_id as ad_shop_id, null::int as ads_id, null::int as shop_id, null::int as feed_id,
      null::text as file_url, null::text as file_type, null::text as poster_url, null::int as hotel_id, x.hidden_at is not null as hidden, x.hidden_reason`,
  },
  feeds: {
    from: sql`feeds x`,
    all: sql`true`,
    hidden: sql`x.status = 0`,
    columns: sql`x.caption as text, null::int as rating, x.user_id as owner_id, null::int as ad_shop_id, null::int as ads_id, null::int as shop_id, x.id as feed_id,
      null::text as file_url, null::text as file_type, null::text as poster_url, null::int as hotel_id, x.status = 0 as hidden, x.hidden_reason`,
  },
  stories: {
    from: sql`stories x`,
    all: sql`true`,
    hidden: sql`x.hidden_at is not null`,
    columns: sql`null::text as text, null::int as rating, x.user_id as owner_id, null::int as ad_shop_id, null::int as ads_id, null::int as shop_id, null::int as feed_id,
      x.file_url, x.file_type, x.poster_url, null::int as hotel_id, x.hidden_at is not null as hidden, x.hidden_reason`,
  },
  comments: {
    from: sql`feed_comments x`,
    all: sql`true`,
    hidden: sql`x.status = 0`,
    columns: sql`x.comment as text, null::int as rating, x.user_id as owner_id, null::int as ad_shop_id, null::int as ads_id, null::int as shop_id, x.feed_id,
      null::text as file_url, null::text as file_type, null::text as poster_url, null::int as hotel_id, x.status = 0 as hidden, x.hidden_reason`,
  },
  reviews: {
    from: sql`reviews x`,
    all: sql`true`,
    hidden: sql`x.hidden_at is not null`,
    columns: sql`x.comment as text, x.rating::int as rating, x.user_id as owner_id, (select a.shop_id from ads a where a.id = x.ads_id) as ad_shop_id, x.ads_id, x.shop_id, null::int as feed_id,
      null::text as file_url, null::text as file_type, null::text as poster_url, null::int as hotel_id, x.hidden_at is not null as hidden, x.hidden_reason`,
  },
  hotel_reviews: {
    from: sql`hotel_reviews x`,
    all: sql`true`,
    hidden: sql`x.hidden_at is not null`,
    columns: sql`x.comment as text, x.rating::int as rating, x.user_id as owner_id, null::int as ad_shop_id, null::int as ads_id, null::int as shop_id, null::int as feed_id,
      null::text as file_url, null::text as file_type, null::text as poster_url, x.hotel_id, x.hidden_at is not null as hidden, x.hidden_reason`,
  },
};

/** The statements of one page of the console's content list: its count and its rows. Exported so tests can read their plans. */
export function contentListSql(type: ContentType, hiddenOnly: boolean, page: number, perPage: number) {
  const source = CONTENT_SOURCES[type];
  const where = hiddenOnly ? source.hidden : source.all;
  return {
    count: sql`select count(*)::int as total from ${source.from} where ${where}`,
    rows: sql`select p.*, o.name as owner_name, o.last_name as owner_last_name from (
        select x.id, x.created_at, ${source.columns} from ${source.from} where ${where}
        order by x.created_at desc, x.id desc limit ${perPage} offset ${(page - 1) * perPage}
      ) p left join users o on o.id = p.owner_id
      order by p.created_at desc, p.id desc`,
  };
}

type ContentRow = {
  id: number; created_at: unknown; text: string | null; rating: number | null; owner_id: number; ad_shop_id: number | null; ads_id: number | null; shop_id: number | null;
  feed_id: number | null; hotel_id: number | null; file_url: string | null; file_type: 'image' | 'video' | null; poster_url: string | null; hidden: boolean; hidden_reason: string | null;
  owner_name: string | null; owner_last_name: string | null;
};

/** Where a listed piece of content is seen on the site: stories have no page of their own (decision 167). */
function listedUrl(type: ContentType, r: ContentRow): string | null {
  const adUrl = (id: number, shopId: number | null) => (shopId ? `/item/${id}` : `/product/${id}`);
  if (type === 'ads') return adUrl(Number(r.id), r.ad_shop_id);
  if (type === 'feeds' || type === 'comments') return `/view-feed/${Number(r.feed_id)}`;
  if (type === 'reviews') return r.ads_id != null ? adUrl(Number(r.ads_id), r.ad_shop_id) : r.shop_id != null ? `/shop/${Number(r.shop_id)}` : null;
  if (type === 'hotel_reviews') return `/hotels/${Number(r.hotel_id)}`;
  return null;
}

/**
 * The console's moderation list of one kind of content, newest first, all or the hidden ones only: what it is (an
 * excerpt of its text, a story's picture), where it is seen, whose it is, and whether and why it is hidden.
 */
export async function contentList(db: Db, type: ContentType, hiddenOnly: boolean, page: number, perPage: number): Promise<Page<ContentEntry>> {
  const q = contentListSql(type, hiddenOnly, page, perPage);
  const [[count], found] = await Promise.all([rows<{ total: number }>(db, q.count), rows<ContentRow>(db, q.rows)]);
  const items = found.map((r) => {
    const text = r.text == null ? null : [...r.text].length > EXCERPT ? `${[...r.text].slice(0, EXCERPT - 1).join('')}…` : r.text;
    return {
      id: Number(r.id),
      type,
      title: text,
      rating: r.rating == null ? null : Number(r.rating),
      media: r.file_url ? { url: r.file_url, type: r.file_type === 'video' ? ('video' as const) : ('image' as const), poster: r.poster_url } : null,
      url: listedUrl(type, r),
      owner: { id: Number(r.owner_id), name: [r.owner_name, r.owner_last_name].filter(Boolean).join(' ') },
      created_at: isoTime(r.created_at),
      hidden: r.hidden ? (1 as const) : (0 as const),
      hidden_reason: r.hidden_reason,
    };
  });
  return { items, total: Number(count?.total ?? 0), page, perPage };
}

/**
 * Works one complaint (decisions 174 and 177): dismiss it (no breach found), hide the ad or feed complained about, or
 * block the member whose content it is. The complaint's new status, the change and the audit entries commit
 * together; then the complainant is e-mailed the outcome.
 */
export async function actOnComplaint(deps: Deps, operatorId: number, complaintId: number, action: 'dismiss' | 'hide' | 'block_user') {
  const blockedId = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const content = await closeComplaint(tx, complaintId, action === 'dismiss' ? 'dismissed' : 'reviewed');
    await recordAction(tx, operatorId, `complaint.${action}`, { type: 'complaint', id: complaintId }, { status: 'open' }, { status: action === 'dismiss' ? 'dismissed' : 'reviewed' });
    if (action === 'dismiss') return null;
    if (action === 'hide') {
      if (content.type !== 'ads' && content.type !== 'feed') {
        throw conflict('Only ads, shop items and feeds can be hidden: dismiss the complaint or block the member.', 'CONTENT_NOT_HIDEABLE');
      }
      await changeHidden(tx, operatorId, content.type, content.contentId, true, `complaint ${complaintId}`, { complaint_id: complaintId });
      return null;
    }
    const owner = await contentOwner(tx, content.type, content.contentId);
    if (owner === null) throw notFound('The content of this complaint is gone: dismiss it instead.', 'COMPLAINT_NOT_FOUND');
    await changeBlock(tx, operatorId, owner, true, { complaint_id: complaintId });
    return owner;
  });
  if (blockedId !== null) await revokeAllTokens(deps, blockedId);
  const mailedTo = await mailComplaintOutcome(deps, complaintId, action === 'dismiss' ? 'dismissed' : action === 'hide' ? 'hidden' : 'blocked');
  return { id: complaintId, status: action === 'dismiss' ? ('dismissed' as const) : ('reviewed' as const), blocked_user_id: blockedId, mailed_to: mailedTo };
}

export type TopicInput = { name: string; translations?: Partial<Record<LocaleCode, string | undefined>> | undefined };

/** A topic's names: English is `name`; a language left blank shows the English one (decision 176). */
function topicTranslations(input: TopicInput): Record<LocaleCode, string> {
  const name = input.name.trim();
  return Object.fromEntries(LOCALES.map((l) => [l, input.translations?.[l]?.trim() || name])) as Record<LocaleCode, string>;
}

/** Adds a complaint topic (the list the Complain and Report dialogs offer), with its audit entry. */
export async function createTopic(db: Db, operatorId: number, input: TopicInput) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const translations = topicTranslations(input);
    const [row] = await rows<{ id: number }>(tx, sql`insert into question_topics (name, translations) values (${input.name.trim()}, ${JSON.stringify(translations)}::jsonb) returning id`);
    const topic = { id: Number(row!.id), name: input.name.trim(), translations };
    await recordAction(tx, operatorId, 'question_topic.create', { type: 'question_topic', id: topic.id }, null, topic);
    return topic;
  });
}

/** Renames a complaint topic in every language; complaints already sent keep pointing at it. */
export async function updateTopic(db: Db, operatorId: number, topicId: number, input: TopicInput) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [before] = await rows<{ name: string; translations: unknown }>(tx, sql`select name, translations from question_topics where id = ${topicId} for update`);
    if (!before) throw notFound(`No question topic with id ${topicId}.`, 'TOPIC_NOT_FOUND');
    const translations = topicTranslations(input);
    await tx.execute(sql`update question_topics set name = ${input.name.trim()}, translations = ${JSON.stringify(translations)}::jsonb where id = ${topicId}`);
    const topic = { id: topicId, name: input.name.trim(), translations };
    await recordAction(tx, operatorId, 'question_topic.update', { type: 'question_topic', id: topicId }, before, topic);
    return topic;
  });
}

/** Removes a complaint topic no complaint uses; one in use answers 409 TOPIC_IN_USE (rename it instead). */
export async function deleteTopic(db: Db, operatorId: number, topicId: number) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [before] = await rows<{ name: string; translations: unknown }>(tx, sql`select name, translations from question_topics where id = ${topicId} for update`);
    if (!before) throw notFound(`No question topic with id ${topicId}.`, 'TOPIC_NOT_FOUND');
    const [used] = await rows(tx, sql`select 1 from complaints where topic_id = ${topicId} limit 1`);
    if (used) throw conflict('Complaints use this topic: rename it instead of deleting it.', 'TOPIC_IN_USE');
    await tx.execute(sql`delete from question_topics where id = ${topicId}`);
    await recordAction(tx, operatorId, 'question_topic.delete', { type: 'question_topic', id: topicId }, before, null);
    return { id: topicId };
  });
}
