import type { MiddlewareHandler } from 'hono';
import type { EdgeEnv } from './env.ts';

/**
 * Content-Security-Policy of the site. Astro hydrates islands with small inline scripts (the astro-island
 * element and its loaders), so script-src keeps 'unsafe-inline'; no nonce or hash is set, which would disable it.
 * Google's sign-in library loads its own stylesheet, hence accounts.google.com in style-src.
 */
export function contentSecurityPolicy(env: Pick<EdgeEnv, 'S3_PUBLIC_URL'>): string {
  let media = '';
  if (env.S3_PUBLIC_URL) {
    try {
      media = ` ${new URL(env.S3_PUBLIC_URL).origin}`;
    } catch {
      /* a malformed value adds nothing */
    }
  }
  return [
    "default-src 'self'",
    `img-src 'self' data: blob: https://tile.openstreetmap.org https://*.tile.openstreetmap.org${media}`,
    `media-src 'self' blob:${media}`,
    "script-src 'self' 'unsafe-inline' https://accounts.google.com https://appleid.cdn-apple.com",
    "style-src 'self' 'unsafe-inline' https://accounts.google.com",
    "connect-src 'self' ws: wss: https://accounts.google.com",
    'frame-src https://accounts.google.com https://appleid.apple.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const STATIC_HEADERS: Record<string, string> = {
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'permissions-policy': 'geolocation=(self), camera=(), microphone=()',
};

/** Security headers on every response the worker gives, proxied ones included (WebSocket upgrades excepted). */
export const securityHeaders: MiddlewareHandler<{ Bindings: EdgeEnv }> = async (c, next) => {
  await next();
  if (c.res.status === 101) return;
  const set = (headers: Headers) => {
    for (const [k, v] of Object.entries(STATIC_HEADERS)) headers.set(k, v);
    headers.set('content-security-policy', contentSecurityPolicy(c.env ?? {}));
    if (c.env?.ENVIRONMENT === 'production') headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
  try {
    set(c.res.headers);
  } catch {
    // Responses straight from fetch() have immutable headers on workerd: copy, then set.
    const copy = new Response(c.res.body, c.res);
    set(copy.headers);
    c.res = undefined;
    c.res = copy;
  }
};
