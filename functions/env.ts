/** Bindings and variables of the edge worker (wrangler.toml [vars], secrets in production). */
export type EdgeEnv = {
  ORIGIN_URL: string;
  EDGE_SECRET: string;
  ENVIRONMENT?: string;
  ASSETS: { fetch: (req: Request | string) => Promise<Response> };
};
