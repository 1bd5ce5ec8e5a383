import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ads } from '../db/schema/index.ts';
import type { Config } from '../config.ts';
import type { Deps } from '../platform/deps.ts';
import { createAd } from '../modules/ads/service.ts';
import { parseAdInput } from '../modules/ads/schemas.ts';
import { demoUsers } from './data/demo-users.ts';
import { demoAds, type DemoAdSeed, type DemoArt } from './data/demo-ads.ts';

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

const ART: Record<DemoArt, string> = {
  bicycle: `<circle cx="190" cy="340" r="90"/><circle cx="450" cy="340" r="90"/><path d="M190 340 L280 200 L400 200 L450 340 M280 200 L330 340 L190 340 M330 340 L400 200 M265 170 h50 M400 200 l-10 -40 h40"/>`,
  sofa: `<rect x="150" y="170" width="340" height="120" rx="30"/><rect x="110" y="230" width="420" height="110" rx="30"/><path d="M150 380 v-40 M490 380 v-40 M240 290 v50 M400 290 v50"/>`,
  phone: `<rect x="240" y="90" width="160" height="310" rx="28"/><rect x="258" y="125" width="124" height="235" rx="6"/><path d="M300 108 h40"/><circle cx="320" cy="382" r="8"/>`,
  laptop: `<rect x="170" y="120" width="300" height="200" rx="14"/><rect x="190" y="140" width="260" height="160" rx="4"/><path d="M120 340 h400 l-30 35 h-340 z"/>`,
  shoe: `<path d="M130 320 C130 250 190 230 230 230 L280 180 L340 250 C400 270 480 270 510 310 L510 350 L130 350 Z"/><path d="M130 335 H510 M300 220 l20 20 M280 240 l20 20"/>`,
  jacket: `<path d="M250 110 L200 130 L130 200 L160 390 L220 390 L220 250 L220 400 H420 V250 L420 390 H480 L510 200 L440 130 L390 110 L320 170 Z"/><path d="M320 170 V400 M290 120 l30 50 l30 -50"/>`,
  watch: `<rect x="275" y="80" width="90" height="90" rx="10"/><rect x="275" y="330" width="90" height="90" rx="10"/><circle cx="320" cy="250" r="95"/><circle cx="320" cy="250" r="75"/><path d="M320 250 V195 M320 250 L360 270 M415 250 h18"/>`,
  book: `<path d="M160 130 h150 a20 20 0 0 1 10 5 a20 20 0 0 1 10 -5 h150 v250 h-150 a20 20 0 0 0 -10 5 a20 20 0 0 0 -10 -5 h-150 z"/><path d="M320 135 V385 M190 180 h100 M190 215 h100 M190 250 h80 M350 180 h100 M350 215 h100 M350 250 h80"/>`,
  headphones: `<path d="M190 300 V250 A130 130 0 0 1 450 250 V300"/><rect x="160" y="280" width="70" height="120" rx="25"/><rect x="410" y="280" width="70" height="120" rx="25"/>`,
  tv: `<rect x="120" y="110" width="400" height="240" rx="12"/><rect x="140" y="130" width="360" height="200" rx="4"/><path d="M270 350 L250 400 H390 L370 350"/>`,
  console: `<path d="M180 200 H460 C520 200 540 260 540 320 C540 380 500 400 470 370 L420 320 H220 L170 370 C140 400 100 380 100 320 C100 260 120 200 180 200 Z"/><path d="M200 250 v50 M175 275 h50"/><circle cx="440" cy="260" r="10"/><circle cx="470" cy="290" r="10"/>`,
  bag: `<rect x="200" y="150" width="240" height="260" rx="40"/><path d="M260 150 V120 a60 60 0 0 1 120 0 V150 M230 260 H410 M270 260 v50 h100 v-50"/>`,
};

const PALETTE = ['#e8f1fb', '#fdf1e4', '#eaf6ee', '#f4ecfa', '#fdeceb', '#eef2f5'];

/** A clean line drawing of the item on a tinted background, marked "Illustration" so nobody takes it for a photo. */
export function illustrationSvg(art: DemoArt, seed: number): string {
  const bg = PALETTE[seed % PALETTE.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
  <rect width="640" height="480" fill="${bg}"/>
  <g fill="#ffffff" stroke="#2f3b4a" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">${ART[art]}</g>
  <rect x="16" y="422" width="190" height="42" rx="21" fill="#2f3b4a" opacity="0.8"/>
  <text x="111" y="450" font-family="sans-serif" font-size="22" fill="#ffffff" text-anchor="middle">Illustration</text>
</svg>`;
}

export async function illustration(art: DemoArt, seed: number): Promise<Blob> {
  const png = await sharp(Buffer.from(illustrationSvg(art, seed))).png({ compressionLevel: 3 }).toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
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
