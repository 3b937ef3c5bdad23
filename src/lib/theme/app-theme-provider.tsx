import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createAppTheme } from './create-app-theme';
import { useColorModeStore } from './color-mode-store';

/** MUI theme for the user's colour mode, with the baseline CSS. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useColorModeStore((state) => state.mode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
