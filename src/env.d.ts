/// <reference types="astro/client" />

/** The worker's bindings, as wrangler.toml [vars] define them (functions/env.ts has the edge app's view). */
declare module 'cloudflare:workers' {
  export const env: { ORIGIN_URL?: string; EDGE_SECRET?: string; ENVIRONMENT?: string };
}
