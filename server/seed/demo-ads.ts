import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { ads } from '../db/schema/index.ts';
import type { Config } from '../config.ts';
import type { Deps } from '../platform/deps.ts';
import { createAd } from '../modules/ads/service.ts';
import { parseAdInput } from '../modules/ads/schemas.ts';
import { demoUsers } from './data/demo-users.ts';
import { demoAds, type DemoAdSeed, type DemoArt } from './data/demo-ads.ts';
import { illustration } from './illustrations.ts';

/**
 * Demo ads through the real ad service (createAd: validation, tags, sharp photo variants in storage), added only
 * when the ads table is empty, so a restart or a database with real ads is never touched. Photos come from the
 * demo photo set in DEMO_MEDIA_DIR (config; by default ../shared/demo-media beside the project; without it the ads
 * get illustrations); items the set has no photo of get a drawn product illustration, labelled as one.
 * Promotions are written directly (demo data has no payment). The credits file is stored next to the photos
 * (`ads/CREDITS.md` in storage, beside the ads' photo folders) and CC-BY photos carry their attribution in the ad's additional details.
 */

/** The demo photo folder when it holds the set (its CREDITS.md), else null. */
export function demoMediaDir(config: Pick<Config, 'demoMediaDir'>): string | null {
  return existsSync(join(config.demoMediaDir, 'CREDITS.md')) ? config.demoMediaDir : null;
}

export type PhotoCredit = { file: string; author: string; licence: string; notes: string };

/** The table of CREDITS.md, by file name. */
export function readCredits(dir: string): Map<string, PhotoCredit> {
  const out = new Map<string, PhotoCredit>();
  for (const line of readFileSync(join(dir, 'CREDITS.md'), 'utf8').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // | File | Size | Source package | Original file | Author | Licence | Class | Notes |
    if (cells.length < 9 || !/\.jpe?g$/i.test(cells[1] ?? '')) continue;
    out.set(cells[1]!, { file: cells[1]!, author: cells[5]!, licence: cells[6]!, notes: cells[8]! });
  }
  return out;
}

/** The attribution a CC-BY licence asks for, or null for public domain, CC0 and BSD photos. */
export function attributionOf(c: PhotoCredit): string | null {
  if (!/^CC-BY/i.test(c.licence)) return null;
  const source = /Wikimedia Commons (File:[^;]+)/.exec(c.notes)?.[1];
  return `Photo: ${c.author}, ${c.licence}${source ? ` (Wikimedia Commons ${source.trim()})` : ''}.`;
}

export type DemoPhotoSet = { media: string | null; credits: Map<string, PhotoCredit> };

/** The demo photo set and its credits; empty when the set is absent. */
export function demoPhotoSet(config: Pick<Config, 'demoMediaDir'>): DemoPhotoSet {
  const media = demoMediaDir(config);
  return { media, credits: media ? readCredits(media) : new Map<string, PhotoCredit>() };
}

/**
 * One demo listing's pictures: its photos found in the set, with the attributions their CC-BY licences ask for, else
 * one drawn illustration and a line saying it is one. `notes` belong in the listing's details.
 */
export async function demoPictures(set: DemoPhotoSet, photos: string[] | undefined, art: DemoArt | undefined, seed: number): Promise<{ files: Blob[]; notes: string[]; drawn: boolean }> {
  const files: Blob[] = [];
  const notes: string[] = [];
  for (const file of photos ?? []) {
    const credit = set.credits.get(file);
    if (!set.media || !credit || !existsSync(join(set.media, file))) continue;
    files.push(new Blob([new Uint8Array(readFileSync(join(set.media, file)))], { type: 'image/jpeg' }));
    const line = attributionOf(credit);
    if (line) notes.push(line);
  }
  const drawn = files.length === 0;
  if (drawn) {
    files.push(await illustration(art ?? 'bag', seed));
    notes.push('Image: illustration, not a photo of the item.');
  }
  return { files, notes, drawn };
}

/** Seeds the listings four at a time: photo encoding dominates and sharp runs on its own threads. */
export async function fewAtATime<T>(list: readonly T[], one: (item: T, i: number) => Promise<void>): Promise<void> {
  const queue = list.map((item, i) => [item, i] as const);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await one(next[0], next[1]);
    }),
  );
}

export async function seedDemoAds(deps: Deps): Promise<{ created: number; photos: number; illustrations: number }> {
  const db = deps.db;
  const [row] = await db.select({ n: count() }).from(ads);
  if ((row?.n ?? 0) > 0) return { created: 0, photos: 0, illustrations: 0 };

  const userRows = (await db.execute(sql`select id, email, location, lat, lon from users where email = any(${sql.param(demoUsers.map((u) => u.email))}::text[])`)) as unknown as {
    rows: { id: number; email: string; location: string; lat: string; lon: string }[];
  };
  const byName = new Map<string, { id: number; location: string; lat: number; lon: number }>();
  for (const u of demoUsers) {
    const r = userRows.rows.find((x) => x.email === u.email);
    if (r) byName.set(u.user_name, { id: Number(r.id), location: u.location, lat: u.lat, lon: u.lon });
  }
  if (!byName.size) return { created: 0, photos: 0, illustrations: 0 };

  const catRows = (await db.execute(sql`select id, slug from categories where kind = 'ad'`)) as unknown as { rows: { id: number; slug: string }[] };
  const categoryIds = new Map(catRows.rows.map((r) => [r.slug, Number(r.id)]));
  const curRows = (await db.execute(sql`select id, code from currencies`)) as unknown as { rows: { id: number; code: string }[] };
  const currencyIds = new Map(curRows.rows.map((r) => [r.code, Number(r.id)]));

  const set = demoPhotoSet(deps.config);
  if (set.media) await deps.storage.put('ads/CREDITS.md', new Uint8Array(readFileSync(join(set.media, 'CREDITS.md'))), 'text/markdown; charset=utf-8');
  else deps.log.info(`demo: no demo photos in ${deps.config.demoMediaDir} (DEMO_MEDIA_DIR); demo ads get illustrations only`);

  let created = 0;
  let photos = 0;
  let illustrations = 0;
  const now = Date.now();

  const one = async (ad: DemoAdSeed, i: number) => {
    const owner = byName.get(ad.owner);
    const categoryId = categoryIds.get(ad.category);
    if (!owner || !categoryId) {
      deps.log.info(`demo: skipped "${ad.name}" (${!owner ? `no user ${ad.owner}` : `no category ${ad.category}`})`);
      return;
    }
    const { files, notes, drawn } = await demoPictures(set, ad.photos, ad.art, i);
    if (drawn) illustrations++;
    else photos += files.length;
    const city = owner.location.split(',').slice(-2).join(',').trim();
    const details = [ad.details, ...notes].filter(Boolean).join('\n');
    const input = parseAdInput({
      category_id: String(categoryId),
      name: ad.name,
      description: ad.description,
      ...(details ? { additional_details: details } : {}),
      price: String(ad.price),
      ...(ad.offer !== undefined ? { offer_price: String(ad.offer) } : {}),
      currency_id: String(currencyIds.get(ad.currency) ?? ''),
      type: '1',
      is_negotiable: ad.negotiable ? '1' : '0',
      ...(ad.condition ? { condition: ad.condition } : {}),
      location: `${ad.area}, ${city}`,
      lat: (owner.lat + ad.dLat).toFixed(6),
      lon: (owner.lon + ad.dLon).toFixed(6),
      tags: ad.tags,
      attachments: files,
      show_contact: '1',
    });
    const saved = await createAd(deps, owner.id, input);
    // Spread over the past weeks (a few hours apart within a day) so "newest" means something; promotions last 7 days.
    const createdAt = new Date(now - ad.daysAgo * 86_400_000 - (i % 7) * 3_600_000);
    await db.execute(sql`update ads set created_at = ${createdAt.toISOString()}::timestamptz, updated_at = ${createdAt.toISOString()}::timestamptz,
      is_sponsored = ${ad.promo ?? 0}, promotion_expires_at = ${ad.promo ? new Date(now + 7 * 86_400_000).toISOString() : null}::timestamptz
      where id = ${saved.id}`);
    created++;
  };

  await fewAtATime(demoAds, one);
  deps.log.info(`demo: created ${created} demo ads (${photos} photos, ${illustrations} illustrations)`);
  return { created, photos, illustrations };
}
