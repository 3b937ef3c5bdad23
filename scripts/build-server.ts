/**
 * `npm run build:server`: bundles the server (server/main.ts and our own modules) into one plain
 * JavaScript file, dist-server/main.js, with the npm packages left as imports, and copies the
 * migrations beside it. `npm start` runs it with node alone: no TypeScript compiler at start.
 */
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'dist-server');

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'server/main.ts')],
  outfile: join(outDir, 'main.js'),
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
console.log('Server built: dist-server/main.js');
