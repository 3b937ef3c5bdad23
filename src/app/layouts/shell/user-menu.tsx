import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useCurrentUser, useLogout } from '../../../features/auth';
import { useColorModeStore, useIsMobile } from '../../../lib/theme';

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
  const logout = useLogout();
  const isMobile = useIsMobile();
  const mode = useColorModeStore((state) => state.mode);
  const toggleMode = useColorModeStore((state) => state.toggleMode);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={isMobile ? undefined : <ExpandMore />}
        sx={{ minWidth: 0, px: 1, borderRadius: 5 }}
      >
        <Avatar
          sx={{
            width: 32,
            height: 32,
            fontSize: '0.875rem',
            fontWeight: 700,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          {initials(name)}
        </Avatar>
        {isMobile ? null : (
          <Box component="span" sx={{ ml: 1, maxWidth: 220 }}>
            <Typography component="span" noWrap sx={{ display: 'block', fontWeight: 600 }}>
              {name}
            </Typography>
          </Box>
        )}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1 }} role="presentation">
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          {user?.email ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
              {user.email}
            </Typography>
          ) : null}
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setProfileOpen(true);
          }}
        >
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Profile" />
        </MenuItem>
        <MenuItem role="menuitemcheckbox" aria-checked={mode === 'dark'} onClick={toggleMode}>
          <ListItemIcon>
            <DarkModeOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Dark mode" />
          <Switch
            edge="end"
            size="small"
            checked={mode === 'dark'}
            tabIndex={-1}
            slotProps={{ input: { 'aria-hidden': true } }}
          />
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Sign out" />
        </MenuItem>
      </Menu>
      {user && profileOpen ? (
        <Suspense fallback={null}>
          <ProfileDialog open onClose={() => setProfileOpen(false)} user={user} />
        </Suspense>
      ) : null}
    </>
  );
}
