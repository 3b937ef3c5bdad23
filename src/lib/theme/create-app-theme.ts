import { createTheme, type Theme } from '@mui/material/styles';
import { breakpoints } from './breakpoints';
import { palettes, type ColorMode } from './palettes';

/** Spec §9: animations take 300 ms. */
export const ANIMATION_MS = 300;
/** The keyboard focus ring's width (WCAG 2.4.11 asks for 2 px at least). */
export const FOCUS_RING_PX = 3;
/** Spec §9: dropdown menus are at most 310 px high. */
export const DROPDOWN_MAX_HEIGHT = 310;

const SYSTEM_FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

/** Locale en (spec §9): MUI's built-in texts are English; index.html sets `lang="en"`. */
export function createAppTheme(mode: ColorMode): Theme {
  return createTheme({
    breakpoints,
    palette: palettes[mode],
    shape: { borderRadius: 10 },
    // MUI's keyboard focus ring on every control (WCAG 2.4.7 / 2.4.11): primary.main, which reads
    // at 4.5:1 on the page and on a card in both themes (see the contrast test), 3 px wide.
    focusVisible: { outlineWidth: FOCUS_RING_PX },
    typography: {
      fontFamily: SYSTEM_FONT_STACK,
      h1: { fontWeight: 700, fontSize: '2.25rem' },
      h2: { fontWeight: 700, fontSize: '1.875rem' },
      h3: { fontWeight: 700, fontSize: '1.5rem' },
      h4: { fontWeight: 700, fontSize: '1.375rem' },
      h5: { fontWeight: 600, fontSize: '1.125rem' },
      h6: { fontWeight: 600, fontSize: '1rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    transitions: {
      duration: {
        shortest: ANIMATION_MS,
        shorter: ANIMATION_MS,
        short: ANIMATION_MS,
        standard: ANIMATION_MS,
        complex: ANIMATION_MS,
        enteringScreen: ANIMATION_MS,
        leavingScreen: ANIMATION_MS,
      },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiMenu: { styleOverrides: { paper: { maxHeight: DROPDOWN_MAX_HEIGHT } } },
      MuiPopover: { styleOverrides: { paper: { maxHeight: DROPDOWN_MAX_HEIGHT } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
