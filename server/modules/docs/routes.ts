import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.ts';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** The document's head; scripts/api-types.ts builds the same document in-process to type the browser's client. */
export const API_DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Marketplace API', version: '1.0.0', description: 'Envelope: { status, message, data } or { status: "error", message, message_status?, errors? }.' },
} as const;

/** /api/v1/openapi.json from the route schemas, and a reference page at /api/docs served without any CDN. */
export function docsRoutes(api: OpenAPIHono<AppEnv>) {
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer' });
  api.doc31('/api/v1/openapi.json', (c) => ({ ...API_DOCUMENT, servers: [{ url: new URL(c.req.url).origin }] }));

  const docs = new Hono<AppEnv>();
  docs.get('/docs', (c) =>
    c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Marketplace API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script></body></html>`),
  );
  docs.get('/docs/assets/init.js', (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    return c.body(`window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#ui', deepLinking: true });`);
  });
  docs.get('/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = assets[file];
    if (!type) return c.json({ status: 'error', message: 'Not found.' }, 404);
    c.header('content-type', type);
    c.header('cache-control', 'public, max-age=86400');
    return c.body(await readFile(join(swaggerDir, file)));
  });
  return docs;
}
