import { count, sql } from 'drizzle-orm';
import { companies, companyModerators } from '../db/schema/index.ts';
import type { Deps } from '../platform/deps.ts';
import { createAd } from '../modules/ads/service.ts';
import { parseAdInput } from '../modules/ads/schemas.ts';
import { demoUsers } from './data/demo-users.ts';
import { demoCompanies, demoCompanyAds } from './data/demo-companies.ts';
import { demoPhotoSet, demoPictures } from './demo-ads.ts';

/**
 * Demo companies (approved; two with a running subscription, one not subscribed yet; one moderator) and their company ads, added only when the
 * companies table is empty and the demo users exist. The ads go through the real ad service like the demo ads
 * (demo-ads.ts), so they pass the company rule (owner or accepted moderator, subscription running).
 */
export async function seedDemoCompanies(deps: Deps): Promise<{ companies: number; ads: number }> {
  const db = deps.db;
  const [row] = await db.select({ n: count() }).from(companies);
  if ((row?.n ?? 0) > 0) return { companies: 0, ads: 0 };

  const found = (await db.execute(sql`select id, email from users where email = any(${sql.param(demoUsers.map((u) => u.email))}::text[])`)) as unknown as {
    rows: { id: number; email: string }[];
  };
  const users = new Map<string, { id: number; lat: number; lon: number }>();
  for (const u of demoUsers) {
    const r = found.rows.find((x) => x.email === u.email);
    if (r) users.set(u.user_name, { id: Number(r.id), lat: u.lat, lon: u.lon });
  }

  const now = Date.now();
  const companyIds = new Map<string, { id: number; owner: { lat: number; lon: number }; place: string }>();
  for (const c of demoCompanies) {
    const owner = users.get(c.owner);
    if (!owner) continue;
    const [saved] = await db
      .insert(companies)
      .values({
        userId: owner.id,
        name: c.name,
        description: c.description,
        website: c.website,
        phone: c.phone,
        email: c.email,
        address: c.address,
        city: c.city,
        country: c.country,
        postalCode: c.postal_code,
        status: 'approved',
        approvedAt: new Date(now),
        subscriptionExpiresAt: c.subscriptionDays === null ? null : new Date(now + c.subscriptionDays * 86_400_000),
      })
      .returning({ id: companies.id });
    if (!saved) continue;
    const moderators = c.moderators.map((m) => users.get(m)).filter((m) => m !== undefined);
    if (moderators.length) {
      await db.insert(companyModerators).values(moderators.map((m) => ({ companyId: saved.id, moderatorId: m.id, status: 'accepted' })));
    }
    companyIds.set(c.key, { id: saved.id, owner, place: `${c.address}, ${c.city}, ${c.country}` });
  }
  if (!companyIds.size) return { companies: 0, ads: 0 };

  const catRows = (await db.execute(sql`select id, slug from categories where kind = 'ad'`)) as unknown as { rows: { id: number; slug: string }[] };
  const categoryIds = new Map(catRows.rows.map((r) => [r.slug, Number(r.id)]));
  const curRows = (await db.execute(sql`select id, code from currencies`)) as unknown as { rows: { id: number; code: string }[] };
  const currencyIds = new Map(curRows.rows.map((r) => [r.code, Number(r.id)]));
  const set = demoPhotoSet(deps.config);

  let ads = 0;
  for (const [i, ad] of demoCompanyAds.entries()) {
    const company = companyIds.get(ad.company);
    const poster = users.get(ad.poster);
    const categoryId = categoryIds.get(ad.category);
    if (!company || !poster || !categoryId) {
      deps.log.info(`demo: skipped company ad "${ad.name}"`);
      continue;
    }
    const { files, notes } = await demoPictures(set, ad.photos, ad.art, i);
    const details = [ad.details, ...notes].filter(Boolean).join('\n');
    const input = parseAdInput({
      category_id: String(categoryId),
      name: ad.name,
      description: ad.description,
      ...(details ? { additional_details: details } : {}),
      price: String(ad.price),
      ...(ad.offer !== undefined ? { offer_price: String(ad.offer) } : {}),
      currency_id: String(currencyIds.get(ad.currency) ?? ''),
      type: '2',
      company_id: String(company.id),
      external_website: ad.external_website,
      purchase_button_text: 'Buy Now',
      is_negotiable: '0',
      condition: ad.condition,
      location: company.place,
      lat: company.owner.lat.toFixed(6),
      lon: company.owner.lon.toFixed(6),
      tags: ad.tags,
      attachments: files,
      show_contact: '1',
    });
    const saved = await createAd(deps, poster.id, input);
    const createdAt = new Date(now - ad.daysAgo * 86_400_000 - (i % 5) * 3_600_000).toISOString();
    await db.execute(sql`update ads set created_at = ${createdAt}::timestamptz, updated_at = ${createdAt}::timestamptz where id = ${saved.id}`);
    ads++;
  }
  deps.log.info(`demo: created ${companyIds.size} demo companies with ${ads} company ads`);
  return { companies: companyIds.size, ads };
}
