import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { rows } from '../db/rows.ts';
import type { Deps } from '../platform/deps.ts';
import { processAdPhoto } from '../platform/images.ts';
import { FFMPEG_PATH, storeVideo } from '../platform/video.ts';
import { createComment, toggleCommentLike, toggleFeedFavorite } from '../modules/feeds/service.ts';
import { demoUsers } from './data/demo-users.ts';
import { demoPhotoSet } from './demo-ads.ts';

type DemoComment = { by: string; text: string; replies?: { by: string; text: string }[]; likedBy?: string[] };
type DemoFeed = {
  by: string;
  caption: string;
  location: string;
  lat: number;
  lon: number;
  hoursAgo: number;
  photos: string[];
  /** A short vertical video panned across this photo, made with the bundled ffmpeg (no download). */
  panOf?: string;
  hearts: string[];
  comments: DemoComment[];
};

/**
 * Photos of the demo set under licences that ask for no credit line next to the picture (public domain, CC0,
 * BSD-2-Clause, whose notice CREDITS.md carries), since a feed has no place for one.
 */
const DEMO_FEEDS: DemoFeed[] = [
  {
    by: 'bob',
    caption: 'Morning walk to the Eiffel Tower before the crowds.',
    location: 'Paris, France',
    lat: 48.8584,
    lon: 2.2945,
    hoursAgo: 3,
    photos: ['travel-1.jpg'],
    hearts: ['alice', 'carol', 'dave'],
    comments: [
      { by: 'alice', text: 'What a view! Is it always this quiet that early?', likedBy: ['bob', 'dave'], replies: [{ by: 'bob', text: 'Before eight, yes. Worth the alarm clock.' }, { by: 'alice', text: 'Noted for my next trip!' }] },
      { by: 'dave', text: 'Classic.' },
    ],
  },
  {
    by: 'carol',
    caption: 'Espresso and pizza after closing the shop. Good end to a long week.',
    location: 'Chișinău, Moldova',
    lat: 47.0105,
    lon: 28.8638,
    hoursAgo: 9,
    photos: ['coffee-1.jpg', 'food-1.jpg'],
    hearts: ['alice', 'bob'],
    comments: [{ by: 'bob', text: 'That crema looks perfect.', likedBy: ['carol'], replies: [{ by: 'carol', text: 'Thank you! Freshly ground beans make all the difference.' }] }],
  },
  {
    by: 'dave',
    caption: 'Snowy birches on the Sunday walk.',
    location: 'Berlin, Germany',
    lat: 52.52,
    lon: 13.405,
    hoursAgo: 20,
    photos: [],
    panOf: 'landscape-5.jpg',
    hearts: ['carol'],
    comments: [{ by: 'carol', text: 'So peaceful.', likedBy: ['dave', 'alice'] }],
  },
  {
    by: 'alice',
    caption: 'Skyline at dusk on the way home.',
    location: 'London, United Kingdom',
    lat: 51.5074,
    lon: -0.1278,
    hoursAgo: 30,
    photos: ['city-1.jpg'],
    hearts: ['bob', 'dave'],
    comments: [{ by: 'dave', text: 'Those colours!' }],
  },
  {
    by: 'dave',
    caption: 'Out with the shepherd this morning. Best walking partner.',
    location: 'Berlin, Germany',
    lat: 52.52,
    lon: 13.405,
    hoursAgo: 52,
    photos: ['pet-2.jpg'],
    hearts: ['alice', 'bob', 'carol'],
    comments: [
      { by: 'bob', text: 'Good boy!', likedBy: ['dave', 'alice', 'carol'], replies: [{ by: 'dave', text: 'He knows it, too.' }] },
      { by: 'alice', text: 'What is his name?' },
    ],
  },
  {
    by: 'bob',
    caption: 'A weekend in Rome. The Colosseum at opening time.',
    location: 'Rome, Italy',
    lat: 41.8902,
    lon: 12.4922,
    hoursAgo: 75,
    photos: ['travel-2.jpg'],
    hearts: ['carol'],
    comments: [],
  },
];

const run = promisify(execFile);

/**
 * A 6-second vertical (720x1280) H.264 clip panning across a photo: a real web MP4 for the demo Shorts, made on the
 * spot from the demo set so nothing is downloaded. Null when ffmpeg cannot make it; the feed is then left out.
 */
async function panVideo(deps: Deps, photo: string, folder: string) {
  const dir = await mkdtemp(join(tmpdir(), 'demo-feed-'));
  try {
    const out = join(dir, 'pan.mp4');
    await run(FFMPEG_PATH, [
      '-v', 'error', '-y', '-loop', '1', '-t', '6', '-i', photo,
      '-vf', "scale=-2:1280,crop=720:1280:x='(iw-720)*t/6':y=0,fps=24",
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', out,
    ]);
    const { size } = await stat(out);
    return await storeVideo(deps.storage, { field: 'file[]', filename: 'pan.mp4', tempPath: out, size, mime: 'video/mp4', ext: 'mp4', kind: 'video' }, folder);
  } catch (err) {
    deps.log.error('demo: could not make the demo feed video', err);
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Demo feeds of the demo users (decision 153), added only while the feeds table is empty: photos of the demo set
 * re-encoded like uploads, one short video made from a photo, and hearts, comments, replies and likes through the
 * feeds service, so every counter is what the rows say.
 */
export async function seedDemoFeeds(deps: Deps): Promise<{ created: number }> {
  const db = deps.db;
  const [existing] = await rows<{ n: number }>(db, sql`select count(*)::int as n from feeds`);
  if ((existing?.n ?? 0) > 0) return { created: 0 };
  const set = demoPhotoSet(deps.config);
  if (!set.media) return { created: 0 };
  const found = await rows<{ id: number; email: string }>(db, sql`select id, email from users where email = any(${sql.param(demoUsers.map((u) => u.email))}::text[])`);
  const ids = new Map(demoUsers.flatMap((u) => {
    const row = found.find((r) => r.email === u.email);
    return row ? [[u.user_name, Number(row.id)] as const] : [];
  }));
  const now = Date.now();
  let created = 0;
  for (const feed of DEMO_FEEDS) {
    const userId = ids.get(feed.by);
    if (!userId) continue;
    const folder = `feeds/${userId}`;
    const attachments: { type: 'image' | 'video'; url: string; thumbnailUrl: string; variants: string[]; width: number; height: number; duration: number | null }[] = [];
    for (const file of feed.photos) {
      if (!set.credits.has(file) || !existsSync(join(set.media, file))) continue;
      const photo = await processAdPhoto(new Uint8Array(readFileSync(join(set.media, file))), { storage: deps.storage, folder });
      attachments.push({ type: 'image', url: photo.attachment, thumbnailUrl: photo.variants[Math.min(1, photo.variants.length - 1)]!, variants: photo.variants, width: photo.width, height: photo.height, duration: null });
    }
    if (feed.panOf && existsSync(join(set.media, feed.panOf))) {
      const video = await panVideo(deps, join(set.media, feed.panOf), folder);
      if (video) attachments.push({ type: 'video', url: video.url, thumbnailUrl: video.posterUrl, variants: [], width: video.width, height: video.height, duration: Math.round(video.durationSeconds * 100) / 100 });
    }
    if (attachments.length === 0) continue;
    const at = new Date(now - feed.hoursAgo * 3_600_000).toISOString();
    const [saved] = await rows<{ id: number }>(
      db,
      sql`insert into feeds (user_id, caption, location, lat, lon, created_at, updated_at)
        values (${userId}, ${feed.caption}, ${feed.location}, ${feed.lat.toFixed(6)}, ${feed.lon.toFixed(6)}, ${at}::timestamptz, ${at}::timestamptz) returning id`,
    );
    const feedId = Number(saved!.id);
    for (const [position, a] of attachments.entries()) {
      await db.execute(sql`insert into feed_attachments (feed_id, position, type, url, thumbnail_url, variants, width, height, duration)
        values (${feedId}, ${position}, ${a.type}, ${a.url}, ${a.thumbnailUrl}, ${sql.param(a.variants)}::text[], ${a.width}, ${a.height}, ${a.duration})`);
    }
    for (const name of feed.hearts) {
      const fan = ids.get(name);
      if (fan) await toggleFeedFavorite(db, fan, feedId);
    }
    for (const c of feed.comments) {
      const author = ids.get(c.by);
      if (!author) continue;
      const top = await createComment(db, author, { feed_id: feedId, comment: c.text });
      for (const r of c.replies ?? []) {
        const replier = ids.get(r.by);
        if (replier) await createComment(db, replier, { feed_id: feedId, comment: r.text, parent_id: top.id });
      }
      for (const name of c.likedBy ?? []) {
        const fan = ids.get(name);
        if (fan) await toggleCommentLike(db, fan, top.id);
      }
    }
    created++;
  }
  deps.log.info(`demo: created ${created} demo feeds`);
  return { created };
}
