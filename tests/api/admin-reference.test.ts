import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../common/roles.ts';
import { rows } from '../../server/db/rows.ts';
import { makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

/** The console's Catalogue tab (issue 16, decision 189): currencies, promotion options, shipping methods, plans. */

let t: TestApp;
let operator: Member;
let member: Member;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_SCALE: '100' });
  operator = await makeMember(t, 'Olga', { roleId: ROLES.operator });
  member = await makeMember(t, 'Mara');
});

afterAll(async () => {
  await t?.close();
});

const asOperator = (method: string, path: string, body?: unknown) => t.call(method, `/api/v1${path}`, { token: operator.token, ...(body === undefined ? {} : { body }) });
const auditOf = (type: string, id: number) => rows<{ action: string; before: unknown; after: unknown }>(t.db, sql`select action, before, after from operator_actions where target_type = ${type} and target_id = ${id} order by id`);

describe('GET /admin/reference-data', () => {
  it('lists the seeded currencies, promotion options, shipping methods and plans for operators only', async () => {
    const res = await asOperator('GET', '/admin/reference-data');
    expect(res.status).toBe(200);
    expect(res.json.data.currencies).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'USD', symbol: '$' })]));
    expect(res.json.data.promotion_options.length).toBeGreaterThan(0);
    expect(res.json.data.shipping_methods[0]).toMatchObject({ rate: expect.stringMatching(/^\d+\.\d{2}$/), translations: { name: expect.objectContaining({ fr: expect.any(String) }) } });
    expect(res.json.data.subscription_plans[0]).toMatchObject({ interval: expect.stringMatching(/^(month|year)$/), active: 1 });
    expect((await t.call('GET', '/api/v1/admin/reference-data', { token: member.token })).status).toBe(403);
  });
});

describe('currencies', () => {
  it('adds one with an upper-cased code, refuses a taken code, changes it, and audits both', async () => {
    const added = await asOperator('POST', '/admin/currencies', { code: 'isk', short_name: 'ISK', name: 'Icelandic Krona', symbol: 'kr' });
    expect(added.status).toBe(200);
    expect(added.json.data).toMatchObject({ code: 'ISK', name: 'Icelandic Krona' });
    const id = added.json.data.id as number;
    const taken = await asOperator('POST', '/admin/currencies', { code: 'USD', short_name: 'USD', name: 'Again', symbol: '$' });
    expect([taken.status, taken.json.message_status]).toEqual([409, 'CURRENCY_CODE_TAKEN']);
    const bad = await asOperator('POST', '/admin/currencies', { code: 'EURO', short_name: '', name: 'x', symbol: 'x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors)).toEqual(expect.arrayContaining(['code', 'short_name']));
    const changed = await asOperator('PUT', `/admin/currencies/${id}`, { code: 'ISK', short_name: 'ISK', name: 'Icelandic króna', symbol: 'ISK' });
    expect(changed.json.data).toMatchObject({ id, symbol: 'ISK' });
    const publicList = await t.call('GET', '/api/v1/currencies');
    expect(JSON.stringify(publicList.json.data)).toContain('Icelandic króna');
    expect((await auditOf('currency', id)).map((a) => a.action)).toEqual(['currency.create', 'currency.update']);
    expect((await asOperator('PUT', '/admin/currencies/999999', { code: 'XXX', short_name: 'X', name: 'X', symbol: 'X' })).json.message_status).toBe('CURRENCY_NOT_FOUND');
  });
});

describe('promotion options', () => {
  it('change their price and texts: a promotion bought afterwards pays the new price', async () => {
    const [option] = (await asOperator('GET', '/admin/reference-data')).json.data.promotion_options as { id: number; name: string; description: string; price: string }[];
    const res = await asOperator('PUT', `/admin/promotion-options/${option!.id}`, { name: option!.name, description: option!.description, translations: { name: { fr: 'Mise en avant' } }, price: '7.5' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ price: '7.50', translations: { name: { fr: 'Mise en avant', de: option!.name } } });
    const offered = await t.call('GET', '/api/v1/promotion-options');
    expect(JSON.stringify(offered.json.data)).toContain('7.50');
    const [audit] = await auditOf('promotion_option', option!.id);
    expect(audit).toMatchObject({ action: 'promotion_option.update', before: expect.objectContaining({ price: option!.price }), after: expect.objectContaining({ price: '7.50' }) });
    const negative = await asOperator('PUT', `/admin/promotion-options/${option!.id}`, { name: 'x', description: 'x', price: '-1' });
    expect(negative.status).toBe(422);
  });
});

describe('shipping methods', () => {
  it('adds a method offered at checkout, and hiding it takes it off', async () => {
    const added = await asOperator('POST', '/admin/shipping-methods', { name: 'Pick-up point', description: 'Collect at a partner shop', rate: '0', estimated_delivery_time: 3 });
    expect(added.status).toBe(200);
    expect(added.json.data).toMatchObject({ name: 'Pick-up point', rate: '0.00', status: 1, translations: { name: { ro: 'Pick-up point' } } });
    const id = added.json.data.id as number;
    const offered = async () => ((await t.call('GET', '/api/v1/seller/ads/shipping-method-list', { token: member.token })).json.data as { id: number }[]).map((m) => m.id);
    expect(await offered()).toContain(id);
    const hidden = await asOperator('PUT', `/admin/shipping-methods/${id}`, { name: 'Pick-up point', description: 'Collect at a partner shop', rate: '0', estimated_delivery_time: 3, status: 0 });
    expect(hidden.json.data.status).toBe(0);
    expect(await offered()).not.toContain(id);
    expect((await auditOf('shipping_method', id)).map((a) => a.action)).toEqual(['shipping_method.create', 'shipping_method.update']);
    const tooSlow = await asOperator('PUT', `/admin/shipping-methods/${id}`, { name: 'x', description: 'x', rate: '1', estimated_delivery_time: 0 });
    expect(tooSlow.status).toBe(422);
  });
});

describe('subscription plans', () => {
  it('adds a plan on sale, changes its price, and retiring it takes it off sale', async () => {
    const added = await asOperator('POST', '/admin/subscription-plans', { name: 'Agency', description: '200 company ads', price: '99.00', interval: 'month', interval_count: 1, max_ads: 200 });
    expect(added.status).toBe(200);
    const id = added.json.data.id as number;
    const onSale = async () => ((await t.call('GET', '/api/v1/subscription-plans')).json.data as { id: number; price: string }[]).find((p) => p.id === id);
    expect(await onSale()).toMatchObject({ price: '99.00' });
    await asOperator('PUT', `/admin/subscription-plans/${id}`, { name: 'Agency', description: '200 company ads', price: '89.00', interval: 'month', interval_count: 1, max_ads: 200 });
    expect(await onSale()).toMatchObject({ price: '89.00' });
    const retired = await asOperator('PUT', `/admin/subscription-plans/${id}`, { name: 'Agency', description: '200 company ads', price: '89.00', interval: 'month', interval_count: 1, max_ads: 200, active: 0 });
    expect(retired.json.data.active).toBe(0);
    expect(await onSale()).toBeUndefined();
    const weekly = await asOperator('POST', '/admin/subscription-plans', { name: 'x', description: 'x', price: '1', interval: 'week', interval_count: 1, max_ads: 1 });
    expect(weekly.status).toBe(422);
  });
});
