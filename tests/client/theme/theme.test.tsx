import { useTheme } from '@mui/material/styles';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AppThemeProvider,
  COLOR_MODE_STORAGE_KEY,
  createAppTheme,
  useColorModeStore,
  useIsMobile,
} from '../../../src/lib/theme';
import { stubMatchMedia } from '../helpers/match-media';
import { DARK_SHELL_CLASS } from '../../../contract/color-mode';

function ShowMode() {
  const theme = useTheme();
  return <p>mode: {theme.palette.mode}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useColorModeStore.setState({ mode: 'light' });
});

describe('theme', () => {
  it('has the spec breakpoints, including the custom xxl at 2560 px', () => {
    const theme = createAppTheme('light');
    expect(theme.breakpoints.values).toEqual({
      xs: 0,
      sm: 600,
      md: 960,
      lg: 1280,
      xl: 1920,
      xxl: 2560,
    });
    expect(theme.breakpoints.up('xxl')).toBe('@media (min-width:2560px)');
    expect(theme.breakpoints.between('xl', 'xxl')).toBe(
      '@media (min-width:1920px) and (max-width:2559.95px)',
    );
  });

  it('animates in 300 ms', () => {
    const { duration } = createAppTheme('light').transitions;
    expect(duration.standard).toBe(300);
    expect([
      duration.shortest,
      duration.shorter,
      duration.short,
      duration.complex,
      duration.enteringScreen,
      duration.leavingScreen,
    ]).toEqual([300, 300, 300, 300, 300, 300]);
  });

  it('caps dropdown menus at 310 px', () => {
    const { components } = createAppTheme('light');
    expect(components?.MuiMenu?.styleOverrides?.paper).toMatchObject({ maxHeight: 310 });
    expect(components?.MuiPopover?.styleOverrides?.paper).toMatchObject({ maxHeight: 310 });
  });

  it('uses the system font stack (no web fonts)', () => {
    expect(createAppTheme('light').typography.fontFamily).toMatch(/^system-ui,/);
  });
});

describe('colour mode', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppThemeProvider>{children}</AppThemeProvider>
  );

  it('is light by default', () => {
    render(<ShowMode />, { wrapper });
    expect(screen.getByText('mode: light')).toBeInTheDocument();
  });

  it('switches to dark and remembers the choice in localStorage', async () => {
    render(<ShowMode />, { wrapper });
    act(() => useColorModeStore.getState().toggleMode());
    expect(screen.getByText('mode: dark')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(COLOR_MODE_STORAGE_KEY) ?? '{}')).toMatchObject({
      state: { mode: 'dark' },
    });

    // A later visit starts from what was stored.
    useColorModeStore.setState({ mode: 'light' });
    localStorage.setItem(
      COLOR_MODE_STORAGE_KEY,
      JSON.stringify({ state: { mode: 'dark' }, version: 0 }),
    );
    await act(() => useColorModeStore.persist.rehydrate());
    expect(screen.getByText('mode: dark')).toBeInTheDocument();
  });
});

describe('useIsMobile', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppThemeProvider>{children}</AppThemeProvider>
  );

  it('is true below lg (1280 px)', () => {
    stubMatchMedia((query) => query.includes('max-width:1279.95px'));
    const { result } = renderHook(() => useIsMobile(), { wrapper });
    expect(result.current).toBe(true);
  });

  it('is false from lg up', () => {
    stubMatchMedia(() => false);
    const { result } = renderHook(() => useIsMobile(), { wrapper });
    expect(result.current).toBe(false);
  });
});

describe('the system theme', () => {
  const wrap = ({ children }: { children: ReactNode }) => (
    <AppThemeProvider>{children}</AppThemeProvider>
  );

  it('follows the system when the user chose it', () => {
    stubMatchMedia((query) => query.includes('prefers-color-scheme: dark'));
    useColorModeStore.setState({ mode: 'system' });
    render(<ShowMode />, { wrapper: wrap });
    expect(screen.getByText('mode: dark')).toBeInTheDocument();
  });

  it('a choice of light stays light on a dark system', () => {
    stubMatchMedia((query) => query.includes('prefers-color-scheme: dark'));
    useColorModeStore.setState({ mode: 'light' });
    render(<ShowMode />, { wrapper: wrap });
    expect(screen.getByText('mode: light')).toBeInTheDocument();
  });

  it('choosing "As the system" on a light system clears the dark page at once (no reload)', () => {
    stubMatchMedia(() => false);
    document.documentElement.classList.add(DARK_SHELL_CLASS); // the page opened dark
    useColorModeStore.setState({ mode: 'dark' });
    render(<ShowMode />, { wrapper: wrap });
    act(() => useColorModeStore.getState().setMode('system'));
    expect(screen.getByText('mode: light')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass(DARK_SHELL_CLASS);
  });

  it('choosing "As the system" on a dark system marks the page dark', () => {
    stubMatchMedia((query) => query.includes('prefers-color-scheme: dark'));
    render(<ShowMode />, { wrapper: wrap });
    act(() => useColorModeStore.getState().setMode('system'));
    expect(document.documentElement).toHaveClass(DARK_SHELL_CLASS);
  });

  it('switching from the system theme goes to the other of the mode on screen', () => {
    useColorModeStore.setState({ mode: 'system' });
    act(() => useColorModeStore.getState().toggleMode('dark'));
    expect(useColorModeStore.getState().mode).toBe('light');
  });
});
