import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/rows.ts';
import { approveShopRequest } from '../../server/modules/shop-requests/service.ts';
import { form, type Member, startTestApp, type TestApp } from './helpers.ts';
import { orderFixtures, pngBlob, type OrderFixtures } from './order-helpers.ts';

let t: TestApp;
let f: OrderFixtures;
let maria: Member;
let ion: Member;
let countryId: number;
let currencyId: number;
/** The capital as the gazetteer spells it (with a cedilla ş), as the form's city list offers it. */
let capital: string;

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixtures(t);
  maria = await f.makeUser('Maria');
  ion = await f.makeUser('Ion');
  const [md] = await rows<{ id: number }>(t.db, sql`select id from countries where iso2 = 'MD'`);
  const [mdl] = await rows<{ id: number }>(t.db, sql`select id from currencies where code = 'MDL'`);
  countryId = Number(md!.id);
  currencyId = Number(mdl!.id);
  const [city] = await rows<{ name: string }>(t.db, sql`select name from cities where country_id = ${countryId} and name like 'Chi%in%u' limit 1`);
  capital = city!.name;
});

afterAll(async () => {
  await t?.close();
});

const fields = (extra: Record<string, string> = {}) => ({
  name: '  Tea Corner ',
  user_name: 'teacorner',
  email: 'tea@example.com',
  phone: '+37369000000',
  country_id: String(countryId),
  city: capital,
  currency_id: String(currencyId),
  location: 'Strada Pușkin 10, Chișinău',
  ...extra,
});

const send = (token: string | undefined, body: FormData) => t.call('POST', '/api/v1/request-shops', { ...(token ? { token } : {}), body });

describe('lookups of the form', () => {
  it('answer lists in data.data (countries with id and name, city names, currencies)', async () => {
    const countries = await t.call('GET', '/api/v1/countries');
    expect(countries.json.data.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: countryId, name: 'Moldova' })]));
    const cities = await t.call('GET', '/api/v1/cities?country=Moldova');
    expect(cities.json.data.data).toContain(capital);
    const currencies = await t.call('GET', '/api/v1/currencies');
    expect(currencies.json.data.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: currencyId, code: 'MDL', name: expect.any(String), symbol: expect.any(String), short_name: expect.any(String) })]));
  });
});

describe('POST /request-shops', () => {
  it('answers every missing field with the texts of the spec, the first as message', async () => {
    const res = await send(maria.token, form({ name: ' ', user_name: '', email: '', phone: '', country_id: '', city: '', currency_id: '', location: '' }));
    expect(res.status).toBe(422);
    expect(res.json.message).toBe('Shop Name is required.');
    expect(res.json.errors).toEqual({
      name: ['Shop Name is required.'],
      user_name: ['Username is required.'],
      email: ['Email is required.'],
      phone: ['Phone is required.'],
      country_id: ['Country is required.'],
      city: ['City is required.'],
      currency_id: ['Currency is required.'],
      location: ['Location is required.'],
    });
  });

  it('checks the e-mail, the references and the logo', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ email: 'tea@' }, 'email', 'Invalid email address.'],
      [{ country_id: '999999' }, 'country_id', 'The selected country is invalid.'],
      [{ currency_id: 'x' }, 'currency_id', 'The selected currency is invalid.'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await send(maria.token, form(fields(extra)));
      expect(res.status).toBe(422);
      expect(res.json.errors[field]).toEqual([message]);
    }
    const body = form(fields());
    body.append('logo', new Blob(['GIF? no, plain text'], { type: 'image/gif' }), 'logo.gif');
    const res = await send(maria.token, body);
    expect(res.status).toBe(422);
    expect(res.json.errors.logo).toEqual(['Only image files are allowed.']);
    expect((await send(undefined, form(fields()))).status).toBe(401);
    const [n] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from shop_requests`);
    expect(n!.n).toBe(0);
  });

  it('stores a trimmed pending request with its re-encoded logo, one pending per member', async () => {
    const body = form(fields());
    body.append('logo', await pngBlob(600, 300), 'logo.png');
    const res = await send(maria.token, body);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ name: 'Tea Corner', user_name: 'teacorner', country_id: countryId, currency_id: currencyId, city: capital, status: 'pending' });
    expect(res.json.data.logo).toMatch(/^\/storage\/shops\/[0-9a-f]+\.webp$/);
    const again = await send(maria.token, form(fields({ user_name: 'other' })));
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('You already have a shop request waiting for review.');
  });
});

describe('approval (the rule behind POST /admin/shop-requests/{id}/approve)', () => {
  it('creates the shop for the requester with the request’s fields, once', async () => {
    const [req] = await rows<{ id: number }>(t.db, sql`select id from shop_requests where user_id = ${maria.id}`);
    const result = await approveShopRequest(t.db, Number(req!.id));
    expect(result).toMatchObject({ userName: 'teacorner', ownerId: maria.id });
    const mine = await t.call('GET', '/api/v1/seller/shop/mine', { token: maria.token });
    expect(mine.json.data).toEqual([
      expect.objectContaining({ id: result.shopId, name: 'Tea Corner', user_name: 'teacorner', email: 'tea@example.com', city: capital, currency: expect.objectContaining({ code: 'MDL' }) }),
    ]);
    expect(mine.json.data[0].logo).toMatch(/^\/storage\/shops\//);
    const [shop] = await rows<{ lat: string | null }>(t.db, sql`select lat::text as lat from shops where id = ${result.shopId}`);
    expect(shop!.lat).not.toBeNull();
    await expect(approveShopRequest(t.db, Number(req!.id))).rejects.toThrow(`Shop request ${req!.id} was already approved (shop ${result.shopId}).`);
    await expect(approveShopRequest(t.db, 999999)).rejects.toThrow('No shop request with id 999999.');
  });

  it('refuses a user name a shop has, and suffixes one taken between request and approval', async () => {
    const taken = await send(ion.token, form(fields({ user_name: 'TeaCorner' })));
    expect(taken.status).toBe(422);
    expect(taken.json.errors.user_name).toEqual(['This username is already taken.']);
    const first = await send(ion.token, form(fields({ user_name: 'herbs' })));
    expect(first.status).toBe(200);
    await t.db.execute(sql`insert into shops (owner_id, name, user_name, email, phone, location, city) values (${maria.id}, 'Herbs', 'herbs', 'h@example.com', '1', 'x', 'y')`);
    const result = await approveShopRequest(t.db, first.json.data.id);
    expect(result.userName).toBe('herbs-2');
  });
});
