import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FIRST_SCREEN_ASSETS_FILE, type FirstScreenAssets } from '../../build/first-screens';
import { inlineScriptHash } from './inline-script';

/** The shell's style and inline scripts the build made (build/first-screen-assets.ts); null when none. */
export function readFirstScreenAssets(staticDir: string): FirstScreenAssets | null {
  const file = resolve(staticDir, FIRST_SCREEN_ASSETS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FirstScreenAssets) : null;
}

/** For the Content-Security-Policy: these inline scripts may run, no other. */
export const inlineScriptSources = (assets: FirstScreenAssets | null) =>
  assets
    ? [assets.colorModeScript, assets.earlyLmsScript, assets.earlySessionScript].map(
        inlineScriptHash,
      )
    : [];
