export type ColorMode = 'light' | 'dark';

/** MUI's palette options, as far as the app sets them (no MUI import: the build reads this too). */
type AppPalette = {
  mode: ColorMode;
  primary: { main: string; dark: string; light: string; contrastText: string };
  secondary: { main: string; contrastText: string };
  error: { main: string; contrastText: string };
  warning: { main: string; contrastText: string };
  info: { main: string; contrastText: string };
  success: { main: string; contrastText: string };
  background: { default: string; paper: string };
  text: { primary: string; secondary: string };
  divider: string;
};

/**
 * The app's colours. The page shell the server paints before any JavaScript
 * (build/first-screen-assets.ts) is drawn from them too, so a change here shows there.
 */
export const palettes: Record<ColorMode, AppPalette> = {
  light: {
    mode: 'light',
    primary: { main: '#1565c0', dark: '#0d47a1', light: '#4f8fdc', contrastText: '#ffffff' },
    secondary: { main: '#00737d', contrastText: '#ffffff' },
    // MUI's own warning (#ed6c02) and info (#0288d1) are 3.1:1 and 3.9:1 on white: darker here.
    error: { main: '#d32f2f', contrastText: '#ffffff' },
    warning: { main: '#a75100', contrastText: '#ffffff' },
    info: { main: '#0270b0', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    background: { default: '#f4f6fa', paper: '#ffffff' },
    text: { primary: '#122033', secondary: '#4a5a70' },
    divider: 'rgba(18, 32, 51, 0.12)',
  },
  dark: {
    mode: 'dark',
    primary: { main: '#7cb3ff', dark: '#4f8fdc', light: '#a9ccff', contrastText: '#071326' },
    secondary: { main: '#4dd0e1', contrastText: '#061a1d' },
    // MUI's dark error (#f44336) under white text is 3.7:1: lighter, with dark text.
    error: { main: '#f87171', contrastText: '#0b1220' },
    warning: { main: '#ffa726', contrastText: '#0b1220' },
    info: { main: '#29b6f6', contrastText: '#0b1220' },
    success: { main: '#66bb6a', contrastText: '#0b1220' },
    background: { default: '#0b1220', paper: '#121c2e' },
    text: { primary: '#e6edf7', secondary: '#a3b1c6' },
    divider: 'rgba(230, 237, 247, 0.12)',
  },
};

/** The sign-in screens' quiet background, behind their card. */
export const loginBackdrop: Record<ColorMode, string> = {
  light: `linear-gradient(160deg, #e8f0fb 0%, ${palettes.light.background.default} 55%, #eef5f6 100%)`,
  dark: `linear-gradient(160deg, #0e1a30 0%, ${palettes.dark.background.default} 60%, #0b1a1e 100%)`,
};

/** A line of text still to come, in the start-up shell. */
export const placeholderColor: Record<ColorMode, string> = { light: '#e3e8f0', dark: '#1d2a40' };
