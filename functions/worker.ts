import { handle } from '@astrojs/cloudflare/handler';
import { getCollection } from 'astro:content';
import { createEdgeApp } from './app.ts';

/**
 * Astro loads its content store lazily into a module-level promise. On workerd a promise belongs to the request
 * that created it: if that request ends early (a HEAD, a client that goes away) the promise is cancelled and every
 * later page that reads content waits forever. The first request therefore loads it under waitUntil, which keeps
 * that request's context alive until the store is ready.
 */
let contentReady: Promise<unknown> | undefined;
function warmContent(ctx: { waitUntil: (p: Promise<unknown>) => void } | undefined) {
  if (contentReady) return;
  const loading: Promise<unknown> = getCollection('legal').catch(() => undefined);
  contentReady = loading;
  try {
    ctx?.waitUntil(loading);
  } catch {
    /* no execution context outside workerd */
  }
}

/** The edge worker: Hono routes (proxy, crawler meta, headers) first, then Astro renders everything else. */
const app = createEdgeApp();
app.all('*', async (c) => {
  warmContent(c.executionCtx);
  const res = await handle(c.req.raw, c.env as never, c.executionCtx as never);
  // A HEAD gets the page's headers only; render the body to the end anyway so no lazy state is left half-made.
  if (c.req.method === 'HEAD' && res.body) {
    await res.arrayBuffer().catch(() => undefined);
    return new Response(null, res);
  }
  return res;
});

export default app;

/**
 * The same app as a named entrypoint: `npm start` sends the paths wrangler.toml runs worker-first straight to it, not
 * through Miniflare's JavaScript router and RPC proxy in front of the default one (docs/decisions.md #63).
 */
export const workerFirst = { fetch: app.fetch };
