import { env } from 'cloudflare:workers';

/**
 * Base URL for API calls made while rendering on the server: the origin itself. A worker that fetched its own
 * hostname would not pass through itself again on Cloudflare, and going direct saves a hop. Only for page
 * frontmatter: islands never import this module.
 */
export function ssrApiBase(pageUrl: URL): string {
  return env.ORIGIN_URL || pageUrl.origin;
}
