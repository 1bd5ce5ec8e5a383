import { sql, type SQL } from 'drizzle-orm';
import {
  AD_CONDITIONS,
  AD_EMAIL_PATTERN,
  AD_LONG_TEXT_MAX,
  AD_PHONE_PATTERN,
  AD_PRICE_MAX,
  AD_PURCHASE_BUTTON_TEXT,
  AD_PURCHASE_BUTTON_TEXT_MAX,
  AD_SHORT_DESCRIPTION_MAX,
  AD_TAG_MAX_LENGTH,
  AD_TAGS_MAX,
  AD_TITLE_MAX,
  AD_WEBSITE_PATTERN,
} from '../../../common/ad-limits.ts';
import type { Db } from '../../db/client.ts';
import { ApiError, conflict, FieldProblems, forbidden, invalidField, notFound, type MessageStatus } from '../../http/errors.ts';
import { isRowId } from '../../http/ids.ts';
import type { Deps } from '../../platform/deps.ts';
import { keyFromUrl } from '../../platform/storage.ts';
import { claimCompanyAdSlot } from '../companies/service.ts';
import { describePhotosLater } from './photo-vectors.ts';
import { checkPhotos, deleteKeys, insertPhotos, storePhotos } from './photos.ts';
import type { AdInput } from './schemas.ts';
import { loadAds, type AdJson, type Viewer } from './serialize.ts';
import { rows } from '../../db/rows.ts';
import { LISTED_AD, PUBLIC_AD } from './visibility.ts';
import { isOpenCategory } from '../catalog/open-subtree.ts';
import { SHOP_ACTIVE } from '../shops/catalogue.ts';

export { adInputSchema, parseAdInput, type AdInput } from './schemas.ts';
export { MAX_PHOTOS } from './photos.ts';

export const USER_LIST_PER_PAGE = 10;
export const HOME_PER_PAGE = 8;
/**
 * Totals of public lists are counted up to this many rows (125 home pages of 8), so a page never counts the whole
 * table. The newest rows of a live table are mostly not yet all-visible, so each counted row may cost a heap visit:
 * 1,000 of them stay within a few milliseconds where 10,000 took 100 ms and more (docs/decisions.md, "Search at scale").
 */
export const COUNT_CAP = 1_000;

/** The columns validated input writes; `undefined` means "leave as is" (update). */
type AdValues = {
  categoryId?: number;
  name?: string;
  description?: string;
  additionalDetails?: string | null;
  productSpecifications?: string | null;
  detailedDescription?: string | null;
  price?: string;
  offerPrice?: string | null;
  currencyId?: number;
  type?: number;
  isNegotiable?: boolean;
  condition?: string | null;
  location?: string;
  lat?: string;
  lon?: string;
  tags?: string[];
  contactEmail?: string | null;
  contactPhone?: string | null;
  showContact?: boolean;
  companyId?: number | null;
  externalWebsite?: string | null;
  purchaseButtonText?: string | null;
};

type ExistingAd = {
  id: number;
  owner_id: number;
  type: number;
  price: string;
  offer_price: string | null;
  company_id: number | null;
  external_website: string | null;
  tags: string[];
  category_id: number;
};

const given = (v: string | undefined): v is string => v !== undefined;
const blank = (v: string | undefined) => v === undefined || v.trim() === '';
const trimmedOrNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** Tags trimmed, without empties, unique case-insensitively (first spelling wins). */
export function normalizeTags(list: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/**
 * Every rule of spec 001 §5 on the input, with database look-ups (category, currency, company); nothing is written.
 * `existing` is the ad being updated (partial input), undefined on create (required fields enforced).
 */
export async function validateAdInput(
  deps: Deps,
  userId: number,
  input: AdInput,
  existing?: ExistingAd,
): Promise<{ values: AdValues; problems: FieldProblems }> {
  const { db } = deps;
  const problems = new FieldProblems();
  const fail = (field: string, code: MessageStatus, message: string) => problems.add(field, code, message);
  const values: AdValues = {};
  const creating = !existing;

  // Category: the deepest chosen one wins.
  const categoryRaw = !blank(input.subcategory_id) ? input.subcategory_id : input.category_id;
  if (!blank(categoryRaw)) {
    const id = Number(categoryRaw);
    // An ad already in a category an operator hid since may keep it; new ads and moves need an open one.
    const kept = existing !== undefined && Number(existing.category_id) === id;
    const found = kept || (isRowId(id) && (await rows(db, sql`select 1 where ${isOpenCategory(id, 'ad')}`)).length > 0);
    if (!found) fail('category_id', 'FIELD_CHOICE_INVALID', 'The selected category is invalid.');
    else values.categoryId = id;
  } else if (creating) fail('category_id', 'FIELD_REQUIRED', 'Category is missing');

  if (given(input.name)) {
    if (input.name.trim() === '') fail('name', 'FIELD_REQUIRED', 'Ad title is required');
    else if (input.name.trim().length > AD_TITLE_MAX) fail('name', 'FIELD_TOO_LONG', `Ad title must not exceed ${AD_TITLE_MAX} characters`);
    else values.name = input.name.trim();
  } else if (creating) fail('name', 'FIELD_REQUIRED', 'Ad title is required');

  if (given(input.description)) {
    const d = input.description.trim();
    if (!d) fail('description', 'FIELD_REQUIRED', 'Short description is required');
    else if ([...d].length > AD_SHORT_DESCRIPTION_MAX) fail('description', 'FIELD_TOO_LONG', `Short description must not exceed ${AD_SHORT_DESCRIPTION_MAX} characters`);
    else values.description = d;
  } else if (creating) fail('description', 'FIELD_REQUIRED', 'Short description is required');

  for (const [field, key] of [
    ['additional_details', 'additionalDetails'],
    ['product_specifications', 'productSpecifications'],
    ['detailed_description', 'detailedDescription'],
  ] as const) {
    const v = input[field];
    if (!given(v)) continue;
    if (v.length > AD_LONG_TEXT_MAX) fail(field, 'FIELD_TOO_LONG', `This text must not exceed ${AD_LONG_TEXT_MAX} characters.`);
    else values[key] = trimmedOrNull(v);
  }

  let price: number | undefined = existing ? Number(existing.price) : undefined;
  if (!blank(input.price)) {
    const n = Number(input.price);
    if (!Number.isFinite(n)) fail('price', 'FIELD_NOT_A_NUMBER', 'Price must be a number.');
    else if (n < 0) fail('price', 'FIELD_OUT_OF_RANGE', 'Price cannot be negative.');
    else if (n > AD_PRICE_MAX) fail('price', 'FIELD_OUT_OF_RANGE', `Price cannot exceed ${AD_PRICE_MAX}`);
    else {
      price = n;
      values.price = n.toFixed(2);
    }
  } else if (creating || given(input.price)) fail('price', 'FIELD_REQUIRED', 'Price is required');

  if (given(input.offer_price)) {
    if (input.offer_price.trim() === '') values.offerPrice = null;
    else {
      const n = Number(input.offer_price);
      if (!Number.isFinite(n)) fail('offer_price', 'FIELD_NOT_A_NUMBER', 'Offer price must be a number.');
      else if (n < 0) fail('offer_price', 'FIELD_OUT_OF_RANGE', 'Offer price cannot be negative.');
      else if (price !== undefined && !(n < price)) fail('offer_price', 'OFFER_PRICE_NOT_LOWER', 'Offer price must be less than the price.');
      else values.offerPrice = n.toFixed(2);
    }
  } else if (existing?.offer_price != null && price !== undefined && !(Number(existing.offer_price) < price)) {
    values.offerPrice = null; // a new price at or below the old offer ends the offer
  }

  if (!blank(input.currency_id)) {
    const id = Number(input.currency_id);
    const found = isRowId(id) ? await rows(db, sql`select id from currencies where id = ${id}`) : [];
    if (!found.length) fail('currency_id', 'FIELD_CHOICE_INVALID', 'The selected currency is invalid.');
    else values.currencyId = id;
  } else if (creating || given(input.currency_id)) fail('currency_id', 'FIELD_REQUIRED', 'Currency is required');

  // Type: 1 personal, 2 company; fixed after creation.
  let type = existing?.type ?? 1;
  if (!blank(input.type)) {
    const t = Number(input.type);
    if (t !== 1 && t !== 2) fail('type', 'FIELD_CHOICE_INVALID', 'The selected type is invalid.');
    else if (existing && t !== existing.type) fail('type', 'AD_TYPE_FIXED', 'Ad type cannot be changed.');
    else type = t;
  }
  if (creating) values.type = type;

  if (given(input.is_negotiable)) values.isNegotiable = ['1', 'true', 'on', 'yes'].includes(input.is_negotiable.trim().toLowerCase());
  if (given(input.condition)) {
    const c = input.condition.trim();
    if (c === '') values.condition = null;
    else if (!(AD_CONDITIONS as readonly string[]).includes(c)) fail('condition', 'FIELD_CHOICE_INVALID', 'The selected condition is invalid.');
    else values.condition = c;
  }

  if (given(input.location) || creating) {
    if (blank(input.location)) fail('location', 'FIELD_REQUIRED', 'Location is missing');
    else values.location = input.location!.trim();
  }
  for (const [field, limit] of [['lat', 90], ['lon', 180]] as const) {
    const raw = input[field];
    if (blank(raw)) {
      if (creating || given(raw)) fail(field, 'FIELD_REQUIRED', 'Location is missing');
      continue;
    }
    const n = Number(raw);
    if (!Number.isFinite(n) || Math.abs(n) > limit) fail(field, 'FIELD_OUT_OF_RANGE', `The ${field} must be a number between -${limit} and ${limit}.`);
    else values[field] = n.toFixed(6);
  }

  if (input.tags !== undefined) {
    const list = normalizeTags(input.tags);
    if (list.length > AD_TAGS_MAX) fail('tags', 'TOO_MANY_TAGS', `You can add at most ${AD_TAGS_MAX} tags.`);
    else if (list.some((t) => [...t].length > AD_TAG_MAX_LENGTH)) fail('tags', 'TAG_TOO_LONG', `Each tag may not exceed ${AD_TAG_MAX_LENGTH} characters.`);
    else values.tags = list;
  } else if (creating) values.tags = [];

  if (given(input.email)) {
    if (input.email.trim() === '') values.contactEmail = null;
    else if (!AD_EMAIL_PATTERN.test(input.email.trim())) fail('email', 'FIELD_EMAIL_INVALID', 'Invalid email format.');
    else values.contactEmail = input.email.trim();
  }
  if (given(input.phone)) {
    const p = input.phone.replace(/[\s()-]/g, '');
    if (p === '') values.contactPhone = null;
    else if (!AD_PHONE_PATTERN.test(p)) fail('phone', 'FIELD_PHONE_INVALID', 'Invalid phone number format.');
    else values.contactPhone = p;
  }
  if (given(input.show_contact)) values.showContact = !['0', 'false', 'off', 'no'].includes(input.show_contact.trim().toLowerCase());

  if (type === 2) {
    const companyRaw = given(input.company_id) ? input.company_id : existing?.company_id != null ? String(existing.company_id) : undefined;
    const companyId = Number(companyRaw);
    if (blank(companyRaw) || !isRowId(companyId)) fail('company_id', 'COMPANY_REQUIRED', 'Company is required for Company ads');
    else {
      try {
        await claimCompanyAdSlot(db, userId, companyId, existing?.company_id === companyId ? existing.id : undefined);
        values.companyId = companyId;
      } catch (err) {
        if (!(err instanceof ApiError) || !err.messageStatus) throw err;
        fail('company_id', err.messageStatus, err.message);
      }
    }
    const site = given(input.external_website) ? input.external_website.trim() : (existing?.external_website ?? '');
    if (!site) fail('external_website', 'FIELD_REQUIRED', 'External website is required for Company ads');
    else if (!AD_WEBSITE_PATTERN.test(site)) fail('external_website', 'FIELD_URL_INVALID', 'External website must start with http:// or https://');
    else values.externalWebsite = site;
    if (given(input.purchase_button_text)) values.purchaseButtonText = input.purchase_button_text.trim().slice(0, AD_PURCHASE_BUTTON_TEXT_MAX) || AD_PURCHASE_BUTTON_TEXT;
    else if (creating) values.purchaseButtonText = AD_PURCHASE_BUTTON_TEXT;
  } else if (creating) {
    values.companyId = null;
    values.externalWebsite = null;
    values.purchaseButtonText = null;
  }
  return { values, problems };
}

/** Photo count and every file checked (size, magic bytes, decodable) before anything is stored. */
/** Tag use counts: +1 for each added tag, −1 for each removed one. */
async function adjustTags(db: Db, added: string[], removed: string[]) {
  for (const name of added) {
    await db.execute(sql`insert into tags (name, usage_count) values (${name}, 1)
      on conflict (lower(name)) do update set usage_count = tags.usage_count + 1`);
  }
  for (const name of removed) {
    await db.execute(sql`update tags set usage_count = greatest(usage_count - 1, 0) where lower(name) = lower(${name})`);
  }
}

const columnSql: Record<keyof AdValues, string> = {
  categoryId: 'category_id',
  name: 'name',
  description: 'description',
  additionalDetails: 'additional_details',
  productSpecifications: 'product_specifications',
  detailedDescription: 'detailed_description',
  price: 'price',
  offerPrice: 'offer_price',
  currencyId: 'currency_id',
  type: 'type',
  isNegotiable: 'is_negotiable',
  condition: 'condition',
  location: 'location',
  lat: 'lat',
  lon: 'lon',
  tags: 'tags',
  contactEmail: 'contact_email',
  contactPhone: 'contact_phone',
  showContact: 'show_contact',
  companyId: 'company_id',
  externalWebsite: 'external_website',
  purchaseButtonText: 'purchase_button_text',
};

const valueSql = (key: keyof AdValues, v: unknown): SQL =>
  key === 'tags' ? sql`${`{${(v as string[]).map((t) => `"${t.replace(/["\\]/g, (m) => `\\${m}`)}"`).join(',')}}`}::text[]` : sql`${v}`;

/**
 * Creates an ad: everything validated first, photos re-encoded and stored, then the rows in one transaction; a
 * failure after storing deletes the stored files. `is_sponsored` of the input is ignored.
 */
export async function createAd(deps: Deps, userId: number, input: AdInput): Promise<AdJson> {
  const { values, problems } = await validateAdInput(deps, userId, input);
  const photos = await checkPhotos(input.attachments, 0, problems);
  problems.throwIfAny();
  if (values.contactEmail === undefined) {
    const [u] = await rows<{ email: string }>(deps.db, sql`select email from users where id = ${userId}`);
    values.contactEmail = u?.email ?? null;
  }
  const [{ id: adId } = { id: 0 }] = await rows<{ id: number }>(deps.db, sql`select nextval(pg_get_serial_sequence('ads', 'id'))::int as id`);
  const stored = await storePhotos(deps, adId, photos);
  try {
    await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      // Checked again under the company row's lock: the last free slot goes to one post only.
      if (values.companyId) await claimCompanyAdSlot(db, userId, values.companyId);
      const entries = Object.entries(values).filter(([, v]) => v !== undefined) as [keyof AdValues, unknown][];
      const cols = sql.join([sql.raw('id'), sql.raw('owner_id'), ...entries.map(([k]) => sql.raw(columnSql[k]))], sql`, `);
      const vals = sql.join([sql`${adId}`, sql`${userId}`, ...entries.map(([k, v]) => valueSql(k, v))], sql`, `);
      await db.execute(sql`insert into ads (${cols}) values (${vals})`);
      await insertPhotos(db, adId, stored, 0);
      await adjustTags(db, values.tags ?? [], []);
    });
  } catch (err) {
    await deleteKeys(deps, stored.flatMap((p) => p.keys));
    throw err;
  }
  if (stored.length) describePhotosLater(deps);
  const [ad] = await loadAds(deps.db, [adId], { id: userId }, { categoryChain: true });
  return ad!;
}

async function ownedAd(db: Db, userId: number, adId: number): Promise<ExistingAd> {
  const [ad] = await rows<ExistingAd>(
    db,
    sql`select id, owner_id, type, price, offer_price, company_id, external_website, tags, category_id from ads where id = ${adId} and deleted_at is null`,
  );
  if (!ad) throw notFound('Ad not found.', 'AD_NOT_FOUND');
  if (Number(ad.owner_id) !== userId) throw forbidden(undefined, 'NOT_YOUR_AD');
  return { ...ad, type: Number(ad.type), owner_id: Number(ad.owner_id) };
}

/**
 * Updates the owner's ad with the given fields. Photos: `existing_attachments` lists the ids to keep in order (all
 * kept when neither it nor new files came), new files follow; 1 to 10 in total.
 */
export async function updateAd(deps: Deps, userId: number, adId: number, input: AdInput): Promise<AdJson> {
  const existing = await ownedAd(deps.db, userId, adId);
  const { values, problems } = await validateAdInput(deps, userId, input, existing);
  const current = await rows<{ id: number; attachment: string; variants: string[] }>(
    deps.db,
    sql`select id, attachment, variants from ad_attachments where ads_id = ${adId} order by position, id`,
  );
  const touchPhotos = input.existing_attachments !== undefined || input.attachments.length > 0;
  const keepIds = input.existing_attachments !== undefined ? [...new Set(input.existing_attachments)] : current.map((p) => Number(p.id));
  const known = new Set(current.map((p) => Number(p.id)));
  if (keepIds.some((id) => !known.has(id))) problems.add('existing_attachments', 'FIELD_CHOICE_INVALID', 'The selected photos are invalid.');
  const photos = touchPhotos ? await checkPhotos(input.attachments, keepIds.length, problems) : [];
  problems.throwIfAny();

  const stored = await storePhotos(deps, adId, photos);
  const removed = touchPhotos ? current.filter((p) => !keepIds.includes(Number(p.id))) : [];
  try {
    await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      // Checked again under the company row's lock: the last free slot goes to one post only.
      if (values.companyId) await claimCompanyAdSlot(db, userId, values.companyId, existing.company_id === values.companyId ? adId : undefined);
      const entries = Object.entries(values).filter(([, v]) => v !== undefined) as [keyof AdValues, unknown][];
      const sets = entries.map(([k, v]) => sql`${sql.raw(columnSql[k])} = ${valueSql(k, v)}`);
      sets.push(sql`updated_at = now()`);
      await db.execute(sql`update ads set ${sql.join(sets, sql`, `)} where id = ${adId}`);
      if (touchPhotos) {
        if (removed.length) {
          await db.execute(sql`delete from ad_attachments where ads_id = ${adId} and id = any(${`{${removed.map((p) => p.id).join(',')}}`}::int[])`);
        }
        for (const [i, id] of keepIds.entries()) await db.execute(sql`update ad_attachments set position = ${i} where id = ${id} and ads_id = ${adId}`);
        await insertPhotos(db, adId, stored, keepIds.length);
      }
      if (values.tags) {
        const before = new Set((existing.tags ?? []).map((t) => t.toLowerCase()));
        const after = new Set(values.tags.map((t) => t.toLowerCase()));
        await adjustTags(
          db,
          values.tags.filter((t) => !before.has(t.toLowerCase())),
          (existing.tags ?? []).filter((t) => !after.has(t.toLowerCase())),
        );
      }
    });
  } catch (err) {
    await deleteKeys(deps, stored.flatMap((p) => p.keys));
    throw err;
  }
  // Files of removed photos go once the rows are gone.
  const oldKeys = removed.flatMap((p) => [p.attachment, ...(p.variants ?? [])]).map((u) => keyFromUrl(deps.storage, u));
  await deleteKeys(deps, [...new Set(oldKeys.filter((k): k is string => !!k))]);
  if (stored.length) describePhotosLater(deps);
  const [ad] = await loadAds(deps.db, [adId], { id: userId }, { categoryChain: true });
  return ad!;
}

/** One ad with everything the details page shows; inactive or deleted ads only to their owner. */
export async function singleAd(db: Db, adId: number, viewer: Viewer): Promise<AdJson> {
  const [row] = await rows<{ owner_id: number; status: number; deleted_at: unknown }>(db, sql`select owner_id, status, deleted_at from ads where id = ${adId}`);
  const isOwner = row && viewer?.id === Number(row.owner_id);
  if (!row || (!isOwner && (Number(row.status) !== 1 || row.deleted_at != null))) throw notFound('Ad not found.', 'AD_NOT_FOUND');
  const [ad] = await loadAds(db, [adId], viewer, { categoryChain: true });
  return ad!;
}

/**
 * Counts a view (total and today's, reset when the day changes), a contact lead or a message lead: one UPDATE. A
 * `visitor` (member or client address) counts at most once per ad, type and UTC day, so reloading a page or a
 * script calling in a loop never inflates what sellers are shown.
 */
export async function trackStats(deps: Pick<Deps, 'db' | 'limits'>, adId: number, type: 'view' | 'contact' | 'message', visitor: string): Promise<void> {
  const { db } = deps;
  const day = new Date().toISOString().slice(0, 10);
  if (!(await deps.limits.take('adStat', `${day}|${type}|${adId}|${visitor}`))) {
    const [known] = await rows(db, sql`select id from ads where id = ${adId} and status = 1 and deleted_at is null`);
    if (!known) throw notFound('Ad not found.');
    return;
  }
  const set =
    type === 'view'
      ? sql`total_view = total_view + 1,
          today_view = case when today_view_date = current_date then today_view + 1 else 1 end,
          today_view_date = current_date`
      : type === 'contact'
        ? sql`total_contact_lead = total_contact_lead + 1`
        : sql`total_message_lead = total_message_lead + 1`;
  const done = await rows(db, sql`update ads set ${set} where id = ${adId} and status = 1 and deleted_at is null returning id`);
  if (!done.length) throw notFound('Ad not found.', 'AD_NOT_FOUND');
}

/** Owner's toggle between active (1) and inactive (0). */
export async function toggleStatus(db: Db, userId: number, adId: number): Promise<{ id: number; status: number }> {
  await ownedAd(db, userId, adId);
  const [r] = await rows<{ id: number; status: number }>(
    db,
    sql`update ads set status = 1 - status, updated_at = now() where id = ${adId} and owner_id = ${userId} and hidden_at is null returning id, status`,
  );
  // An ad an operator hid stays hidden until an operator restores it (decision 177).
  if (!r) throw conflict('Our team has hidden this ad, so it cannot be shown again. Contact support if you think this is a mistake.', 'AD_HIDDEN');
  return { id: Number(r.id), status: Number(r.status) };
}

/** Soft-deletes the owner's ads; all or nothing (403 when any id belongs to someone else, 404 when one is unknown). */
export async function deleteAds(db: Db, userId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) throw invalidField('ids', 'NO_ADS_SELECTED', 'Select at least one ad.');
  const list = sql`${`{${unique.join(',')}}`}::int[]`;
  const found = await rows<{ id: number; owner_id: number }>(db, sql`select id, owner_id from ads where id = any(${list}) and deleted_at is null`);
  if (found.some((r) => Number(r.owner_id) !== userId)) throw forbidden(undefined, 'NOT_YOUR_AD');
  if (found.length !== unique.length) throw notFound('Ad not found.', 'AD_NOT_FOUND');
  await db.execute(sql`update ads set deleted_at = now(), delete_reason = 'owner', updated_at = now()
    where id = any(${list}) and owner_id = ${userId} and deleted_at is null`);
  return unique;
}

export type Page = { rows: AdJson[]; page: number; perPage: number; total: number };

/** The total of a list, counted up to `cap` rows in the list's order (exported for the EXPLAIN test). */
export function listCountSql(where: SQL, orderBy: SQL, cap = COUNT_CAP): SQL {
  return sql`select count(*)::int as n from (select 1 from ads a where ${where} order by ${orderBy} limit ${cap}) s`;
}

/**
 * A page of ids from `where … order by …`, the total counted up to COUNT_CAP, then the ads serialized. The count
 * walks the rows in the list's order, so it reads the same index as the page; without the order a limited count
 * may be planned as a sequential scan of ads that stops after `cap` matches (reading 40,000 rows for the reduced tab).
 */
async function pageOf(db: Db, viewer: Viewer, where: SQL, orderBy: SQL, page: number, perPage: number, cap = COUNT_CAP): Promise<Page> {
  const offset = (page - 1) * perPage;
  // Pages past the counted rows are past the last page the total announces: empty, without walking the list there.
  const ids =
    offset >= cap ? [] : await rows<{ id: number }>(db, sql`select a.id from ads a where ${where} order by ${orderBy} limit ${perPage} offset ${offset}`);
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(db, listCountSql(where, orderBy, cap));
  return { rows: await loadAds(db, ids.map((r) => Number(r.id)), viewer), page, perPage, total: Number(n) };
}

/** SQL of the owner's list (My Ads), exported for the EXPLAIN test. */
export function userListWhere(userId: number, status: 'all' | 'active' | 'inactive', search?: string): SQL {
  const parts = [sql`a.owner_id = ${userId}`, sql`a.deleted_at is null`];
  if (status === 'active') parts.push(sql`a.status = 1`);
  if (status === 'inactive') parts.push(sql`a.status = 0`);
  const q = search?.trim();
  if (q) parts.push(sql`lower(a.name) like ${`%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`);
  return sql.join(parts, sql` and `);
}
export const NEWEST_ORDER = sql`a.created_at desc, a.id desc`;

export async function userList(db: Db, userId: number, q: { page: number; status: 'all' | 'active' | 'inactive'; search?: string | undefined }): Promise<Page> {
  // Counted exactly: a member's own ads are few.
  return pageOf(db, { id: userId }, userListWhere(userId, q.status, q.search), NEWEST_ORDER, q.page, USER_LIST_PER_PAGE, 1_000_000);
}

/** Active ads of a member: what anyone may find (none while they hide their ads), all of them when they look at their own. */
export async function specificUserList(db: Db, viewer: Viewer, userId: number, page: number): Promise<Page> {
  const [u] = await rows(db, sql`select 1 from users where id = ${userId} and deleted_at is null`);
  if (!u) throw notFound('User not found.', 'USER_NOT_FOUND');
  return pageOf(db, viewer, sql`a.owner_id = ${userId} and ${viewer?.id === userId ? LISTED_AD : PUBLIC_AD}`, NEWEST_ORDER, page, USER_LIST_PER_PAGE);
}

/** Company ads anyone may see, of every company or of one (the Company Ads tab, all-company-ads, company/{id}); exported for the EXPLAIN test. */
export function companyAdsWhere(companyId?: number): SQL {
  return companyId === undefined ? sql`a.type = 2 and ${PUBLIC_AD}` : sql`a.company_id = ${companyId} and a.type = 2 and ${PUBLIC_AD}`;
}

export async function companyAds(db: Db, viewer: Viewer, companyId: number | undefined, page: number): Promise<Page> {
  return pageOf(db, viewer, companyAdsWhere(companyId), NEWEST_ORDER, page, USER_LIST_PER_PAGE);
}

export type HomeTab = 'newest' | 'company' | 'reduced' | 'recommendations' | 'all' | 'sponsored' | 'category';

/** where/order of each home tab, exported for the EXPLAIN test. */
export function homeTabSql(tab: Exclude<HomeTab, 'recommendations'>, categoryId?: number): { where: SQL; orderBy: SQL } {
  switch (tab) {
    case 'company':
      return { where: companyAdsWhere(), orderBy: NEWEST_ORDER };
    case 'reduced':
      return { where: sql`a.offer_price < a.price and ${PUBLIC_AD}`, orderBy: NEWEST_ORDER };
    case 'sponsored':
      return {
        where: sql`a.is_sponsored > 0 and (a.promotion_expires_at is null or a.promotion_expires_at > now()) and ${PUBLIC_AD}`,
        orderBy: sql`a.is_sponsored desc, a.created_at desc, a.id desc`, // ads_active_ranked_idx order
      };
    case 'category':
      return {
        where: sql`a.category_id in (with recursive sub as (select id from categories where id = ${categoryId ?? 0}
          union all select c.id from categories c join sub on c.parent_id = sub.id) select id from sub) and ${PUBLIC_AD}`,
        orderBy: NEWEST_ORDER,
      };
    case 'all':
    case 'newest':
    default:
      return { where: PUBLIC_AD, orderBy: NEWEST_ORDER };
  }
}

export async function homeTab(db: Db, viewer: Viewer, tab: HomeTab, page: number, categoryId?: number): Promise<Page> {
  if (tab === 'recommendations') return { rows: await recommendations(db, viewer), page: 1, perPage: HOME_PER_PAGE, total: HOME_PER_PAGE };
  if (tab === 'category' && !categoryId) throw invalidField('category_id', 'FIELD_REQUIRED', 'The category_id field is required.');
  const { where, orderBy } = homeTabSql(tab, categoryId);
  return pageOf(db, viewer, where, orderBy, page, HOME_PER_PAGE);
}

export const SALES_PER_PAGE = 12;
export type SaleKind = 'ad' | 'shopAd';

/**
 * The Sales list (docs/decisions.md 141): ads (or shop items) whose offer price is below their price and shows on the
 * card (common/price.ts: not negotiable), the biggest percent off first, then newest. Ordering by the share the buyer
 * pays, `offer_price / price` ascending, is ordering by percentOff descending; the partial indexes
 * ads_sale_discount_idx and ads_shop_sale_discount_idx carry exactly this predicate and order (exported for EXPLAIN).
 */
export function salesSql(kind: SaleKind): { where: SQL; orderBy: SQL } {
  const onSale = sql`a.offer_price < a.price and a.offer_price >= 0 and not a.is_negotiable`;
  return {
    where: sql`${onSale} and ${kind === 'ad' ? PUBLIC_AD : SHOP_ACTIVE}`,
    orderBy: sql`a.offer_price / a.price, a.created_at desc, a.id desc`,
  };
}

export async function salesList(db: Db, viewer: Viewer, kind: SaleKind, page: number): Promise<Page> {
  const { where, orderBy } = salesSql(kind);
  return pageOf(db, viewer, where, orderBy, page, SALES_PER_PAGE);
}

/**
 * 8 random active ads without sorting the table: random start ids between the smallest and largest id (primary key),
 * each taking the first active ad at or after it.
 */
export async function recommendations(db: Db, viewer: Viewer): Promise<AdJson[]> {
  const [b] = await rows<{ lo: number | null; hi: number | null }>(db, sql`select min(id) as lo, max(id) as hi from ads`);
  if (b?.lo == null || b.hi == null) return [];
  const lo = Number(b.lo);
  const span = Number(b.hi) - lo + 1;
  const starts = Array.from({ length: HOME_PER_PAGE * 4 }, () => lo + Math.floor(Math.random() * span));
  const found = await rows<{ id: number }>(
    db,
    sql`select distinct t.id from unnest(${`{${starts.join(',')}}`}::int[]) r(start)
      cross join lateral (select a.id from ads a where a.id >= r.start and ${PUBLIC_AD} order by a.id limit 1) t`,
  );
  const ids = found.map((r) => Number(r.id));
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return loadAds(db, ids.slice(0, HOME_PER_PAGE), viewer);
}
