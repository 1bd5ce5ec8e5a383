import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { Deps } from '../../platform/deps.ts';
import { keyFromUrl } from '../../platform/storage.ts';
import { OWNER_SHOWS_AD } from './visibility.ts';
import { colourSimilarity, indexKey, understandImage, vectorSimilarity, type Detection, type ImageUnderstanding } from '../../platform/vision.ts';

/**
 * Image vectors of ad and shop item photos (table photo_vectors, decision 89): computed in the background after a
 * photo is stored, never while the upload waits, from the stored 640-pixel variant, and searched by nearest
 * neighbours through the GiST index on their cube key.
 */

/** Photos read per query of the background pass. */
const BATCH = 16;

type Worker = { running: Promise<void> | undefined; again: boolean; after: number };
const workers = new WeakMap<Db, Worker>();
const workerOf = (db: Db) => {
  let w = workers.get(db);
  if (!w) workers.set(db, (w = { running: undefined, again: false, after: 0 }));
  return w;
};

const realArray = (xs: number[]) => `{${xs.join(',')}}`;
const cubeOf = (xs: number[]) => `(${xs.join(',')})`;

/** The smallest stored variant at least 640 wide (what the detector's 512-pixel input needs), else the photo itself. */
function sourceUrl(attachment: string, variants: string[]): string {
  return variants.find((v) => /-640\.webp$/.test(v)) ?? attachment;
}

async function describeOne(deps: Deps, photo: { id: number; ads_id: number; attachment: string; variants: string[] }) {
  const key = keyFromUrl(deps.storage, sourceUrl(photo.attachment, photo.variants ?? []));
  const bytes = key ? await deps.storage.get(key).catch(() => null) : null;
  let seen: ImageUnderstanding | undefined;
  if (bytes) {
    try {
      seen = await understandImage(bytes);
    } catch (err) {
      deps.log.error('photo vector: could not read photo', { attachment: photo.id, err: String(err) });
    }
  }
  // A photo deleted meanwhile (its row gone) is simply skipped.
  await deps.db
    .execute(
      sql`insert into photo_vectors (attachment_id, ad_id, labels, vector, colour, key)
        values (${photo.id}, ${photo.ads_id}, ${JSON.stringify(seen?.labels ?? [])}::jsonb,
          ${seen ? realArray(seen.vector) : null}::real[], ${seen ? realArray(seen.colour) : null}::real[], ${seen ? cubeOf(indexKey(seen.vector)) : null}::cube)
        on conflict do nothing`,
    )
    .catch((err: unknown) => {
      if (!/foreign key/i.test(String(err))) throw err;
    });
}

/**
 * One pass over the photos without a vector, oldest first. The worker remembers the last photo it saw, so later passes
 * read only newer photos (ids only grow); the first pass of a process reads them all, which also catches up photos
 * stored while no worker ran.
 */
async function pass(deps: Deps, w: Worker): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await rows<{ id: number; ads_id: number; attachment: string; variants: string[] }>(
      deps.db,
      sql`select a.id, a.ads_id, a.attachment, a.variants from ad_attachments a
        where a.id > ${w.after} and a.type = 'image' and not exists (select 1 from photo_vectors v where v.attachment_id = a.id)
        order by a.id limit ${BATCH}`,
    );
    if (!batch.length) return done;
    for (const photo of batch) {
      await describeOne(deps, photo);
      w.after = Number(photo.id);
      done++;
    }
  }
}

function start(deps: Deps, w: Worker): Promise<void> {
  w.running = (async () => {
    const began = performance.now();
    let done = 0;
    do {
      w.again = false;
      done += await pass(deps, w);
    } while (w.again);
    if (done) deps.log.info(`photo vectors: ${done} photos described in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  })()
    .catch((err: unknown) => deps.log.error('photo vectors: background pass failed', { err: String(err) }))
    .finally(() => {
      w.running = undefined;
    });
  return w.running;
}

/**
 * Computes the vectors of newly stored photos in the background (PHOTO_VECTORS=1): called after photos are stored,
 * and once at start for photos stored without one. Returns at once.
 */
export function describePhotosLater(deps: Deps): void {
  if (!deps.config.PHOTO_VECTORS) return;
  const w = workerOf(deps.db);
  if (w.running) w.again = true;
  else void start(deps, w);
}

/** Computes every missing photo vector now and waits for it (tests, benchmarks, and the seed's command). */
export async function describePhotos(deps: Deps): Promise<void> {
  const w = workerOf(deps.db);
  while (w.running) await w.running;
  await start(deps, w);
}

export type SimilarPhoto = { adId: number; similarity: number; colour: number; labels: Detection[] };

/** Candidates the index gives before the full vectors rank them. */
const NEIGHBOURS = 60;

/**
 * Active ads and shop items whose photos look most like the given one: nearest neighbours of its index key (GiST on
 * the cube key), then ranked by the full vectors' cosine similarity; one entry per ad, its best photo.
 */
export async function similarPhotos(db: Db, seen: ImageUnderstanding, limit: number): Promise<SimilarPhoto[]> {
  const found = await rows<{ ad_id: number; vector: number[] | string; colour: number[] | string; labels: Detection[] | string }>(
    db,
    sql`select n.ad_id, n.vector, n.colour, n.labels
      from (select ad_id, vector, colour, labels from photo_vectors where key is not null
            order by key <-> ${cubeOf(indexKey(seen.vector))}::cube limit ${NEIGHBOURS}) n
      join ads a on a.id = n.ad_id and a.status = 1 and a.deleted_at is null and (a.shop_id is not null or ${OWNER_SHOWS_AD})`,
  );
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v.replace(/^\{/, '[').replace(/\}$/, ']')) as T) : v);
  const best = new Map<number, SimilarPhoto>();
  for (const r of found) {
    const similarity = vectorSimilarity(parse(r.vector), seen.vector);
    const shared = colourSimilarity(parse(r.colour), seen.colour);
    const adId = Number(r.ad_id);
    const labels = typeof r.labels === 'string' ? (JSON.parse(r.labels) as Detection[]) : r.labels;
    if (!best.has(adId) || best.get(adId)!.similarity < similarity) best.set(adId, { adId, similarity, colour: shared, labels });
  }
  return [...best.values()].sort((a, b) => b.similarity - a.similarity).slice(0, limit);
}
