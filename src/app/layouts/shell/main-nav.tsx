import CoPresentOutlined from '@mui/icons-material/CoPresentOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { mayOpen, useCurrentUser, useIsSuperuser } from '../../../features/auth';
import { useImpersonationStore } from '../../../lib/session/impersonation-store';
import { paths } from '../../../lib/paths';

type NavItem = { to: string; label: string; icon: ReactNode };

/** The areas this user can open: their classes as a student, the classes they teach, and (superuser) the course platforms. */
export function useMainNavItems(): NavItem[] {
  const user = useCurrentUser();
  const isSuperuser = useIsSuperuser();
  const impersonating = useImpersonationStore((state) => state.impersonatedStudent !== null);
  const viewer = { roles: user?.roles ?? [], isSuperuser, impersonating };
  const items: NavItem[] = [];
  if (mayOpen('student', viewer)) {
    items.push({ to: paths.student.home.href(), label: 'My classes', icon: <SchoolOutlined /> });
  }
  if (mayOpen('teacher', viewer)) {
    items.push({ to: paths.teacher.home.href(), label: 'Teaching', icon: <CoPresentOutlined /> });
  }
  if (mayOpen('admin', viewer)) {
    items.push({
      to: paths.admin.coursePlatforms.href(),
      label: 'Course platforms',
      icon: <HubOutlined />,
    });
  }
  return items;
}

/** The areas as buttons in the app bar (desktop). */
export function MainNavBar() {
  const items = useMainNavItems();
  if (items.length === 0) return null;
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, ml: 3 }}>
      {items.map((item) => (
        <Button
          key={item.to}
          component={NavLink}
          to={item.to}
          color="inherit"
          startIcon={item.icon}
          sx={{
            px: 1.5,
            opacity: 0.85,
            // Darker in light mode, lighter in dark mode: the label keeps 4.5:1 on the app bar.
            '&.active': {
              opacity: 1,
              bgcolor: (theme) =>
                theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.22)' : 'rgba(255, 255, 255, 0.3)',
            },
          }}
        >
          {item.label}
        </Button>
      ))}
    </Box>
  );
}

/** Active-link look for navigation lists (NavLink marks the current one with `.active`). */
export const navItemSx = {
  mx: 1,
  borderRadius: 2,
  '&.active': {
    bgcolor: 'action.selected',
    '& .MuiListItemIcon-root, & .MuiListItemText-primary': { color: 'primary.main' },
    '& .MuiListItemText-primary': { fontWeight: 600 },
  },
} as const;
