import useMediaQuery from '@mui/material/useMediaQuery';
import { useColorModeStore, type ColorMode } from './color-mode-store';

/** The mode on screen: the user's choice, or the system's for 'system'. */
export function useColorMode(): ColorMode {
  const preference = useColorModeStore((state) => state.mode);
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}
