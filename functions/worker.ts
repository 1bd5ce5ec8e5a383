import { handle } from '@astrojs/cloudflare/handler';
import { createEdgeApp } from './app.ts';

/** The edge worker: Hono routes (proxy, crawler meta, headers) first, then Astro renders everything else. */
const app = createEdgeApp();
app.all('*', (c) => handle(c.req.raw, c.env as never, c.executionCtx as never));

export default app;
