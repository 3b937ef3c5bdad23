import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { LoadingBar } from '../components/loading-bar/loading-bar';
import { StartUpShell } from '../components/start-up-shell/start-up-shell';
import { AuthProvider } from '../features/auth/auth-provider';

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
  return <LoadingBar label="Loading page" />;
}

/** Shown while the first screen's code loads, over the page's shell. */
export function AppRootFallback() {
  return (
    <>
      <StartUpShell />
      <LoadingBar label="Loading Groundschool" />
    </>
  );
}
