import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, type Theme } from '@mui/material/styles';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Brand } from '../../../components/brand/brand';
import { ImpersonationBanner } from '../../../features/auth';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { useIsMobile } from '../../../lib/theme';
import { MainNavBar } from './main-nav';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { UserMenu } from './user-menu';
import { paths } from '../../../lib/paths';

// The bell loads after first paint: its count is not needed to show the page.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((module) => ({ default: module.NotificationBell })),
);

// The phone navigation drawer loads when first opened: it is not needed to paint the page.
const NavDrawer = lazy(() =>
  import('./nav-drawer').then((module) => ({ default: module.NavDrawer })),
);

export const SIDE_NAV_WIDTH = 272;

/**
 * The phone's menu button, drawn as MUI's IconButton draws one (color inherit, edge start) without
 * its module on the first screen.
 */
const menuButtonSx = (theme: Theme) => ({
  flex: '0 0 auto',
  textAlign: 'center',
  fontSize: theme.typography.pxToRem(24),
  padding: '8px',
  marginLeft: '-12px',
  borderRadius: '50%',
  color: 'inherit',
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.shortest,
  }),
  '&:hover': {
    backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
    '@media (hover: none)': { backgroundColor: 'transparent' },
  },
});

type AppShellProps = {
  /** Section navigation: beside the content on desktop, in the drawer on mobile. */
  sideNav?: (onNavigate: () => void) => ReactNode;
  children: ReactNode;
};

/**
 * The chrome of the signed-in app: impersonation banner, app bar (product, areas, account menu) and
 * the main area. Below lg the navigation moves into a drawer.
 */
export function AppShell({ sideNav, children }: AppShellProps) {
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once loaded, the drawer stays mounted so it can slide closed.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  const painted = useAfterFirstPaint();
  const bellSpace = <Box sx={{ width: 40, height: 40 }} />;

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <ImpersonationBanner />
      <TopBar tone="primary">
        {isMobile ? (
          <ButtonBase
            centerRipple
            focusRipple
            sx={menuButtonSx}
            aria-label="Open navigation"
            onClick={() => {
              setDrawerOpen(true);
              setDrawerLoaded(true);
            }}
          >
            <MenuIcon />
          </ButtonBase>
        ) : null}
        <Box
          component={RouterLink}
          to={paths.root.href()}
          aria-label="Groundschool home"
          sx={{ color: 'inherit', textDecoration: 'none', display: 'inline-flex' }}
        >
          <Brand tone="onPrimary" size="small" />
        </Box>
        {isMobile ? null : <MainNavBar />}
        <Box sx={{ flexGrow: 1 }} />
        {painted ? (
          <Suspense fallback={bellSpace}>
            <NotificationBell />
          </Suspense>
        ) : (
          bellSpace
        )}
        <UserMenu />
      </TopBar>

      {isMobile && drawerLoaded ? (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={closeDrawer} sideNav={sideNav} />
        </Suspense>
      ) : null}

      <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0 }}>
        {!isMobile && sideNav ? (
          <Box
            sx={{
              width: SIDE_NAV_WIDTH,
              flexShrink: 0,
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              position: 'sticky',
              top: 64,
              alignSelf: 'flex-start',
              height: 'calc(100dvh - 64px)',
              overflowY: 'auto',
            }}
          >
            {sideNav(() => undefined)}
          </Box>
        ) : null}
        <Container
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          maxWidth="lg"
          sx={{ py: { xs: 3, md: 5 }, flexGrow: 1, minWidth: 0, outline: 'none' }}
        >
          {children}
        </Container>
      </Box>
    </Box>
  );
}
