import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { COLOR_MODE_STORAGE_KEY } from '../../contract/color-mode';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Switches the app's theme in place, as another tab would (the store follows storage events). */
export async function useTheme(page: Page, mode: 'light' | 'dark') {
  // A string runs in the page: this project's Node types have no DOM.
  const value = JSON.stringify({ state: { mode }, version: 0 });
  await page.evaluate(`(() => {
    localStorage.setItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)}, ${JSON.stringify(value)});
    window.dispatchEvent(new StorageEvent('storage', {
      key: ${JSON.stringify(COLOR_MODE_STORAGE_KEY)},
      newValue: ${JSON.stringify(value)},
    }));
  })()`);
  await expect(page.locator('html')).toHaveCSS('color-scheme', mode);
  // Colours fade for 300 ms: scan once every transition has ended, not halfway between themes.
  await expect
    .poll(() =>
      page.evaluate(
        'document.getAnimations().filter((animation) => animation instanceof CSSTransition).length',
      ),
    )
    .toBe(0);
}

/**
 * The axe-core scan every screen an e2e journey visits must pass, in both themes (WCAG 2.2 AA rules).
 * Leaves the page in the theme it found it in.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  { appTheme = true }: { appTheme?: boolean } = {},
) {
  if (!appTheme) {
    // A page the server renders (the identity provider's): it has one look, scanned as it is.
    expect(await violationsOn(page), `axe violations on ${screen}`).toEqual([]);
    return;
  }
  const before = await page.evaluate('getComputedStyle(document.documentElement).colorScheme');
  for (const mode of ['light', 'dark'] as const) {
    await useTheme(page, mode);
    expect(await violationsOn(page), `axe violations on ${screen} in the ${mode} theme`).toEqual(
      [],
    );
  }
  await useTheme(page, before === 'dark' ? 'dark' : 'light');
}

/** axe's findings, one readable line each: rule, impact, help and the first few elements. */
async function violationsOn(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) =>
          `${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`.replace(/\s+/g, ' '),
        )
        .join(' | ')}`,
  );
}
