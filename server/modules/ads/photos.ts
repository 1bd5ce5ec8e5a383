import { sql } from 'drizzle-orm';
import { AD_PHOTOS_MAX } from '../../../common/ad-limits.ts';
import type { Db } from '../../db/client.ts';
import { ApiError, type FieldProblems } from '../../http/errors.ts';
import { checkAdPhoto, processAdPhoto, type ProcessedPhoto } from '../../platform/images.ts';
import type { Deps } from '../../platform/deps.ts';

/**
 * The photo pipeline of ads and shop products: count and content checks before anything is stored, re-encoding into
 * storage, attachment rows, and clean-up of stored files when a later step fails.
 */
export const MAX_PHOTOS = AD_PHOTOS_MAX;

/** Checks the count (kept + new, 1 to 10) and every file; problems go to the `attachment` field. */
export async function checkPhotos(files: Blob[], keptCount: number, problems: FieldProblems): Promise<Uint8Array[]> {
  const total = keptCount + files.length;
  if (total === 0) problems.add('attachment', 'PHOTO_REQUIRED', 'At least one photo is required.');
  else if (total > MAX_PHOTOS) problems.add('attachment', 'TOO_MANY_PHOTOS', `You can only upload up to ${MAX_PHOTOS} photos.`);
  if (problems.has('attachment')) return [];
  const out: Uint8Array[] = [];
  for (const file of files) {
    try {
      out.push(await checkAdPhoto(file, 'attachment'));
    } catch (err) {
      if (!(err instanceof ApiError) || !err.messageStatus || !err.errors?.attachment) throw err;
      for (const message of err.errors.attachment) problems.add('attachment', err.messageStatus, message);
      return [];
    }
  }
  return out;
}

export async function storePhotos(deps: Deps, adId: number, photos: Uint8Array[]): Promise<ProcessedPhoto[]> {
  const done: ProcessedPhoto[] = [];
  try {
    for (const bytes of photos) done.push(await processAdPhoto(bytes, { storage: deps.storage, adId }));
  } catch (err) {
    await deleteKeys(deps, done.flatMap((p) => p.keys));
    throw err;
  }
  return done;
}

export async function deleteKeys(deps: Deps, keys: string[]) {
  await Promise.all(keys.map((k) => deps.storage.delete(k).catch((e: unknown) => deps.log.error(`storage delete ${k}`, e))));
}

export async function insertPhotos(db: Db, adId: number, photos: ProcessedPhoto[], startPosition: number) {
  let position = startPosition;
  for (const p of photos) {
    await db.execute(sql`insert into ad_attachments (ads_id, attachment, variants, type, size, width, height, position)
      values (${adId}, ${p.attachment}, ${`{${p.variants.map((v) => `"${v}"`).join(',')}}`}::text[], 'image', ${p.size}, ${p.width}, ${p.height}, ${position++})`);
  }
}
