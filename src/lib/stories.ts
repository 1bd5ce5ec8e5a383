import { isVideoUrl, mediaAccept, mediaFileProblem, mediaTooLarge, STORY_VIDEO_EXTENSIONS } from '../../common/media.ts';
import { swipeDirection, type SwipeRule } from './swipe.ts';

/**
 * The display rules of stories (spec 001 'Home board', §4 'Stories', §5 'Media upload', §9), kept out of the islands
 * so they are unit-tested.
 */

/** Carousel slides per view from these widths up (spec 001 'Home board'); below the first, the first. */
export const SLIDES_PER_VIEW: ReadonlyArray<readonly [minWidth: number, slides: number]> = [
  [300, 4],
  [640, 6],
  [768, 8],
  [1024, 8],
  [1280, 10],
];

/** How many rings the carousel shows side by side at a width. */
export function slidesPerView(width: number): number {
  let slides = SLIDES_PER_VIEW[0]![1];
  for (const [min, n] of SLIDES_PER_VIEW) if (width >= min) slides = n;
  return slides;
}

/** An image story stays this long before the viewer moves on; a video plays to its end. */
export const IMAGE_STORY_MS = 5000;

/** Where a group opens: its first story not yet viewed, else its first. */
export function startIndex(stories: ReadonlyArray<{ isViewed: boolean }>): number {
  const i = stories.findIndex((s) => !s.isViewed);
  return i < 0 ? 0 : i;
}

export type Position = { group: number; story: number };
type Groups = ReadonlyArray<{ story_lists: ReadonlyArray<unknown> }>;

/** Next: within the group, then the next group's first story; null after the last story of the last group. */
export function nextPosition(groups: Groups, at: Position): Position | null {
  if (at.story + 1 < (groups[at.group]?.story_lists.length ?? 0)) return { group: at.group, story: at.story + 1 };
  for (let g = at.group + 1; g < groups.length; g++) if (groups[g]!.story_lists.length > 0) return { group: g, story: 0 };
  return null;
}

/** Previous: back within the group, then the previous group's last story; null before the very first. */
export function previousPosition(groups: Groups, at: Position): Position | null {
  if (at.story > 0) return { group: at.group, story: at.story - 1 };
  for (let g = at.group - 1; g >= 0; g--) {
    const n = groups[g]!.story_lists.length;
    if (n > 0) return { group: g, story: n - 1 };
  }
  return null;
}

/** A swipe in the story viewer: 50 px within 500 ms, as in the apps people know (a slower drag is not a swipe). */
export const STORY_SWIPE: SwipeRule = { minPx: 50, maxMs: 500 };

/** What a swipe does in the story viewer: left for the next story, right for the previous one, down to close. */
export function storySwipeAction(dx: number, dy: number, ms: number): 'next' | 'previous' | 'close' | null {
  const direction = swipeDirection(dx, dy, ms, STORY_SWIPE);
  return direction === 'left' ? 'next' : direction === 'right' ? 'previous' : direction === 'down' ? 'close' : null;
}

/** What the file picker offers: images and the story video types. */
export const STORY_ACCEPT = mediaAccept(STORY_VIDEO_EXTENSIONS);

/**
 * Why a picked file cannot be a story, as the code of its text (errors namespace: MEDIA_TOO_LARGE,
 * MEDIA_NOT_SUPPORTED), or null; the rule is common/media.ts's, and the origin checks the bytes again.
 */
export function storyFileProblem(file: { name: string; type: string; size: number }): 'MEDIA_TOO_LARGE' | 'MEDIA_NOT_SUPPORTED' | null {
  const problem = mediaFileProblem(file, STORY_VIDEO_EXTENSIONS);
  if (problem === null) return null;
  return problem === mediaTooLarge(file.name) ? 'MEDIA_TOO_LARGE' : 'MEDIA_NOT_SUPPORTED';
}

/** Whether a picked file is previewed as a video (by its declared type or its extension). */
export const isVideoFile = (file: { name: string; type: string }) => file.type.startsWith('video/') || isVideoUrl(file.name);
