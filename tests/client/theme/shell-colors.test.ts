import { describe, expect, it } from 'vitest';
import { ACTION_COLORS } from '../../../build/painted-style';
import { shellColors, shellStyle } from '../../../build/shell-style';
import { DARK_SHELL_CLASS } from '../../../contract/color-mode';
import { createAppTheme } from '../../../src/lib/theme';

describe("the start-up shell's colours", () => {
  it.each(['light', 'dark'] as const)("are the %s theme's", (mode) => {
    const { palette } = createAppTheme(mode);
    const colors = shellColors(mode);
    expect(colors.page).toEqual({
      background: palette.background.default,
      color: palette.text.primary,
    });
    expect(colors.card).toEqual({
      background: palette.background.paper,
      'border-color': palette.divider,
    });
    expect(colors.cardText).toEqual({ color: palette.text.secondary });
    expect(colors.bar).toEqual(
      mode === 'light'
        ? { background: palette.primary.main, color: palette.primary.contrastText }
        : { background: palette.background.paper, color: palette.text.primary },
    );
  });

  it('are in the stylesheet the server sends, dark ones under the dark class', () => {
    const style = shellStyle();
    const light = shellColors('light');
    const dark = shellColors('dark');
    expect(style).toContain(`.gs-shell{min-height:100dvh;background:${light.page.background};`);
    expect(style).toContain(
      `.${DARK_SHELL_CLASS} .gs-shell{background:${dark.page.background};color:${dark.page.color}}`,
    );
    expect(style).toContain(
      `.${DARK_SHELL_CLASS} .gs-shell-login{background:${dark.login.background}}`,
    );
  });
});

describe("the painted screens' colours", () => {
  it.each(['light', 'dark'] as const)("are MUI's for the %s theme", (mode) => {
    const { action } = createAppTheme(mode).palette;
    expect(ACTION_COLORS[mode]).toEqual({
      active: action.active,
      disabled: action.disabled,
      disabledBackground: action.disabledBackground,
      selectedOpacity: action.selectedOpacity,
    });
  });
});
