import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import {
  private_applyChildrenFocusVisible as childrenFocusRing,
  type Theme,
} from '@mui/material/styles';
import type { ReactNode } from 'react';

type TopBarProps = {
  /**
   * `primary`: the primary colour, and the page's paper in dark mode (as MUI's AppBar draws
   * `color="primary"`); `paper`: the paper with a line under it, in both modes.
   */
  tone: 'primary' | 'paper';
  children: ReactNode;
};

const barSx = (tone: TopBarProps['tone']) => (theme: Theme) => ({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'sticky',
  zIndex: theme.zIndex.appBar,
  top: 0,
  left: 'auto',
  right: 0,
  ...(tone === 'paper'
    ? { color: 'inherit', borderBottom: 1, borderColor: 'divider' }
    : theme.palette.mode === 'light'
      ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
      : {}),
  // On the primary colour, a control's focus ring gets a ring of the page's colour around it.
  ...(tone === 'primary' && childrenFocusRing(`0 0 0 4px ${theme.palette.background.default}`)),
});

// Toolbar's own styles (gutters, theme.mixins.toolbar's heights), written out: responsive `px`
// would write the same media queries as the heights', and one would replace the other.
const toolbarSx = (theme: Theme) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  paddingLeft: theme.spacing(2),
  paddingRight: theme.spacing(2),
  minHeight: 56,
  [theme.breakpoints.up('xs')]: { '@media (orientation: landscape)': { minHeight: 48 } },
  [theme.breakpoints.up('sm')]: {
    minHeight: 64,
    paddingLeft: theme.spacing(3),
    paddingRight: theme.spacing(3),
  },
});

/**
 * The app bar with its toolbar, drawn as MUI's AppBar (sticky, flat) and Toolbar draw them, with
 * the Paper and Box the first screen has already: their own modules would add to it.
 */
export function TopBar({ tone, children }: TopBarProps) {
  return (
    <Paper component="header" square elevation={0} sx={barSx(tone)}>
      <Box sx={toolbarSx}>{children}</Box>
    </Paper>
  );
}
