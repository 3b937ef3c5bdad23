import { COLOR_MODE_STORAGE_KEY } from '../../contract/color-mode';
import { inlineScriptHash } from './inline-script';

/** The class the page's `<html>` gets when the shell is to be drawn dark (see first-screen.ts). */
export const DARK_SHELL_CLASS = 'gs-dark';

/**
 * The page shell paints before the app's JavaScript; drawn light, it flashed light for a user who
 * chose dark (or "system" on a dark system). This small script in the page's head reads the same
 * choice the app will, and marks the page dark before the shell is drawn.
 */
export const SHELL_COLOR_MODE_SCRIPT = `(function(){try{var m=JSON.parse(localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})).state.mode;if(m==='dark'||(m==='system'&&matchMedia('(prefers-color-scheme: dark)').matches))document.documentElement.className+=' ${DARK_SHELL_CLASS}';}catch(e){}})();`;

/** For the Content-Security-Policy: this inline script may run. */
export const SHELL_COLOR_MODE_SCRIPT_HASH = inlineScriptHash(SHELL_COLOR_MODE_SCRIPT);
