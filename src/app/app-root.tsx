import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { LoadingBar } from '../components/loading-bar/loading-bar';
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
  return <LoadingBar label="Loading page" />;
}

/** Shown while the first screen's code loads. */
export function AppRootFallback() {
  return <LoadingBar label="Loading Groundschool" />;
}
