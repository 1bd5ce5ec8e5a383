import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rows } from '../db/rows.ts';
import type { Deps } from '../platform/deps.ts';
import { processAdPhoto } from '../platform/images.ts';
import { demoUsers } from './data/demo-users.ts';
import { demoHotels, type DemoHotelSeed } from './data/demo-hotels.ts';
import { attributionOf, demoPhotoSet, fewAtATime, type DemoPhotoSet } from './demo-ads.ts';
import { hotelIllustration } from './illustrations.ts';

/**
 * Demo hotels (decision 137), added only while the hotels table is empty, so a restart or real hotels are never
 * touched. Each gets a drawn facade (labelled as an illustration: the photo set has no photos of made-up hotels)
 * and a few photos of the demo set (a room, breakfast), all re-encoded through the ad photo pipeline into storage
 * (sharp, WebP variants, no metadata), with each photo's credit. Reviews are by the demo users; their ratings set
 * the hotels' averages.
 */
export async function seedDemoHotels(deps: Deps): Promise<{ created: number }> {
  const db = deps.db;
  const [existing] = await rows<{ n: number }>(db, sql`select count(*)::int as n from hotels`);
  if ((existing?.n ?? 0) > 0) return { created: 0 };

  const users = await rows<{ id: number; email: string }>(db, sql`select id, email from users where email = any(${sql.param(demoUsers.map((u) => u.email))}::text[])`);
  const userIds = new Map(demoUsers.map((u) => [u.user_name, users.find((r) => r.email === u.email)?.id]));
  const currencies = await rows<{ id: number; code: string }>(db, sql`select id, code from currencies`);
  const currencyIds = new Map(currencies.map((c) => [c.code, Number(c.id)]));
  const set = demoPhotoSet(deps.config);
  const now = Date.now();
  let created = 0;

  await fewAtATime(demoHotels, async (h, i) => {
    const currencyId = currencyIds.get(h.currency);
    if (!currencyId) return;
    const [saved] = await rows<{ id: number }>(
      db,
      sql`insert into hotels (name, description, address, city, country, country_code, postal_code, lat, lon, stars, price_per_night, currency_id,
          amenities, check_in, check_out, phone, email, created_at, updated_at)
        values (${h.name}, ${h.description}, ${h.address}, ${h.city}, ${h.country}, ${h.countryCode}, ${h.postalCode}, ${h.lat}, ${h.lon}, ${h.stars},
          ${h.price}, ${currencyId}, ${`{${h.amenities.join(',')}}`}::text[], ${h.checkIn}, ${h.checkOut}, ${h.phone}, ${emailOf(h)},
          ${new Date(now - (i + 1) * 86_400_000).toISOString()}::timestamptz, now())
        returning id`,
    );
    const hotelId = Number(saved!.id);
    await storePhotos(deps, set, hotelId, h, i);
    await addReviews(db, hotelId, h, userIds, now);
    created++;
  });
  deps.log.info(`demo: created ${created} demo hotels`);
  return { created };
}

const emailOf = (h: DemoHotelSeed) => `stay@${h.name.normalize('NFD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase()}.example.com`;

async function storePhotos(deps: Deps, set: DemoPhotoSet, hotelId: number, h: DemoHotelSeed, seed: number) {
  const pictures: { bytes: Uint8Array; credit: string | null }[] = [
    { bytes: await hotelIllustration(3 + (seed % 4), seed), credit: 'Illustration, not a photo of the hotel.' },
  ];
  for (const file of h.photos) {
    const credit = set.credits.get(file);
    if (!set.media || !credit || !existsSync(join(set.media, file))) continue;
    pictures.push({ bytes: new Uint8Array(readFileSync(join(set.media, file))), credit: attributionOf(credit) ?? `Photo: ${credit.author}, ${credit.licence}.` });
  }
  for (const [position, p] of pictures.entries()) {
    const stored = await processAdPhoto(p.bytes, { storage: deps.storage, folder: `hotels/${hotelId}` });
    await deps.db.execute(sql`insert into hotel_photos (hotel_id, attachment, variants, width, height, position, credit)
      values (${hotelId}, ${stored.attachment}, ${`{${stored.variants.map((v) => `"${v}"`).join(',')}}`}::text[], ${stored.width}, ${stored.height}, ${position}, ${p.credit})`);
  }
}

async function addReviews(db: Db, hotelId: number, h: DemoHotelSeed, userIds: Map<string, number | undefined>, now: number) {
  let added = 0;
  for (const r of h.reviews) {
    const userId = userIds.get(r.by);
    if (!userId) continue;
    const at = new Date(now - r.daysAgo * 86_400_000).toISOString();
    await db.execute(sql`insert into hotel_reviews (hotel_id, user_id, rating, comment, created_at, updated_at)
      values (${hotelId}, ${userId}, ${r.rating}, ${r.comment}, ${at}::timestamptz, ${at}::timestamptz) on conflict do nothing`);
    added++;
  }
  if (added) {
    await db.execute(sql`update hotels set average_rating = (select round(avg(rating), 2) from hotel_reviews where hotel_id = ${hotelId}),
      total_review = (select count(*) from hotel_reviews where hotel_id = ${hotelId}) where id = ${hotelId}`);
  }
}
