/** Rules of the blog section that the site and the server share (spec 002 §5, §9). */

/** Blog search needs at least this many characters after trimming. */
export const BLOG_SEARCH_MIN_LENGTH = 3;

/** The longest blog search the server takes. */
export const BLOG_SEARCH_MAX_LENGTH = 100;

/**
 * What a blog search box holds, judged: 'empty' is ignored (no search, no message), 'short' shows
 * 'Please enter at least 3 characters to search.', else the trimmed text to search for.
 */
export function blogSearchInput(raw: string | null | undefined): { kind: 'empty' } | { kind: 'short' } | { kind: 'ok'; query: string } {
  const query = (raw ?? '').trim();
  if (!query) return { kind: 'empty' };
  if ([...query].length < BLOG_SEARCH_MIN_LENGTH) return { kind: 'short' };
  return { kind: 'ok', query: query.slice(0, BLOG_SEARCH_MAX_LENGTH) };
}
