/**
 * The operators' category calls (issue 16, decision 186): both trees with hidden categories and counts, adding at
 * each of the three levels and no deeper, a parent of the same tree, renaming in every language as the public tree
 * shows it, hiding a category with everything below it from the public tree at once, deleting only what nothing uses,
 * and every write in the audit log. The gate (401 visitors, 403 members) is walked for every /admin call in admin.test.ts.
 */
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_ICONS } from '../../common/category-icons.ts';
import { ROLES } from '../../common/roles.ts';
import { rows } from '../../server/db/rows.ts';
import { form, makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

type PublicNode = { id: number; label: string; children: PublicNode[] };
type AdminNode = { id: number; level: number; status: number; slug: string; total_ads: number; icon: string | null; children: AdminNode[] };

let t: TestApp;
let operator: Member;
let member: Member;

beforeAll(async () => {
  t = await startTestApp();
  operator = await makeMember(t, 'Olga', { roleId: ROLES.operator });
  member = await makeMember(t, 'Mihai');
});
afterAll(async () => t?.close());

const as = (token: string) => ({ token });
const add = (body: Record<string, unknown>) => t.call('POST', '/api/v1/admin/categories', { ...as(operator.token), body });
const edit = (id: number, body: Record<string, unknown>) => t.call('PUT', `/api/v1/admin/categories/${id}`, { ...as(operator.token), body });
const remove = (id: number) => t.call('DELETE', `/api/v1/admin/categories/${id}`, as(operator.token));

const find = <T extends { id: number; children: T[] }>(nodes: T[], id: number): T | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const below = find(n.children, id);
    if (below) return below;
  }
  return undefined;
};
const publicTree = async (query = '') => (await t.call('GET', `/api/v1/category-list${query}`)).json.data as PublicNode[];
const adminTree = async (kind: 'ad' | 'shop') => (await t.call('GET', `/api/v1/admin/categories?kind=${kind}`, as(operator.token))).json.data as AdminNode[];
const lastActions = async (n: number) => (await t.call('GET', `/api/v1/admin/audit-log?per_page=${n}`, as(operator.token))).json.data as { action: string; target_type: string; target_id: number; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];

describe('the category trees for operators', () => {
  it('refuses visitors and members', async () => {
    expect((await t.call('GET', '/api/v1/admin/categories')).status).toBe(401);
    const asMember = await t.call('POST', '/api/v1/admin/categories', { ...as(member.token), body: { name: 'Sneaky' } });
    expect([asMember.status, asMember.json.message_status]).toEqual([403, 'OPERATOR_ONLY']);
  });

  it('adds a category at each of three levels, refuses a fourth and a parent of the other tree, with unique slugs and a known icon', async () => {
    const top = await add({ name: 'Garden Machines', translations: { fr: 'Machines de jardin' }, icon: '/icons/categories/home-garden.svg' });
    expect(top.status).toBe(200);
    expect(top.json.data).toMatchObject({ kind: 'ad', parent_id: null, slug: 'garden-machines', icon: '/icons/categories/home-garden.svg', status: 1 });
    expect(top.json.data.translations).toMatchObject({ en: 'Garden Machines', fr: 'Machines de jardin', de: 'Garden Machines' });
    const mid = await add({ parent_id: top.json.data.id, name: 'Mowers' });
    expect(mid.json.data).toMatchObject({ kind: 'ad', parent_id: top.json.data.id, slug: 'mowers', icon: null });
    const leaf = await add({ parent_id: mid.json.data.id, name: 'Robot mowers' });
    expect(leaf.json.data.slug).toBe('robot-mowers');

    const fourth = await add({ parent_id: leaf.json.data.id, name: 'Too deep' });
    expect([fourth.status, fourth.json.message_status]).toEqual([422, 'CATEGORY_TOO_DEEP']);
    const otherTree = await add({ kind: 'shop', parent_id: top.json.data.id, name: 'Wrong tree' });
    expect([otherTree.status, otherTree.json.message_status]).toEqual([422, 'CATEGORY_PARENT_KIND']);
    expect((await add({ parent_id: 999999, name: 'Orphan' })).json.message_status).toBe('CATEGORY_NOT_FOUND');
    expect((await add({ name: 'Odd icon', icon: '/evil.svg' })).status).toBe(422);
    expect((await add({ name: '  ' })).status).toBe(422);

    // The same English name twice, and in the shop tree: each slug is unique across both trees.
    expect((await add({ parent_id: top.json.data.id, name: 'Mowers' })).json.data.slug).toBe('mowers-2');
    const shop = await add({ kind: 'shop', name: 'Mowers', icon: '/icons/shop-categories/shop-garden.svg' });
    expect(shop.json.data).toMatchObject({ kind: 'shop', slug: 'shop-mowers' });

    const tree = await adminTree('ad');
    expect(find(tree, leaf.json.data.id)).toMatchObject({ level: 3, status: 1, total_ads: 0 });
    expect(find(await adminTree('shop'), shop.json.data.id)).toMatchObject({ level: 1 });
    expect(find(tree, shop.json.data.id)).toBeUndefined();

    const log = await lastActions(1);
    expect(log[0]).toMatchObject({ action: 'category.create', target_type: 'category', target_id: shop.json.data.id, before: null, after: { kind: 'shop', name: 'Mowers' } });
  });

  it('offers only icons the site has', () => {
    for (const icon of CATEGORY_ICONS) expect(existsSync(`public${icon}`), icon).toBe(true);
  });

  it('renames in every language as the public tree shows it, and counts ads of the whole subtree', async () => {
    const top = (await add({ name: 'Boats' })).json.data;
    const child = (await add({ parent_id: top.id, name: 'Kayaks' })).json.data;
    await rows(t.db, sql`insert into ads (category_id, owner_id, name, price) values (${child.id}, ${member.id}, 'Red kayak', '120.00')`);

    const renamed = await edit(child.id, { name: 'Canoes and kayaks', translations: { de: 'Kanus und Kajaks', fr: '' } });
    expect(renamed.json.data).toMatchObject({ slug: 'kayaks', name: 'Canoes and kayaks' });
    expect(renamed.json.data.translations).toMatchObject({ de: 'Kanus und Kajaks', fr: 'Canoes and kayaks' });
    expect(find(await publicTree('?lang=de'), child.id)?.label).toBe('Kanus und Kajaks');
    expect(find(await publicTree('?lang=fr'), child.id)?.label).toBe('Canoes and kayaks');

    const node = find(await adminTree('ad'), top.id)!;
    expect(node.total_ads).toBe(1);
    expect(node.children[0]).toMatchObject({ id: child.id, total_ads: 1 });

    const [entry] = await lastActions(1);
    expect(entry).toMatchObject({ action: 'category.update', target_id: child.id, before: { name: 'Kayaks' }, after: { name: 'Canoes and kayaks' } });
  });

  it('hides a category and everything below it from the public tree at once, and shows it again', async () => {
    const top = (await add({ name: 'Antiques' })).json.data;
    const child = (await add({ parent_id: top.id, name: 'Clocks' })).json.data;
    const leaf = (await add({ parent_id: child.id, name: 'Wall clocks' })).json.data;
    expect(find(await publicTree(), leaf.id)).toBeDefined();

    const hidden = await edit(child.id, { status: 0 });
    expect(hidden.json.data.status).toBe(0);
    const tree = await publicTree();
    expect(find(tree, top.id)?.children).toEqual([]);
    expect(find(tree, child.id)).toBeUndefined();
    // Not promoted to the top of the tree either.
    expect(find(tree, leaf.id)).toBeUndefined();
    expect(find(await adminTree('ad'), leaf.id)).toMatchObject({ status: 1 });
    expect(find(await adminTree('ad'), child.id)).toMatchObject({ status: 0 });
    expect((await lastActions(1))[0]).toMatchObject({ action: 'category.hide', target_id: child.id, before: { status: 1 }, after: { status: 0 } });

    await edit(child.id, { status: 1 });
    expect(find(await publicTree(), leaf.id)).toBeDefined();
    expect((await lastActions(1))[0]).toMatchObject({ action: 'category.show', target_id: child.id });
    expect((await edit(child.id, { status: 2 })).status).toBe(422);
    expect((await edit(999999, { status: 0 })).json.message_status).toBe('CATEGORY_NOT_FOUND');
  });

  it('closes a hidden branch: no new ads in it or below it, its search finds nothing, and an ad already there keeps its category', async () => {
    const top = (await add({ name: 'Musical boxes' })).json.data;
    const child = (await add({ parent_id: top.id, name: 'Cylinder boxes' })).json.data;
    const [currency] = await rows<{ id: number }>(t.db, sql`select id from currencies order by id limit 1`);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a73' } }).jpeg().toBuffer();
    const adBody = (categoryId: number, name: string) => {
      const body = form({
        category_id: String(categoryId), name, description: 'Plays three tunes', price: '80', type: '1', currency_id: String(currency!.id),
        location: 'London', lat: '51.5072', lon: '-0.1276',
      });
      body.append('attachment[]', new File([new Uint8Array(photo)], 'box.jpg', { type: 'image/jpeg' }));
      return body;
    };
    const placed = await t.call('POST', '/api/v1/seller/ads/create', { ...as(member.token), body: adBody(child.id, 'Swiss musical box') });
    expect(placed.status).toBe(200);
    const adId = Number(placed.json.data.id);
    const found = async (categoryId: number) => ((await t.call('GET', `/api/v1/seller/ads/search-ads?category_id=${categoryId}`)).json.data as { id: number }[]).map((a) => a.id);
    expect(await found(top.id)).toContain(adId);

    await edit(top.id, { status: 0 });
    // A category below the hidden one is still open in its own row, but not to new ads.
    const below = await t.call('POST', '/api/v1/seller/ads/create', { ...as(member.token), body: adBody(child.id, 'Another box') });
    expect([below.status, below.json.errors_status?.category_id]).toEqual([422, 'FIELD_CHOICE_INVALID']);
    expect(await found(top.id)).toEqual([]);
    expect(await found(child.id)).toEqual([]);
    const kept = await t.call('POST', `/api/v1/seller/ads/update/${adId}`, { ...as(member.token), body: adBody(child.id, 'Swiss musical box, 1890') });
    expect(kept.status).toBe(200);

    await edit(top.id, { status: 1 });
    expect(await found(child.id)).toContain(adId);
    expect((await t.call('POST', '/api/v1/seller/ads/create', { ...as(member.token), body: adBody(child.id, 'Another box') })).status).toBe(200);
  });

  it('deletes only a category without sub-categories that no ad uses, even a deleted ad', async () => {
    const top = (await add({ name: 'Stamps' })).json.data;
    const child = (await add({ parent_id: top.id, name: 'Airmail' })).json.data;
    const withChildren = await remove(top.id);
    expect([withChildren.status, withChildren.json.message_status]).toEqual([409, 'CATEGORY_HAS_CHILDREN']);

    await rows(t.db, sql`insert into ads (category_id, owner_id, name, price, deleted_at) values (${child.id}, ${member.id}, 'Old stamp', '5.00', now())`);
    const used = await remove(child.id);
    expect([used.status, used.json.message_status]).toEqual([409, 'CATEGORY_IN_USE']);
    expect(used.json.message).toMatch(/hide it/);

    const empty = (await add({ parent_id: top.id, name: 'Postcards' })).json.data;
    expect((await remove(empty.id)).json.data).toEqual({ id: empty.id });
    expect(find(await adminTree('ad'), empty.id)).toBeUndefined();
    expect((await lastActions(1))[0]).toMatchObject({ action: 'category.delete', target_id: empty.id, before: { name: 'Postcards' }, after: null });
    expect((await remove(empty.id)).status).toBe(404);
  });

  it('counts a tree of many ads through the category index, not a scan of every ad', async () => {
    let plan = '';
    try {
      await t.db.transaction(async (tx) => {
        const [category] = await rows<{ id: number }>(tx as never, sql`select id from categories where kind = 'ad' and parent_id is not null order by id limit 1`);
        await tx.execute(sql`insert into ads (name, category_id, owner_id, price, status)
          select 'Ad ' || g, ${category!.id}, ${member.id}, 10, case when g % 10 = 0 then 1 else 0 end from generate_series(1, 5000) g`);
        await tx.execute(sql`analyze ads`);
        const { subtreeTotals } = await import('../../server/modules/catalog/service.ts');
        const res = (await tx.execute(sql`explain ${subtreeTotals('ad')} select c.id, coalesce(t.n, 0) from categories c left join totals t on t.id = c.id where c.kind = 'ad'`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        plan = res.rows.map((r) => r['QUERY PLAN']).join('\n');
        tx.rollback();
      });
    } catch (err) {
      if (!(err instanceof TransactionRollbackError)) throw err;
    }
    expect(plan, plan).toMatch(/ads_category_active_idx|ads_category_newest_idx/);
    expect(plan, plan).not.toMatch(/Seq Scan on ads/);
  });
});
