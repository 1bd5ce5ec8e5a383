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
  vite: {
    build: {
      // No asset becomes a data: URL (fonts and images stay files the CSP allows), but stylesheets under 4 KB are
      // inlined into the page (build.inlineStylesheets 'auto' reads this): a page's small per-component sheets would
      // otherwise each be a render-blocking request on a phone's first visit.
      assetsInlineLimit: (file) => (file.endsWith('.css') ? undefined : false),
    },
    // Browser build, for the JavaScript budget (issue 4, decision 7).
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // The Cloudflare adapter's `globalThis.process ??= {}` banner is for the worker; no browser file reads
              // `process`, so it no longer heads every browser file.
              banner: '',
              codeSplitting: {
                groups: [
                  // What every page runs (React, nanostores, the module runtime and preload helper): one file, not six.
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores[\\/]react)[\\/]|vite[\\/]preload-helper|rolldown[\\/]runtime/,
                  },
                  // The top bar's stores and API helpers, which its on-demand parts share and the split scattered into
                  // small files of their own.
                  { name: 'top-bar-data', test: /src[\\/](stores[\\/]location|lib[\\/]geo|lib[\\/]api[\\/]search)\.ts$/ },
                  // What the layout's islands load on every page (top bar, sign-in gate, consent, compare dock and their
                  // stores and API helpers): one file instead of two dozen, which gzips ~3 KB smaller as one stream. None of them may
                  // import a stylesheet: the build drops a group's CSS file, and a dynamic import waiting for it fails.
                  {
                    name: 'layout',
                    test: /(src[\\/](islands[\\/]nav[\\/](TopBar|UserChip|links|CreateMenu|language|on-demand|icons)|islands[\\/]auth[\\/](AuthGate|ConsentModal)|islands[\\/]cart[\\/](CompareDock|start-cart)|lib[\\/]api[\\/](client|auth|chat|cart)|stores[\\/](session|use-session|chat|auth-modal|cart)|i18n[\\/]useT|lib[\\/](sections|cart|compare-signal))|common[\\/]roles)\.tsx?$/,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
