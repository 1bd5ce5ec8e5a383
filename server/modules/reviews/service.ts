import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { FieldProblems, invalidField, notFound, unprocessable } from '../../http/errors.ts';
import { checkAdPhoto } from '../../platform/images.ts';
import type { Deps } from '../../platform/deps.ts';
import { rows } from '../../db/rows.ts';
import { ITEM_REVIEWS_PER_PAGE, MAX_COMMENT, MAX_REVIEW_FILES, MY_REVIEWS_PER_PAGE, type MY_REVIEW_TABS } from './schemas.ts';
import { isoTime as iso } from '../../db/values.ts';

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;
const last = (v: unknown): unknown => (Array.isArray(v) ? v[v.length - 1] : v);
const textOf = (v: unknown): string | undefined => {
  const x = last(v);
  return x === undefined || x === null || isBlob(x) ? undefined : String(x).trim();
};

/**
 * Re-encodes a checked image the way ad photos are (EXIF rotation applied, all metadata dropped, WebP) at one size
 * and stores it under `<folder>/<random>.webp`. Returns its URL and key.
 */
export async function storeImage(deps: Deps, bytes: Uint8Array, folder: string, size: { width: number; height?: number }) {
  const resize = size.height ? { width: size.width, height: size.height, fit: 'cover' as const } : { width: size.width, withoutEnlargement: true };
  const out = await sharp(bytes, { limitInputPixels: 100_000_000, animated: false }).rotate().resize(resize).webp({ quality: 80, effort: 2 }).toBuffer();
  const key = `${folder}/${randomBytes(10).toString('hex')}.webp`;
  return { url: await deps.storage.put(key, out, 'image/webp'), key };
}

/** Images of a form, each checked by magic bytes and decoded by sharp before anything is stored. */
export async function checkImages(files: Blob[], field: string, max: number): Promise<Uint8Array[]> {
  if (files.length > max) throw invalidField(field, 'TOO_MANY_IMAGES', `You can attach at most ${max} images.`);
  const out: Uint8Array[] = [];
  for (const f of files) out.push(await checkAdPhoto(f, field));
  return out;
}

/** Files under `file[]`, `file`, `files[]` or `files` (empty file inputs dropped). */
function filesOf(raw: Record<string, unknown>): Blob[] {
  const out: Blob[] = [];
  for (const [k, v] of Object.entries(raw)) {
    if (!/^files?(\[\d*\])?$/.test(k)) continue;
    for (const f of Array.isArray(v) ? v : [v]) if (isBlob(f) && !(f.size === 0 && !(f as File).name)) out.push(f);
  }
  return out;
}

/** shopId is null for a classified ad (reviewed after its seller marked it sold to the buyer through an offer). */
export type Target = { adsId: number | null; shopId: number | null; ownerId: number };

function idOf(v: string | undefined): number | null {
  return v !== undefined && /^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= 2_147_483_647 ? Number(v) : null;
}

/**
 * Which review this is: of an item (ads_id; its shop is the item's, whatever shop_id says; a classified ad has no shop and
 * its owner is the seller) or of a shop (shop_id, default 1).
 */
async function resolveTarget(db: Db, adsRaw: string | undefined, shopRaw: string | undefined, problems: FieldProblems): Promise<Target | undefined> {
  if (adsRaw !== undefined && adsRaw !== '') {
    const adsId = idOf(adsRaw);
    const [item] = adsId
      ? await rows<{ shop_id: number | null; owner_id: number }>(
          db,
          sql`select a.shop_id, coalesce(s.owner_id, a.owner_id) as owner_id from ads a left join shops s on s.id = a.shop_id where a.id = ${adsId} and a.deleted_at is null`,
        )
      : [];
    if (!item) return void problems.add('ads_id', 'FIELD_CHOICE_INVALID', 'The selected item is invalid.');
    return { adsId, shopId: item.shop_id == null ? null : Number(item.shop_id), ownerId: Number(item.owner_id) };
  }
  const shopId = shopRaw === undefined || shopRaw === '' ? 1 : idOf(shopRaw);
  const [shop] = shopId ? await rows<{ owner_id: number }>(db, sql`select owner_id from shops where id = ${shopId}`) : [];
  if (!shop || !shopId) return void problems.add('shop_id', 'FIELD_CHOICE_INVALID', 'The selected shop is invalid.');
  return { adsId: null, shopId, ownerId: Number(shop.owner_id) };
}

/**
 * Only a buyer with a delivered sub-order containing the item (item review) or from the shop (shop review), or, for a
 * classified ad, the buyer whose accepted offer the seller marked sold.
 */
async function hasDelivered(db: Db, userId: number, t: Target): Promise<boolean> {
  const found = t.adsId && t.shopId === null
    ? await rows(db, sql`select 1 from offers where buyer_id = ${userId} and ad_id = ${t.adsId} and state = 'sold' limit 1`)
    : t.adsId
    ? await rows(
        db,
        sql`select 1 from orders o join order_details d on d.order_id = o.id
          where o.customer_id = ${userId} and o.process_step = 'delivered' and d.ads_id = ${t.adsId} limit 1`,
      )
    : await rows(db, sql`select 1 from orders o where o.customer_id = ${userId} and o.process_step = 'delivered' and o.shop_id = ${t.shopId} limit 1`);
  return found.length > 0;
}

/** The buyer's earlier review of the same target (seller_id narrows shop reviews to reviews_seller_idx). */
async function alreadyReviewed(db: Db, userId: number, t: Target): Promise<boolean> {
  const found = t.adsId
    ? await rows(db, sql`select 1 from reviews where ads_id = ${t.adsId} and user_id = ${userId} limit 1`)
    : await rows(db, sql`select 1 from reviews where seller_id = ${t.ownerId} and shop_id = ${t.shopId} and ads_id is null and user_id = ${userId} limit 1`);
  return found.length > 0;
}

type Rating = { id: number; average_rating: string; total_review: number };

/**
 * Recomputes the item's and the shop's stored average and count from their shown reviews (hidden ones left out,
 * decision 178), inside the caller's transaction, which locked the rows first. A new review, and an operator hiding
 * or restoring one, call it. Exported for the console.
 */
export async function recountReviews(tx: Db, t: Target): Promise<{ item: Rating | null; shop: Rating | null }> {
  const [item] = t.adsId
    ? await rows<Rating>(
        tx,
        sql`update ads set average_rating = coalesce((select round(avg(rating), 2) from reviews where ads_id = ${t.adsId} and hidden_at is null), 0),
            total_review = (select count(*) from reviews where ads_id = ${t.adsId} and hidden_at is null)
          where id = ${t.adsId} returning id, average_rating::text as average_rating, total_review`,
      )
    : [];
  const [shop] = t.shopId === null ? [] : await rows<Rating>(
    tx,
    sql`update shops set average_rating = coalesce((select round(avg(rating), 2) from reviews where seller_id = ${t.ownerId} and shop_id = ${t.shopId} and hidden_at is null), 0),
        total_review = (select count(*) from reviews where seller_id = ${t.ownerId} and shop_id = ${t.shopId} and hidden_at is null), updated_at = now()
      where id = ${t.shopId} returning id, average_rating::text as average_rating, total_review`,
  );
  return { item: item ?? null, shop: shop ?? null };
}

const duplicate = (t: Target) =>
  t.adsId ? unprocessable('You have already reviewed this item.', undefined, 'ITEM_ALREADY_REVIEWED') : unprocessable('You have already reviewed this shop.', undefined, 'SHOP_ALREADY_REVIEWED');

/**
 * POST /review/create. Checks everything, stores the images, then in one transaction: locks the buyer (one review per
 * buyer and target, even for two requests at once), the item and the shop rows (so each recomputation below starts
 * after any other review of the same target committed and sees it), inserts the review and recomputes the item's and
 * the shop's average and count from the rows. The review names the shop's owner as seller, so Seller Reviews lists it.
 */
export async function createReview(deps: Deps, userId: number, raw: Record<string, unknown>) {
  const { db } = deps;
  const problems = new FieldProblems();
  const comment = textOf(raw.comment) ?? '';
  if (!comment) problems.add('comment', 'FIELD_REQUIRED', 'Please write your review.');
  else if ([...comment].length > MAX_COMMENT) problems.add('comment', 'FIELD_TOO_LONG', `The review may not be longer than ${MAX_COMMENT} characters.`);
  const ratingText = textOf(raw.rating);
  const rating = ratingText !== undefined && /^[1-5]$/.test(ratingText) ? Number(ratingText) : null;
  if (rating === null) problems.add('rating', 'RATING_REQUIRED', 'Please choose a rating from 1 to 5.');
  const target = await resolveTarget(db, textOf(raw.ads_id), textOf(raw.shop_id), problems);
  problems.throwIfAny();
  const t = target!;
  if (t.ownerId === userId) throw unprocessable('You cannot review your own shop.', undefined, 'REVIEW_OWN_SHOP');
  if (!(await hasDelivered(db, userId, t))) {
    throw t.adsId && t.shopId === null
      ? unprocessable('You can review an ad only after its seller marked it sold to you.', undefined, 'REVIEW_AD_NOT_SOLD')
      : t.adsId
      ? unprocessable('You can review an item only after it has been delivered to you.', undefined, 'REVIEW_ITEM_NOT_DELIVERED')
      : unprocessable('You can review a shop only after an order from it has been delivered to you.', undefined, 'REVIEW_SHOP_NOT_DELIVERED');
  }
  if (await alreadyReviewed(db, userId, t)) throw duplicate(t);
  const images = await checkImages(filesOf(raw), 'file', MAX_REVIEW_FILES);

  const stored: { url: string; key: string }[] = [];
  try {
    for (const bytes of images) stored.push(await storeImage(deps, bytes, 'reviews', { width: 1280 }));
    return await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.execute(sql`select id from users where id = ${userId} for update`);
      if (t.adsId) await tx.execute(sql`select id from ads where id = ${t.adsId} for update`);
      if (t.shopId !== null) await tx.execute(sql`select id from shops where id = ${t.shopId} for update`);
      if (await alreadyReviewed(tx, userId, t)) throw duplicate(t);
      const [review] = await rows<{ id: number; created_at: unknown }>(
        tx,
        sql`insert into reviews (user_id, seller_id, shop_id, ads_id, rating, comment, files)
          values (${userId}, ${t.ownerId}, ${t.shopId}, ${t.adsId}, ${rating}, ${comment}, ${`{${stored.map((s) => `"${s.url}"`).join(',')}}`}::text[])
          returning id, created_at`,
      );
      const { item, shop } = await recountReviews(tx, t);
      const [me] = await rows<{ name: string; last_name: string | null; avatar: string | null }>(tx, sql`select name, last_name, avatar from users where id = ${userId}`);
      return {
        review: {
          id: Number(review!.id),
          rating: rating!,
          comment,
          files: stored.map((s) => s.url),
          shop_id: t.shopId,
          ads_id: t.adsId,
          reviewer: { id: userId, name: String(me?.name ?? ''), last_name: me?.last_name ?? null, avatar: me?.avatar ?? null },
          created_at: iso(review!.created_at),
        },
        item: item ? { id: Number(item.id), average_rating: item.average_rating, total_review: Number(item.total_review) } : null,
        shop: shop ? { id: Number(shop.id), average_rating: shop.average_rating, total_review: Number(shop.total_review) } : null,
      };
    });
  } catch (err) {
    await Promise.all(stored.map((s) => deps.storage.delete(s.key).catch((e: unknown) => deps.log.error(`storage delete ${s.key}`, e))));
    throw err;
  }
}

/** A page of an item's shown reviews, newest first (reviews_ad_idx), with the item's average and count. */
export async function itemReviews(db: Db, adsId: number, page: number) {
  const [item] = await rows<{ average_rating: string; total_review: number }>(
    db,
    sql`select average_rating::text as average_rating, total_review from ads where id = ${adsId} and deleted_at is null`,
  );
  if (!item) throw notFound('Ad not found.', 'AD_NOT_FOUND');
  const list = await rows(
    db,
    sql`select r.id, r.rating, r.comment, r.files, r.shop_id, r.ads_id, r.created_at, u.id as u_id, u.name as u_name, u.last_name as u_last_name, u.avatar as u_avatar
      from reviews r join users u on u.id = r.user_id
      where r.ads_id = ${adsId} and r.hidden_at is null order by r.created_at desc, r.id desc limit ${ITEM_REVIEWS_PER_PAGE} offset ${(page - 1) * ITEM_REVIEWS_PER_PAGE}`,
  );
  return {
    rows: list.map((r) => ({
      id: Number(r.id),
      rating: Number(r.rating),
      comment: String(r.comment),
      files: (r.files as string[] | null) ?? [],
      shop_id: r.shop_id == null ? null : Number(r.shop_id),
      ads_id: r.ads_id == null ? null : Number(r.ads_id),
      reviewer: { id: Number(r.u_id), name: String(r.u_name), last_name: r.u_last_name == null ? null : String(r.u_last_name), avatar: r.u_avatar == null ? null : String(r.u_avatar) },
      created_at: iso(r.created_at),
    })),
    summary: { average_rating: item.average_rating, total_review: Number(item.total_review) },
    page,
    perPage: ITEM_REVIEWS_PER_PAGE,
    total: Number(item.total_review),
  };
}

type MyReviewTab = (typeof MY_REVIEW_TABS)[number];

/**
 * Which reviews each My Reviews tab lists (decision 110). Each condition leads with an indexed column:
 * reviews_user_idx for mine, reviews_seller_idx for the others (the seller of every review is the owner of the shop or ad).
 */
const MY_REVIEWS_WHERE: Record<MyReviewTab, (userId: number) => SQL> = {
  // The writer keeps their hidden reviews in sight; those about them leave (decision 178).
  mine: (userId) => sql`r.user_id = ${userId}`,
  items: (userId) => sql`r.seller_id = ${userId} and r.shop_id is not null and r.hidden_at is null`,
  ads: (userId) => sql`r.seller_id = ${userId} and r.ads_id is not null and r.shop_id is null and r.hidden_at is null`,
};

/** The statements of one My Reviews page: its count and its rows. Exported so tests can read their plans. */
export function myReviewsSql(userId: number, tab: MyReviewTab, page: number) {
  const where = MY_REVIEWS_WHERE[tab](userId);
  return {
    count: sql`select count(*)::int as n from reviews r where ${where}`,
    rows: sql`select r.id, r.rating, r.comment, r.files, r.shop_id, r.ads_id, r.created_at,
        u.id as u_id, u.name as u_name, u.last_name as u_last_name, u.avatar as u_avatar,
        a.name as ad_name, a.deleted_at as ad_deleted_at, s.name as shop_name, s.logo as shop_logo,
        (select coalesce(p.variants[1], p.attachment) from ad_attachments p where p.ads_id = r.ads_id and p.status = 1 order by p.position, p.id limit 1) as ad_image
      from reviews r
      join users u on u.id = r.user_id
      left join ads a on a.id = r.ads_id
      left join shops s on s.id = r.shop_id
      where ${where}
      order by r.created_at desc, r.id desc
      limit ${MY_REVIEWS_PER_PAGE} offset ${(page - 1) * MY_REVIEWS_PER_PAGE}`,
  };
}

/** A page of My Reviews, newest first, each with its target's name, picture and page. */
export async function myReviews(db: Db, userId: number, tab: MyReviewTab, page: number) {
  const perPage = MY_REVIEWS_PER_PAGE;
  const q = myReviewsSql(userId, tab, page);
  const [[counted], list] = await Promise.all([rows<{ n: number }>(db, q.count), rows(db, q.rows)]);
  const total = Number(counted?.n ?? 0);
  return {
    data: list.map((r) => {
      const adsId = r.ads_id == null ? null : Number(r.ads_id);
      const shopId = r.shop_id == null ? null : Number(r.shop_id);
      const live = r.ad_deleted_at == null;
      const target =
        adsId !== null
          ? { kind: shopId === null ? ('ad' as const) : ('item' as const), id: adsId, name: String(r.ad_name ?? ''), image: r.ad_image == null ? null : String(r.ad_image) }
          : { kind: 'shop' as const, id: shopId ?? 0, name: String(r.shop_name ?? ''), image: r.shop_logo == null ? null : String(r.shop_logo) };
      const link = target.kind === 'shop' ? `/shop/${target.id}` : !live ? null : target.kind === 'item' ? `/item/${target.id}` : `/product/${target.id}`;
      return {
        id: Number(r.id),
        rating: Number(r.rating),
        comment: String(r.comment),
        files: (r.files as string[] | null) ?? [],
        shop_id: shopId,
        ads_id: adsId,
        reviewer: { id: Number(r.u_id), name: String(r.u_name), last_name: r.u_last_name == null ? null : String(r.u_last_name), avatar: r.u_avatar == null ? null : String(r.u_avatar) },
        created_at: iso(r.created_at),
        target: { ...target, link },
      };
    }),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
