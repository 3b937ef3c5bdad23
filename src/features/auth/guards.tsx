import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { Role } from '../../../contract/roles';
import { useAuthStore } from '../../lib/session/auth-store';
import { useImpersonationStore } from '../../lib/session/impersonation-store';
import { urlLmsToken } from '../../lib/session/lms-token';
import { LOGIN_PATH, isSigningOut, wantedPath } from '../../lib/session/navigation';
import { StartUpShell } from '../../components/start-up-shell/start-up-shell';
import { FullPageProgress } from './full-page-progress';
import { paths } from '../../lib/paths';
import { mayOpen, type Area } from './areas';

type RouteHandle = { name?: unknown } | undefined;

/** Spec §2: a route whose name has a segment 'result' skips the authentication guard. */
export const skipsAuthGuard = (name: unknown) =>
  typeof name === 'string' && name.split('-').includes('result');

function RedirectToLogin() {
  const location = useLocation();
  const setRedirect = useAuthStore((state) => state.setRedirect);
  useEffect(() => {
    const wanted = wantedPath(location.pathname, location.search, location.hash);
    if (wanted && !isSigningOut()) setRedirect(wanted);
  }, [location, setRedirect]);
  return <Navigate to={LOGIN_PATH} replace />;
}

/**
 * Layout route for signed-in screens: the screen when signed in; otherwise the wanted path is
 * remembered as the redirect target and the user goes to /login (spec §2).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const user = useAuthStore((state) => state.user);
  const ready = useAuthStore((state) => state.isInitialized && !state.isLoading);
  // Signing in draws the whole signed-in app, its shell and the screen. Drawn as a deferred value,
  // React draws it in slices between which the browser stays responsive, not in the one long task
  // of the store's update; signing out (no user) is shown at once.
  const drawnUser = useDeferredValue(user);
  const content = children ?? <Outlet />;
  if (user && drawnUser) return content;
  if (user) return <FullPageProgress />;
  // An lms token in the address: initialisation (re)runs with it and decides.
  if (!ready || urlLmsToken(location.search)) return <FullPageProgress />;
  // Skipping the guard spares the redirect to /login, not the wait for the session: a screen drawn
  // before the session is known asks the API without it, and the 401s sign the user out.
  if (matches.some((match) => skipsAuthGuard((match.handle as RouteHandle)?.name))) return content;
  return <RedirectToLogin />;
}

/**
 * Layout route over an area's pages: a signed-in user whose roles do not open the area goes home
 * (spec §2's root redirect) before any of the area's screens is drawn. Signed out, the
 * authentication guard above has decided already.
 */
export function RequireArea({ area, children }: { area: Area; children?: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const isSuperuser = useAuthStore((state) => state.isSuperuser);
  const impersonating = useImpersonationStore((state) => state.impersonatedStudent !== null);
  if (user && !mayOpen(area, { roles: user.roles, isSuperuser, impersonating })) {
    return <Navigate to={paths.root.href()} replace />;
  }
  return children ?? <Outlet />;
}

/** For /login: a signed-in user goes to /. */
export function RedirectIfSignedIn({ children }: { children?: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  if (user) return <Navigate to={paths.root.href()} replace />;
  return children ?? <Outlet />;
}

/** To the user's home; the page's shell stays on screen while the home's code loads at start-up. */
const toHome = (path: string) => (
  <>
    <StartUpShell />
    <Navigate to={path} replace />
  </>
);

/**
 * Index of '/': by the first role as received — teacher → /teacher, student → /student,
 * superuser → /teacher. While viewing as a student, the student's home.
 */
export function RootRedirect() {
  const user = useAuthStore((state) => state.user);
  const ready = useAuthStore((state) => state.isInitialized && !state.isLoading);
  const impersonating = useImpersonationStore((state) => state.impersonatedStudent !== null);
  if (!user) return ready ? <RedirectToLogin /> : <FullPageProgress />;
  if (impersonating) return toHome(paths.student.home.href());
  switch (user.firstRole) {
    case Role.STUDENT:
      return toHome(paths.student.home.href());
    case Role.TEACHER:
    case Role.SUPERUSER:
      return toHome(paths.teacher.home.href());
    default:
      // No roles: the Login Failed modal covers the app.
      return null;
  }
}
