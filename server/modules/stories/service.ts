import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { stories, storyViews } from '../../db/schema/index.ts';
import { isoTime } from '../../db/values.ts';
import { forbidden, invalidField, notFound } from '../../http/errors.ts';
import { isRowId } from '../../http/ids.ts';
import type { Deps } from '../../platform/deps.ts';
import { mediaTempDir, storeImage, type ReceivedMedia } from '../../platform/media.ts';
import { storeVideo, transcodeStored } from '../../platform/video.ts';
import {
  STORY_ACTIVE_HOURS,
  STORY_GROUPS_MAX,
  STORY_IDS_MAX,
  UNKNOWN_NAME,
  type StoryPreview,
} from './schemas.ts';

type FileType = 'image' | 'video';
type Status = 'ready' | 'processing' | 'failed';

/** Still in the active list: not archived and younger than 24 hours (decision 156). */
const isActiveSql = sql`(s.archived_at is null and s.created_at > now() - make_interval(hours => ${STORY_ACTIVE_HOURS}))`;

/** Not hidden by an operator (decision 178): a hidden story shows to nobody, its owner keeps it in the archive. */
const notHiddenSql = sql`s.hidden_at is null`;

/** The owner's account still shows: not deleted, not blocked by the site. */
const ownerShownSql = sql`(u.deleted_at is null and not u.is_blocked)`;

/** Others see a story once it is ready (a video still being converted, or whose conversion failed, only its owner). */
const readyOrOwnSql = (callerId: number) => sql`(s.status = 'ready' or s.user_id = ${callerId})`;

/** Neither member blocked the other (a block hides each one's stories from the other, as it closes their chat). */
const notBlockedSql = (callerId: number) =>
  sql`not exists (select 1 from user_blocks b where (b.blocker_id = ${callerId} and b.blocked_id = s.user_id) or (b.blocker_id = s.user_id and b.blocked_id = ${callerId}))`;

type StoryRow = {
  id: number;
  user_id: number;
  file_url: string;
  file_type: FileType;
  poster_url: string | null;
  status: Status;
  total_views: number;
  created_at: unknown;
  viewed: boolean;
  active: boolean;
};

const storyOut = (r: StoryRow) => ({
  id: r.id,
  fileUrl: r.file_url,
  fileType: r.file_type,
  posterUrl: r.poster_url,
  status: r.status,
  isViewed: Boolean(r.viewed),
  isArchived: !r.active,
  totalViews: Number(r.total_views),
  createdAt: isoTime(r.created_at),
});

/**
 * GET /seller/get-all-active-stories: every member's active stories the caller may see (decision 157), grouped by
 * member, oldest story first in a group. The caller's own group comes first, then groups with a story the caller has
 * not seen, then the others; within each, the group with the newest story first.
 */
export async function activeStories(db: Db, callerId: number) {
  const list = await rows<StoryRow & { name: string; last_name: string; user_name: string; avatar: string | null }>(
    db,
    sql`select s.id, s.user_id, s.file_url, s.file_type, s.poster_url, s.status, s.total_views, s.created_at, true as active,
          (s.user_id = ${callerId} or exists (select 1 from story_views v where v.story_id = s.id and v.viewer_id = ${callerId})) as viewed,
          u.name, u.last_name, u.user_name, u.avatar
        from stories s join users u on u.id = s.user_id
        where ${isActiveSql} and ${notHiddenSql} and ${readyOrOwnSql(callerId)} and ${ownerShownSql} and ${notBlockedSql(callerId)}
        order by s.created_at, s.id`,
  );
  const groups = new Map<number, { userId: number; name: string; userName: string; avatar: string | null; story_lists: ReturnType<typeof storyOut>[]; newest: number }>();
  for (const r of list) {
    const group =
      groups.get(r.user_id) ??
      groups
        .set(r.user_id, {
          userId: r.user_id,
          name: `${r.name} ${r.last_name}`.trim() || UNKNOWN_NAME,
          userName: r.user_name,
          avatar: r.avatar,
          story_lists: [],
          newest: 0,
        })
        .get(r.user_id)!;
    const story = storyOut(r);
    group.story_lists.push(story);
    group.newest = Math.max(group.newest, Date.parse(story.createdAt));
  }
  const rank = (g: { userId: number; story_lists: { isViewed: boolean }[] }) => (g.userId === callerId ? 0 : g.story_lists.some((s) => !s.isViewed) ? 1 : 2);
  return [...groups.values()]
    .sort((a, b) => rank(a) - rank(b) || b.newest - a.newest)
    .slice(0, STORY_GROUPS_MAX)
    .map(({ newest: _newest, ...g }) => g);
}

/**
 * GET /seller/get-archieve-stories?id=: the caller's stories that left the active list (archived, older than 24
 * hours, or hidden by an operator), newest first. `id` names whose archive: only the caller's own (decision 158).
 */
export async function archivedStories(db: Db, callerId: number, id: number | undefined) {
  if (id !== undefined && id !== callerId) throw forbidden('You can only see your own archived stories.', 'NOT_YOUR_STORY');
  const list = await rows<StoryRow>(
    db,
    sql`select s.id, s.user_id, s.file_url, s.file_type, s.poster_url, s.status, s.total_views, s.created_at, true as viewed, (${isActiveSql} and ${notHiddenSql}) as active
        from stories s where s.user_id = ${callerId} and not (${isActiveSql} and ${notHiddenSql})
        order by s.created_at desc, s.id desc`,
  );
  return list.map(storyOut);
}

/**
 * POST /seller/create-stories: the received files (already judged by content and size, server/platform/media.ts)
 * become stories. Images are re-encoded (metadata dropped); a video is stored with its poster, and one that is not
 * web-friendly is converted in the background, meanwhile shown to its owner only (decision 156). Answers the new
 * stories; on failure nothing stays stored.
 */
export async function createStories(deps: Deps, callerId: number, files: ReceivedMedia[]) {
  if (files.length === 0) throw invalidField('file', 'FIELD_REQUIRED', 'The file field is required.');
  const written: string[] = [];
  try {
    const values: (typeof stories.$inferInsert)[] = [];
    for (const file of files) {
      const folder = `stories/${callerId}`;
      if (file.kind === 'image') {
        const photo = await storeImage(deps.storage, file, folder);
        written.push(...photo.keys);
        values.push({ userId: callerId, fileUrl: photo.attachment, fileType: 'image', storageKeys: photo.keys });
      } else {
        const video = await storeVideo(deps.storage, file, folder);
        written.push(video.key, video.posterKey);
        values.push({
          userId: callerId,
          fileUrl: video.url,
          fileType: 'video',
          posterUrl: video.posterUrl,
          status: video.processing ? 'processing' : 'ready',
          sourceKey: video.processing ? video.key : null,
          targetKey: video.processing ? video.targetKey : null,
          storageKeys: [video.key, video.posterKey],
        });
      }
    }
    const created = await deps.db.insert(stories).values(values).returning();
    for (const s of created) if (s.status === 'processing') enqueueStoryVideo(deps, s.id);
    return created.map((s) => ({
      id: s.id,
      fileUrl: s.fileUrl,
      fileType: s.fileType,
      posterUrl: s.posterUrl,
      status: s.status,
      isViewed: true,
      isArchived: false,
      totalViews: 0,
      createdAt: s.createdAt.toISOString(),
    }));
  } catch (err) {
    await Promise.all(written.map((k) => deps.storage.delete(k).catch(() => undefined)));
    throw err;
  }
}

const enqueueStoryVideo = (deps: Deps, storyId: number) => deps.videoJobs.enqueue(`story:${storyId}`, () => finishStoryVideo(deps, storyId));

/**
 * The background conversion of a story video (server/platform/video.ts): the story then points at the web MP4 and
 * shows to others; the original is deleted. Idempotent: a story no longer processing (or gone) is left alone. A
 * failure marks it failed, keeping the original for its owner to see and delete.
 */
async function finishStoryVideo(deps: Deps, storyId: number) {
  const [story] = await deps.db.select().from(stories).where(eq(stories.id, storyId));
  if (!story || story.status !== 'processing' || !story.sourceKey || !story.targetKey) return;
  const { sourceKey, targetKey } = story;
  try {
    const { url } = await transcodeStored(deps.storage, { sourceKey, targetKey, tempDir: mediaTempDir(deps.config.dataDir) });
    const keys = [...story.storageKeys.filter((k) => k !== sourceKey), targetKey];
    const updated = await deps.db
      .update(stories)
      .set({ fileUrl: url, status: 'ready', sourceKey: null, targetKey: null, storageKeys: keys })
      .where(and(eq(stories.id, storyId), eq(stories.status, 'processing')))
      .returning({ id: stories.id });
    // Deleted while converting: the new file has no row to keep it.
    await deps.storage.delete(updated.length > 0 ? sourceKey : targetKey).catch(() => undefined);
  } catch (err) {
    await deps.db.update(stories).set({ status: 'failed' }).where(eq(stories.id, storyId));
    throw err;
  }
}

/** At start: the conversions a restart interrupted are queued again (the queue lives in memory). */
export async function resumeStoryVideos(deps: Deps) {
  const waiting = await deps.db.select({ id: stories.id }).from(stories).where(eq(stories.status, 'processing'));
  for (const s of waiting) enqueueStoryVideo(deps, s.id);
}

/** Story ids from a form or JSON body, under `name` or `name[]`: 1 to 100 row ids, else 422. */
export function storyIdsOf(raw: Record<string, unknown>, name: string): number[] {
  const values = [raw[name], raw[`${name}[]`]].flatMap((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));
  const ids = new Set<number>();
  for (const v of values) {
    const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
    if (text === '') continue;
    if (!/^\d{1,10}$/.test(text) || !isRowId(Number(text))) throw invalidField(name, 'FIELD_INVALID', 'The selected story ids are invalid.');
    ids.add(Number(text));
  }
  if (ids.size === 0) throw invalidField(name, 'FIELD_REQUIRED', `The ${name} field is required.`);
  if (ids.size > STORY_IDS_MAX) throw invalidField(name, 'FIELD_TOO_MANY', `At most ${STORY_IDS_MAX} stories at once.`);
  return [...ids];
}

/** The caller's stories among `ids`: 404 when one does not exist, 403 when one is someone else's (nothing changes then). */
async function ownStories(db: Db, callerId: number, ids: number[]) {
  const found = await db.select({ id: stories.id, userId: stories.userId, storageKeys: stories.storageKeys }).from(stories).where(inArray(stories.id, ids));
  if (found.length < ids.length) throw notFound('Story not found.', 'STORY_NOT_FOUND');
  if (found.some((s) => s.userId !== callerId)) throw forbidden('You can only change your own stories.', 'NOT_YOUR_STORY');
  return found;
}

/** DELETE /seller/delete-stories: the owner's stories leave both lists, their views and files go with them. */
export async function deleteStories(deps: Deps, callerId: number, ids: number[]) {
  const found = await ownStories(deps.db, callerId, ids);
  await deps.db.delete(stories).where(and(inArray(stories.id, ids), eq(stories.userId, callerId)));
  await Promise.all(found.flatMap((s) => s.storageKeys).map((k) => deps.storage.delete(k).catch(() => undefined)));
  return { ids };
}

/** POST /seller/archieve-stories: the owner's stories move from the active list to the archive (already archived ones stay). */
export async function archiveStories(db: Db, callerId: number, ids: number[]) {
  await ownStories(db, callerId, ids);
  await db
    .update(stories)
    .set({ archivedAt: sql`coalesce(${stories.archivedAt}, now())` })
    .where(and(inArray(stories.id, ids), eq(stories.userId, callerId)));
  return { ids };
}

/** An active story the caller may see (404 otherwise: gone, archived, expired, hidden, its owner hidden, or a block between them). */
async function visibleStory(db: Db, callerId: number, storyId: number) {
  const [story] = await rows<{ id: number; user_id: number; file_url: string; file_type: FileType; poster_url: string | null }>(
    db,
    sql`select s.id, s.user_id, s.file_url, s.file_type, s.poster_url from stories s join users u on u.id = s.user_id
        where s.id = ${storyId} and ${isActiveSql} and ${notHiddenSql} and ${readyOrOwnSql(callerId)} and ${ownerShownSql} and ${notBlockedSql(callerId)}`,
  );
  if (!story) throw notFound('Story not found.', 'STORY_NOT_FOUND');
  return story;
}

/**
 * POST /seller/store-story-view: the caller has seen an active story. The first view of each member other than the
 * owner counts once in totalViews; the owner's own viewing counts nothing (decision 159).
 */
export async function storeStoryView(db: Db, callerId: number, storyId: number) {
  const story = await visibleStory(db, callerId, storyId);
  if (story.user_id !== callerId) {
    await db.transaction(async (tx) => {
      const added = await tx.insert(storyViews).values({ storyId, viewerId: callerId }).onConflictDoNothing().returning({ storyId: storyViews.storyId });
      if (added.length > 0) await tx.update(stories).set({ totalViews: sql`${stories.totalViews} + 1` }).where(eq(stories.id, storyId));
    });
  }
  const [after] = await db.select({ totalViews: stories.totalViews }).from(stories).where(eq(stories.id, storyId));
  return { story_id: storyId, isViewed: true, totalViews: after?.totalViews ?? 0 };
}

/**
 * For the chat (a react or comment message about a story): the story, when the caller may reply to it, that is when
 * it is active and visible to them. Its owner is who the reply goes to.
 */
export async function storyToReplyTo(db: Db, callerId: number, storyId: number): Promise<StoryPreview & { ownerId: number }> {
  const story = await visibleStory(db, callerId, storyId);
  return { id: story.id, fileUrl: story.file_url, fileType: story.file_type, posterUrl: story.poster_url, ownerId: story.user_id };
}

/** For the chat: the previews of the stories messages refer to, by id; a deleted or hidden story has none ('Story Not Available'). */
export async function storyPreviews(db: Db, ids: number[]): Promise<Map<number, StoryPreview>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: stories.id, fileUrl: stories.fileUrl, fileType: stories.fileType, posterUrl: stories.posterUrl })
    .from(stories)
    .where(and(inArray(stories.id, [...new Set(ids)]), isNull(stories.hiddenAt)));
  return new Map(found.map((s) => [s.id, s]));
}

/** Storage keys of a member's stories, read before their account is deleted (account module). */
export async function memberStoryFiles(db: Db, userId: number): Promise<string[]> {
  const found = await db.select({ storageKeys: stories.storageKeys }).from(stories).where(eq(stories.userId, userId));
  return found.flatMap((s) => s.storageKeys);
}

/**
 * Inside the account deletion's transaction: the member's stories go with their views, and so does every trace of
 * what the member watched; the stories they had seen count one view fewer, so counts stay what the rows say.
 */
export async function deleteMemberStories(tx: Db, userId: number): Promise<void> {
  await tx.delete(stories).where(eq(stories.userId, userId));
  await tx.execute(sql`update stories s set total_views = greatest(s.total_views - 1, 0)
    where s.id in (select v.story_id from story_views v where v.viewer_id = ${userId})`);
  await tx.delete(storyViews).where(eq(storyViews.viewerId, userId));
}
