/**
 * Blog posts and categories in the operator console (issue 16, decision 181): an operator writes a post with a featured
 * image, its HTML cleaned before it is stored; a draft or a scheduled post stays out of every public list, search,
 * sitemap and page until its time; categories with posts cannot be deleted; every write is in the audit log.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../common/roles.ts';
import { rows } from '../../server/db/rows.ts';
import { keyFromUrl } from '../../server/platform/storage.ts';
import { form, makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

let t: TestApp;
let operator: Member;
let member: Member;
let jpeg: Blob;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_SCALE: '1000' });
  operator = await makeMember(t, 'Olga', { roleId: ROLES.operator });
  member = await makeMember(t, 'Mihai');
  const bytes = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer();
  jpeg = new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
});
afterAll(async () => t?.close());

const asOperator = (method: string, path: string, body?: unknown) => t.call(method, `/api/v1${path}`, { token: operator.token, ...(body === undefined ? {} : { body }) });

async function category(name: string): Promise<number> {
  const res = await asOperator('POST', '/admin/blog-categories', { name });
  expect(res.status).toBe(200);
  return res.json.data.id as number;
}

const publicSlugs = async (path: string) => ((await t.call('GET', `/api/v1${path}`)).json.data?.data ?? []).map((b: { slug: string }) => b.slug) as string[];
const sitemapSlugs = async () => {
  const res = await t.call('GET', '/api/v1/sitemap/blogs/1');
  return res.status === 200 ? JSON.stringify(res.json.data) : '';
};
const auditOf = async (targetType: string, id: number) =>
  rows<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    t.db,
    sql`select action, before, after from operator_actions where target_type = ${targetType} and target_id = ${id} order by id`,
  );

describe('writing a post', () => {
  it('stores a published post with its image in WebP widths and cleaned HTML; it is on /blogs, its page, the search and the sitemap', async () => {
    const categoryId = await category('Markets');
    const res = await asOperator(
      'POST',
      '/admin/blogs',
      form({
        title: 'Saturday market in Chișinău',
        excerpt: 'Stalls, honey and old books.',
        content: '<h1>Morning</h1><p onclick="steal()">Honey <strong>stalls</strong> open at seven.</p><script>alert(1)</script><img src="javascript:alert(1)">',
        category_id: String(categoryId),
        is_trending: '1',
        is_featured: '0',
        is_highlighted: '1',
        published_at: new Date(Date.now() - 60_000).toISOString(),
        featured_image: new File([jpeg], 'market.jpg', { type: 'image/jpeg' }),
      }),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const post = res.json.data;
    expect(post).toMatchObject({ slug: 'saturday-market-in-chisinau', status: 'published', category_id: categoryId, is_trending: true, is_featured: false, is_highlighted: true, reading_time: 1 });
    expect(post.content).toBe('<h2>Morning</h2><p>Honey <strong>stalls</strong> open at seven.</p>');
    expect(post.image_variants).toHaveLength(3);
    expect(post.image_variants.map((u: string) => /-(\d+)\.webp$/.exec(u)?.[1])).toEqual(['320', '640', '800']);
    expect(post.featured_image_url).toBe(post.image_variants[2]);
    const stored = await t.deps.storage.get(keyFromUrl(t.deps.storage, post.featured_image_url)!);
    expect((await sharp(stored!).metadata()).format).toBe('webp');

    const [row] = await rows<{ content: string }>(t.db, sql`select content from blogs where id = ${post.id}`);
    expect(row!.content).not.toMatch(/script|onclick|javascript/);

    expect(await publicSlugs('/blogs')).toContain(post.slug);
    expect(await publicSlugs('/blogs?is_trending=1')).toContain(post.slug);
    expect(await publicSlugs('/blogs/search?query=honey')).toContain(post.slug);
    expect((await t.call('GET', `/api/v1/blogs/${post.slug}`)).json.data).toMatchObject({ id: post.id, title: 'Saturday market in Chișinău' });
    expect(await sitemapSlugs()).toContain(post.slug);

    const [audit] = await auditOf('blog', post.id);
    expect(audit).toMatchObject({ action: 'blog.create', before: null, after: { title: 'Saturday market in Chișinău', slug: post.slug, is_trending: true, category_id: categoryId } });
  });

  it('keeps drafts and scheduled posts out of every public list, search, page and the sitemap, and lists them by status', async () => {
    const draft = (await asOperator('POST', '/admin/blogs', form({ title: 'Quince jam draft', content: '<p>quince draft</p>', published_at: '' }))).json.data;
    const later = (await asOperator('POST', '/admin/blogs', form({ title: 'Quince harvest', content: '<p>quince later</p>', published_at: new Date(Date.now() + 86_400_000).toISOString() }))).json.data;
    expect([draft.status, draft.published_at, later.status]).toEqual(['draft', null, 'scheduled']);
    for (const slug of [draft.slug, later.slug]) {
      expect(await publicSlugs('/blogs')).not.toContain(slug);
      expect(await publicSlugs('/blogs/search?query=quince')).not.toContain(slug);
      expect((await t.call('GET', `/api/v1/blogs/${slug}`)).status).toBe(404);
      expect(await sitemapSlugs()).not.toContain(slug);
    }
    const ids = async (status: string) => ((await asOperator('GET', `/admin/blogs?status=${status}`)).json.data as { id: number }[]).map((b) => b.id);
    expect(await ids('draft')).toContain(draft.id);
    expect(await ids('draft')).not.toContain(later.id);
    expect(await ids('scheduled')).toEqual([later.id]);
    expect(await ids('published')).not.toContain(draft.id);
    expect((await asOperator('GET', `/admin/blogs/${later.id}`)).json.data).toMatchObject({ id: later.id, content: '<p>quince later</p>', status: 'scheduled' });

    // Its time comes: public at once, with no write in between.
    await t.db.execute(sql`update blogs set published_at = now() - interval '1 second' where id = ${later.id}`);
    expect(await publicSlugs('/blogs')).toContain(later.slug);
  });

  it('lists every failing field at once, and takes an image only by its bytes', async () => {
    const res = await asOperator('POST', '/admin/blogs', form({ title: ' ', content: '<script>x</script>', category_id: '999999', published_at: 'tomorrow', is_trending: 'yes' }));
    expect(res.status).toBe(422);
    expect(res.json.errors_status).toEqual({ title: 'FIELD_REQUIRED', content: 'FIELD_REQUIRED', category_id: 'FIELD_CHOICE_INVALID', published_at: 'FIELD_INVALID', is_trending: 'FIELD_INVALID' });
    const fake = await asOperator('POST', '/admin/blogs', form({ title: 'Fake', content: '<p>x</p>', featured_image: new File(['<svg/>'], 'x.jpg', { type: 'image/jpeg' }) }));
    expect([fake.status, fake.json.errors_status]).toEqual([422, { featured_image: 'NOT_AN_IMAGE' }]);
  });
});

describe('changing and deleting a post', () => {
  it('updates only the fields sent, recomputes the reading time, replaces the image and keeps a published slug', async () => {
    const created = (await asOperator('POST', '/admin/blogs', form({ title: 'Wine roads', content: '<p>Short.</p>', published_at: new Date().toISOString(), featured_image: jpeg }))).json.data;
    const oldKey = keyFromUrl(t.deps.storage, created.featured_image_url)!;
    const long = `<p>${'word '.repeat(450)}</p><iframe src="https://evil.example"></iframe>`;
    const res = await asOperator('POST', `/admin/blogs/${created.id}`, form({ title: 'Wine roads of the south', content: long, is_featured: '1', featured_image: jpeg }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ id: created.id, slug: created.slug, title: 'Wine roads of the south', reading_time: 3, is_featured: true, status: 'published' });
    expect(res.json.data.content).not.toContain('iframe');
    expect(res.json.data.featured_image_url).not.toBe(created.featured_image_url);
    expect(await t.deps.storage.get(oldKey)).toBeNull();

    const audit = await auditOf('blog', created.id);
    expect(audit.map((a) => a.action)).toEqual(['blog.create', 'blog.update']);
    expect(audit[1]).toMatchObject({ before: { title: 'Wine roads', is_featured: false }, after: { title: 'Wine roads of the south', is_featured: true } });

    // A draft's slug follows its title; unpublishing makes it a draft again.
    const draft = (await asOperator('POST', '/admin/blogs', form({ title: 'Wine roads', content: '<p>x</p>' }))).json.data;
    expect(draft.slug).toBe(`${created.slug}-2`);
    const renamed = (await asOperator('POST', `/admin/blogs/${draft.id}`, { title: 'Cellar doors' })).json.data;
    expect([renamed.slug, renamed.content]).toEqual(['cellar-doors', '<p>x</p>']);
    const unpublished = (await asOperator('POST', `/admin/blogs/${created.id}`, { published_at: '' })).json.data;
    expect(unpublished.status).toBe('draft');
    expect((await t.call('GET', `/api/v1/blogs/${created.slug}`)).status).toBe(404);
  });

  it('deletes a post, its image files and its public page, and logs it', async () => {
    const created = (await asOperator('POST', '/admin/blogs', form({ title: 'Gone soon', content: '<p>bye</p>', published_at: new Date().toISOString(), featured_image: jpeg }))).json.data;
    const keys = created.image_variants.map((u: string) => keyFromUrl(t.deps.storage, u)!);
    const res = await asOperator('DELETE', `/admin/blogs/${created.id}`);
    expect([res.status, res.json.data]).toEqual([200, { id: created.id }]);
    expect((await t.call('GET', `/api/v1/blogs/${created.slug}`)).status).toBe(404);
    for (const k of keys) expect(await t.deps.storage.get(k)).toBeNull();
    expect((await auditOf('blog', created.id)).map((a) => a.action)).toEqual(['blog.create', 'blog.delete']);
    expect((await asOperator('DELETE', `/admin/blogs/${created.id}`)).json.message_status).toBe('BLOG_NOT_FOUND');
  });
});

describe('categories', () => {
  it('adds, renames and deletes a category; one with posts, even a draft, answers 409', async () => {
    const id = await category('Food & Drink');
    const list = (await asOperator('GET', '/admin/blog-categories')).json.data as { id: number; slug: string; posts_count: number }[];
    expect(list.find((c) => c.id === id)).toMatchObject({ slug: 'food-drink', posts_count: 0 });
    const renamed = await asOperator('PUT', `/admin/blog-categories/${id}`, { name: 'Food' });
    expect(renamed.json.data).toMatchObject({ id, name: 'Food', slug: 'food-drink' });

    const post = (await asOperator('POST', '/admin/blogs', form({ title: 'Plăcinte', content: '<p>x</p>', category_id: String(id) }))).json.data;
    const inUse = await asOperator('DELETE', `/admin/blog-categories/${id}`);
    expect([inUse.status, inUse.json.message_status]).toEqual([409, 'BLOG_CATEGORY_IN_USE']);
    await asOperator('POST', `/admin/blogs/${post.id}`, { category_id: '' });
    expect((await asOperator('DELETE', `/admin/blog-categories/${id}`)).status).toBe(200);
    expect((await auditOf('blog_category', id)).map((a) => a.action)).toEqual(['blog_category.create', 'blog_category.update', 'blog_category.delete']);
    const missing = await asOperator('PUT', `/admin/blog-categories/${id}`, { name: 'Again' });
    expect([missing.status, missing.json.message_status]).toEqual([404, 'BLOG_CATEGORY_NOT_FOUND']);
  });

  it('saves a description and a colour, keeps them when only the name is sent, and clears the description when sent empty', async () => {
    const id = await category('Rail journeys');
    const lead = 'Sleepers, night trains and the stations between.';
    const saved = await asOperator('PUT', `/admin/blog-categories/${id}`, { name: 'Rail journeys', description: lead, color: '#0f766e' });
    expect(saved.json.data).toMatchObject({ name: 'Rail journeys', description: lead, color: '#0f766e' });
    expect((await asOperator('PUT', `/admin/blog-categories/${id}`, { name: 'Rail travel' })).json.data).toMatchObject({ name: 'Rail travel', description: lead, color: '#0f766e' });
    const cleared = await asOperator('PUT', `/admin/blog-categories/${id}`, { name: 'Rail travel', description: '', color: '#0f766e' });
    expect(cleared.json.data.description).toBe('');
    const bad = await asOperator('PUT', `/admin/blog-categories/${id}`, { name: 'Rail travel', color: 'teal' });
    expect([bad.status, bad.json.errors?.color]).toEqual([422, ['The color must be a colour like #0f766e.']]);
  });
});

describe('the gate', () => {
  it('refuses visitors (401) and members (403) on the blog calls', async () => {
    for (const [method, path] of [['GET', '/admin/blogs'], ['POST', '/admin/blogs'], ['DELETE', '/admin/blogs/1'], ['POST', '/admin/blog-categories']] as const) {
      expect((await t.call(method, `/api/v1${path}`, { body: method === 'POST' ? { title: 'x', content: 'x', name: 'x' } : undefined })).status).toBe(401);
      const asMember = await t.call(method, `/api/v1${path}`, { token: member.token, body: method === 'POST' ? { title: 'x', content: 'x', name: 'x' } : undefined });
      expect([asMember.status, asMember.json.message_status]).toEqual([403, 'OPERATOR_ONLY']);
    }
    expect(await rows(t.db, sql`select 1 from blogs where title = 'x'`)).toEqual([]);
  });
});
