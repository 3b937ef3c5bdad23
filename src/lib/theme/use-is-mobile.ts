import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BELOW } from './breakpoints';

/** True below the lg breakpoint, where the app uses its mobile layout. */
export function useIsMobile(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down(MOBILE_BELOW), { noSsr: true });
}
