import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Below the focused shell's sticky app bar (MUI's toolbar heights: 56 px on a phone, 64 px up). */
export const APP_BAR_TOP = { xs: '56px', sm: '64px' };
const BAR_PX = 44;
/** Below the app bar and the pinned bar: where content scrolled to stays uncovered. */
export const PINNED_TOP = { xs: `${56 + BAR_PX + 8}px`, sm: `${64 + BAR_PX + 8}px` };

/**
 * A slim bar that stays in view under the app bar while the page scrolls (the time left of a
 * timed quiz), on the page's background so what scrolls under it does not show through.
 */
export function PinnedBar({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'sticky',
        top: APP_BAR_TOP,
        zIndex: 'appBar',
        minHeight: BAR_PX,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {children}
    </Box>
  );
}
