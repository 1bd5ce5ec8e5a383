import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/sitemap.ts';
import { textResponse } from '../lib/xml-response.ts';

/** robots.txt: what crawlers may visit, and where the sitemap is. */
export const GET: APIRoute = ({ url }) => textResponse(robotsTxt(url.origin));
