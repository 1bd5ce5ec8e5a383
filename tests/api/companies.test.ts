import sharp from 'sharp';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { issueToken } from '../../server/modules/auth/tokens.ts';
import { form, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let owner: { id: number; token: string };
let mod: { id: number; token: string };
let pendingMod: { id: number; token: string };
let stranger: { id: number; token: string };
let activeId: number;
let expiredId: number;
let pendingCompanyId: number;

async function q<T = Record<string, unknown>>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function makeUser(name: string) {
  const [u] = await t.db
    .insert(users)
    .values({ name, lastName: 'Test', userName: name.toLowerCase(), email: `${name.toLowerCase()}@example.com`, emailVerifiedAt: new Date() })
    .returning();
  return { id: u!.id, token: await issueToken(t.db, u!.id, false) };
}

async function company(ownerId: number, name: string, status: string, expires: string | null): Promise<number> {
  const [r] = await q<{ id: number }>(
    sql`insert into companies (user_id, name, city, status, subscription_expires_at, max_ads) values (${ownerId}, ${name}, 'Berlin', ${status}, ${expires === null ? null : sql.raw(`now() + interval '${expires}'`)}, 3) returning id`,
  );
  return Number(r!.id);
}

async function companyAd(token: string, companyId: number) {
  const [cat] = await q<{ id: number }>(sql`select id from categories where kind = 'ad' and parent_id is not null order by id limit 1`);
  const [cur] = await q<{ id: number }>(sql`select id from currencies order by id limit 1`);
  const photo = new Blob([new Uint8Array(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a0' } }).png().toBuffer())], { type: 'image/png' });
  const fd = form({
    category_id: String(cat!.id),
    name: 'Turntable with cartridge',
    description: 'Belt-drive turntable, new',
    price: '199',
    currency_id: String(cur!.id),
    type: '2',
    company_id: String(companyId),
    external_website: 'https://shop.example.com/turntable',
    location: 'Berlin, Germany',
    lat: '52.52',
    lon: '13.405',
  });
  fd.append('attachment[]', photo, 'photo.png');
  return t.call('POST', '/api/v1/seller/ads/create', { token, body: fd });
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_SCALE: '100' });
  owner = await makeUser('Owner');
  mod = await makeUser('Moderator');
  pendingMod = await makeUser('Invited');
  stranger = await makeUser('Stranger');
  activeId = await company(owner.id, 'Hi-Fi Shop', 'approved', '30 days');
  expiredId = await company(owner.id, 'Old Shop', 'approved', '-1 day');
  pendingCompanyId = await company(owner.id, 'New Shop', 'pending', null);
  await q(sql`insert into company_moderators (company_id, moderator_id, status) values (${activeId}, ${mod.id}, 'accepted'), (${activeId}, ${pendingMod.id}, 'pending')`);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /company/my-companies', () => {
  it('needs a signed-in caller', async () => {
    const res = await t.call('GET', '/api/v1/company/my-companies');
    expect(res.status).toBe(401);
  });

  it("lists the owner's companies with subscription state and ad counts, and no moderated ones", async () => {
    expect((await companyAd(owner.token, activeId)).status).toBe(200);
    const res = await t.call('GET', '/api/v1/company/my-companies', { token: owner.token });
    expect(res.status).toBe(200);
    const { companies, moderator } = res.json.data;
    expect(companies.map((c: { name: string }) => c.name)).toEqual(['Hi-Fi Shop', 'Old Shop', 'New Shop']);
    expect(moderator).toEqual([]);
    expect(companies[0]).toMatchObject({
      id: activeId,
      user_id: owner.id,
      city: 'Berlin',
      status: 'approved',
      active_subscription: { status: 'active' },
      is_featured: 0,
      total_ads: 1,
      remaining_ads: 2,
      max_ads: 3,
      user: { id: owner.id, name: 'Owner', last_name: 'Test', user_name: 'owner' },
    });
    expect(Date.parse(companies[0].subscription_expires_at)).toBeGreaterThan(Date.now());
    expect(companies[1]).toMatchObject({ id: expiredId, active_subscription: { status: 'expired' }, total_ads: 0, remaining_ads: 3 });
    expect(companies[2]).toMatchObject({ id: pendingCompanyId, status: 'pending', active_subscription: null, subscription_expires_at: null });
  });

  it('lists a company under moderator only once the moderator request is accepted', async () => {
    const accepted = await t.call('GET', '/api/v1/company/my-companies', { token: mod.token });
    expect(accepted.json.data.companies).toEqual([]);
    expect(accepted.json.data.moderator.map((c: { id: number }) => c.id)).toEqual([activeId]);
    expect(accepted.json.data.moderator[0]).toMatchObject({ user_id: owner.id, active_subscription: { status: 'active' }, total_ads: 1 });
    const pending = await t.call('GET', '/api/v1/company/my-companies', { token: pendingMod.token });
    expect(pending.json.data).toEqual({ companies: [], moderator: [] });
  });

  it('gives a stranger two empty lists', async () => {
    const res = await t.call('GET', '/api/v1/company/my-companies', { token: stranger.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ companies: [], moderator: [] });
  });
});

describe('company ads follow the listed subscription state', () => {
  it('accepts a company ad by a moderator of an active company', async () => {
    const res = await companyAd(mod.token, activeId);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ type: 2, company_id: activeId, purchase_button_text: 'Buy Now', external_website: 'https://shop.example.com/turntable' });
  });

  it('refuses a company whose subscription expired, even to its owner, and one the caller has no part in, each with its own message', async () => {
    const expired = await companyAd(owner.token, expiredId);
    expect(expired.status).toBe(422);
    expect(expired.json.errors_status.company_id).toBe('COMPANY_SUBSCRIPTION_EXPIRED');
    expect(expired.json.errors.company_id).toEqual(["This company's subscription has expired. Renew it to post company ads."]);
    const foreign = await companyAd(stranger.token, activeId);
    expect(foreign.status).toBe(422);
    expect(foreign.json.errors_status.company_id).toBe('COMPANY_NOT_MODERATOR');
    const invited = await companyAd(pendingMod.token, activeId);
    expect(invited.json.errors_status.company_id).toBe('COMPANY_NOT_MODERATOR');
    const pending = await companyAd(owner.token, pendingCompanyId);
    expect(pending.json.errors_status.company_id).toBe('COMPANY_NOT_APPROVED');
    const [{ n }] = (await q<{ n: number }>(sql`select count(*)::int as n from ads where company_id in (${expiredId}, ${pendingCompanyId})`)) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('refuses the company ad past max_ads, and takes it again once an ad is deleted', async () => {
    // Two ads posted above (owner, moderator); max_ads is 3.
    expect((await companyAd(owner.token, activeId)).status).toBe(200);
    const full = await companyAd(mod.token, activeId);
    expect(full.status).toBe(422);
    expect(full.json.errors_status.company_id).toBe('COMPANY_ADS_EXHAUSTED');
    expect(full.json.message).toBe('This company has used all the company ads of its subscription.');
    const [last] = await q<{ id: number }>(sql`select id from ads where company_id = ${activeId} order by id desc limit 1`);
    await q(sql`update ads set deleted_at = now() where id = ${last!.id}`);
    expect((await companyAd(mod.token, activeId)).status).toBe(200);
  });
});

describe('GET /company/details/{id}', () => {
  it('shows an approved company to anyone', async () => {
    const res = await t.call('GET', `/api/v1/company/details/${activeId}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: activeId, name: 'Hi-Fi Shop', status: 'approved', total_ads: 3, remaining_ads: 0, active_subscription: { status: 'active' } });
  });

  it('shows a pending company only to its owner', async () => {
    expect((await t.call('GET', `/api/v1/company/details/${pendingCompanyId}`)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/company/details/${pendingCompanyId}`, { token: stranger.token })).status).toBe(404);
    const own = await t.call('GET', `/api/v1/company/details/${pendingCompanyId}`, { token: owner.token });
    expect(own.status).toBe(200);
    expect(own.json.data).toMatchObject({ id: pendingCompanyId, status: 'pending' });
  });

  it('answers 404 for an unknown company and 422 for an id that is not a number', async () => {
    const missing = await t.call('GET', '/api/v1/company/details/999999');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Company not found.');
    expect((await t.call('GET', '/api/v1/company/details/abc')).status).toBe(422);
  });
});

describe('company ads are listed only while their company is approved and exists (decision 126)', () => {
  /** The ids each public list answers: the home board's Company Ads and newest tabs, all-company-ads, the company's list, search, the poster's seller page. */
  async function publicLists(companyId: number, posterId: number): Promise<Record<string, number[]>> {
    const calls: Record<string, string> = {
      companyTab: '/api/v1/ads/home?tab=company',
      newestTab: '/api/v1/ads/home?tab=newest',
      allCompanyAds: '/api/v1/ads/all-company-ads',
      companyList: `/api/v1/ads/company/${companyId}`,
      search: '/api/v1/seller/ads/search-ads?type=ad&name=turntable',
      sellerPage: `/api/v1/seller/ads/specific-user-list/${posterId}`,
    };
    const out: Record<string, number[]> = {};
    for (const [name, path] of Object.entries(calls)) {
      const res = await t.call('GET', path, { token: stranger.token });
      expect(res.status, `${name}: ${JSON.stringify(res.json)}`).toBe(200);
      out[name] = (res.json.data as { id: number }[]).map((a) => a.id);
    }
    return out;
  }
  const everywhere = (lists: Record<string, number[]>, ids: number[]) => Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, ids.every((id) => v.includes(id))]));
  const nowhere = (lists: Record<string, number[]>, ids: number[]) => Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, ids.some((id) => v.includes(id))]));
  const all = (value: boolean) => ({ companyTab: value, newestTab: value, allCompanyAds: value, companyList: value, search: value, sellerPage: value });

  it('takes the ads of a company the operator rejects out of every public list, and brings them back when it is approved again', async () => {
    // The moderator's company ads: on the company's lists and on the moderator's seller page.
    const ids = (await q<{ id: number }>(sql`select id from ads where company_id = ${activeId} and owner_id = ${mod.id} and deleted_at is null`)).map((r) => Number(r.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(everywhere(await publicLists(activeId, mod.id), ids)).toEqual(all(true));

    await q(sql`update companies set status = 'rejected', rejection_reason = 'Counterfeit goods' where id = ${activeId}`);
    expect(nowhere(await publicLists(activeId, mod.id), ids)).toEqual(all(false));
    // The moderator's own list (My Ads) still has them.
    const own = await t.call('GET', '/api/v1/seller/ads/user-list', { token: mod.token });
    expect(own.json.data.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining(ids));

    await q(sql`update companies set status = 'approved', rejection_reason = null where id = ${activeId}`);
    expect(everywhere(await publicLists(activeId, mod.id), ids)).toEqual(all(true));
  });

  it('takes the ads of a deleted company out of every public list', async () => {
    const goneId = await company(owner.id, 'Gone Shop', 'approved', '30 days');
    await q(sql`insert into company_moderators (company_id, moderator_id, status) values (${goneId}, ${mod.id}, 'accepted')`);
    const posted = await companyAd(mod.token, goneId);
    expect(posted.status).toBe(200);
    const adId = Number(posted.json.data.id);
    expect(everywhere(await publicLists(goneId, mod.id), [adId])).toEqual(all(true));

    await q(sql`delete from companies where id = ${goneId}`);
    expect(nowhere(await publicLists(goneId, mod.id), [adId])).toEqual(all(false));
  });
});
