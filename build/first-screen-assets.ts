import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_ASSETS_FILE, type FirstScreenAssets } from './first-screens.js';
import { paintedStyle } from './painted-style.js';
import { shellStyle } from './shell-style.js';

const source = (name: string) =>
  fileURLToPath(new URL(`../src/first-screen/${name}`, import.meta.url));

/** One typed source bundled and minified to the body of an inline `<script>`. */
async function inlineScript(name: string, env: Record<string, unknown>) {
  // Loaded when a build runs, not when vite.config is read (the client tests read it under jsdom,
  // where esbuild refuses to load).
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [source(name)],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
    define: { 'import.meta.env': JSON.stringify(env) },
    logLevel: 'warning',
  });
  return (result.outputFiles[0]?.text ?? '').trim();
}

/** The first-screen assets for the app built with `env` (Vite's `import.meta.env`). */
export async function makeFirstScreenAssets(
  env: Record<string, unknown> = {},
): Promise<FirstScreenAssets> {
  return {
    style: shellStyle(),
    paintedStyle: paintedStyle(),
    colorModeScript: await inlineScript('color-mode-script.ts', env),
    earlyLmsScript: await inlineScript('early-lms-script.ts', env),
    earlySessionScript: await inlineScript('early-session-script.ts', env),
  };
}

/** Writes first-screen.json into the build: the shell's style and inline scripts, made now. */
export function firstScreenAssets(): Plugin {
  let env: Record<string, unknown> = {};
  return {
    name: 'groundschool:first-screen-assets',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREEN_ASSETS_FILE,
        source: JSON.stringify(await makeFirstScreenAssets(env)),
      });
    },
  };
}
