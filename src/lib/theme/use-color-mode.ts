import { useSyncExternalStore } from 'react';
import { useColorModeStore, type ColorMode } from './color-mode-store';

const DARK_QUERY = '(prefers-color-scheme: dark)';

// A plain matchMedia subscription: MUI's useMediaQuery would add a module to every first screen.
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

/** The mode on screen: the user's choice, or the system's for 'system'. */
export function useColorMode(): ColorMode {
  const preference = useColorModeStore((state) => state.mode);
  const systemDark = useSyncExternalStore(subscribe, systemPrefersDark, () => false);
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}
