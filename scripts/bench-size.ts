/**
 * `npm run bench:size`: builds the app and prints, for /login and /student, the gzip bytes of the
 * JavaScript loaded before first paint — the entry chunk and the route's lazy modules, each with its
 * static imports (recursively). Fails when a route leaves less than its headroom under the budget or
 * pulls in Sentry.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest, type Plugin } from 'vite';
import { FIRST_SCREEN_MODULES } from '../build/first-screens';
import { exitWith } from './bench/exit-with';

/** The lazy route modules each route loads before first paint. */
const ROUTES: Record<string, readonly string[]> = {
  '/login': FIRST_SCREEN_MODULES.login,
  '/student': FIRST_SCREEN_MODULES.student,
};
const ENTRY = 'index.html';
/** 185 kB of gzipped JavaScript per route: 1.25 × the floor of the mandated stack (issue 7). */
const BUDGET_BYTES = 185_000;
/** What each first screen keeps free under the budget, so the next feature has room (issue 28). */
const HEADROOM_BYTES = 10_000;
/** Modules that must load after first paint. */
const DEFERRED_MODULES = [/[\\/]node_modules[\\/]@sentry[\\/]/];

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, '.tmp/bench-size');

/** Records which source modules ended up in each output chunk. */
function recordChunkModules(into: Map<string, string[]>): Plugin {
  return {
    name: 'bench-size:chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') into.set(output.fileName, output.moduleIds);
      }
    },
  };
}

/** The manifest keys of a chunk and everything it imports statically, recursively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not a chunk of the build: update ROUTES in bench-size.ts`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main(): Promise<number> {
  const chunkModules = new Map<string, string[]>();
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [recordChunkModules(chunkModules)],
    build: { manifest: true, outDir, emptyOutDir: true, sourcemap: false },
  });
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;

  const rows: string[][] = [['Route', 'Chunks', 'Raw', 'Gzip', 'Budget', 'Left', 'Result']];
  const details: string[] = [];
  let failed = false;

  for (const [route, modules] of Object.entries(ROUTES)) {
    const keys = new Set<string>();
    for (const key of [ENTRY, ...modules]) staticClosure(manifest, key, keys);
    let raw = 0;
    let gzip = 0;
    const deferred: string[] = [];
    details.push(`${route}:`);
    for (const key of keys) {
      const file = manifest[key]!.file;
      const content = readFileSync(join(outDir, file));
      const zipped = gzipSync(content).length;
      raw += content.length;
      gzip += zipped;
      details.push(`  ${kb(zipped).padStart(9)}  ${file}  (${key})`);
      for (const id of chunkModules.get(file) ?? []) {
        if (DEFERRED_MODULES.some((pattern) => pattern.test(id))) deferred.push(`${file}: ${id}`);
      }
    }
    const over = gzip > BUDGET_BYTES;
    const short = !over && gzip > BUDGET_BYTES - HEADROOM_BYTES;
    if (over || short || deferred.length > 0) failed = true;
    const verdict = over ? 'OVER BUDGET' : short ? `UNDER ${kb(HEADROOM_BYTES)} LEFT` : 'ok';
    const result = [verdict, deferred.length > 0 ? 'SENTRY IN FIRST PAINT' : '']
      .filter(Boolean)
      .join(', ');
    rows.push([
      route,
      String(keys.size),
      kb(raw),
      `${gzip} B (${kb(gzip)})`,
      kb(BUDGET_BYTES),
      `${kb(BUDGET_BYTES - gzip)} (≥ ${kb(HEADROOM_BYTES)})`,
      result,
    ]);
    for (const line of deferred) details.push(`  must load after first paint: ${line}`);
  }

  const deferredFiles = [...chunkModules]
    .filter(([, ids]) => ids.some((id) => DEFERRED_MODULES.some((pattern) => pattern.test(id))))
    .map(([file]) => file);
  if (deferredFiles.length === 0) {
    details.push('Sentry: not found in any chunk (is error reporting wired up?)');
  } else {
    details.push(`Sentry: in ${deferredFiles.join(', ')} (loaded after first paint)`);
  }

  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log('\nJavaScript loaded before first paint (gzip):\n');
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  console.log(`\n${details.join('\n')}\n`);
  return failed ? 1 : 0;
}

exitWith(main());
