/** Bindings and variables of the edge worker (wrangler.toml [vars], secrets in production). */
export type EdgeEnv = {
  ORIGIN_URL: string;
  EDGE_SECRET: string;
  /**
   * The site's public address (the origin's APP_URL): the page cache keeps object generations under it, where the
   * origin purges them, whatever host name a reader used. Unset: each request's own origin.
   */
  SITE_URL?: string;
  /** "production" turns on HSTS. */
  ENVIRONMENT?: string;
  /** Public base URL of S3/R2 media when media is not served under /storage; allowed as an image and media source. */
  S3_PUBLIC_URL?: string;
  ASSETS: { fetch: (req: Request | string) => Promise<Response> };
};
