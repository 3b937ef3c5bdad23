import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createAppTheme } from './create-app-theme';
import { useColorMode } from './use-color-mode';

/** MUI theme for the user's colour mode, with the baseline CSS. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useColorMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
