import { getContrastRatio } from '@mui/material/styles';
import { createAppTheme } from '../../../src/lib/theme';

// WCAG AA: 4.5:1 for text. Every colour variant the theme offers is drawn as text on the page and
// on a card (text and outlined buttons, alerts' icons and links) and under its own contrast text
// (contained buttons, chips), whether or not a screen the e2e suite visits uses it today.
const VARIANTS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe.each(['light', 'dark'] as const)('colour contrast of the %s theme', (mode) => {
  const { palette } = createAppTheme(mode);

  it.each(VARIANTS)('%s reads at 4.5:1 on the page and on a card', (variant) => {
    const { main } = palette[variant];
    expect(getContrastRatio(main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(VARIANTS)('%s carries its contrast text at 4.5:1', (variant) => {
    const { main, contrastText } = palette[variant];
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
  });

  it('secondary text reads at 4.5:1 on the page and on a card', () => {
    expect(
      getContrastRatio(palette.text.secondary, palette.background.default),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      getContrastRatio(palette.text.secondary, palette.background.paper),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

describe.each(['light', 'dark'] as const)('the keyboard focus ring of the %s theme', (mode) => {
  const theme = createAppTheme(mode);

  it('is on for every control, 3 px wide, in the primary colour', () => {
    expect(theme.focusVisible).toMatchObject({
      outlineStyle: 'solid',
      outlineWidth: 3,
      outlineColor: theme.palette.primary.main,
    });
  });

  it('reads at 3:1 against the page and a card (WCAG 2.4.11)', () => {
    const ring = theme.palette.primary.main;
    expect(getContrastRatio(ring, theme.palette.background.default)).toBeGreaterThanOrEqual(3);
    expect(getContrastRatio(ring, theme.palette.background.paper)).toBeGreaterThanOrEqual(3);
  });
});
