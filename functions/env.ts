/** Bindings and variables of the edge worker (wrangler.toml [vars], secrets in production). */
export type EdgeEnv = {
  ORIGIN_URL: string;
  EDGE_SECRET: string;
  /** "production" turns on HSTS. */
  ENVIRONMENT?: string;
  /** Public base URL of S3/R2 media when media is not served under /storage; allowed as an image and media source. */
  S3_PUBLIC_URL?: string;
  ASSETS: { fetch: (req: Request | string) => Promise<Response> };
};
