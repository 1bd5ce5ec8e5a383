import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ApiError, conflict, FieldProblems, invalidField, notFound } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { rows } from '../../db/rows.ts';
import { checkImages, storeImage } from '../reviews/service.ts';
import { shopRequestMailTexts } from './mail-texts.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;
const last = (v: unknown): unknown => (Array.isArray(v) ? v[v.length - 1] : v);
const textOf = (v: unknown): string => {
  const x = last(v);
  return x === undefined || x === null || isBlob(x) ? '' : String(x).trim();
};
const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** Field, its message when empty (spec 002 §5, in the form's order) and its length limit. */
const REQUIRED: [field: string, message: string, max: number][] = [
  ['name', 'Shop Name is required.', 120],
  ['user_name', 'Username is required.', 60],
  ['email', 'Email is required.', 255],
  ['phone', 'Phone is required.', 30],
  ['country_id', 'Country is required.', 10],
  ['city', 'City is required.', 120],
  ['currency_id', 'Currency is required.', 10],
  ['location', 'Location is required.', 255],
];

const serialize = (r: Record<string, unknown>) => ({
  id: Number(r.id),
  name: String(r.name),
  user_name: String(r.user_name),
  email: String(r.email),
  phone: String(r.phone),
  country_id: Number(r.country_id),
  city: String(r.city),
  currency_id: Number(r.currency_id),
  location: String(r.location),
  logo: r.logo == null ? null : String(r.logo),
  status: String(r.status) as 'pending' | 'approved' | 'rejected',
  created_at: iso(r.created_at),
});

/**
 * POST /request-shops: every field trimmed and checked (all messages at once, the first as `message`), the logo an
 * image by its bytes; stored as pending for an operator (`npm run shop:approve -- ID`). One pending request per member.
 */
export async function createShopRequest(deps: Deps, userId: number, raw: Record<string, unknown>) {
  const { db } = deps;
  const problems = new FieldProblems();
  const v: Record<string, string> = {};
  for (const [field, message, max] of REQUIRED) {
    v[field] = textOf(raw[field]);
    if (!v[field]) problems.add(field, 'FIELD_REQUIRED', message);
    else if ([...v[field]].length > max) problems.add(field, 'FIELD_TOO_LONG', `This field may not be longer than ${max} characters.`);
  }
  if (!problems.has('email') && !EMAIL_PATTERN.test(v.email!)) problems.add('email', 'FIELD_EMAIL_INVALID', 'Invalid email address.');
  const idOf = (s: string) => (/^\d{1,9}$/.test(s) ? Number(s) : 0);
  if (!problems.has('country_id') && !(await rows(db, sql`select 1 from countries where id = ${idOf(v.country_id!)}`)).length) {
    problems.add('country_id', 'FIELD_CHOICE_INVALID', 'The selected country is invalid.');
  }
  if (!problems.has('currency_id') && !(await rows(db, sql`select 1 from currencies where id = ${idOf(v.currency_id!)}`)).length) {
    problems.add('currency_id', 'FIELD_CHOICE_INVALID', 'The selected currency is invalid.');
  }
  if (!problems.has('user_name') && (await rows(db, sql`select 1 from shops where lower(user_name) = lower(${v.user_name})`)).length) {
    problems.add('user_name', 'SHOP_USERNAME_TAKEN', 'This username is already taken.');
  }
  const logoFile = last(raw.logo);
  const logo = isBlob(logoFile) && !(logoFile.size === 0 && !(logoFile as File).name) ? logoFile : undefined;
  let logoBytes: Uint8Array | undefined;
  if (logo) {
    try {
      [logoBytes] = await checkImages([logo], 'logo', 1);
    } catch (err) {
      if (!(err instanceof ApiError) || !err.messageStatus) throw err;
      problems.add('logo', err.messageStatus, err.message);
    }
  }
  problems.throwIfAny(REQUIRED.map(([f]) => f).concat('logo'));
  if ((await rows(db, sql`select 1 from shop_requests where user_id = ${userId} and status = 'pending'`)).length) {
    throw conflict('You already have a shop request waiting for review.', 'SHOP_REQUEST_PENDING');
  }
  const stored = logoBytes ? await storeImage(deps, logoBytes, 'shops', { width: 400, height: 400 }) : undefined;
  try {
    const [row] = await rows(
      db,
      sql`insert into shop_requests (user_id, name, user_name, email, phone, country_id, city, currency_id, location, logo)
        values (${userId}, ${v.name}, ${v.user_name}, ${v.email}, ${v.phone}, ${idOf(v.country_id!)}, ${v.city}, ${idOf(v.currency_id!)}, ${v.location}, ${stored?.url ?? null})
        returning *`,
    );
    return serialize(row!);
  } catch (err) {
    if (stored) await deps.storage.delete(stored.key).catch(() => undefined);
    throw err;
  }
}

/**
 * Approves a pending request (operator command): in one transaction the request turns approved and a shop is created
 * for the requester with its fields; the user name gets a -2, -3… suffix if a shop took it meanwhile, and the city's
 * coordinates come from the gazetteer when it knows the city. Unknown or already handled ids fail with a clear text.
 */
export async function approveShopRequest(db: Db, requestId: number): Promise<{ shopId: number; userName: string; ownerId: number }> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [req] = await rows(tx, sql`update shop_requests set status = 'approved', reviewed_at = now() where id = ${requestId} and status = 'pending' returning *`);
    if (!req) {
      const [seen] = await rows<{ status: string; shop_id: number | null }>(tx, sql`select status, shop_id from shop_requests where id = ${requestId}`);
      if (!seen) throw notFound(`No shop request with id ${requestId}.`, 'SHOP_REQUEST_NOT_FOUND');
      throw conflict(`Shop request ${requestId} was already ${seen.status}${seen.shop_id ? ` (shop ${seen.shop_id})` : ''}.`, 'SHOP_REQUEST_HANDLED');
    }
    const base = String(req.user_name);
    let userName = base;
    for (let n = 2; (await rows(tx, sql`select 1 from shops where lower(user_name) = lower(${userName})`)).length; n++) userName = `${base}-${n}`;
    const [place] = await rows<{ lat: string; lon: string }>(
      tx,
      sql`select lat::text as lat, lon::text as lon from cities where country_id = ${req.country_id} and lower(name) = lower(${req.city}) order by id limit 1`,
    );
    const [shop] = await rows<{ id: number }>(
      tx,
      sql`insert into shops (owner_id, name, user_name, email, phone, location, country_id, city, currency_id, logo, lat, lon)
        values (${req.user_id}, ${req.name}, ${userName}, ${req.email}, ${req.phone}, ${req.location}, ${req.country_id}, ${req.city}, ${req.currency_id},
          ${req.logo ?? null}, ${place?.lat ?? null}, ${place?.lon ?? null})
        returning id`,
    );
    await tx.execute(sql`update shop_requests set shop_id = ${shop!.id} where id = ${requestId}`);
    return { shopId: Number(shop!.id), userName, ownerId: Number(req.user_id) };
  });
}

/**
 * Turns a pending request down with the reason the requester is told (the operator console). Unknown or already
 * handled ids fail as approveShopRequest's do.
 */
export async function rejectShopRequest(db: Db, requestId: number, reason: string): Promise<void> {
  const why = reason.trim();
  if (!why) throw invalidField('reason', 'FIELD_REQUIRED', 'A reason is required to reject a shop request.');
  const [done] = await rows(db, sql`update shop_requests set status = 'rejected', rejection_reason = ${why}, reviewed_at = now() where id = ${requestId} and status = 'pending' returning id`);
  if (done) return;
  const [seen] = await rows<{ status: string }>(db, sql`select status from shop_requests where id = ${requestId}`);
  if (!seen) throw notFound(`No shop request with id ${requestId}.`, 'SHOP_REQUEST_NOT_FOUND');
  throw conflict(`Shop request ${requestId} was already ${seen.status}.`, 'SHOP_REQUEST_HANDLED');
}

/** E-mails the requester the outcome of their reviewed request, in their language, with the reason of a rejection. */
export async function mailShopRequestOutcome(deps: Pick<Deps, 'db' | 'mail' | 'config'>, requestId: number): Promise<string> {
  const [row] = await rows<{ name: string; status: string; rejection_reason: string | null; email: string; language: string | null }>(
    deps.db,
    sql`select r.name, r.status, r.rejection_reason, u.email, u.language from shop_requests r join users u on u.id = r.user_id where r.id = ${requestId}`,
  );
  if (!row || row.status === 'pending') throw notFound(`No reviewed shop request with id ${requestId}.`, 'SHOP_REQUEST_NOT_FOUND');
  const t = shopRequestMailTexts(row.language);
  const approved = row.status === 'approved';
  await deps.mail.send({
    to: row.email,
    subject: approved ? t.approvedSubject(row.name) : t.rejectedSubject(row.name),
    text: [
      approved ? t.approvedBody(row.name) : t.rejectedBody(row.name),
      ...(approved ? ['', `${t.open} ${deps.config.APP_URL.replace(/\/$/, '')}/shop-workspace`] : ['', `${t.reason} ${row.rejection_reason ?? ''}`]),
      '',
    ].join('\n'),
  });
  return row.email;
}
