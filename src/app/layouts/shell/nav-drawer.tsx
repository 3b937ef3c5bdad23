import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Brand } from '../../../components/brand/brand';
import { navItemSx, useMainNavItems } from './main-nav';

const DRAWER_WIDTH = 300;

type NavDrawerProps = {
  open: boolean;
  onClose: () => void;
  sideNav?: (onNavigate: () => void) => ReactNode;
};

/** The phone's navigation: the areas, then the section's own navigation. */
export function NavDrawer({ open, onClose, sideNav }: NavDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: DRAWER_WIDTH, maxWidth: '85vw' } } }}
    >
      <Toolbar>
        <Brand size="small" />
      </Toolbar>
      <Divider />
      <MainNavList onNavigate={onClose} />
      {sideNav ? (
        <>
          <Divider />
          {sideNav(onClose)}
        </>
      ) : null}
    </Drawer>
  );
}

/** The areas as a list. */
function MainNavList({ onNavigate }: { onNavigate: () => void }) {
  const items = useMainNavItems();
  if (items.length === 0) return null;
  return (
    <List component="nav" aria-label="Main">
      {items.map((item) => (
        <ListItemButton
          key={item.to}
          component={NavLink}
          to={item.to}
          onClick={onNavigate}
          sx={navItemSx}
        >
          <ListItemIcon>{item.icon}</ListItemIcon>
          <ListItemText primary={item.label} />
        </ListItemButton>
      ))}
    </List>
  );
}
