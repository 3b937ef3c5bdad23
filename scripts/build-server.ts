/**
 * `npm run build:server`: bundles the server (server/main.ts and our own modules) into one plain
 * JavaScript file, dist-server/main.js, and the import worker thread into dist-server/import-worker.js
 * beside it, with the npm packages left as imports, and copies the migrations beside them.
 * `npm start` runs it with node alone: no TypeScript compiler at start.
 */
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'dist-server');

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [
    { in: join(root, 'server/main.ts'), out: 'main' },
    // server/services/imports/worker/read-off-loop.ts starts it from beside main.js.
    { in: join(root, 'server/services/imports/worker/import-worker.ts'), out: 'import-worker' },
  ],
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// server/db/client.ts finds its migrations beside itself (import.meta.url): beside main.js here.
cpSync(join(root, 'server/db/migrations'), join(outDir, 'migrations'), { recursive: true });
console.log('Server built: dist-server/main.js and dist-server/import-worker.js');
