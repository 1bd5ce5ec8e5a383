import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { blogs } from '../db/schema/index.ts';
import type { Deps } from '../platform/deps.ts';
import { processAdPhoto } from '../platform/images.ts';
import { saveBlog, saveBlogCategory } from '../modules/blogs/service.ts';
import { demoBlogCategories, demoBlogs } from './data/demo-blogs.ts';
import { attributionOf, demoPhotoSet, fewAtATime } from './demo-ads.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo categories and articles of the blog section, through the blogs service (HTML allow-list, reading time), only
 * while the blogs table is empty, so a restart or a database with real articles is never touched. Each article's
 * photo comes from the demo photo set, re-encoded by sharp into WebP variants in storage (blogs/…), with the credit a
 * CC-BY licence asks for; without the set, articles have no image.
 */
export async function seedDemoBlogs(deps: Deps): Promise<{ created: number; photos: number }> {
  const [row] = await deps.db.select({ n: count() }).from(blogs);
  if ((row?.n ?? 0) > 0) return { created: 0, photos: 0 };

  const categoryIds = new Map<string, number>();
  for (const [i, c] of demoBlogCategories.entries()) categoryIds.set(c.slug, await saveBlogCategory(deps.db, { ...c, position: i }));

  const set = demoPhotoSet(deps.config);
  const now = Date.now();
  let photos = 0;
  await fewAtATime(demoBlogs, async (b) => {
    const credit = set.credits.get(b.photo);
    const file = set.media && credit ? join(set.media, b.photo) : null;
    const image = file && existsSync(file) ? await processAdPhoto(new Uint8Array(readFileSync(file)), { storage: deps.storage, folder: 'blogs' }) : null;
    if (image) photos++;
    await saveBlog(deps.db, {
      slug: b.slug,
      title: b.title,
      excerpt: b.excerpt,
      content: b.content,
      categoryId: categoryIds.get(b.category) ?? null,
      featuredImageUrl: image?.attachment ?? null,
      imageVariants: image?.variants ?? [],
      imageCredit: image && credit ? attributionOf(credit) : null,
      isTrending: b.trending ?? false,
      isFeatured: b.featured ?? false,
      isHighlighted: b.highlighted ?? false,
      // Spread back from now, a few hours apart within a day, so every list has a stable newest-first order.
      publishedAt: new Date(now - b.daysAgo * DAY - 60 * 60 * 1000 * (1 + (b.slug.length % 12))),
    });
  });
  deps.log.info(`demo: created ${demoBlogs.length} blog articles (${photos} photos)`);
  return { created: demoBlogs.length, photos };
}
