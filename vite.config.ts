import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { versionManifest } from './build/version-manifest.js';
import { precompress } from './build/precompress.js';
import { routePreloads } from './build/route-preloads.js';
import { firstScreenAssets } from './build/first-screen-assets.js';
import { CHUNK_GROUPS } from './build/chunk-groups.js';
import { STUDY_CHUNK_GROUPS } from './build/study-chunk-groups.js';
import { reactRouterProduction } from './build/react-router-production.js';
import { webAppManifest } from './build/web-app-manifest.js';

// The dev server proxies the API and the identity provider to the Fastify server (see scripts/dev.ts),
// so the browser talks to one origin in development as in production.
const apiTarget = process.env.DEV_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    versionManifest(),
    routePreloads(),
    firstScreenAssets(),
    // The service worker (service-worker/sw.ts → /sw.js), registered by src/lib/service-worker.ts
    // after the page has loaded, and the web app manifest linked from index.html.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webAppManifest,
      injectManifest: {
        // The manifest and its icons are added by the plugin.
        globPatterns: ['**/*.{js,css,html,svg}'],
        // Hashed names: fetched as they are, so the copies the page already loaded are reused.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
    precompress(),
  ],
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
    rolldownOptions: {
      output: { codeSplitting: { groups: [...CHUNK_GROUPS, ...STUDY_CHUNK_GROUPS] } },
    },
    // The framework chunk (build/chunk-groups.ts) is one file on purpose.
    chunkSizeWarningLimit: 600,
  },
});
