import { describe, expect, it } from 'vitest';
import { nextPosition, previousPosition, slidesPerView, startIndex, storyFileProblem, storySwipeAction } from '../../src/lib/stories.ts';

const groups = [{ story_lists: [1, 2] }, { story_lists: [3] }, { story_lists: [4, 5, 6] }];

describe('stories carousel and viewer', () => {
  it('shows 4, 6, 8, 8, 10 slides from widths 300, 640, 768, 1024, 1280', () => {
    expect([200, 300, 639, 640, 768, 1023, 1024, 1279, 1280, 1920].map(slidesPerView)).toEqual([4, 4, 4, 6, 8, 8, 8, 8, 10, 10]);
  });

  it('opens a group at its first unviewed story, else the first', () => {
    expect(startIndex([{ isViewed: true }, { isViewed: false }, { isViewed: false }])).toBe(1);
    expect(startIndex([{ isViewed: true }, { isViewed: true }])).toBe(0);
  });

  it('moves next within a group, then to the next group\'s first story, and stops after the last', () => {
    expect(nextPosition(groups, { group: 0, story: 0 })).toEqual({ group: 0, story: 1 });
    expect(nextPosition(groups, { group: 0, story: 1 })).toEqual({ group: 1, story: 0 });
    expect(nextPosition(groups, { group: 2, story: 2 })).toBeNull();
  });

  it('moves back within a group, then to the previous group\'s last story, and stops before the first', () => {
    expect(previousPosition(groups, { group: 2, story: 1 })).toEqual({ group: 2, story: 0 });
    expect(previousPosition(groups, { group: 2, story: 0 })).toEqual({ group: 1, story: 0 });
    expect(previousPosition(groups, { group: 1, story: 0 })).toEqual({ group: 0, story: 1 });
    expect(previousPosition(groups, { group: 0, story: 0 })).toBeNull();
  });
});

describe('story files', () => {
  it('takes images and the story video types up to 50 MB', () => {
    expect(storyFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(storyFileProblem({ name: 'clip.MKV', type: '', size: 1000 })).toBeNull();
    expect(storyFileProblem({ name: 'photo.png', type: 'image/png', size: 50 * 1024 * 1024 + 1 })).toBe('MEDIA_TOO_LARGE');
    expect(storyFileProblem({ name: 'clip.wmv', type: 'video/x-ms-wmv', size: 50 * 1024 * 1024 })).toBeNull();
    expect(storyFileProblem({ name: 'clip.mp4', type: 'video/mp4', size: 50 * 1024 * 1024 + 1 })).toBe('MEDIA_TOO_LARGE');
    expect(storyFileProblem({ name: 'clip.flv', type: 'video/x-flv', size: 10 })).toBe('MEDIA_NOT_SUPPORTED');
    expect(storyFileProblem({ name: 'notes.pdf', type: 'application/pdf', size: 10 })).toBe('MEDIA_NOT_SUPPORTED');
  });
});

describe('swipes in the story viewer', () => {
  it('left is the next story, right the previous one, down closes; short, slow or upward gestures do nothing', () => {
    expect(storySwipeAction(-50, 10, 200)).toBe('next');
    expect(storySwipeAction(80, -20, 400)).toBe('previous');
    expect(storySwipeAction(5, 120, 300)).toBe('close');
    expect(storySwipeAction(-49, 0, 100)).toBeNull();
    expect(storySwipeAction(-200, 0, 501)).toBeNull();
    expect(storySwipeAction(0, -120, 200)).toBeNull();
    expect(storySwipeAction(0, 0, 80)).toBeNull();
  });
});
