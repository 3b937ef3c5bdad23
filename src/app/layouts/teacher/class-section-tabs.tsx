import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import {
  CLASS_CONTENT_ITEMS,
  CLASS_SETTINGS_ITEMS,
  sectionHref,
  type ClassNavItem,
} from './class-nav-items';

const linkSx = {
  flexShrink: 0,
  whiteSpace: 'nowrap',
  borderRadius: 0,
  px: 1.5,
  py: 1.25,
  color: 'text.secondary',
  borderBottom: 2,
  borderColor: 'transparent',
  '&.active': { color: 'primary.main', borderColor: 'primary.main', fontWeight: 600 },
} as const;

/**
 * The sections of one class as a compact link bar at the top of the content (default layout);
 * it scrolls sideways on narrow screens and keeps the current section in view.
 */
export function ClassSectionTabs({ classId }: { classId: number }) {
  const { pathname } = useLocation();
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = scroller.current;
    const active = bar?.querySelector<HTMLElement>('a.active');
    if (!bar || !active) return;
    const left = active.offsetLeft - bar.offsetLeft;
    if (left < bar.scrollLeft || left + active.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      // Centred, so a neighbour shows on each side and the bar reads as scrollable.
      bar.scrollLeft = left - (bar.clientWidth - active.offsetWidth) / 2;
    }
  }, [pathname]);

  const renderItems = (items: ClassNavItem[]) =>
    items.map((item) => (
      <Button
        key={item.section}
        component={NavLink}
        to={sectionHref(item, classId)}
        size="small"
        startIcon={item.icon}
        sx={linkSx}
      >
        {item.label}
      </Button>
    ));

  return (
    <Box
      component="nav"
      aria-label="Class sections"
      ref={scroller}
      sx={{
        display: 'flex',
        alignItems: 'stretch',
        gap: 0.5,
        mb: { xs: 3, md: 4 },
        mt: { xs: -1, md: -2 },
        mx: { xs: -2, sm: 0 },
        px: { xs: 1, sm: 0 },
        borderBottom: 1,
        borderColor: 'divider',
        overflowX: 'auto',
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
      }}
    >
      {renderItems(CLASS_CONTENT_ITEMS)}
      <Box aria-hidden sx={{ flexShrink: 0, width: '1px', my: 1.25, mx: 1, bgcolor: 'divider' }} />
      {renderItems(CLASS_SETTINGS_ITEMS)}
    </Box>
  );
}
