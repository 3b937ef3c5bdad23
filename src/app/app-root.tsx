import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AuthProvider } from '../features/auth';

/** The root route: the session around every screen, and a thin bar while a screen loads. */
export function AppRoot() {
  return (
    <AuthProvider>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <TopProgress label="Loading page" />;
}

/** Shown while the first screen's code loads. */
export function AppRootFallback() {
  return <TopProgress label="Loading Groundschool" />;
}

function TopProgress({ label }: { label: string }) {
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}>
      <LinearProgress aria-label={label} sx={{ height: 3 }} />
    </Box>
  );
}
