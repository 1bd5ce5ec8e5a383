import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/rows.ts';
import { saveBlog } from '../../server/modules/blogs/service.ts';
import { seedDemoBlogs } from '../../server/seed/demo-blogs.ts';
import { demoBlogs } from '../../server/seed/data/demo-blogs.ts';
import { makeMember, startTestApp, type TestApp } from './helpers.ts';
import { loadConfig } from '../../server/config.ts';
import { demoMediaDir } from '../../server/seed/demo-ads.ts';

const t0Config = loadConfig({ DEMO_MEDIA_DIR: process.env.DEMO_MEDIA_DIR });

let t: TestApp;
const DEMO = demoBlogs.length;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_SCALE: '1000' });
  await seedDemoBlogs(t.deps);
  // Not public: a draft and one scheduled for tomorrow.
  await saveBlog(t.db, { slug: 'draft-post', title: 'Draft espresso notes', excerpt: '', content: '<p>espresso draft</p>', categoryId: null, featuredImageUrl: null, imageVariants: [], imageCredit: null, publishedAt: null });
  await saveBlog(t.db, { slug: 'tomorrow-post', title: 'Scheduled espresso post', excerpt: '', content: '<p>espresso later</p>', categoryId: null, featuredImageUrl: null, imageVariants: [], imageCredit: null, publishedAt: new Date(Date.now() + 86_400_000) });
});
afterAll(async () => {
  await t?.close();
});

const PAGING = ['current_page', 'last_page', 'total', 'per_page', 'next_page_url', 'prev_page_url'];

describe('GET /blogs/categories', () => {
  it('lists every category with its number of published blogs', async () => {
    const res = await t.call('GET', '/api/v1/blogs/categories');
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('success');
    const categories = res.json.data as { id: number; name: string; slug: string; color: string; icon: string; description: string; blogs_count: number }[];
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(categories.reduce((n, c) => n + c.blogs_count, 0)).toBe(DEMO);
    expect(categories.find((c) => c.slug === 'travel')).toMatchObject({ name: 'Travel', blogs_count: demoBlogs.filter((b) => b.category === 'travel').length });
  });
});

describe('GET /blogs', () => {
  it('pages published blogs newest first in data.data with the paging fields beside them', async () => {
    const res = await t.call('GET', '/api/v1/blogs?per_page=5');
    expect(res.status).toBe(200);
    const page = res.json.data;
    for (const key of PAGING) expect(page).toHaveProperty(key);
    expect(page).toMatchObject({ current_page: 1, per_page: 5, total: DEMO, last_page: Math.ceil(DEMO / 5), prev_page_url: null });
    expect(page.next_page_url).toContain('page=2');
    expect(page.data).toHaveLength(5);
    const first = page.data[0];
    expect(first).toMatchObject({ author: 'RM News & Blogs', category: expect.objectContaining({ name: expect.any(String) }) });
    expect(first).not.toHaveProperty('content');
    expect(typeof first.reading_time).toBe('number');
    const dates = page.data.map((b: { published_at: string }) => Date.parse(b.published_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const last = await t.call('GET', `/api/v1/blogs?per_page=5&page=${page.last_page}`);
    expect(last.json.data.data).toHaveLength(DEMO - 5 * (page.last_page - 1));
    expect(last.json.data.next_page_url).toBeNull();
    const slugs = [page, last.json.data].flatMap((p) => p.data.map((b: { slug: string }) => b.slug));
    expect(slugs).not.toContain('draft-post');
    expect(slugs).not.toContain('tomorrow-post');
  });

  it('filters the Trending, Featured and Highlights sections', async () => {
    for (const [param, flag, key] of [
      ['is_trending', 'trending', 'is_trending'],
      ['is_featured', 'featured', 'is_featured'],
      ['is_highlighted', 'highlighted', 'is_highlighted'],
    ] as const) {
      const res = await t.call('GET', `/api/v1/blogs?${param}=1&per_page=8`);
      expect(res.status).toBe(200);
      expect(res.json.data.total).toBe(demoBlogs.filter((b) => b[flag]).length);
      expect(res.json.data.data.every((b: Record<string, unknown>) => b[key] === true)).toBe(true);
    }
  });

  it('refuses bad paging with a 422 envelope', async () => {
    for (const q of ['page=0', 'per_page=51', 'page=abc', 'is_trending=maybe', 'category_id=-1']) {
      const res = await t.call('GET', `/api/v1/blogs?${q}`);
      expect(res.status, q).toBe(422);
      expect(res.json.status).toBe('error');
    }
  });
});

describe('GET /blogs/{slug}', () => {
  it('answers the blog with its clean HTML content, by slug and by id', async () => {
    const res = await t.call('GET', '/api/v1/blogs/how-to-pull-a-better-espresso-at-home');
    expect(res.status).toBe(200);
    const blog = res.json.data;
    expect(blog).toMatchObject({ slug: 'how-to-pull-a-better-espresso-at-home', title: 'How to pull a better espresso at home', author: 'RM News & Blogs', category: { slug: 'food-and-coffee' } });
    expect(blog.content).toContain('<h2>');
    expect(blog.reading_time).toBeGreaterThanOrEqual(1);
    const byId = await t.call('GET', `/api/v1/blogs/${blog.id}`);
    expect(byId.json.data.slug).toBe(blog.slug);
  });

  it("answers 404 'Blog not found.' for a missing or unpublished blog", async () => {
    for (const slug of ['no-such-blog', 'draft-post', 'tomorrow-post', '999999']) {
      const res = await t.call('GET', `/api/v1/blogs/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.json).toMatchObject({ status: 'error', message: 'Blog not found.', message_status: 'BLOG_NOT_FOUND' });
    }
  });

  it('computes the reading time from the words of the content (200 a minute, rounded up)', async () => {
    await saveBlog(t.db, { slug: 'long-read', title: 'Long read', excerpt: '', content: `<p>${'word '.repeat(401)}</p><script>${'x '.repeat(5000)}</script>`, categoryId: null, featuredImageUrl: null, imageVariants: [], imageCredit: null, publishedAt: new Date(Date.now() - 1000 * 86_400_000) });
    const res = await t.call('GET', '/api/v1/blogs/long-read');
    expect(res.json.data.reading_time).toBe(3);
    expect(res.json.data.content).not.toContain('script');
  });
});

describe('GET /blogs/{id}/related', () => {
  it('answers up to 4 other blogs, those of the same category first', async () => {
    const blog = (await t.call('GET', '/api/v1/blogs/rome-on-foot-a-three-day-walking-plan')).json.data;
    for (const key of [blog.id, blog.slug]) {
      const res = await t.call('GET', `/api/v1/blogs/${key}/related`);
      expect(res.status).toBe(200);
      const related = res.json.data as { id: number; category: { slug: string } | null }[];
      expect(related).toHaveLength(4);
      expect(related.map((b) => b.id)).not.toContain(blog.id);
      expect(related.every((b) => b.category?.slug === 'travel')).toBe(true);
    }
    // Pets has two blogs: the other pet blog, then the newest of the others.
    const pets = (await t.call('GET', '/api/v1/blogs/exercise-needs-of-working-dog-breeds/related')).json.data as { slug: string; category: { slug: string } }[];
    expect(pets).toHaveLength(4);
    expect(pets[0]).toMatchObject({ slug: 'bringing-home-a-kitten-the-first-week' });
    expect(pets.slice(1).every((b) => b.category.slug !== 'pets')).toBe(true);
  });

  it('answers 404 for a missing blog', async () => {
    const res = await t.call('GET', '/api/v1/blogs/no-such-blog/related');
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Blog not found.');
  });
});

describe('GET /blogs/category/{categoryId}', () => {
  it("answers the category and a page of its blogs; with query, its blogs matching it", async () => {
    const travel = ((await t.call('GET', '/api/v1/blogs/categories')).json.data as { id: number; slug: string }[]).find((c) => c.slug === 'travel')!;
    const res = await t.call('GET', `/api/v1/blogs/category/${travel.id}?per_page=4`);
    expect(res.status).toBe(200);
    expect(res.json.data.category).toMatchObject({ id: travel.id, name: 'Travel' });
    const blogs = res.json.data.blogs;
    for (const key of PAGING) expect(blogs).toHaveProperty(key);
    expect(blogs.total).toBe(demoBlogs.filter((b) => b.category === 'travel').length);
    expect(blogs.data).toHaveLength(4);
    expect(blogs.data.every((b: { category: { id: number } }) => b.category.id === travel.id)).toBe(true);

    const found = await t.call('GET', `/api/v1/blogs/category/${travel.id}?query=${encodeURIComponent('  castles ')}`);
    expect(found.status).toBe(200);
    expect(found.json.data.blogs.data.map((b: { slug: string }) => b.slug)).toEqual(['fairy-tale-castles-of-bavaria-by-train']);
    // Coffee is in another category.
    const other = await t.call('GET', `/api/v1/blogs/category/${travel.id}?query=espresso`);
    expect(other.json.data.blogs).toMatchObject({ total: 0, data: [] });
    expect(other.json.message).toBe('No blogs found.');
  });

  it('refuses a short query and answers 404 for an unknown category', async () => {
    const short = await t.call('GET', '/api/v1/blogs/category/1?query=ab');
    expect(short.status).toBe(422);
    expect(short.json.message).toBe('Please enter at least 3 characters to search.');
    const missing = await t.call('GET', '/api/v1/blogs/category/999999');
    expect(missing.status).toBe(404);
    expect(missing.json.message_status).toBe('BLOG_CATEGORY_NOT_FOUND');
  });
});

describe('GET /blogs/search', () => {
  it('finds blogs by words and word starts in title, excerpt and text, paginated', async () => {
    const res = await t.call('GET', '/api/v1/blogs/search?query=espresso');
    expect(res.status).toBe(200);
    for (const key of PAGING) expect(res.json.data).toHaveProperty(key);
    const slugs = res.json.data.data.map((b: { slug: string }) => b.slug);
    expect(slugs[0]).toBe('how-to-pull-a-better-espresso-at-home');
    expect(slugs).not.toContain('draft-post');
    const prefix = await t.call('GET', `/api/v1/blogs/search?query=${encodeURIComponent(' Pari ')}`);
    expect(prefix.json.data.data.map((b: { slug: string }) => b.slug)).toContain('a-long-weekend-in-paris-without-the-queues');
    const none = await t.call('GET', '/api/v1/blogs/search?query=zzzqqq');
    expect(none.json.data).toMatchObject({ total: 0, data: [], last_page: 1 });
  });

  it("needs at least 3 characters after trimming: 'Please enter at least 3 characters to search.'", async () => {
    for (const q of ['ab', '  ab  ', '', '%20%20']) {
      const res = await t.call('GET', `/api/v1/blogs/search?query=${q}`);
      expect(res.status, JSON.stringify(q)).toBe(422);
      expect(res.json).toMatchObject({ status: 'error', message: 'Please enter at least 3 characters to search.', message_status: 'BLOG_SEARCH_TOO_SHORT' });
    }
    expect((await t.call('GET', '/api/v1/blogs/search')).status).toBe(422);
  });
});

describe('POST /blogs/view/{id}', () => {
  const viewsOf = async (id: number) => (await rows<{ view_count: number; total_views: number }>(t.db, sql`select view_count, total_views from blogs where id = ${id}`))[0]!;

  it('is refused without a token', async () => {
    const res = await t.call('POST', '/api/v1/blogs/view/1');
    expect(res.status).toBe(401);
    expect(res.json.status).toBe('error');
    expect(await viewsOf(1)).toMatchObject({ view_count: 0, total_views: 0 });
  });

  it('counts a reader once per blog per day, concurrent calls included', async () => {
    const blog = (await t.call('GET', '/api/v1/blogs/planting-for-autumn-colour')).json.data;
    const ann = await makeMember(t, 'Ann');
    const ben = await makeMember(t, 'Ben');
    const first = await t.call('POST', `/api/v1/blogs/view/${blog.id}`, { token: ann.token });
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ counted: true, view_count: 1, total_views: 1 });
    const again = await t.call('POST', `/api/v1/blogs/view/${blog.id}`, { token: ann.token });
    expect(again.json.data).toEqual({ counted: false, view_count: 1, total_views: 1 });

    const together = await Promise.all(Array.from({ length: 5 }, () => t.call('POST', `/api/v1/blogs/view/${blog.id}`, { token: ben.token })));
    expect(together.every((r) => r.status === 200)).toBe(true);
    expect(together.filter((r) => r.json.data.counted)).toHaveLength(1);
    expect(await viewsOf(blog.id)).toMatchObject({ view_count: 2, total_views: 2 });

    // The next day Ann's view counts again, but she is not a new reader.
    await t.db.execute(sql`update blog_views set viewed_on = viewed_on - 1 where user_id = ${ann.id}`);
    const nextDay = await t.call('POST', `/api/v1/blogs/view/${blog.id}`, { token: ann.token });
    expect(nextDay.json.data).toEqual({ counted: true, view_count: 2, total_views: 3 });
    expect((await t.call('GET', `/api/v1/blogs/${blog.slug}`)).json.data).toMatchObject({ view_count: 2, total_views: 3 });
  });

  it('answers 404 for an unknown or unpublished blog and 422 for an id that is not one', async () => {
    const ann = await makeMember(t, 'Cat');
    const draft = (await rows<{ id: number }>(t.db, sql`select id from blogs where slug = 'draft-post'`))[0]!;
    for (const id of [999999, draft.id]) {
      const res = await t.call('POST', `/api/v1/blogs/view/${id}`, { token: ann.token });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('Blog not found.');
    }
    expect((await t.call('POST', '/api/v1/blogs/view/abc', { token: ann.token })).status).toBe(422);
  });
});

describe('demo blogs', () => {
  it.skipIf(!demoMediaDir(t0Config))('carry their photo as WebP variants in storage, with the credit a CC-BY photo asks for (needs DEMO_MEDIA_DIR)', async () => {
    const all = (await t.call('GET', `/api/v1/blogs?per_page=50`)).json.data.data as { slug: string; featured_image_url: string | null; image_variants: string[]; image_credit: string | null }[];
    const demo = all.filter((b) => demoBlogs.some((d) => d.slug === b.slug));
    expect(demo).toHaveLength(DEMO);
    for (const b of demo) {
      expect(b.featured_image_url, b.slug).toMatch(/^\/storage\/blogs\/.+\.webp$/);
      expect(b.image_variants.length, b.slug).toBeGreaterThanOrEqual(1);
      const res = await t.app.request(b.featured_image_url!);
      expect(res.status, b.featured_image_url!).toBe(200);
    }
    // hotel-1.jpg is CC-BY-3.0 (Nevit Dilmen); the espresso photo is CC0 and needs none.
    expect(all.find((b) => b.slug === 'overwater-villas-are-they-worth-it')?.image_credit).toBe('Photo: Nevit Dilmen (2008), CC-BY-3.0.');
    expect(all.find((b) => b.slug === 'how-to-pull-a-better-espresso-at-home')?.image_credit).toBeNull();
  });

  it('are seeded once: a second run adds nothing', async () => {
    expect(await seedDemoBlogs(t.deps)).toEqual({ created: 0, photos: 0 });
    const [n] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from blogs where slug = any(${sql.param(demoBlogs.map((b) => b.slug))}::text[])`);
    expect(Number(n!.n)).toBe(DEMO);
  });
});
