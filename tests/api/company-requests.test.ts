import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../common/roles.ts';
import { form, makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

/** Company requests, the operator's review, moderators and their requests (spec 001 §7 'Companies and moderators'). */

let t: TestApp;
let owner: Member;
let helper: Member;
let other: Member;
let operator: Member;
let companyId: number;

const one = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
const png = async () =>
  new Blob([new Uint8Array(await sharp({ create: { width: 900, height: 600, channels: 3, background: '#246' } }).png().toBuffer())], { type: 'image/png' });

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_SCALE: '100' });
  owner = await makeMember(t, 'Owner');
  helper = await makeMember(t, 'Helper');
  other = await makeMember(t, 'Other');
  operator = await makeMember(t, 'Olga', { roleId: ROLES.operator });
});

/** The operator's decision through the console's call. */
const review = (id: number, decision: 'approve' | 'reject', reason?: string) =>
  t.call('POST', `/api/v1/admin/companies/${id}/${decision}`, { token: operator.token, body: reason === undefined ? {} : { rejection_reason: reason } });

afterAll(async () => {
  await t?.close();
});

describe('POST /company', () => {
  it('needs a signed-in caller', async () => {
    expect((await t.call('POST', '/api/v1/company', { body: { name: 'X' } })).status).toBe(401);
  });

  it('lists every missing or wrong field at once and stores nothing', async () => {
    const res = await t.call('POST', '/api/v1/company', { token: owner.token, body: form({ name: ' ', email: 'nope', website: 'shop.example.com', phone: '12' }) });
    expect(res.status).toBe(422);
    expect(res.json.errors_status).toMatchObject({
      name: 'FIELD_REQUIRED',
      email: 'FIELD_EMAIL_INVALID',
      city: 'FIELD_REQUIRED',
      country: 'FIELD_REQUIRED',
      website: 'FIELD_URL_INVALID',
      phone: 'FIELD_PHONE_INVALID',
    });
    expect(res.json.errors.name).toEqual(['Company name is required.']);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from companies`)).n).toBe(0);
  });

  it('stores a pending request with a re-encoded square logo and shows it to its owner only', async () => {
    const body = form({
      name: 'Nordic Audio',
      description: 'Speakers and amplifiers',
      website: 'https://nordic-audio.example.com',
      phone: '+49 30 1234567',
      email: 'hello@nordic-audio.example.com',
      address: 'Hauptstraße 5',
      city: 'Berlin',
      country: 'Germany',
      postal_code: '10115',
    });
    body.append('logo', await png(), 'logo.png');
    const res = await t.call('POST', '/api/v1/company', { token: owner.token, body });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ name: 'Nordic Audio', phone: '+49301234567', status: 'pending', user_id: owner.id, approved_at: null, active_subscription: null, total_ads: 0 });
    companyId = res.json.data.id;
    expect(res.json.data.logo).toMatch(/^\/storage\/companies\/[0-9a-f]+\.webp$/);
    const logo = await t.app.request(res.json.data.logo);
    const meta = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
    expect((await t.call('GET', `/api/v1/company/${companyId}`)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/company/${companyId}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/api/v1/company/${companyId}`, { token: owner.token })).json.data.status).toBe('pending');
    const mine = await t.call('GET', '/api/v1/company/me', { token: owner.token });
    expect(mine.json.data.map((c: { id: number }) => c.id)).toEqual([companyId]);
    expect((await t.call('GET', '/api/v1/company/me', { token: other.token })).json.data).toEqual([]);
  });
});

describe('the operator review (POST /admin/companies/{id}/approve|reject)', () => {
  it('rejects with a reason: the owner sees it and is e-mailed', async () => {
    const blank = await review(companyId, 'reject', ' ');
    expect(blank.status).toBe(422);
    expect(blank.json.message).toContain('A reason is required');
    t.mails.length = 0;
    const rejected = await review(companyId, 'reject', 'The website does not load.');
    expect(rejected.json.data).toMatchObject({ status: 'rejected', mailed_to: expect.stringContaining('owner') });
    const res = await t.call('GET', `/api/v1/company/${companyId}`, { token: owner.token });
    expect(res.json.data).toMatchObject({ status: 'rejected', rejection_reason: 'The website does not load.' });
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]!.subject).toBe('Your company request for Nordic Audio was not approved');
    expect(t.mails[0]!.text).toContain('Reason: The website does not load.');
    const again = await review(companyId, 'approve');
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(`Company ${companyId} is not waiting for review: it is rejected.`);
  });

  it('an owner edit of a rejected company sends it back to review; approval mails the owner in their language', async () => {
    const res = await t.call('POST', `/api/v1/company/update/${companyId}`, { token: owner.token, body: form({ website: 'https://nordic.example.com', description: '' }) });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: 'pending', rejection_reason: null, website: 'https://nordic.example.com', description: null, name: 'Nordic Audio' });
    await t.db.execute(sql`update users set language = 'de' where id = ${owner.id}`);
    t.mails.length = 0;
    expect((await review(companyId, 'approve')).status).toBe(200);
    expect(t.mails[0]!.subject).toBe('Ihr Unternehmen Nordic Audio ist freigegeben');
    expect(t.mails[0]!.text).toContain(`/account/companies/${companyId}`);
    const pub = await t.call('GET', `/api/v1/company/${companyId}`);
    expect(pub.json.data).toMatchObject({ status: 'approved', rejection_reason: null });
    expect(Date.parse(pub.json.data.approved_at)).toBeGreaterThan(Date.now() - 60_000);
    const unknown = await review(999_999, 'approve');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('No company with id 999999.');
  });
});

describe('POST /company/update/{id}', () => {
  it('refuses anyone but the owner, and cannot empty a required field', async () => {
    const stranger = await t.call('POST', `/api/v1/company/update/${companyId}`, { token: other.token, body: form({ name: 'Mine now' }) });
    expect(stranger.status).toBe(403);
    expect(stranger.json.message_status).toBe('NOT_COMPANY_OWNER');
    const blank = await t.call('POST', `/api/v1/company/update/${companyId}`, { token: owner.token, body: form({ name: '' }) });
    expect(blank.status).toBe(422);
    expect(blank.json.errors_status.name).toBe('FIELD_REQUIRED');
    expect((await t.call('POST', '/api/v1/company/update/999999', { token: owner.token, body: form({ name: 'X' }) })).status).toBe(404);
    expect((await one<{ name: string }>(sql`select name from companies where id = ${companyId}`)).name).toBe('Nordic Audio');
  });
});

describe('moderators', () => {
  it('only the owner invites and lists moderators', async () => {
    const byOther = await t.call('POST', `/api/v1/company/moderators/${companyId}`, { token: other.token, body: form({ user_id: String(helper.id) }) });
    expect(byOther.status).toBe(403);
    expect((await t.call('GET', `/api/v1/company/moderators/${companyId}`, { token: other.token })).status).toBe(403);
    const self = await t.call('POST', `/api/v1/company/moderators/${companyId}`, { token: owner.token, body: form({ user_id: String(owner.id) }) });
    expect(self.json.errors_status.user_id).toBe('MODERATOR_SELF');
    const nobody = await t.call('POST', `/api/v1/company/moderators/${companyId}`, { token: owner.token, body: form({ user_id: '999999' }) });
    expect(nobody.status).toBe(422);
  });

  it('an invitation waits as pending; the invited member accepts it; a second answer is refused', async () => {
    const invite = await t.call('POST', `/api/v1/company/moderators/${companyId}`, { token: owner.token, body: form({ user_id: String(helper.id) }) });
    expect(invite.status).toBe(200);
    expect(invite.json.data).toMatchObject({ company_id: companyId, moderator_id: helper.id, status: 'pending', user: { id: helper.id, name: 'Helper' } });
    const again = await t.call('POST', `/api/v1/company/moderators/${companyId}`, { token: owner.token, body: form({ user_id: String(helper.id) }) });
    expect(again.status).toBe(409);
    expect(again.json.message_status).toBe('MODERATOR_ALREADY_INVITED');

    const mine = await t.call('GET', '/api/v1/moderator-requests/my', { token: helper.token });
    expect(mine.json.data).toEqual([expect.objectContaining({ company_id: companyId, status: 'pending', company: expect.objectContaining({ name: 'Nordic Audio' }), owner: expect.objectContaining({ id: owner.id }) })]);
    expect((await t.call('GET', '/api/v1/moderator-requests/my', { token: other.token })).json.data).toEqual([]);

    const forOther = await t.call('POST', '/api/v1/moderator-requests/respond', { token: other.token, body: form({ company_id: String(companyId), moderator_id: String(helper.id), status: 'accepted' }) });
    expect(forOther.status).toBe(403);
    const badStatus = await t.call('POST', '/api/v1/moderator-requests/respond', { token: helper.token, body: form({ company_id: String(companyId), moderator_id: String(helper.id), status: 'maybe' }) });
    expect(badStatus.status).toBe(422);
    const ok = await t.call('POST', '/api/v1/moderator-requests/respond', { token: helper.token, body: form({ company_id: String(companyId), moderator_id: String(helper.id), status: 'accepted' }) });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ status: 'accepted', company_id: companyId });
    const twice = await t.call('POST', '/api/v1/moderator-requests/respond', { token: helper.token, body: form({ company_id: String(companyId), moderator_id: String(helper.id), status: 'rejected' }) });
    expect(twice.status).toBe(409);
    expect(twice.json.message_status).toBe('MODERATOR_REQUEST_ANSWERED');

    const moderated = await t.call('GET', '/api/v1/company/my-companies', { token: helper.token });
    expect(moderated.json.data.moderator.map((c: { id: number }) => c.id)).toEqual([companyId]);
    const list = await t.call('GET', `/api/v1/company/moderators/${companyId}`, { token: owner.token });
    expect(list.json.data.company.id).toBe(companyId);
    expect(list.json.data.moderators.map((m: { moderator_id: number; status: string }) => [m.moderator_id, m.status])).toEqual([[helper.id, 'accepted']]);
    // A moderator does not edit or invite.
    expect((await t.call('POST', `/api/v1/company/update/${companyId}`, { token: helper.token, body: form({ name: 'Helper Audio' }) })).status).toBe(403);
    expect((await t.call('POST', `/api/v1/company/moderators/${companyId}`, { token: helper.token, body: form({ user_id: String(other.id) }) })).status).toBe(403);
  });

  it('a declined invitation can be sent again; the owner removes a moderator', async () => {
    await t.call('POST', `/api/v1/company/moderators/${companyId}`, { token: owner.token, body: form({ user_id: String(other.id) }) });
    const no = await t.call('POST', '/api/v1/moderator-requests/respond', { token: other.token, body: { company_id: companyId, moderator_id: other.id, status: 'rejected' } });
    expect(no.json.data.status).toBe('rejected');
    const again = await t.call('POST', `/api/v1/company/moderators/${companyId}`, { token: owner.token, body: form({ user_id: String(other.id) }) });
    expect(again.json.data.status).toBe('pending');

    expect((await t.call('DELETE', `/api/v1/company/moderators/${companyId}/${helper.id}`, { token: other.token })).status).toBe(403);
    const removed = await t.call('DELETE', `/api/v1/company/moderators/${companyId}/${helper.id}`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect((await t.call('DELETE', `/api/v1/company/moderators/${companyId}/${helper.id}`, { token: owner.token })).json.message_status).toBe('MODERATOR_REQUEST_NOT_FOUND');
    expect((await t.call('GET', '/api/v1/company/my-companies', { token: helper.token })).json.data.moderator).toEqual([]);
  });
});

describe('list queries use their indexes', () => {
  it('moderator requests by member, moderators by company and the company-ad count', async () => {
    await t.db.execute(sql`set enable_seqscan = off`);
    const plan = async (q: ReturnType<typeof sql>) =>
      ((await t.db.execute(sql`explain ${q}`)) as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    expect(await plan(sql`select id from company_moderators where moderator_id = ${helper.id}`)).toContain('company_moderators_user_idx');
    expect(await plan(sql`select id from company_moderators where company_id = ${companyId}`)).toContain('company_moderators_key');
    expect(await plan(sql`select count(*) from ads where company_id = ${companyId} and type = 2 and deleted_at is null`)).toContain('ads_company_quota_idx');
    expect(await plan(sql`select id from companies where user_id = ${owner.id}`)).toContain('companies_user_idx');
    await t.db.execute(sql`set enable_seqscan = on`);
  });
});
