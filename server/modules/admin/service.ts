import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { isoTime, isoTimeOrNull } from '../../db/values.ts';
import type { Deps } from '../../platform/deps.ts';
import { decideCompany, mailCompanyDecision, type ReviewDecision } from '../companies/service.ts';
import { approveShopRequest, mailShopRequestOutcome, rejectShopRequest } from '../shop-requests/service.ts';
import { recordAction } from './audit.ts';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';
type Page<T> = { items: T[]; total: number; page: number; perPage: number };
type Requester = { id: number; name: string; email: string };

const requester = (r: { user_id: number; u_name: string | null; u_last_name: string | null; u_email: string | null }): Requester => ({
  id: Number(r.user_id),
  name: [r.u_name, r.u_last_name].filter(Boolean).join(' '),
  email: r.u_email ?? '',
});

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

/** Shop requests in one status, oldest first (the queue is worked in order), with who asked. */
export async function shopRequestQueue(db: Db, status: ReviewStatus, page: number, perPage: number): Promise<Page<ShopRequestEntry>> {
  const [count] = await rows<{ total: number }>(db, sql`select count(*)::int as total from shop_requests where status = ${status}`);
  const found = await rows<Record<string, unknown> & { user_id: number; u_name: string | null; u_last_name: string | null; u_email: string | null }>(
    db,
    sql`select r.*, u.name as u_name, u.last_name as u_last_name, u.email as u_email from shop_requests r join users u on u.id = r.user_id
      where r.status = ${status} order by r.created_at, r.id limit ${perPage} offset ${(page - 1) * perPage}`,
  );
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
  return { items, total: Number(count?.total ?? 0), page, perPage };
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

/** Company requests in one status, oldest first, with their owner. */
export async function companyQueue(db: Db, status: ReviewStatus, page: number, perPage: number): Promise<Page<CompanyEntry>> {
  const [count] = await rows<{ total: number }>(db, sql`select count(*)::int as total from companies where status = ${status}`);
  const found = await rows<Record<string, unknown> & { user_id: number; u_name: string | null; u_last_name: string | null; u_email: string | null }>(
    db,
    sql`select c.*, u.name as u_name, u.last_name as u_last_name, u.email as u_email from companies c join users u on u.id = c.user_id
      where c.status = ${status} order by c.created_at, c.id limit ${perPage} offset ${(page - 1) * perPage}`,
  );
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
  return { items, total: Number(count?.total ?? 0), page, perPage };
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
