import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ApiError, unprocessable, type FieldErrors } from '../../http/errors.ts';
import { checkAdPhoto, processAdPhoto, type ProcessedPhoto } from '../../platform/images.ts';
import type { Deps } from '../../platform/deps.ts';

/**
 * The photo pipeline of ads and shop products: count and content checks before anything is stored, re-encoding into
 * storage, attachment rows, and clean-up of stored files when a later step fails.
 */
export const MAX_PHOTOS = 10;

/** Checks the count (kept + new, 1 to 10) and every file; problems go into `errors.attachment`. */
export async function checkPhotos(files: Blob[], keptCount: number, errors: FieldErrors): Promise<Uint8Array[]> {
  const total = keptCount + files.length;
  if (total === 0) (errors.attachment ??= []).push('At least one photo is required.');
  else if (total > MAX_PHOTOS) (errors.attachment ??= []).push(`You can only upload up to ${MAX_PHOTOS} photos.`);
  if (errors.attachment) return [];
  const out: Uint8Array[] = [];
  for (const file of files) {
    try {
      out.push(await checkAdPhoto(file, 'attachment'));
    } catch (err) {
      if (!(err instanceof ApiError) || !err.errors?.attachment) throw err;
      (errors.attachment ??= []).push(...err.errors.attachment);
      return [];
    }
  }
  return out;
}

/** A 422 with the first problem as the message and every field's problems listed. */
export function throwIfErrors(errors: FieldErrors) {
  const first = Object.values(errors).find((list) => list.length)?.[0];
  if (first) throw unprocessable(first, errors);
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
