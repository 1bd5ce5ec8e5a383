import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const optionalUrl = z.string().url().optional().or(z.literal('').transform(() => undefined));

/** The edge secret of a local run; known to anyone who reads this file, so production refuses it. */
export const DEFAULT_EDGE_SECRET = 'local-edge-secret';
export const MIN_EDGE_SECRET_LENGTH = 32;
const optional = z.string().optional().or(z.literal('').transform(() => undefined));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(4321),
  API_PORT: z.coerce.number().int().nonnegative().default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  REDIS_URL: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('no-reply@localhost'),
  SUPPORT_EMAIL: z.string().email().default('support@rm-marketplace.example'),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Built-in test checkout without Stripe keys: '1' allows it (in production with a warning at every start), '0' forbids it; unset = not in production. */
  TEST_CHECKOUT: z.enum(['0', '1']).optional().or(z.literal('').transform(() => undefined)),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: optionalUrl,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_USERINFO_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
  GOOGLE_TOKENINFO_URL: z.string().url().default('https://oauth2.googleapis.com/tokeninfo'),
  APPLE_CLIENT_ID: optional,
  APPLE_JWKS_URL: z.string().url().default('https://appleid.apple.com/auth/keys'),
  APPLE_ISSUER: z.string().default('https://appleid.apple.com'),
  APP_URL: z.string().url().default('http://localhost:4321'),
  DEMO_SEED: z.enum(['0', '1']).default('1').transform((v) => v === '1'),
  /** The demo photos (with their CREDITS.md) the demo seed uses; unset: ../shared/demo-media beside the project. */
  DEMO_MEDIA_DIR: optional,
  /**
   * Image vectors of ad and shop item photos computed in the background after they are stored (and for stored photos
   * without one at start); 0 turns that off (the API tests do, except where they test it).
   */
  PHOTO_VECTORS: z.enum(['0', '1']).default('1').transform((v) => v === '1'),
  /**
   * Cloudflare zone and API token (Cache Purge permission) of the site: cached pages are purged in every data centre
   * when their objects change. Unset: the origin asks the edge worker at APP_URL to purge (docs/decisions.md 146).
   */
  CLOUDFLARE_ZONE_ID: optional,
  CLOUDFLARE_API_TOKEN: optional,
  CLOUDFLARE_API_URL: z.string().url().default('https://api.cloudflare.com/client/v4'),
  /** 0 turns off purging the edge's cached pages (the API tests do, except where they test it). */
  EDGE_CACHE_PURGE: z.enum(['0', '1']).default('1').transform((v) => v === '1'),
  /** Shared secret the edge worker sends so the origin trusts its X-Forwarded-* headers. */
  EDGE_SECRET: z.string().default(DEFAULT_EDGE_SECRET),
  /** Multiplier for rate-limit budgets; tests raise it where a suite must not trip limits. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /** Key prefix of the rate-limit counters, so test runs sharing one Redis never meet each other's counters. */
  RATE_LIMIT_NAMESPACE: z.string().default('rl'),
  /** The socket.io Redis adapter's channel prefix; tests give each app its own so parallel suites never hear each other. */
  REALTIME_CHANNEL: z.string().default('socket.io'),
  /** LibreTranslate-compatible service that translates chat messages into English; unset: translation answers 503. */
  TRANSLATE_URL: optionalUrl,
  TRANSLATE_API_KEY: optional,
  /** Second LibreTranslate-compatible service, asked when the first fails or is too slow. */
  TRANSLATE_FALLBACK_URL: optionalUrl,
  TRANSLATE_FALLBACK_API_KEY: optional,
  /** How long one translation service may take before the next is asked (milliseconds). */
  TRANSLATE_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),
  /** OpenAI-compatible provider (its /chat/completions) for the assistant and image-to-ad; unset: the offline models only. */
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optional,
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long one call to the provider may take before the offline answer is given instead (milliseconds). */
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
}).superRefine((c, ctx) => {
  // Whoever knows the secret can set X-Forwarded-For and choose the address the per-address rate limits count.
  if (c.NODE_ENV === 'production' && (c.EDGE_SECRET === DEFAULT_EDGE_SECRET || c.EDGE_SECRET.length < MIN_EDGE_SECRET_LENGTH)) {
    ctx.addIssue({
      code: 'custom',
      path: ['EDGE_SECRET'],
      message: `in production set a random secret of at least ${MIN_EDGE_SECRET_LENGTH} characters, not the default, and the same for the edge worker (for example: openssl rand -base64 48)`,
    });
  }
});

export type Config = z.infer<typeof schema> & { dataDir: string; demoMediaDir: string };

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const demoMediaDir = resolve(parsed.data.DEMO_MEDIA_DIR ?? resolve(projectRoot, '../shared/demo-media'));
  return { ...parsed.data, dataDir: resolve(parsed.data.DATA_DIR), demoMediaDir };
}
