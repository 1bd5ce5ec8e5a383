import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { FEED_CAPTION_MAX_CHARS, FEED_FILES_MAX, FEED_LOCATION_MAX_CHARS } from '../../../common/feeds.ts';
import { FEED_VIDEO_EXTENSIONS } from '../../../common/media.ts';
import { rows } from '../../db/rows.ts';
import { FieldProblems } from '../../http/errors.ts';
import type { AppEnv } from '../../http/context.ts';
import type { Deps } from '../../platform/deps.ts';
import { mediaTempDir, mediaUploadLimit, receiveMediaForm, storeImage, type ReceivedMedia } from '../../platform/media.ts';
import { keyFromUrl } from '../../platform/storage.ts';
import { storeVideo, transcodeStored } from '../../platform/video.ts';
import { loadFeeds } from './service.ts';

/** POST /seller/create-feed streams up to FEED_FILES_MAX files of 50 MB each (decision 147). */
export const FEED_FILE_FIELD = 'file[]';
export const feedsUploadLimits = [mediaUploadLimit(/^\/api\/v1\/seller\/create-feed$/, FEED_FILES_MAX)];

type FeedFields = { caption: string; location: string; lat: string | null; lon: string | null };

const MISSING = 'Please provide all required fields.';

/** The first value of a text field, trimmed ('' when absent). */
const first = (fields: Record<string, string[]>, name: string) => (fields[name]?.[0] ?? '').trim();

function coordinate(value: string, limit: number, field: string, problems: FieldProblems): string | null {
  if (!value) return null;
  const n = Number(value);
  if (!Number.isFinite(n) || Math.abs(n) > limit) {
    problems.add(field, 'FIELD_OUT_OF_RANGE', `The ${field} must be a number between -${limit} and ${limit}.`);
    return null;
  }
  return n.toFixed(6);
}

/**
 * The Add Feed rule (spec 001 §5): caption (signature), location and at least one file are required, each missing one
 * answering 'Please provide all required fields.' (FEED_DATA_MISSING) under its field. lat and lon (the picker's
 * point) are optional, but come together.
 */
function checkFeedFields(fields: Record<string, string[]>, files: ReceivedMedia[]): FeedFields {
  const problems = new FieldProblems();
  const caption = first(fields, 'signature');
  const location = first(fields, 'location');
  if (!location) problems.add('location', 'FEED_DATA_MISSING', MISSING);
  else if (location.length > FEED_LOCATION_MAX_CHARS) problems.add('location', 'FIELD_TOO_LONG', `The location may not be greater than ${FEED_LOCATION_MAX_CHARS} characters.`);
  if (!caption) problems.add('signature', 'FEED_DATA_MISSING', MISSING);
  else if (caption.length > FEED_CAPTION_MAX_CHARS) problems.add('signature', 'FIELD_TOO_LONG', `The caption may not be greater than ${FEED_CAPTION_MAX_CHARS} characters.`);
  if (files.length === 0) problems.add(FEED_FILE_FIELD, 'FEED_DATA_MISSING', MISSING);
  const lat = coordinate(first(fields, 'lat'), 90, 'lat', problems);
  const lon = coordinate(first(fields, 'lon') || first(fields, 'lng'), 180, 'lon', problems);
  if ((lat === null) !== (lon === null) && !problems.has('lat') && !problems.has('lon')) {
    problems.add(lat === null ? 'lat' : 'lon', 'FIELD_REQUIRED', 'The lat and lon fields go together.');
  }
  problems.throwIfAny(['location', 'signature', FEED_FILE_FIELD]);
  return { caption, location, lat, lon };
}

type StoredFile = {
  type: 'image' | 'video';
  url: string;
  thumbnailUrl: string | null;
  variants: string[];
  status: 'ready' | 'processing';
  transcodeTo: string | null;
  width: number;
  height: number;
  duration: number | null;
  size: number;
  /** Everything written, for the clean-up when a later step fails. */
  keys: string[];
};

async function storeFile(deps: Deps, file: ReceivedMedia, folder: string): Promise<StoredFile> {
  if (file.kind === 'image') {
    const photo = await storeImage(deps.storage, file, folder);
    // The middle width (640) is the grid's and the link preview's picture.
    const thumbnail = photo.variants[Math.min(1, photo.variants.length - 1)] ?? photo.attachment;
    return { type: 'image', url: photo.attachment, thumbnailUrl: thumbnail, variants: photo.variants, status: 'ready', transcodeTo: null, width: photo.width, height: photo.height, duration: null, size: photo.size, keys: photo.keys };
  }
  const video = await storeVideo(deps.storage, file, folder);
  return {
    type: 'video',
    url: video.url,
    thumbnailUrl: video.posterUrl,
    variants: [],
    status: video.processing ? 'processing' : 'ready',
    transcodeTo: video.processing ? video.targetKey : null,
    width: video.width,
    height: video.height,
    duration: Math.round(video.durationSeconds * 100) / 100,
    size: file.size,
    keys: [video.key, video.posterKey],
  };
}

/**
 * POST /seller/create-feed: the files are streamed to temp files and judged by their bytes (platform/media.ts), the
 * fields checked, the upload caps spent (429 past them, decision 148), the photos re-encoded and the videos probed
 * with a poster, all before one short transaction writes the feed and its attachments. A video that is not
 * web-friendly is converted afterwards in the background (decision 153). Stored files are deleted again when a
 * later step fails.
 */
export async function createFeedFromUpload(c: Context<AppEnv>) {
  const deps = c.var.deps;
  const userId = c.var.user!.id;
  const form = await receiveMediaForm(c.req.raw, {
    fileField: FEED_FILE_FIELD,
    maxFiles: FEED_FILES_MAX,
    videoExtensions: FEED_VIDEO_EXTENSIONS,
    tempDir: mediaTempDir(deps.config.dataDir),
  });
  const stored: StoredFile[] = [];
  try {
    const input = checkFeedFields(form.fields, form.files);
    await deps.limits.consumeMediaUploads(userId, form.files.length);
    for (const file of form.files) stored.push(await storeFile(deps, file, `feeds/${userId}`));
    const feedId = await deps.db.transaction(async (tx) => {
      const [feed] = await rows<{ id: number }>(
        tx,
        sql`insert into feeds (user_id, caption, location, lat, lon) values (${userId}, ${input.caption}, ${input.location}, ${input.lat}, ${input.lon}) returning id`,
      );
      for (const [position, f] of stored.entries()) {
        await tx.execute(sql`insert into feed_attachments (feed_id, position, type, url, thumbnail_url, variants, status, transcode_to, width, height, duration, size)
          values (${feed!.id}, ${position}, ${f.type}, ${f.url}, ${f.thumbnailUrl}, ${sql.param(f.variants)}::text[], ${f.status}, ${f.transcodeTo},
            ${f.width}, ${f.height}, ${f.duration}, ${f.size})`);
      }
      return Number(feed!.id);
    });
    await queueFeedVideos(deps, feedId);
    const [feed] = await loadFeeds(deps.db, [feedId], { id: userId });
    return feed!;
  } catch (err) {
    await Promise.all(stored.flatMap((f) => f.keys).map((k) => deps.storage.delete(k).catch(() => undefined)));
    throw err;
  } finally {
    await form.cleanup();
  }
}

/**
 * The background job of one processing video (platform/video.ts): writes the web MP4, points the attachment at it,
 * marks it ready and deletes the upload. Idempotent: an attachment no longer processing (done, failed, or deleted
 * with its feed) is left alone, and an MP4 written for a feed deleted meanwhile is deleted. A failure marks it failed;
 * the upload stays, so the feed still has its poster.
 */
async function finishVideo(deps: Deps, attachmentId: number): Promise<void> {
  const [job] = await rows<{ url: string; transcode_to: string | null }>(
    deps.db,
    sql`select url, transcode_to from feed_attachments where id = ${attachmentId} and status = 'processing'`,
  );
  if (!job) return;
  const sourceKey = keyFromUrl(deps.storage, job.url);
  try {
    if (!sourceKey || !job.transcode_to) throw new Error(`feed attachment ${attachmentId} names no stored upload`);
    const { url, probe } = await transcodeStored(deps.storage, { sourceKey, targetKey: job.transcode_to, tempDir: mediaTempDir(deps.config.dataDir) });
    const done = await rows(
      deps.db,
      sql`update feed_attachments set url = ${url}, status = 'ready', transcode_to = null, width = ${probe.width}, height = ${probe.height},
        duration = ${Math.round(probe.durationSeconds * 100) / 100}, updated_at = now()
      where id = ${attachmentId} and status = 'processing' returning id`,
    );
    if (done.length === 0) await deps.storage.delete(job.transcode_to);
    await deps.storage.delete(sourceKey);
  } catch (err) {
    await deps.db.execute(sql`update feed_attachments set status = 'failed', transcode_to = null, updated_at = now() where id = ${attachmentId} and status = 'processing'`);
    throw err;
  }
}

const enqueue = (deps: Deps, attachmentId: number) => deps.videoJobs.enqueue(`feed-attachment:${attachmentId}`, () => finishVideo(deps, attachmentId));

async function queueFeedVideos(deps: Deps, feedId: number) {
  const waiting = await rows<{ id: number }>(deps.db, sql`select id from feed_attachments where feed_id = ${feedId} and status = 'processing' order by position`);
  for (const a of waiting) enqueue(deps, Number(a.id));
}

/** At start: the videos a restart left processing go back into the queue (the queue lives in memory). */
export async function resumeFeedVideos(deps: Deps): Promise<number> {
  const waiting = await rows<{ id: number }>(deps.db, sql`select id from feed_attachments where status = 'processing' order by id`);
  for (const a of waiting) enqueue(deps, Number(a.id));
  return waiting.length;
}
