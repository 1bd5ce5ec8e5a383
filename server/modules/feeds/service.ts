import { sql, type SQL } from 'drizzle-orm';
import { FEED_COMMENT_PREVIEW, FEED_COMMENTS_PER_PAGE, FEED_REPLIES_PER_PAGE } from '../../../common/feeds.ts';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { isoTime, numberOrNull } from '../../db/values.ts';
import { forbidden, invalidField, notFound } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { keyFromUrl } from '../../platform/storage.ts';
import type { Feed, FeedAttachment, FeedComment, FeedReply, FeedUser } from './schemas.ts';

type Row = Record<string, unknown>;
type Viewer = { id: number } | undefined;
type Page<T> = { items: T[]; total: number; page: number; perPage: number };

/**
 * Who sees which feed (alias f): listed (status 1) and its member neither deleted nor blocked. Every public list,
 * the feed page, the sitemap and the favorites read it; the owner's own lists show all of theirs.
 */
export const PUBLIC_FEED = sql`f.status = 1 and exists (select 1 from users o where o.id = f.user_id and o.deleted_at is null and not o.is_blocked)`;

/** A feed the viewer may open: a public one, or any of their own. */
const openableBy = (viewer: Viewer): SQL => (viewer ? sql`(${PUBLIC_FEED} or f.user_id = ${viewer.id})` : PUBLIC_FEED);

const NEWEST = sql`f.created_at desc, f.id desc`;

const feedNotFound = () => notFound('Feed not found.', 'FEED_NOT_FOUND');
const commentNotFound = () => notFound('Comment not found.', 'COMMENT_NOT_FOUND');

function toUser(r: Row, prefix = 'u_'): FeedUser {
  return {
    id: Number(r[`${prefix}id`]),
    name: [r[`${prefix}name`], r[`${prefix}last_name`]].filter((p) => typeof p === 'string' && p.trim()).join(' '),
    username: String(r[`${prefix}user_name`] ?? ''),
    avatar: (r[`${prefix}avatar`] as string | null) ?? null,
  };
}

const USER_COLUMNS = sql`u.id as u_id, u.name as u_name, u.last_name as u_last_name, u.user_name as u_user_name, u.avatar as u_avatar`;

function toAttachment(r: Row): FeedAttachment {
  return {
    id: Number(r.id),
    url: String(r.url),
    type: r.type === 'video' ? 'video' : 'image',
    thumbnailUrl: (r.thumbnail_url as string | null) ?? null,
    status: r.status === 'processing' || r.status === 'failed' ? r.status : 'ready',
    width: numberOrNull(r.width),
    height: numberOrNull(r.height),
    duration: numberOrNull(r.duration),
  };
}

function toReply(r: Row): FeedReply {
  return {
    id: Number(r.id),
    feed_id: Number(r.feed_id),
    parent_id: r.parent_id == null ? null : Number(r.parent_id),
    user_id: Number(r.user_id),
    comment: String(r.comment),
    status: Number(r.status),
    total_comment: Number(r.total_comment),
    total_like: Number(r.total_like),
    is_liked: r.is_liked ? 1 : 0,
    created_at: isoTime(r.created_at),
    updated_at: isoTime(r.updated_at),
    user: toUser(r),
    replies: [],
  };
}

const COMMENT_COLUMNS = (viewer: Viewer) => sql`c.id, c.feed_id, c.parent_id, c.user_id, c.comment, c.status, c.total_comment, c.total_like,
  c.created_at, c.updated_at, ${USER_COLUMNS},
  ${viewer ? sql`exists (select 1 from feed_comment_likes l where l.comment_id = c.id and l.user_id = ${viewer.id})` : sql`false`} as is_liked`;

/** The first FEED_REPLIES_PER_PAGE replies (oldest first) of each of `parentIds`, as FeedReply lists by parent. */
async function firstReplies(db: Db, parentIds: number[], viewer: Viewer): Promise<Map<number, FeedReply[]>> {
  const out = new Map<number, FeedReply[]>();
  if (parentIds.length === 0) return out;
  const found = await rows<Row>(
    db,
    // One index walk per parent (feed_comments_parent_idx), stopped after the first page of replies.
    sql`select r.* from unnest(${sql.param(parentIds)}::int[]) as p(id) cross join lateral (
      select ${COMMENT_COLUMNS(viewer)} from feed_comments c join users u on u.id = c.user_id
      where c.parent_id = p.id and c.status = 1 order by c.created_at, c.id limit ${FEED_REPLIES_PER_PAGE}
    ) r order by r.parent_id, r.created_at, r.id`,
  );
  for (const r of found) {
    const parent = Number(r.parent_id);
    out.set(parent, [...(out.get(parent) ?? []), toReply(r)]);
  }
  return out;
}

/** Top-level comments (rows of COMMENT_COLUMNS) with their first replies. */
async function withReplies(db: Db, found: Row[], viewer: Viewer): Promise<FeedComment[]> {
  const replies = await firstReplies(
    db,
    found.filter((r) => Number(r.total_comment) > 0).map((r) => Number(r.id)),
    viewer,
  );
  return found.map((r) => ({ ...toReply(r), replies: replies.get(Number(r.id)) ?? [] }));
}

/**
 * Feeds by id, in the order given, in the API's shape for `viewer`: attachments in their order, the member, the
 * viewer's heart and the newest FEED_COMMENT_PREVIEW top-level comments. Ids that name no feed are skipped.
 */
export async function loadFeeds(db: Db, ids: number[], viewer: Viewer): Promise<Feed[]> {
  if (ids.length === 0) return [];
  const idList = sql.param(ids);
  const [feedRows, attachmentRows, previewRows] = await Promise.all([
    rows<Row>(
      db,
      sql`select f.id, f.user_id, f.caption, f.location, f.lat, f.lon, f.status, f.total_like, f.total_comment, f.created_at, f.updated_at,
        ${USER_COLUMNS},
        ${viewer ? sql`exists (select 1 from feed_favorites v where v.feed_id = f.id and v.user_id = ${viewer.id})` : sql`false`} as is_favorite
      from feeds f join users u on u.id = f.user_id where f.id = any(${idList}::int[])`,
    ),
    rows<Row>(
      db,
      sql`select id, feed_id, url, type, thumbnail_url, status, width, height, duration from feed_attachments
        where feed_id = any(${idList}::int[]) order by feed_id, position, id`,
    ),
    rows<Row>(
      db,
      // One index walk per feed (feed_comments_feed_idx), stopped after the preview.
      sql`select r.* from unnest(${idList}::int[]) as fid(id) cross join lateral (
        select ${COMMENT_COLUMNS(viewer)} from feed_comments c join users u on u.id = c.user_id
        where c.feed_id = fid.id and c.parent_id is null and c.status = 1 order by c.created_at desc, c.id desc limit ${FEED_COMMENT_PREVIEW}
      ) r order by r.feed_id, r.created_at desc, r.id desc`,
    ),
  ]);
  const attachments = new Map<number, FeedAttachment[]>();
  for (const r of attachmentRows) {
    const feedId = Number(r.feed_id);
    attachments.set(feedId, [...(attachments.get(feedId) ?? []), toAttachment(r)]);
  }
  const previews = new Map<number, FeedComment[]>();
  for (const c of await withReplies(db, previewRows, viewer)) previews.set(c.feed_id, [...(previews.get(c.feed_id) ?? []), c]);
  const byId = new Map(
    feedRows.map((r): [number, Feed] => [
      Number(r.id),
      {
        id: Number(r.id),
        user_id: Number(r.user_id),
        location: String(r.location),
        lat: numberOrNull(r.lat),
        lon: numberOrNull(r.lon),
        comment: String(r.caption),
        total_like: Number(r.total_like),
        total_comment: Number(r.total_comment),
        is_favorite: r.is_favorite ? 1 : 0,
        status: Number(r.status),
        created_at: isoTime(r.created_at),
        updated_at: isoTime(r.updated_at),
        attachments: attachments.get(Number(r.id)) ?? [],
        user: toUser(r),
        comments: previews.get(Number(r.id)) ?? [],
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of the feeds matching `where` (alias f), newest first (decision 154). */
async function feedPage(db: Db, where: SQL, viewer: Viewer, page: number, perPage: number): Promise<Page<Feed>> {
  const [count] = await rows<{ total: number }>(db, sql`select count(*)::int as total from feeds f where ${where}`);
  const found = await rows<{ id: number }>(db, sql`select f.id from feeds f where ${where} order by ${NEWEST} limit ${perPage} offset ${(page - 1) * perPage}`);
  return {
    items: await loadFeeds(
      db,
      found.map((r) => Number(r.id)),
      viewer,
    ),
    total: Number(count?.total ?? 0),
    page,
    perPage,
  };
}

/** GET /seller/get-all-feed: every public feed (Shorts, the home board's Feeds tab). */
export function allFeeds(db: Db, viewer: Viewer, page: number, perPage: number) {
  return feedPage(db, PUBLIC_FEED, viewer, page, perPage);
}

/** GET /seller/get-user-feed: the caller's own feeds, hidden ones included (My Feeds). */
export function ownFeeds(db: Db, userId: number, page: number, perPage: number) {
  return feedPage(db, sql`f.user_id = ${userId}`, { id: userId }, page, perPage);
}

/** GET /seller/get-singe-user-feed: a member's public feeds (all of them for the member themselves); 404 for no such member. */
export async function memberFeeds(db: Db, memberId: number, viewer: Viewer, page: number, perPage: number) {
  const [member] = await rows(db, sql`select 1 from users where id = ${memberId} and deleted_at is null and not is_blocked`);
  if (!member) throw notFound('No seller data available.', 'SELLER_NOT_FOUND');
  const where = viewer?.id === memberId ? sql`f.user_id = ${memberId}` : sql`f.user_id = ${memberId} and ${PUBLIC_FEED}`;
  return feedPage(db, where, viewer, page, perPage);
}

/** The member who posted a feed the viewer may open, or undefined when it is hidden or gone (complaints check it too). */
export async function openableFeedOwner(db: Db, feedId: number, viewer: Viewer): Promise<number | undefined> {
  const [found] = await rows<{ user_id: number }>(db, sql`select f.user_id from feeds f where f.id = ${feedId} and ${openableBy(viewer)}`);
  return found ? Number(found.user_id) : undefined;
}

/** GET /seller/get-feed-by-id: a public feed, or one of the viewer's own. */
export async function feedById(db: Db, feedId: number, viewer: Viewer): Promise<Feed> {
  if ((await openableFeedOwner(db, feedId, viewer)) === undefined) throw feedNotFound();
  const [feed] = await loadFeeds(db, [feedId], viewer);
  if (!feed) throw feedNotFound();
  return feed;
}

/**
 * GET /seller/comments/{feedId} (decision 152): the feed's top-level comments, newest first, each with its first
 * replies; with parentId, the replies of that top-level comment, oldest first.
 */
export async function feedComments(
  db: Db,
  feedId: number,
  viewer: Viewer,
  q: { parentId?: number | undefined; page: number; perPage?: number | undefined },
): Promise<Page<FeedComment>> {
  if ((await openableFeedOwner(db, feedId, viewer)) === undefined) throw feedNotFound();
  if (q.parentId !== undefined) {
    const [parent] = await rows(db, sql`select id from feed_comments where id = ${q.parentId} and feed_id = ${feedId} and parent_id is null and status = 1`);
    if (!parent) throw commentNotFound();
  }
  const perPage = q.perPage ?? (q.parentId === undefined ? FEED_COMMENTS_PER_PAGE : FEED_REPLIES_PER_PAGE);
  const where = q.parentId === undefined ? sql`c.feed_id = ${feedId} and c.parent_id is null and c.status = 1` : sql`c.parent_id = ${q.parentId} and c.status = 1`;
  const order = q.parentId === undefined ? sql`c.created_at desc, c.id desc` : sql`c.created_at, c.id`;
  const [count] = await rows<{ total: number }>(db, sql`select count(*)::int as total from feed_comments c where ${where}`);
  const found = await rows<Row>(
    db,
    sql`select ${COMMENT_COLUMNS(viewer)} from feed_comments c join users u on u.id = c.user_id where ${where}
      order by ${order} limit ${perPage} offset ${(q.page - 1) * perPage}`,
  );
  const items = q.parentId === undefined ? await withReplies(db, found, viewer) : found.map((r) => ({ ...toReply(r), replies: [] }));
  return { items, total: Number(count?.total ?? 0), page: q.page, perPage };
}

/**
 * POST /seller/feed-create-comment. The text is trimmed; blank is refused. A reply to a reply joins its top-level
 * comment's thread (decision 152). The feed's total_comment and the thread's total_comment move in the same
 * transaction, under a lock on the feed row, so parallel comments never lose a count.
 */
export async function createComment(db: Db, userId: number, input: { feed_id: number; comment?: string | undefined; parent_id?: number | undefined }): Promise<FeedComment> {
  const text = (input.comment ?? '').trim();
  if (!text) {
    throw input.parent_id === undefined
      ? invalidField('comment', 'COMMENT_EMPTY', 'Comment cannot be empty.')
      : invalidField('comment', 'REPLY_EMPTY', 'Reply cannot be empty.');
  }
  const viewer = { id: userId };
  const id = await db.transaction(async (tx) => {
    const [feed] = await rows(tx, sql`select f.id from feeds f where f.id = ${input.feed_id} and ${openableBy(viewer)} for update of f`);
    if (!feed) throw feedNotFound();
    let parentId: number | null = null;
    if (input.parent_id !== undefined) {
      const [parent] = await rows<{ id: number; parent_id: number | null }>(
        tx,
        sql`select id, parent_id from feed_comments where id = ${input.parent_id} and feed_id = ${input.feed_id} and status = 1`,
      );
      if (!parent) throw commentNotFound();
      parentId = parent.parent_id == null ? Number(parent.id) : Number(parent.parent_id);
      await tx.execute(sql`update feed_comments set total_comment = total_comment + 1 where id = ${parentId}`);
    }
    const [created] = await rows<{ id: number }>(
      tx,
      sql`insert into feed_comments (feed_id, parent_id, user_id, comment) values (${input.feed_id}, ${parentId}, ${userId}, ${text}) returning id`,
    );
    await tx.execute(sql`update feeds set total_comment = total_comment + 1 where id = ${input.feed_id}`);
    return Number(created!.id);
  });
  const [row] = await rows<Row>(db, sql`select ${COMMENT_COLUMNS(viewer)} from feed_comments c join users u on u.id = c.user_id where c.id = ${id}`);
  return { ...toReply(row!), replies: [] };
}

/**
 * A comment counts while it shows: status 1 and, for a reply, its top-level comment too (hiding a comment hides its
 * thread, decision 178). Alias c; p is the comment's parent.
 */
const SHOWN_COMMENT = sql`c.status = 1 and (c.parent_id is null or exists (select 1 from feed_comments p where p.id = c.parent_id and p.status = 1))`;

/**
 * Counts a feed's comments again from the rows, inside the caller's transaction (which holds the feed row's lock):
 * each top-level comment's shown replies, and the feed's shown comments and replies. Deleting, hiding and restoring
 * comments call it, so the counts are what the lists show whatever else was hidden. Answers the feed's new count.
 */
export async function recountComments(tx: Db, feedId: number): Promise<number> {
  await tx.execute(sql`update feed_comments t set total_comment = (select count(*) from feed_comments r where r.parent_id = t.id and r.status = 1)
    where t.feed_id = ${feedId} and t.parent_id is null`);
  const [feed] = await rows<{ total_comment: number }>(
    tx,
    sql`update feeds set total_comment = (select count(*) from feed_comments c where c.feed_id = ${feedId} and ${SHOWN_COMMENT}) where id = ${feedId} returning total_comment`,
  );
  return Number(feed?.total_comment ?? 0);
}

/**
 * DELETE /seller/delete-comment: the comment's author, or the feed's owner (who keeps their page civil), removes a
 * comment with its replies, or one reply. The feed's total_comment and the thread's move in the same transaction,
 * under a lock on the feed row, as createComment moves them.
 */
export async function deleteComment(db: Db, userId: number, commentId: number) {
  return db.transaction(async (tx) => {
    const [found] = await rows<{ feed_id: number; parent_id: number | null; user_id: number; owner_id: number }>(
      tx,
      sql`select c.feed_id, c.parent_id, c.user_id, f.user_id as owner_id from feed_comments c join feeds f on f.id = c.feed_id where c.id = ${commentId}`,
    );
    if (!found) throw commentNotFound();
    if (Number(found.user_id) !== userId && Number(found.owner_id) !== userId) {
      throw forbidden('You can only delete your own comments, or comments on your own feeds.', 'NOT_YOUR_COMMENT');
    }
    const feedId = Number(found.feed_id);
    await tx.execute(sql`select id from feeds where id = ${feedId} for update`);
    const gone = await rows<{ id: number }>(tx, sql`delete from feed_comments where id = ${commentId} or parent_id = ${commentId} returning id`);
    // A parallel delete of the same comment got there first.
    if (gone.length === 0) throw commentNotFound();
    const parentId = found.parent_id == null ? null : Number(found.parent_id);
    // Counted again rather than decremented: some of what went may have been hidden, and so not counted.
    const total = await recountComments(tx as unknown as Db, feedId);
    return { comment_id: commentId, feed_id: feedId, parent_id: parentId, removed: gone.length, total_comment: total };
  });
}

/**
 * Adds or removes one member's mark (a heart on a feed, a like on a comment) and moves the counter in the same
 * transaction, under a lock on the counted row: a repeated or parallel toggle never counts twice. Removing is
 * always allowed; adding only while the locked row's can_add holds. Undefined when the row is gone.
 */
async function toggleMark(
  db: Db,
  target: { lock: SQL; remove: SQL; add: SQL; count: (delta: number) => SQL },
): Promise<{ on: 0 | 1; total: number } | undefined> {
  return db.transaction(async (tx) => {
    const [locked] = await rows<{ can_add: boolean }>(tx, sql`${target.lock}`);
    if (!locked) return undefined;
    const removed = await rows(tx, target.remove);
    if (removed.length > 0) {
      const [row] = await rows<{ total: number }>(tx, target.count(-removed.length));
      return { on: 0 as const, total: Number(row!.total) };
    }
    if (!locked.can_add) return undefined;
    const added = await rows(tx, target.add);
    const [row] = await rows<{ total: number }>(tx, target.count(added.length));
    return { on: 1 as const, total: Number(row!.total) };
  });
}

/** POST /seller/feed-fav: the feed's heart, which is the caller's favorite (decision 151). */
export async function toggleFeedFavorite(db: Db, userId: number, feedId: number) {
  const result = await toggleMark(db, {
    lock: sql`select (${PUBLIC_FEED}) or f.user_id = ${userId} as can_add from feeds f where f.id = ${feedId} for update of f`,
    remove: sql`delete from feed_favorites where feed_id = ${feedId} and user_id = ${userId} returning feed_id`,
    add: sql`insert into feed_favorites (feed_id, user_id) values (${feedId}, ${userId}) on conflict do nothing returning feed_id`,
    count: (delta) => sql`update feeds set total_like = greatest(total_like + ${delta}, 0) where id = ${feedId} returning total_like as total`,
  });
  if (!result) throw feedNotFound();
  return { is_favorite: result.on, total_like: result.total };
}

/** POST /seller/comments/toggle-like: the caller's like on a comment or reply of a feed they may open. */
export async function toggleCommentLike(db: Db, userId: number, commentId: number) {
  const result = await toggleMark(db, {
    lock: sql`select true as can_add from feed_comments c join feeds f on f.id = c.feed_id
      where c.id = ${commentId} and c.status = 1 and ${openableBy({ id: userId })} for update of c`,
    remove: sql`delete from feed_comment_likes where comment_id = ${commentId} and user_id = ${userId} returning comment_id`,
    add: sql`insert into feed_comment_likes (comment_id, user_id) values (${commentId}, ${userId}) on conflict do nothing returning comment_id`,
    count: (delta) => sql`update feed_comments set total_like = greatest(total_like + ${delta}, 0) where id = ${commentId} returning total_like as total`,
  });
  if (!result) throw commentNotFound();
  return { is_liked: result.on, total_like: result.total };
}

/** Storage keys of every file of these feeds: photos with their widths, videos, posters. */
async function feedFiles(db: Db, where: SQL, storageKey: (url: string) => string | null): Promise<string[]> {
  const found = await rows<{ url: string }>(
    db,
    sql`select unnest(array[a.url, a.thumbnail_url] || a.variants) as url from feed_attachments a join feeds f on f.id = a.feed_id where ${where}`,
  );
  return [...new Set(found.map((r) => (r.url ? storageKey(r.url) : null)).filter((k): k is string => Boolean(k)))];
}

async function deleteFiles(deps: Deps, keys: string[]) {
  await Promise.all(keys.map((k) => deps.storage.delete(k).catch((err: unknown) => deps.log.error(`storage delete ${k}`, err))));
}

/**
 * DELETE /seller/delete-feed: the caller's own feeds, all or nothing (an id of someone else's feed refuses the whole
 * request). Comments, likes, hearts and attachments go with them; the files leave storage after the commit.
 */
export async function deleteFeeds(deps: Deps, userId: number, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) throw invalidField('id', 'NO_FEEDS_SELECTED', 'Please select at least one feed.');
  const idList = sql.param(wanted);
  const found = await rows<{ id: number; user_id: number }>(deps.db, sql`select id, user_id from feeds where id = any(${idList}::int[])`);
  if (found.length < wanted.length) throw feedNotFound();
  if (found.some((f) => Number(f.user_id) !== userId)) throw forbidden('You can only delete your own feeds.', 'NOT_YOUR_FEED');
  const keys = await feedFiles(deps.db, sql`f.id = any(${idList}::int[])`, (url) => keyFromUrl(deps.storage, url));
  const deleted = await rows<{ id: number }>(deps.db, sql`delete from feeds where id = any(${idList}::int[]) and user_id = ${userId} returning id`);
  await deleteFiles(deps, keys);
  return deleted.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** The caller's favorite feeds that are still public, most recently favorited first, at most `cap`. */
export async function favoriteFeeds(db: Db, userId: number, cap: number): Promise<Feed[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select f.id from feed_favorites v join feeds f on f.id = v.feed_id where v.user_id = ${userId} and ${PUBLIC_FEED}
      order by v.created_at desc, f.id desc limit ${cap}`,
  );
  return loadFeeds(
    db,
    found.map((r) => Number(r.id)),
    { id: userId },
  );
}

/** Storage keys of a member's feed files, read before their account is deleted (account module). */
export function memberFeedFiles(deps: Deps, userId: number): Promise<string[]> {
  return feedFiles(deps.db, sql`f.user_id = ${userId}`, (url) => keyFromUrl(deps.storage, url));
}

/**
 * Inside the account deletion's transaction: the member's feeds (with everything on them), comments, likes and
 * hearts go, and the counters of the feeds and threads they touched are counted again.
 */
export async function deleteMemberFeeds(tx: Db, userId: number): Promise<void> {
  const run = (q: SQL) => tx.execute(q);
  await run(sql`delete from feeds where user_id = ${userId}`);
  const touched = await rows<{ feed_id: number }>(
    tx,
    sql`select feed_id from feed_comments where user_id = ${userId} union select feed_id from feed_favorites where user_id = ${userId}
      union select c.feed_id from feed_comment_likes l join feed_comments c on c.id = l.comment_id where l.user_id = ${userId}`,
  );
  await run(sql`delete from feed_comment_likes where user_id = ${userId}`);
  await run(sql`delete from feed_comments where user_id = ${userId}`);
  await run(sql`delete from feed_favorites where user_id = ${userId}`);
  const feedIds = sql.param(touched.map((r) => Number(r.feed_id)));
  await run(sql`update feed_comments c set
      total_comment = (select count(*) from feed_comments r where r.parent_id = c.id and r.status = 1),
      total_like = (select count(*) from feed_comment_likes l where l.comment_id = c.id)
    where c.feed_id = any(${feedIds}::int[])`);
  await run(sql`update feeds f set
      total_comment = (select count(*) from feed_comments c where c.feed_id = f.id and ${SHOWN_COMMENT}),
      total_like = (select count(*) from feed_favorites v where v.feed_id = f.id)
    where f.id = any(${feedIds}::int[])`);
}
