import type { Context } from 'hono';
import type { EdgeEnv } from './env.ts';

/**
 * Forwards the request (body and WebSocket upgrade included) to the origin, telling it who the client is.
 * The shared secret lets the origin trust X-Forwarded-* only from us.
 */
export async function proxyToOrigin(c: Context<{ Bindings: EdgeEnv }>) {
  const incoming = new URL(c.req.url);
  const target = new URL(incoming.pathname + incoming.search, c.env.ORIGIN_URL);
  const headers = new Headers(c.req.raw.headers);
  const clientIp = c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? '127.0.0.1';
  headers.set('x-forwarded-for', clientIp);
  headers.set('x-forwarded-host', incoming.host);
  headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));
  headers.set('x-edge-secret', c.env.EDGE_SECRET);
  try {
    return await fetch(new Request(target, new Request(c.req.raw, { headers })));
  } catch {
    return c.json({ status: 'error', message: 'The service is temporarily unavailable. Please try again shortly.' }, 502);
  }
}
