/**
 * Media of stories and feeds (spec 001 §5 'Media upload', §9): the limits and texts both the upload screens and the
 * origin check, and the viewer's rule for telling a video from an image.
 */

/** Each story or feed file at most 50 MB (spec 001 §9). */
export const MEDIA_MAX_BYTES = 50 * 1024 * 1024;

/** Video types a feed attachment may have (spec 001 §9). */
export const FEED_VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'mkv', 'wmv', 'flv', 'm4v', 'ogg', 'qt'] as const;
/** Video types a story may have (spec 001 §9). */
export const STORY_VIDEO_EXTENSIONS = ['mov', 'mp4', 'm4v', 'avi', 'mkv', 'wmv'] as const;
/** Image types both take: what the origin can read and re-encode. */
export const MEDIA_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'heic', 'heif', 'avif'] as const;

export const mediaTooLarge = (file: string) => `${file} is too large (maximum 50MB).`;
export const mediaNotSupported = (file: string) => `${file} is not a supported file type.`;

/** The extension of a file name or URL, lower case, without query or fragment; '' when it has none. */
export function extensionOf(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/, 1)[0] ?? '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Extensions the viewers play as video: every upload type, plus webm that a browser may have recorded. */
const VIDEO_URL_EXTENSIONS = new Set<string>([...FEED_VIDEO_EXTENSIONS, ...STORY_VIDEO_EXTENSIONS, 'webm']);

/** The feed viewer's carousel rule (spec 001 §4 'Feed viewer'): a video when the URL's extension is a video type, else an image. */
export const isVideoUrl = (url: string) => VIDEO_URL_EXTENSIONS.has(extensionOf(url));

/** Whether a file name is one an upload of this kind takes (by extension, before any byte is sent). */
export function isAcceptedMediaName(name: string, videoExtensions: readonly string[]): boolean {
  const ext = extensionOf(name);
  return (MEDIA_IMAGE_EXTENSIONS as readonly string[]).includes(ext) || videoExtensions.includes(ext);
}

/**
 * Story and feed files one member may upload (decision 148), counted per file over both: past either cap the
 * origin answers 429 with `mediaUploadCapReached`.
 */
export const MEDIA_UPLOADS_PER_HOUR = 30;
export const MEDIA_UPLOADS_PER_DAY = 100;

export type MediaCapPeriod = 'hour' | 'day';
export const mediaUploadCapReached = (period: MediaCapPeriod) =>
  `You can upload at most ${period === 'hour' ? MEDIA_UPLOADS_PER_HOUR : MEDIA_UPLOADS_PER_DAY} photos or videos per ${period}. Please try again later.`;
