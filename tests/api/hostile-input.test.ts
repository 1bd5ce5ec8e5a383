/**
 * Walks every operation of the OpenAPI document, signed out and signed in, with missing fields, wrong types,
 * 100 KB strings and hostile strings in the body (JSON, multipart and url-encoded), the query and the path. Every
 * answer must be the envelope without a 5xx, and a refused request must store nothing. The operations come from
 * the document, so a call added later is walked the day it lands.
 *
 * So that hostile values get past "not found" into the rules behind it, each operation gets a small world of real
 * rows owned by the signed-in member (an ad, a shop with an item, orders both ways, a cart line, an address, a chat),
 * and fields named like ids point at them; other fields get a value the document's schema accepts, and then one
 * field at a time (or all of them) gets a hostile one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cartItems, chats, deliveryAddresses, feedAttachments, feedComments, feeds } from '../../server/db/schema/index.ts';
import { issueToken } from '../../server/modules/auth/tokens.ts';
import { rows } from '../../server/db/rows.ts';
import { startTestApp } from './helpers.ts';
import { orderFixtures, pngBlob } from './order-helpers.ts';
import { shopFixtures } from '../../support/shop-fixtures.ts';
import { startTranslateStub } from '../../support/translate-stub.ts';

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  example?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  pattern?: string;
};
type Parameter = { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> }; security?: unknown[] };

/** JSON has no way to write 1e309; this marker becomes the bare number in JSON text and '1e309' elsewhere. */
const HUGE = '\u0001huge\u0001';
const NUL = 'a\u0000b';
const HOSTILE: unknown[] = [
  NUL,
  ['x', 'y'],
  { nested: { a: 1 } },
  -1,
  HUGE,
  'NaN',
  "' OR '1'='1' --",
  '"double" \\ quotes',
  '\u202Egnp.exe',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  'x'.repeat(100_000),
  1.5,
  true,
  null,
  '',
  9007199254740993,
  2147483648,
  '-0',
  '😀\uD800',
];
/** What a form field can carry: text only. */
const HOSTILE_TEXT = HOSTILE.filter((v): v is string => typeof v === 'string');

// Text that reaches the translation call is translated, as on a site with a translation service: a 503 for want of
// one would say nothing about hostile input.
const translator = await startTranslateStub();
const t = await startTestApp({ RATE_LIMIT_SCALE: '1000', TRANSLATE_URL: translator.url });
afterAll(async () => {
  await t.close();
  await translator.close();
});

const doc = (await t.call('GET', '/api/v1/openapi.json')).json as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));

function deref(schema: Schema | undefined): Schema {
  let s = schema ?? {};
  while (s.$ref) s = doc.components.schemas[s.$ref.split('/').pop()!] ?? {};
  const choice = s.anyOf ?? s.oneOf;
  if (choice) return deref(choice.find((c) => deref(c).type !== 'null') ?? choice[0]);
  if (s.allOf) return { type: 'object', properties: Object.assign({}, ...s.allOf.map((part) => deref(part).properties ?? {})) };
  return s;
}

const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type) ?? (s.properties ? 'object' : 'string');

const photo = await pngBlob(8, 6);
const shop = await shopFixtures(t);
const orders = await orderFixtures(t);
const [adCategory] = await rows<{ id: number }>(
  t.db,
  sql`select c.id from categories c where c.kind = 'ad' and not exists (select 1 from categories k where k.parent_id = c.id) order by c.id limit 1`,
);

type World = Awaited<ReturnType<typeof makeWorld>>;
/** Rows the walking member owns or takes part in; ids of other kinds of rows are 1 (reference data exists). */
async function makeWorld() {
  const me = await orders.makeUser('Walker');
  const other = await orders.makeUser('Other');
  const myShop = await orders.makeShop(me.id, 'Walker shop');
  const otherShop = await orders.makeShop(other.id, 'Other shop');
  const myItem = await orders.makeItem(myShop, me.id);
  const otherItem = await orders.makeItem(otherShop, other.id);
  const myAd = (await shop.makeClassified(me.id)).id;
  const purchase = await orders.placeCashOrder(me.id, [{ id: otherItem, quantity: 1 }]);
  const sale = (await orders.subOrdersOf(await orders.placeCashOrder(other.id, [{ id: myItem, quantity: 1 }])))[0]!.id;
  const [cart] = await t.db.insert(cartItems).values({ userId: me.id, shopId: otherShop, adsId: otherItem, quantity: 1 }).returning({ id: cartItems.id });
  const [address] = await t.db.insert(deliveryAddresses).values({ userId: me.id, address: 'Strada Test 2' }).returning({ id: deliveryAddresses.id });
  const [chat] = await t.db.insert(chats).values({ user1Id: Math.min(me.id, other.id), user2Id: Math.max(me.id, other.id) }).returning({ id: chats.id });
  const [feed] = await t.db.insert(feeds).values({ userId: me.id, caption: 'Walker feed', location: 'Chisinau' }).returning({ id: feeds.id });
  await t.db.insert(feedAttachments).values({ feedId: feed!.id, type: 'image', url: '/storage/feeds/walker.webp' });
  const [feedComment] = await t.db.insert(feedComments).values({ feedId: feed!.id, userId: other.id, comment: 'Nice' }).returning({ id: feedComments.id });
  return { me, other, myShop, myItem, otherItem, myAd, purchase, sale, cart: cart!.id, address: address!.id, chat: chat!.id, feed: feed!.id, feedComment: feedComment!.id };
}

const ID_NAME = /(^|_)ids?(\[\])?$|[a-z]Id$/;
/** The world's row a field named like an id points at, by its name, its parent's name and the operation's path. */
function worldId(w: World, name: string, parent: string, path: string): number {
  const key = name.replace(/\[\]$/, '').replace(/_/g, '').toLowerCase();
  if (key === 'id' && (/^(items|carts)$/.test(parent) || /\/cart\//.test(path))) return w.cart;
  if (key === 'id' && parent === 'ads') return w.otherItem;
  if (key === 'shopid') return w.myShop;
  if (key === 'orderid') return /tracking/.test(path) ? w.purchase : w.sale;
  if (key === 'chatid') return w.chat;
  if (key === 'feedid') return w.feed;
  if (['commentid', 'parentid'].includes(key)) return w.feedComment;
  if (['user1id', 'senderid'].includes(key) || /user-chats/.test(path)) return w.me.id;
  if (['userid', 'sellerid', 'receiverid', 'user2id'].includes(key)) return w.other.id;
  if (['adsid', 'adid', 'contentid', 'ids'].includes(key)) return /review|cart|complaint/.test(path) ? w.otherItem : w.myAd;
  if (['categoryid', 'subcategoryid'].includes(key)) return adCategory!.id;
  if (key !== 'id') return 1;
  if (/products/.test(path)) return w.myItem;
  if (/order-details/.test(path)) return w.purchase;
  if (/delivery-address/.test(path)) return w.address;
  if (/user-details|profile|singe-user-feed/.test(path)) return w.other.id;
  if (/feed/.test(path)) return w.feed;
  if (/company/.test(path)) return 1;
  return w.myAd;
}

let serial = 0;
type Where = { w: World; path: string; parent?: string };
/** A value the schema accepts as far as the document tells (the server may still refuse it on its own rules). */
function sample(schema: Schema | undefined, name: string, at: Where): unknown {
  const s = deref(schema);
  if (s.enum?.length) return s.enum[0];
  if (ID_NAME.test(name)) {
    const id = worldId(at.w, name, at.parent ?? '', at.path);
    return typeOf(s) === 'array' ? [id] : typeOf(s) === 'integer' || typeOf(s) === 'number' ? id : String(id);
  }
  if (s.example !== undefined && s.format !== 'email') return s.example;
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items, name, { ...at, parent: name }));
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, value]) => [key, sample(value, key, { ...at, parent: name })]));
  }
  if (s.format === 'binary') return photo;
  if (s.format === 'email' || /email/i.test(name)) return `probe${++serial}@example.net`;
  // Fields the document types as text that the rules read as something narrower.
  if (/^existing_/.test(name)) return [];
  if (/price|amount|quantity|stock/.test(name)) return '10';
  if (/password/.test(name)) return 'Fuzz1234!pass';
  if (/^user_?name$/.test(name)) return `fuzz_user${++serial}`;
  if (/^otp$/.test(name)) return '123456';
  if (/coupon/.test(name)) return '';
  const fits = (text: string) => text.length >= (s.minLength ?? 0) && text.length <= (s.maxLength ?? Infinity) && (!s.pattern || new RegExp(s.pattern, 'u').test(text));
  return [`Fuzz1234!${++serial}`, `fuzz_user${serial}`, `+3736${String(serial).padStart(7, '0')}`, '2026-01-01', 'fuzz'].find(fits) ?? 'Fuzz1234!'.padEnd(s.minLength ?? 0, 'x');
}

type Fields = Record<string, unknown>;
type Variant = { label: string; query: Fields; pathParams: Fields; body?: { type: string; fields: Fields } };

/** Text of a value in a URL or a form field; arrays become repeated keys elsewhere. */
const asText = (v: unknown): string => (v === HUGE ? '1e309' : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

function jsonText(fields: Fields): string {
  return JSON.stringify(fields, (_key, value: unknown) => (value instanceof Blob ? 'not a file' : value)).replaceAll(JSON.stringify(HUGE), '1e309');
}

function formData(fields: Fields): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) fd.append(key, item, 'photo.png');
      else if (item !== undefined) fd.append(key, asText(item));
    }
  }
  return fd;
}

function urlOf(path: string, pathParams: Fields, query: Fields): string {
  const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(asText(pathParams[name] ?? 1).toWellFormed()));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, asText(item));
    else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) search.append(`${key}[${k}]`, asText(v));
    else search.append(key, asText(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/** Missing fields, a valid-looking request, one hostile field at a time, and every field hostile at once. */
function variants(path: string, op: Operation, index: number, signedIn: boolean, w: World): Variant[] {
  const params = op.parameters ?? [];
  const queryParams = params.filter((p) => p.in === 'query');
  const pathParams = params.filter((p) => p.in === 'path');
  const [bodyType, bodyMedia] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const bodyProps = bodyMedia ? Object.entries(deref(bodyMedia.schema).properties ?? {}) : [];
  const at = { w, path };
  const validQuery = Object.fromEntries(queryParams.map((p) => [p.name, sample(p.schema, p.name, at)]));
  const validPath = Object.fromEntries(pathParams.map((p) => [p.name, sample(p.schema, p.name, at)]));
  const validBody = Object.fromEntries(bodyProps.map(([k, s]) => [k, sample(s, k, at)]));
  const fields = [...queryParams.map((p) => ['query', p.name] as const), ...pathParams.map((p) => ['path', p.name] as const), ...bodyProps.map(([k]) => ['body', k] as const)];
  const hostile = (i: number) => HOSTILE[i % HOSTILE.length];
  const make = (label: string, change: (where: 'query' | 'path' | 'body', name: string, i: number) => unknown, type = bodyType): Variant => {
    const pick = (where: 'query' | 'path' | 'body', valid: Fields) =>
      Object.fromEntries(Object.entries(valid).map(([name, value]) => [name, change(where, name, fields.findIndex(([w, n]) => w === where && n === name)) ?? value]));
    return { label, query: pick('query', validQuery), pathParams: pick('path', validPath), ...(type ? { body: { type, fields: pick('body', validBody) } } : {}) };
  };
  const allHostile = (k: number) => make(`every field hostile #${k}`, (_w, _n, i) => hostile(i * 5 + k + index));
  if (!signedIn) return [{ label: 'nothing sent', query: {}, pathParams: validPath }, allHostile(0)];

  const list: Variant[] = [{ label: 'nothing sent', query: {}, pathParams: validPath }, make('valid-looking', () => undefined)];
  for (const [i, [where, name]] of fields.entries()) {
    // NUL inside an otherwise valid value, so it gets past the field's own rules.
    const withNul = (valid: unknown) => (typeof valid === 'string' && valid ? `${valid.slice(0, 1)}\u0000${valid.slice(1)}` : NUL);
    const validOf = where === 'query' ? validQuery : where === 'path' ? validPath : validBody;
    list.push(make(`${where} ${name} = NUL`, (w, n) => (w === where && n === name ? withNul(validOf[name]) : undefined)));
    const value = hostile(1 + ((i + index) % (HOSTILE.length - 1)));
    list.push(make(`${where} ${name} = ${asText(value).slice(0, 30)}`, (w, n) => (w === where && n === name ? value : undefined)));
    // Past the largest PostgreSQL integer: every number and id field gets it.
    if (typeof validOf[name] === 'number' || ID_NAME.test(name)) list.push(make(`${where} ${name} = 2^31`, (w, n) => (w === where && n === name ? 2 ** 31 : undefined)));
  }
  for (let k = 0; k < 3; k++) list.push(allHostile(k));
  for (const type of ['multipart/form-data', 'application/x-www-form-urlencoded']) {
    if (bodyType && bodyType !== type && op.requestBody?.content[type]) {
      list.push(make(`${type}, strings hostile`, (w, _n, i) => (w === 'body' ? HOSTILE_TEXT[(i + index) % HOSTILE_TEXT.length] : undefined), type));
    }
  }
  return list;
}

async function send(method: string, path: string, v: Variant, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: BodyInit | undefined;
  if (v.body?.type === 'application/json') {
    body = jsonText(v.body.fields);
    headers['content-type'] = 'application/json';
  } else if (v.body?.type === 'multipart/form-data') {
    body = formData(v.body.fields);
  } else if (v.body?.type === 'application/x-www-form-urlencoded') {
    body = new URLSearchParams([...formData(v.body.fields).entries()].map(([k, value]) => [k, String(value)]));
  }
  const res = await t.app.request(urlOf(path, v.pathParams, v.query), { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json: json as { status?: unknown; message?: unknown } | undefined, text };
}

const tables = ((await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as { rows: { tablename: string }[] }).rows.map(
  (r) => r.tablename,
);
const countQuery = sql.raw(`select ${tables.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`);
async function rowCounts(): Promise<Record<string, number>> {
  return ((await t.db.execute(countQuery)) as unknown as { rows: Record<string, number>[] }).rows[0]!;
}

describe('every operation refuses hostile input with the envelope, never a 5xx, and stores nothing when it refuses', () => {
  it('walks a document with the operations in it', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations.map((o, index) => ({ ...o, index, name: `${o.method} ${o.path}` })))('$name', async ({ method, path, op, index }) => {
    const problems: string[] = [];
    const w = await makeWorld();
    let before = await rowCounts();
    for (const signedIn of [false, true]) {
      for (const v of variants(path, op, index, signedIn, w)) {
        // A fresh token each time: a call may sign the member out.
        const token = signedIn ? await issueToken(t.db, w.me.id, false) : undefined;
        if (token) before = await rowCounts();
        const res = await send(method, path, v, token);
        const where = `${signedIn ? 'signed in' : 'signed out'}, ${v.label}: ${res.status}`;
        const after = await rowCounts();
        if (res.status >= 500) problems.push(`${where} ${res.text.slice(0, 200)}`);
        else if (!res.json || typeof res.json.message !== 'string' || res.json.status !== (res.status >= 400 ? 'error' : 'success')) {
          problems.push(`${where} not the envelope: ${res.text.slice(0, 120)}`);
        }
        if (res.status >= 400) {
          const changed = tables.filter((name) => after[name] !== before[name]);
          if (changed.length) problems.push(`${where} refused but stored rows in ${changed.join(', ')}`);
        }
        before = after;
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
