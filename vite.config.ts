import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { versionManifest } from './build/version-manifest.js';
import { precompress } from './build/precompress.js';
import { routePreloads } from './build/route-preloads.js';
import { CHUNK_GROUPS } from './build/chunk-groups.js';

// The dev server proxies the API and the identity provider to the Fastify server (see scripts/dev.ts),
// so the browser talks to one origin in development as in production.
const apiTarget = process.env.DEV_API_TARGET ?? 'http://localhost:3000';

/**
 * react-router 7 exports only its development build, with its development warnings on; production
 * builds take the production files it ships beside them (0.6 kB less before first paint;
 * github.com/remix-run/react-router/issues/14102).
 */
const reactRouterBuild = (file: string) =>
  resolve(import.meta.dirname, 'node_modules/react-router/dist/production', file);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), versionManifest(), routePreloads(), precompress()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget },
      '/oidc': { target: apiTarget },
      '/interaction': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    // The framework chunk (build/chunk-groups.ts) is one file on purpose.
    chunkSizeWarningLimit: 600,
  },
}));
