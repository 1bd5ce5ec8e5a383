/**
 * The operator console's calls (issue 16, decision 171): every /admin call is tried as a visitor (401), a member (403
 * OPERATOR_ONLY) and an operator, walking the OpenAPI document so calls added later are covered the day they land;
 * shop requests and companies are vetted with the requester e-mailed; every action lands in an audit log that nobody
 * can change.
 */
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../common/roles.ts';
import { rows } from '../../server/db/rows.ts';
import { hashPassword } from '../../server/modules/auth/password.ts';
import { memberListSql } from '../../server/modules/admin/service.ts';
import { makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

let t: TestApp;
let operator: Member;
let member: Member;
let countryId: number;
let currencyId: number;

beforeAll(async () => {
  t = await startTestApp();
  operator = await makeMember(t, 'Olga', { roleId: ROLES.operator });
  member = await makeMember(t, 'Mihai');
  const [country] = await rows<{ id: number }>(t.db, sql`select id from countries order by id limit 1`);
  const [currency] = await rows<{ id: number }>(t.db, sql`select id from currencies order by id limit 1`);
  countryId = Number(country!.id);
  currencyId = Number(currency!.id);
});
afterAll(async () => t?.close());

async function shopRequest(userId: number, name: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    t.db,
    sql`insert into shop_requests (user_id, name, user_name, email, phone, country_id, city, currency_id, location)
      values (${userId}, ${name}, ${name.toLowerCase().replace(/\W+/g, '')}, 'shop@example.com', '+37369000000', ${countryId}, 'Chisinau', ${currencyId}, 'Main street 1')
      returning id`,
  );
  return Number(row!.id);
}

async function company(userId: number, name: string): Promise<number> {
  const [row] = await rows<{ id: number }>(t.db, sql`insert into companies (user_id, name) values (${userId}, ${name}) returning id`);
  return Number(row!.id);
}

describe('the gate', () => {
  it('answers every /admin call 401 to visitors, 403 OPERATOR_ONLY to members, and lets operators through', async () => {
    const doc = (await t.call('GET', '/api/v1/openapi.json')).json as { paths: Record<string, Record<string, unknown>> };
    const calls = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '999999') })));
    expect(calls.length).toBeGreaterThanOrEqual(7);
    for (const { method, path } of calls) {
      const visitor = await t.call(method, path, { body: method === 'GET' ? undefined : {} });
      expect(visitor.status, `${method} ${path} signed out`).toBe(401);
      const asMember = await t.call(method, path, { token: member.token, body: method === 'GET' ? undefined : {} });
      expect([asMember.status, asMember.json.message_status], `${method} ${path} as a member`).toEqual([403, 'OPERATOR_ONLY']);
      const asOperator = await t.call(method, path, { token: operator.token, body: method === 'GET' || method === 'DELETE' ? undefined : { reason: 'x', rejection_reason: 'x', name: 'x', title: 'x', content: 'x' } });
      // Through the gate: the call's own answer (a missing field or an unknown id included), never a refusal or a crash.
      expect(asOperator.status !== 401 && asOperator.status !== 403 && asOperator.status < 500, `${method} ${path} as an operator: ${asOperator.status} ${JSON.stringify(asOperator.json)}`).toBe(true);
      expect(asOperator.json.status, `${method} ${path} as an operator answers the envelope`).toMatch(/^(success|error)$/);
    }
  });
});

describe('vetting shop requests', () => {
  it('approves a request: the shop is created for the requester, who is e-mailed; the queue and the audit log follow', async () => {
    const requester = await makeMember(t, 'Radu');
    const id = await shopRequest(requester.id, 'Radu Tea House');
    const queue = await t.call('GET', '/api/v1/admin/shop-requests', { token: operator.token });
    expect(queue.json.data).toEqual(expect.arrayContaining([expect.objectContaining({ id, name: 'Radu Tea House', status: 'pending', requester: expect.objectContaining({ id: requester.id }) })]));

    const mailsBefore = t.mails.length;
    const approved = await t.call('POST', `/api/v1/admin/shop-requests/${id}/approve`, { token: operator.token });
    expect(approved.status).toBe(200);
    expect(approved.json.data).toMatchObject({ id, status: 'approved', shop_id: expect.any(Number) });
    const [shop] = await rows<{ owner_id: number; name: string }>(t.db, sql`select owner_id, name from shops where id = ${approved.json.data.shop_id}`);
    expect(shop).toEqual({ owner_id: requester.id, name: 'Radu Tea House' });
    const mail = t.mails.slice(mailsBefore).find((m) => m.to === approved.json.data.mailed_to);
    expect(mail?.subject).toBe('Your shop Radu Tea House is open');
    expect(mail?.text).toContain('/shop-workspace');

    const again = await t.call('POST', `/api/v1/admin/shop-requests/${id}/approve`, { token: operator.token });
    expect([again.status, again.json.message_status]).toEqual([409, 'SHOP_REQUEST_HANDLED']);
    const pending = await t.call('GET', '/api/v1/admin/shop-requests', { token: operator.token });
    expect(pending.json.data.map((r: { id: number }) => r.id)).not.toContain(id);
    const done = await t.call('GET', '/api/v1/admin/shop-requests?status=approved', { token: operator.token });
    expect(done.json.data.map((r: { id: number }) => r.id)).toContain(id);

    const log = await t.call('GET', '/api/v1/admin/audit-log', { token: operator.token });
    expect(log.json.data[0]).toMatchObject({
      operator: { id: operator.id, name: 'Olga Tester' },
      action: 'shop_request.approve',
      target_type: 'shop_request',
      target_id: id,
      before: { status: 'pending' },
      after: { status: 'approved', shop_id: approved.json.data.shop_id },
    });
  });

  it('rejects only with a reason, which the requester is e-mailed, and keeps the request', async () => {
    const requester = await makeMember(t, 'Ana');
    const id = await shopRequest(requester.id, 'Ana Flowers');
    const blank = await t.call('POST', `/api/v1/admin/shop-requests/${id}/reject`, { token: operator.token, body: { reason: '  ' } });
    expect([blank.status, blank.json.errors_status?.reason]).toEqual([422, 'FIELD_REQUIRED']);
    const rejected = await t.call('POST', `/api/v1/admin/shop-requests/${id}/reject`, { token: operator.token, body: { reason: 'The phone number does not answer.' } });
    expect(rejected.json.data).toMatchObject({ id, status: 'rejected', shop_id: null });
    const [row] = await rows<{ status: string; rejection_reason: string }>(t.db, sql`select status, rejection_reason from shop_requests where id = ${id}`);
    expect(row).toEqual({ status: 'rejected', rejection_reason: 'The phone number does not answer.' });
    const mail = t.mails.at(-1)!;
    expect(mail.subject).toBe('Your request to open Ana Flowers was not approved');
    expect(mail.text).toContain('Reason: The phone number does not answer.');
    expect((await rows(t.db, sql`select 1 from shops where owner_id = ${requester.id}`)).length).toBe(0);
  });
});

describe('reviewing companies', () => {
  it("rejects with a reason the owner sees on the company, approves another, and logs both", async () => {
    const owner = await makeMember(t, 'Petra');
    const refused = await company(owner.id, 'Petra Audio');
    const accepted = await company(owner.id, 'Petra Studio');
    const queue = await t.call('GET', '/api/v1/admin/companies', { token: operator.token });
    expect(queue.json.data.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([refused, accepted]));

    const rejected = await t.call('POST', `/api/v1/admin/companies/${refused}/reject`, { token: operator.token, body: { rejection_reason: 'The website does not load.' } });
    expect(rejected.json.data).toMatchObject({ id: refused, status: 'rejected', rejection_reason: 'The website does not load.' });
    const seen = await t.call('GET', `/api/v1/company/${refused}`, { token: owner.token });
    expect(seen.json.data).toMatchObject({ status: 'rejected', rejection_reason: 'The website does not load.' });
    expect(t.mails.at(-1)!.text).toContain('The website does not load.');

    expect((await t.call('POST', `/api/v1/admin/companies/${accepted}/approve`, { token: operator.token })).json.data.status).toBe('approved');
    expect((await t.call('POST', `/api/v1/admin/companies/${accepted}/approve`, { token: operator.token })).json.message_status).toBe('COMPANY_ALREADY_REVIEWED');
    const log = (await t.call('GET', '/api/v1/admin/audit-log?per_page=2', { token: operator.token })).json.data;
    expect(log.map((e: { action: string; target_id: number }) => [e.action, e.target_id])).toEqual([
      ['company.approve', accepted],
      ['company.reject', refused],
    ]);
  });
});

describe('blocking members', () => {
  it('signs a blocked member out everywhere and keeps them out until unblocked; operators cannot be blocked', async () => {
    const password = 'Secret123!';
    const member = await makeMember(t, 'Vlad', { passwordHash: await hashPassword(password) });
    const email = (await t.call('GET', '/api/v1/auth/me', { token: member.token })).json.data.email as string;
    const found = await t.call('GET', `/api/v1/admin/users?q=${encodeURIComponent('vlad')}`, { token: operator.token });
    expect(found.json.data).toEqual([expect.objectContaining({ id: member.id, email, role_id: ROLES.member, is_blocked: 0 })]);

    const [category] = await rows<{ id: number }>(t.db, sql`select id from categories where kind = 'ad' and parent_id is not null order by id limit 1`);
    const [ad] = await rows<{ id: number }>(t.db, sql`insert into ads (category_id, owner_id, name, price) values (${category!.id}, ${member.id}, 'Quokka plush toy', '9.00') returning id`);
    const listed = async () => ((await t.call('GET', '/api/v1/seller/ads/search-all?query=quokka')).json.data.ads as { id: number }[]).map((a) => a.id);
    expect(await listed()).toEqual([ad!.id]);

    const blocked = await t.call('POST', `/api/v1/admin/users/${member.id}/block`, { token: operator.token });
    expect(blocked.json.data).toEqual({ id: member.id, is_blocked: 1 });
    expect((await t.call('GET', '/api/v1/auth/me', { token: member.token })).status).toBe(401);
    const login = await t.call('POST', '/api/v1/auth/login', { body: { email, password } });
    expect([login.status, login.json.message_status]).toEqual([403, 'ACCOUNT_BLOCKED']);
    expect(await listed()).toEqual([]);
    const onlyBlocked = await t.call('GET', '/api/v1/admin/users?blocked=1', { token: operator.token });
    expect(onlyBlocked.json.data.map((u: { id: number }) => u.id)).toEqual([member.id]);

    const self = await t.call('POST', `/api/v1/admin/users/${operator.id}/block`, { token: operator.token });
    expect([self.status, self.json.message_status]).toEqual([409, 'OPERATOR_NOT_BLOCKABLE']);

    expect((await t.call('POST', `/api/v1/admin/users/${member.id}/unblock`, { token: operator.token })).json.data.is_blocked).toBe(0);
    expect((await t.call('POST', '/api/v1/auth/login', { body: { email, password } })).status).toBe(200);
    expect(await listed()).toEqual([ad!.id]);
    const log = (await t.call('GET', '/api/v1/admin/audit-log?per_page=2', { token: operator.token })).json.data;
    expect(log.map((e: { action: string; target_id: number }) => [e.action, e.target_id])).toEqual([
      ['user.unblock', member.id],
      ['user.block', member.id],
    ]);
  });
});

describe('the complaints queue', () => {
  it('shows each complaint with its content and complainant; dismissing or blocking e-mails the complainant the outcome', async () => {
    const seller = await makeMember(t, 'Sorin');
    const buyer = await makeMember(t, 'Bianca');
    const [category] = await rows<{ id: number }>(t.db, sql`select id from categories where kind = 'ad' and parent_id is not null order by id limit 1`);
    const [ad] = await rows<{ id: number }>(t.db, sql`insert into ads (category_id, owner_id, name, price) values (${category!.id}, ${seller.id}, 'Too good to be true phone', '10.00') returning id`);
    const [topic] = await rows<{ id: number; name: string }>(t.db, sql`select id, name from question_topics order by id limit 1`);
    const report = (type: string, contentId: number, text: string) =>
      t.call('POST', '/api/v1/complaint/create', { token: buyer.token, body: { topic_id: topic!.id, complain: text, content_id: contentId, type } });
    const first = await report('ads', ad!.id, 'Asks for payment outside the site.');
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const second = await report('user', seller.id, 'Same seller, second warning.');

    const queue = await t.call('GET', `/api/v1/admin/complaints?type=ads&topic_id=${topic!.id}`, { token: operator.token });
    expect(queue.json.data).toEqual([
      expect.objectContaining({
        id: first.json.data.id,
        type: 'ads',
        complain: 'Asks for payment outside the site.',
        topic: { id: topic!.id, name: topic!.name },
        content: { id: ad!.id, title: 'Too good to be true phone', url: `/product/${ad!.id}`, owner: { id: seller.id, name: 'Sorin Tester' } },
        complainant: expect.objectContaining({ id: buyer.id }),
      }),
    ]);

    const dismissed = await t.call('POST', `/api/v1/admin/complaints/${first.json.data.id}/dismiss`, { token: operator.token });
    expect(dismissed.json.data).toMatchObject({ status: 'dismissed', blocked_user_id: null });
    expect(t.mails.at(-1)).toMatchObject({ subject: 'Your complaint has been reviewed' });
    expect(t.mails.at(-1)!.text).toContain('does not break our rules');
    expect((await t.call('POST', `/api/v1/admin/complaints/${first.json.data.id}/dismiss`, { token: operator.token })).json.message_status).toBe('COMPLAINT_CLOSED');

    const acted = await t.call('POST', `/api/v1/admin/complaints/${second.json.data.id}/block-user`, { token: operator.token });
    expect(acted.json.data).toMatchObject({ status: 'reviewed', blocked_user_id: seller.id });
    expect(t.mails.at(-1)!.text).toContain('the account responsible has been blocked');
    expect((await t.call('GET', '/api/v1/auth/me', { token: seller.token })).status).toBe(401);
    const open = await t.call('GET', '/api/v1/admin/complaints', { token: operator.token });
    expect(open.json.data.map((c: { id: number }) => c.id)).not.toContain(second.json.data.id);
  });
});

describe('the dashboard', () => {
  it('counts what waits for an operator and the figures of each day, revenue by currency', async () => {
    await t.db.execute(sql`insert into payment_sessions (provider, session_id, user_id, purpose, subject, amount, currency, status, completed_at)
      values ('test', 'dash-1', ${member.id}, 'promotion', '{}'::jsonb, '12.50', 'usd', 'paid', now()),
        ('test', 'dash-2', ${member.id}, 'promotion', '{}'::jsonb, '7.25', 'usd', 'paid', now()),
        ('test', 'dash-3', ${member.id}, 'subscription', '{}'::jsonb, '29.00', 'usd', 'paid', now())`);
    // Subscription revenue is what its invoices collected (a renewal too), not its checkout.
    await t.db.execute(sql`insert into subscription_invoices (provider, provider_invoice_id, amount, currency, paid_at)
      values ('stripe', 'in_dash_1', '29.00', 'usd', now()), ('stripe', 'in_dash_2', '290.00', 'usd', now()), ('stripe', 'in_dash_old', '9.00', 'usd', now() - interval '40 days')`);
    const res = await t.call('GET', '/api/v1/admin/dashboard', { token: operator.token });
    expect(res.status).toBe(200);
    const [waiting] = await rows<{ s: number; c: number; k: number }>(
      t.db,
      sql`select (select count(*)::int from shop_requests where status = 'pending') as s, (select count(*)::int from companies where status = 'pending') as c,
        (select count(*)::int from complaints where status = 'open') as k`,
    );
    expect(res.json.data.attention).toEqual({ shop_requests: waiting!.s, companies: waiting!.c, complaints: waiting!.k });
    const days = res.json.data.days as { date: string; new_users: number; promotion_revenue: Record<string, string>; subscription_revenue: Record<string, string> }[];
    expect(days).toHaveLength(30);
    const today = days.at(-1)!;
    expect(today.date).toBe(new Date().toISOString().slice(0, 10));
    const [made] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from users where created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'`);
    expect(today.new_users).toBe(made!.n);
    expect(today.promotion_revenue).toEqual({ usd: '19.75' });
    expect(today.subscription_revenue).toEqual({ usd: '319.00' });
    expect((await t.call('GET', '/api/v1/admin/dashboard?days=7', { token: operator.token })).json.data.days).toHaveLength(7);
    expect((await t.call('GET', '/api/v1/admin/dashboard?days=0', { token: operator.token })).status).toBe(422);
  });

  it('counts the new ads of the last days through their time index, not a scan of every ad', async () => {
    let plan = '';
    try {
      await t.db.transaction(async (tx) => {
        const [category] = await rows<{ id: number }>(tx as never, sql`select id from categories where kind = 'ad' and parent_id is not null order by id limit 1`);
        await tx.execute(sql`insert into ads (name, category_id, owner_id, price, created_at)
          select 'Old ' || g, ${category!.id}, ${member.id}, 10, now() - interval '2 years' - (g || ' minutes')::interval from generate_series(1, 4000) g`);
        await tx.execute(sql`analyze ads`);
        const res = (await tx.execute(sql`explain select date_trunc('day', created_at at time zone 'utc'), count(*) from ads where created_at >= now() - interval '30 days' group by 1`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        plan = res.rows.map((r) => r['QUERY PLAN']).join('\n');
        tx.rollback();
      });
    } catch (err) {
      if (!(err instanceof TransactionRollbackError)) throw err;
    }
    expect(plan, plan).toMatch(/ads_created_idx/);
    expect(plan, plan).not.toMatch(/Seq Scan on ads/);
  });
});

describe('the member search', () => {
  it('finds a member by any part of their name, user name or e-mail through its trigram index, not a scan of every member', async () => {
    const sought = await makeMember(t, 'Ionela', { lastName: 'Vasilescu', email: 'iv.pottery@example.net' });
    for (const q of ['POTTERY@EXAMPLE', 'ela vasil', 'ionela']) {
      const found = await t.call('GET', `/api/v1/admin/users?q=${encodeURIComponent(q)}`, { token: operator.token });
      expect(found.json.data.map((m: { id: number }) => m.id), q).toContain(sought.id);
    }
    let plans: string[] = [];
    try {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into users (name, last_name, user_name, email, password_hash)
          select 'Member', 'No ' || g, 'member_' || g, 'member' || g || '@example.org', null from generate_series(1, 8000) g`);
        // A large table's GIN entries sit in the index proper; fresh inserts wait in its pending list until a vacuum.
        await tx.execute(sql`select gin_clean_pending_list('users_console_search_idx')`);
        await tx.execute(sql`analyze users`);
        const q = memberListSql({ q: 'ionescu' }, 1, 20);
        plans = [];
        for (const statement of [q.count, q.rows]) {
          const res = (await tx.execute(sql`explain ${statement}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
          plans.push(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
        }
        tx.rollback();
      });
    } catch (err) {
      if (!(err instanceof TransactionRollbackError)) throw err;
    }
    for (const plan of plans) {
      expect(plan, plan).toMatch(/users_console_search_idx/);
      expect(plan, plan).not.toMatch(/Seq Scan on users/);
    }
  });
});

describe('hiding content', () => {
  it('hides a reported ad everywhere at once, keeps its owner from showing it, tells the complainant, and restores it', async () => {
    const seller = await makeMember(t, 'Costel');
    const buyer = await makeMember(t, 'Dana');
    const [category] = await rows<{ id: number }>(t.db, sql`select id from categories where kind = 'ad' and parent_id is not null order by id limit 1`);
    const [ad] = await rows<{ id: number }>(t.db, sql`insert into ads (category_id, owner_id, name, price) values (${category!.id}, ${seller.id}, 'Zanzibarite miracle cream', '25.00') returning id`);
    const adId = ad!.id;
    const found = async () => ((await t.call('GET', '/api/v1/seller/ads/search-all?query=zanzibarite')).json.data.ads as { id: number }[]).map((a) => a.id);
    expect(await found()).toContain(adId);
    const [topic] = await rows<{ id: number }>(t.db, sql`select id from question_topics order by id limit 1`);
    const complaint = await t.call('POST', '/api/v1/complaint/create', { token: buyer.token, body: { topic_id: topic!.id, complain: 'Fake medicine', content_id: adId, type: 'ads' } });

    const hidden = await t.call('POST', `/api/v1/admin/complaints/${complaint.json.data.id}/hide`, { token: operator.token });
    expect(hidden.json.data).toMatchObject({ status: 'reviewed', blocked_user_id: null });
    expect(t.mails.at(-1)!.text).toContain('the content has been removed from RM Marketplace');
    expect(await found()).not.toContain(adId);
    expect((await t.call('GET', `/api/v1/seller/ads/single/${adId}`)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/seller/ads/single/${adId}`, { token: seller.token })).json.data.status).toBe(0);
    const toggle = await t.call('GET', `/api/v1/seller/ads/active-deactivate?id=${adId}`, { token: seller.token });
    expect([toggle.status, toggle.json.message_status]).toEqual([409, 'AD_HIDDEN']);

    expect((await t.call('POST', `/api/v1/admin/ads/${adId}/hide`, { token: operator.token, body: { reason: ' ' } })).status).toBe(422);
    expect((await t.call('POST', `/api/v1/admin/ads/${adId}/restore`, { token: operator.token })).json.data).toEqual({ id: adId, hidden: 0 });
    expect((await t.call('GET', `/api/v1/seller/ads/single/${adId}`)).status).toBe(200);
    expect(await found()).toContain(adId);
    expect((await t.call('POST', `/api/v1/admin/ads/${adId}/restore`, { token: operator.token })).json.message_status).toBe('AD_NOT_HIDDEN');
  });

  it('hides a feed from everyone but its owner, and shows it again', async () => {
    const author = await makeMember(t, 'Flavia');
    const [feed] = await rows<{ id: number }>(t.db, sql`insert into feeds (user_id, caption, location) values (${author.id}, 'Sunset', 'Iasi') returning id`);
    expect((await t.call('POST', `/api/v1/admin/feeds/${feed!.id}/hide`, { token: operator.token, body: { reason: 'Spam' } })).json.data.hidden).toBe(1);
    expect((await t.call('GET', `/api/v1/seller/get-feed-by-id?id=${feed!.id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/seller/get-feed-by-id?id=${feed!.id}`, { token: author.token })).status).toBe(200);
    await t.call('POST', `/api/v1/admin/feeds/${feed!.id}/restore`, { token: operator.token });
    expect((await t.call('GET', `/api/v1/seller/get-feed-by-id?id=${feed!.id}`)).status).toBe(200);
  });
});

describe('complaint topics', () => {
  it('adds, renames and deletes a topic in every language; a topic complaints use is kept', async () => {
    const added = await t.call('POST', '/api/v1/admin/question-topics', { token: operator.token, body: { name: ' Counterfeit goods ', translations: { fr: 'Contrefaçon', de: '' } } });
    expect(added.json.data).toMatchObject({ name: 'Counterfeit goods', translations: { en: 'Counterfeit goods', fr: 'Contrefaçon', de: 'Counterfeit goods', zh: 'Counterfeit goods' } });
    const id = added.json.data.id as number;
    const listed = await t.call('GET', '/api/v1/question-topic-list?lang=fr');
    expect(listed.json.data).toEqual(expect.arrayContaining([expect.objectContaining({ id, name: 'Contrefaçon' })]));
    expect((await t.call('POST', '/api/v1/admin/question-topics', { token: operator.token, body: { name: '  ' } })).status).toBe(422);

    const renamed = await t.call('PUT', `/api/v1/admin/question-topics/${id}`, { token: operator.token, body: { name: 'Fake brands', translations: { ro: 'Mărci false' } } });
    expect(renamed.json.data.translations).toMatchObject({ en: 'Fake brands', ro: 'Mărci false', fr: 'Fake brands' });

    const reporter = await makeMember(t, 'Rita');
    const target = await makeMember(t, 'Tudor');
    expect((await t.call('POST', '/api/v1/complaint/create', { token: reporter.token, body: { topic_id: id, complain: 'Sells fakes', content_id: target.id, type: 'user' } })).status).toBe(200);
    const inUse = await t.call('DELETE', `/api/v1/admin/question-topics/${id}`, { token: operator.token });
    expect([inUse.status, inUse.json.message_status]).toEqual([409, 'TOPIC_IN_USE']);

    const spare = (await t.call('POST', '/api/v1/admin/question-topics', { token: operator.token, body: { name: 'Spare topic' } })).json.data.id as number;
    expect((await t.call('DELETE', `/api/v1/admin/question-topics/${spare}`, { token: operator.token })).status).toBe(200);
    expect((await t.call('DELETE', `/api/v1/admin/question-topics/${spare}`, { token: operator.token })).json.message_status).toBe('TOPIC_NOT_FOUND');
    const log = (await t.call('GET', '/api/v1/admin/audit-log?per_page=4', { token: operator.token })).json.data.map((e: { action: string }) => e.action);
    expect(log).toEqual(['question_topic.delete', 'question_topic.create', 'question_topic.update', 'question_topic.create']);
  });
});

describe('the audit log', () => {
  it('takes no update and no delete, whoever asks', async () => {
    const before = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from operator_actions`);
    expect(before[0]!.n).toBeGreaterThan(0);
    await expect(t.db.execute(sql`update operator_actions set action = 'nothing'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from operator_actions`)).rejects.toThrow();
    expect(await rows<{ n: number }>(t.db, sql`select count(*)::int as n from operator_actions`)).toEqual(before);
  });
});
