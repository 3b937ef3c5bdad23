import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useLogout } from '../../../features/auth/use-logout';
import { useColorMode, useColorModeStore } from '../../../lib/theme';

type UserMenuPopupProps = {
  id: string;
  anchor: HTMLElement | null;
  name: string;
  email: string | null;
  onClose: () => void;
  onOpenProfile: () => void;
};

/** The account menu's items: profile, the colour-mode switch, sign-out (loaded on first open). */
export function UserMenuPopup({
  id,
  anchor,
  name,
  email,
  onClose,
  onOpenProfile,
}: UserMenuPopupProps) {
  const logout = useLogout();
  const mode = useColorMode();
  const toggleMode = useColorModeStore((state) => state.toggleMode);

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
    >
      <Box sx={{ px: 2, py: 1 }} role="presentation">
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        {email ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {email}
          </Typography>
        ) : null}
      </Box>
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onOpenProfile();
        }}
      >
        <ListItemIcon>
          <PersonOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary="Profile" />
      </MenuItem>
      <MenuItem
        role="menuitemcheckbox"
        aria-checked={mode === 'dark'}
        onClick={() => toggleMode(mode)}
      >
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
          onClose();
          void logout();
        }}
      >
        <ListItemIcon>
          <LogoutOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary="Sign out" />
      </MenuItem>
    </Menu>
  );
}
