import { describe, expect, it } from 'vitest';
import { homeFeedsPageSize, parseShortsContext, preloadWindow, SHORTS_SWIPE, shortsHref, VIEWER_SWIPE } from '../../src/lib/feeds.ts';
import { swipeDirection } from '../../src/lib/swipe.ts';

describe('feed display rules (spec 001 §9)', () => {
  it('a Shorts swipe needs 50 px within 300 ms; up and down change feed, sideways moves through its media', () => {
    expect(swipeDirection(0, -50, 300, SHORTS_SWIPE)).toBe('up');
    expect(swipeDirection(0, 50, 120, SHORTS_SWIPE)).toBe('down');
    expect(swipeDirection(0, -49, 100, SHORTS_SWIPE)).toBeNull();
    expect(swipeDirection(0, -200, 301, SHORTS_SWIPE)).toBeNull();
    expect(swipeDirection(-80, -60, 100, SHORTS_SWIPE)).toBe('left');
    expect(swipeDirection(55, 10, 100, SHORTS_SWIPE)).toBe('right');
  });

  it('the feed viewer needs 60 px and no speed', () => {
    expect(swipeDirection(0, -59, 50, VIEWER_SWIPE)).toBeNull();
    expect(swipeDirection(0, -60, 5000, VIEWER_SWIPE)).toBe('up');
    expect(swipeDirection(-59, 0, 50, VIEWER_SWIPE)).toBeNull();
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
