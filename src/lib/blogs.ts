/** Display rules of the blog screens (spec 002 §2.15, §9). */

/** Items of the Trending, Featured and Highlights sections: 8 at 1536 px or more, 6 at 1024 or more, else 4. */
export const BLOG_SECTION_COUNTS = { wide: 8, desktop: 6, narrow: 4 } as const;
/** Blogs a page of All Blogs, of a category and of the search results shows. */
export const BLOG_PAGE_SIZE = 12;

/** A positive page number from the address, else 1. */
export function pageParam(value: string | null): number {
  const n = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 10_000) : 1;
}

/** A slug or numeric id as it may appear in a blog address (what the API accepts). */
export function isBlogKey(value: string | undefined): value is string {
  return !!value && /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,199}$/u.test(value);
}

/** A blog card's image: the 640 px variant (else the stored image) and the srcset of every stored width. */
export function cardImageSet(blog: { featured_image_url: string | null; image_variants?: string[] | null }): { src: string; srcset: string | undefined } | null {
  const variants = blog.image_variants ?? [];
  const widths = variants.map((url) => Number(/-(\d+)\.webp$/.exec(url)?.[1] ?? 0));
  const srcset = variants.length > 1 && widths.every((w) => w > 0) ? variants.map((url, i) => `${url} ${widths[i]}w`).join(', ') : undefined;
  const src = variants.find((_, i) => widths[i] === 640) ?? blog.featured_image_url;
  return src ? { src, srcset } : null;
}

/** The sizes attribute of blog card images: the grid's column width at each breakpoint. */
export const CARD_IMAGE_SIZES = '(min-width: 1536px) 320px, (min-width: 1024px) 300px, (min-width: 600px) 45vw, calc(100vw - 32px)';
