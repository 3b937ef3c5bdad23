import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { Role } from '../../../../contract/roles';
import { useCurrentUser, useIsSuperuser } from '../../../features/auth';
import { useIsMobile } from '../../../lib/theme';

// The menu and the profile form load when first opened: neither is needed to paint the page.
const UserMenuPopup = lazy(() =>
  import('./user-menu-popup').then((module) => ({ default: module.UserMenuPopup })),
);
// Loaded when first opened: the form (and its validation) is not needed to paint the page.
const ProfileDialog = lazy(() =>
  import('../../../components/profile-dialog/profile-dialog').then((module) => ({
    default: module.ProfileDialog,
  })),
);

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('') || '?';

/** The signed-in user's name, with the profile, the colour-mode switch and sign-out. */
export function UserMenu() {
  const user = useCurrentUser();
  const isSuperuser = useIsSuperuser();
  const isMobile = useIsMobile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once loaded, the menu stays mounted so it can animate closed.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const menuId = useId();
  const name = user?.name ?? '';

  return (
    <>
      <Button
        color="inherit"
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setMenuLoaded(true);
        }}
        endIcon={isMobile ? undefined : <ExpandMore />}
        sx={{ minWidth: 0, px: 1, borderRadius: 5 }}
      >
        {/* Drawn as MUI's Avatar draws its initials, without its module on the first screen. */}
        <Box
          component="span"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
            width: 32,
            height: 32,
            borderRadius: '50%',
            overflow: 'hidden',
            userSelect: 'none',
            lineHeight: 1,
            fontSize: '0.875rem',
            fontWeight: 700,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          {initials(name)}
        </Box>
        {isMobile ? null : (
          <Box component="span" sx={{ ml: 1, maxWidth: 220 }}>
            <Typography component="span" noWrap sx={{ display: 'block', fontWeight: 600 }}>
              {name}
            </Typography>
          </Box>
        )}
      </Button>
      {anchor || menuLoaded ? (
        <Suspense fallback={null}>
          <UserMenuPopup
            id={menuId}
            anchor={anchor}
            name={name}
            email={user?.email ?? null}
            onClose={() => setAnchor(null)}
            onOpenProfile={() => setProfileOpen(true)}
          />
        </Suspense>
      ) : null}
      {user && profileOpen ? (
        <Suspense fallback={null}>
          <ProfileDialog
            open
            onClose={() => setProfileOpen(false)}
            user={{
              name: user.name,
              email: user.email,
              isStudent: user.roles.some((entry) => entry.role === Role.STUDENT),
              isInstructor: isSuperuser || user.roles.some((entry) => entry.role === Role.TEACHER),
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
