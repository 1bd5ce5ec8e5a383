import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'server',
  adapter: cloudflare({ imageService: 'passthrough' }),
  integrations: [react()],
  server: { port: Number(process.env.PORT ?? 4321), host: '127.0.0.1' },
  prefetch: false,
  build: { inlineStylesheets: 'auto' },
  vite: { build: { assetsInlineLimit: 0 } },
});
