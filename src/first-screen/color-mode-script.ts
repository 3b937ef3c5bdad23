/**
 * Inline in the page's head (bundled by build/first-screen-assets.ts): the page shell paints before
 * the app's JavaScript; drawn light, it flashed light for a user who chose dark (or "system" on a
 * dark system). This reads the same choice the app will and marks the page dark first.
 */
import { COLOR_MODE_STORAGE_KEY, DARK_SHELL_CLASS } from '../../contract/color-mode';

type StoredChoice = { state?: { mode?: unknown } } | null;

try {
  const stored = JSON.parse(localStorage.getItem(COLOR_MODE_STORAGE_KEY) ?? 'null') as StoredChoice;
  const mode = stored?.state?.mode;
  if (
    mode === 'dark' ||
    (mode === 'system' && matchMedia('(prefers-color-scheme: dark)').matches)
  ) {
    document.documentElement.className += ` ${DARK_SHELL_CLASS}`;
  }
} catch {
  // Nothing readable stored: the shell stays light, as the app will be.
}
