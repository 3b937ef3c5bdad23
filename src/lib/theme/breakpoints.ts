import type { BreakpointsOptions } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** Spec §9: display breakpoints in px, with a custom xxl above xl. */
export const BREAKPOINT_VALUES = {
  xs: 0,
  sm: 600,
  md: 960,
  lg: 1280,
  xl: 1920,
  xxl: 2560,
} as const;

/** The mobile layout is used below this breakpoint (spec §9: "mobile at lg"). */
export const MOBILE_BELOW = 'lg';

export const breakpoints: BreakpointsOptions = { values: BREAKPOINT_VALUES };
