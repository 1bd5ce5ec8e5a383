import { describe, expect, it } from 'vitest';
import { cardImageSet, isBlogKey, pageParam } from '../../src/lib/blogs.ts';
import { compactCount } from '../../src/lib/compact-count.ts';
import { relativeTime } from '../../src/lib/relative-time.ts';
import { blogSearchInput } from '../../common/blogs.ts';

describe('compactCount', () => {
  it('abbreviates with K and M', () => {
    expect([0, 7, 999, 1000, 1234, 9999, 12_345, 999_999, 1_000_000, 2_560_000, 45_000_000].map(compactCount)).toEqual(['0', '7', '999', '1K', '1.2K', '9.9K', '12K', '999K', '1M', '2.5M', '45M']);
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it("says 'Just now', then minutes, hours and days ago up to 30 days, then a date", () => {
    expect(relativeTime(ago(30_000), now)).toEqual({ key: 'justNow' });
    expect(relativeTime(ago(5 * 60_000), now)).toEqual({ key: 'minutesAgo', count: 5 });
    expect(relativeTime(ago(3 * 3_600_000), now)).toEqual({ key: 'hoursAgo', count: 3 });
    expect(relativeTime(ago(30 * 86_400_000), now)).toEqual({ key: 'daysAgo', count: 30 });
    expect(relativeTime(ago(31 * 86_400_000), now)).toEqual({ key: 'date' });
    expect(relativeTime('not a date', now)).toEqual({ key: 'date' });
  });
});

describe('blogSearchInput', () => {
  it('ignores empty input and needs 3 characters after trimming', () => {
    expect(blogSearchInput('   ')).toEqual({ kind: 'empty' });
    expect(blogSearchInput(' ab ')).toEqual({ kind: 'short' });
    expect(blogSearchInput(' abc ')).toEqual({ kind: 'ok', query: 'abc' });
  });
});

describe('address parameters', () => {
  it('reads pages and blog keys', () => {
    expect([pageParam(null), pageParam('3'), pageParam('-2'), pageParam('x')]).toEqual([1, 3, 1, 1]);
    expect(isBlogKey('a-long-weekend-in-paris')).toBe(true);
    expect(isBlogKey('12')).toBe(true);
    expect(isBlogKey('../etc')).toBe(false);
    expect(isBlogKey('')).toBe(false);
  });
});

describe('cardImageSet', () => {
  it('picks the 640 px variant with a srcset of every width, else the stored image', () => {
    const variants = ['/storage/blogs/a-320.webp', '/storage/blogs/a-640.webp', '/storage/blogs/a-1280.webp'];
    expect(cardImageSet({ featured_image_url: variants[2]!, image_variants: variants })).toEqual({
      src: '/storage/blogs/a-640.webp',
      srcset: '/storage/blogs/a-320.webp 320w, /storage/blogs/a-640.webp 640w, /storage/blogs/a-1280.webp 1280w',
    });
    expect(cardImageSet({ featured_image_url: '/storage/blogs/b-600.webp', image_variants: ['/storage/blogs/b-320.webp', '/storage/blogs/b-600.webp'] })?.src).toBe('/storage/blogs/b-600.webp');
    expect(cardImageSet({ featured_image_url: null, image_variants: [] })).toBeNull();
  });
});
