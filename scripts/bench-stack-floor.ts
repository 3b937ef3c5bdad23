// `npm run bench:floor`: the gzip size of the smallest page the mandated stack can make — react-dom,
// react-router's data router, TanStack Query and MUI (theme, baseline, a button, a heading) and no
// app code — to set beside the first-paint budget that `npm run bench:size` checks.
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const outDir = '.tmp/bench-stack-floor';
await build({
  root: 'bench/stack-floor',
  logLevel: 'silent',
  plugins: [react()],
  build: { outDir: `${process.cwd()}/${outDir}`, emptyOutDir: true },
});
const total = readdirSync(`${outDir}/assets`)
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + gzipSync(readFileSync(`${outDir}/assets/${file}`)).length, 0);
rmSync(outDir, { recursive: true, force: true });
console.log(`Stack floor (no app code): ${(total / 1000).toFixed(1)} kB gzip`);
