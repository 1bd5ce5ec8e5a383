import { describe, expect, it } from 'vitest';
import { homeFeedsPageSize, parseShortsContext, preloadWindow, SHORTS_SWIPE, shortsHref, swipeStep, VIEWER_SWIPE } from '../../src/lib/feeds.ts';

describe('feed display rules (spec 001 §9)', () => {
  it('a Shorts swipe needs 50 px within 300 ms, vertical more than sideways', () => {
    expect(swipeStep(0, -50, 300, SHORTS_SWIPE)).toBe('next');
    expect(swipeStep(0, 50, 120, SHORTS_SWIPE)).toBe('previous');
    expect(swipeStep(0, -49, 100, SHORTS_SWIPE)).toBeNull();
    expect(swipeStep(0, -200, 301, SHORTS_SWIPE)).toBeNull();
    expect(swipeStep(-80, -60, 100, SHORTS_SWIPE)).toBeNull();
  });

  it('the feed viewer needs 60 px and no speed', () => {
    expect(swipeStep(0, -59, 50, VIEWER_SWIPE)).toBeNull();
    expect(swipeStep(0, -60, 5000, VIEWER_SWIPE)).toBe('next');
  });

  it('home feeds page size is 6 under 768 px, 8 under 1024 px, else 12', () => {
    expect([390, 767, 768, 1023, 1024, 1440].map(homeFeedsPageSize)).toEqual([6, 6, 8, 8, 12, 12]);
  });

  it('preloads the current feed and the next three, within the list', () => {
    expect(preloadWindow(0, 10)).toEqual([0, 1, 2, 3]);
    expect(preloadWindow(8, 10)).toEqual([8, 9]);
  });

  it('reads and writes the Shorts context', () => {
    expect(parseShortsContext(null)).toEqual({ kind: 'all' });
    expect(parseShortsContext('mine')).toEqual({ kind: 'mine' });
    expect(parseShortsContext('user:42')).toEqual({ kind: 'user', userId: 42 });
    expect(parseShortsContext('user:x')).toEqual({ kind: 'all' });
    expect(shortsHref(7, { kind: 'user', userId: 42 }, true)).toBe('/shorts?feedId=7&context=user%3A42&fromWidget=1');
    expect(shortsHref(7)).toBe('/shorts?feedId=7');
  });
});
