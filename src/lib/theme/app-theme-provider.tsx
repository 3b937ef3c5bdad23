import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/system/ThemeProvider';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { DARK_SHELL_CLASS } from '../../../contract/color-mode';
import { createAppTheme } from './create-app-theme';
import { useColorMode } from './use-color-mode';

/**
 * MUI theme for the user's colour mode, with the baseline CSS. The theme has no CSS variables, so
 * @mui/system's provider is the one @mui/material's would choose for it: this one alone spares every
 * first screen the CSS-variables provider's code (3.3 kB gzip, `npm run bench:size`).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useColorMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  // The first-paint script marks the page dark for a dark choice; its page background outranks the
  // baseline's, so the mark follows the mode on screen, or a change to light needed a reload.
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(DARK_SHELL_CLASS, mode === 'dark');
  }, [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
