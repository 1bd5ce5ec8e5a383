import { Hono } from 'hono';
import type { EdgeEnv } from './env.ts';
import { proxyToOrigin } from './proxy.ts';

export function createEdgeApp() {
  const app = new Hono<{ Bindings: EdgeEnv }>();
  app.all('/api/v1/*', proxyToOrigin);
  app.all('/api/docs', proxyToOrigin);
  app.all('/api/docs/*', proxyToOrigin);
  app.all('/socket.io/*', proxyToOrigin);
  app.all('/storage/*', proxyToOrigin);
  return app;
}
