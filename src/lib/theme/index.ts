export { BREAKPOINT_VALUES, MOBILE_BELOW } from './breakpoints';
export { ANIMATION_MS, DROPDOWN_MAX_HEIGHT, createAppTheme } from './create-app-theme';
export {
  COLOR_MODE_STORAGE_KEY,
  useColorModeStore,
  type ColorMode,
  type ColorPreference,
} from './color-mode-store';
export { useColorMode } from './use-color-mode';
export { useIsMobile } from './use-is-mobile';
export { AppThemeProvider } from './app-theme-provider';
