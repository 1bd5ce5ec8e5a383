import type { MiddlewareHandler } from 'hono';

/**
 * The most a refused upload is read for nothing: past it the connection is closed instead. Above the largest body
 * Cloudflare lets through on its Free and Pro plans (100 MB), so what comes through the edge there is always read.
 */
const DRAIN_LIMIT = 128 * 1024 * 1024;

/** Reads and drops the rest of `body`; false when more than `limit` bytes were left. */
async function drain(body: ReadableStream<Uint8Array>, limit: number): Promise<boolean> {
  const reader = body.getReader();
  let left = limit;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      left -= value.byteLength;
      if (left < 0) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false; // the client went away
  }
}

/**
 * An answer given before the request body was read (413 over the limit, 401 before an upload): the rest of the
 * upload is read and dropped before the answer goes out, so every hop in front (the edge worker, wrangler's proxy, a
 * load balancer) sees its request finished and keeps a healthy connection. Left unread, Node's server drops the
 * connection under the proxy, which then fails this request or its next one. A body too large to read for nothing,
 * or one a reader gave up on, closes the connection, and the answer says so.
 */
export const finishUnreadUploads: MiddlewareHandler = async (c, next) => {
  await next();
  const body = c.req.raw.body;
  if (!body || (c.req.raw.bodyUsed && !body.locked)) return;
  const declared = Number(c.req.header('content-length') ?? 0);
  if (body.locked || declared > DRAIN_LIMIT || !(await drain(body, DRAIN_LIMIT))) c.header('Connection', 'close');
};
