import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { registerAccessTokenGetter } from '../../lib/session/access-token';
import { currentAuthMethod } from '../../lib/session/auth-method';
import { useAuthStore } from '../../lib/session/auth-store';
import { useImpersonationStore } from '../../lib/session/impersonation-store';
import { urlLmsToken } from '../../lib/session/lms-token';
import {
  CALLBACK_PATH,
  LOGIN_PATH,
  registerNavigator,
  setSigningOut,
} from '../../lib/session/navigation';
import { readAuthSettings } from '../../lib/session/settings';
import { initialiseAuth } from './initialise';
import { mayHoldLogtoSession, settleWithoutSdk, useLogtoBridge } from './logto-bridge';
import { createLogtoConfig } from './logto-config';
import { useSessionKeeper } from './session-keeper';
import { syncErrorReportingUser } from './error-reporting-user';
import { prefetchFirstScreen } from './first-screen-data';

/**
 * The session around the app (rendered inside the router, around the root route's outlet): Logto,
 * initialisation (once; again when an lms token arrives in the address while nobody is signed in),
 * the session keeper and the Login Failed modal.
 */
export function AuthProvider({ children }: { children?: ReactNode }) {
  const config = useMemo(() => createLogtoConfig(readAuthSettings()), []);
  const wanted = useLogtoBridge((state) => state.wanted);
  // On the callback the SDK finishes a sign-in it started: always needed there.
  const onCallback = useLocation().pathname === CALLBACK_PATH;
  const needsSdk = useMemo(
    () => wanted || onCallback || mayHoldLogtoSession(config.appId),
    [wanted, onCallback, config],
  );
  useEffect(() => {
    if (!needsSdk) settleWithoutSdk();
  }, [needsSdk]);
  return (
    <>
      {needsSdk ? (
        <Suspense fallback={null}>
          <LogtoConnector config={config} />
        </Suspense>
      ) : null}
      <AuthRuntime>{children ?? <Outlet />}</AuthRuntime>
    </>
  );
}

// The Logto SDK and the modal load after first paint.
const LogtoConnector = lazy(() => import('./logto-connector'));
const LoginFailedModal = lazy(() =>
  import('./login-failed-modal').then((module) => ({ default: module.LoginFailedModal })),
);

function AuthRuntime({ children }: { children: ReactNode }) {
  const logto = useLogtoBridge();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const isInitialized = useAuthStore((state) => state.isInitialized);
  const user = useAuthStore((state) => state.user);
  const isLoading = useAuthStore((state) => state.isLoading);

  useEffect(() => {
    registerNavigator((path, options) => navigate(path, options));
    const { logtoResource } = readAuthSettings();
    registerAccessTokenGetter(async () => {
      const { isAuthenticated, actions } = useLogtoBridge.getState();
      return isAuthenticated && actions ? actions.getAccessToken(logtoResource) : null;
    });
    return () => {
      registerNavigator(null);
      registerAccessTokenGetter(null);
    };
  }, [navigate]);

  // The user on error reports; a new person or an impersonation change starts from an empty cache.
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (state.user === previous.user) return;
        const { user: next } = state;
        void syncErrorReportingUser(next);
        if (!next || next.id !== previous.user?.id) queryClient.clear();
        if (next && !previous.user) prefetchFirstScreen(queryClient, next);
      }),
    [queryClient],
  );
  useEffect(
    () =>
      useImpersonationStore.subscribe((state, previous) => {
        if (state.impersonatedStudent?.id !== previous.impersonatedStudent?.id) queryClient.clear();
      }),
    [queryClient],
  );

  // Initialisation: once, when the SDK knows whether it holds a session; again for a new lms token.
  const lastRunToken = useRef<string | null | undefined>(undefined);
  const running = useRef(false);
  const urlToken = urlLmsToken(location.search);
  useEffect(() => {
    if (running.current) return;
    const firstRun = lastRunToken.current === undefined;
    if (firstRun) {
      // Only the logto method needs the SDK to know whether it holds a session.
      const sdkPending = !logto.ready || logto.isLoading;
      if (sdkPending && currentAuthMethod() === 'logto') return;
    } else {
      const newLmsToken = urlToken !== null && urlToken !== lastRunToken.current;
      if (!(isInitialized && !user && newLmsToken)) return;
    }
    running.current = true;
    lastRunToken.current = urlToken;
    void initialiseAuth({ isLogtoAuthenticated: logto.isAuthenticated }).finally(() => {
      running.current = false;
    });
  }, [logto.ready, logto.isLoading, logto.isAuthenticated, isInitialized, user, urlToken]);

  useSessionKeeper();

  useEffect(() => {
    if (location.pathname === LOGIN_PATH) setSigningOut(false);
  }, [location.pathname]);

  // Spec §4: the server returned an empty roles list.
  const loginFailed = user !== null && user.firstRole === null && !isLoading;
  return (
    <>
      {children}
      {loginFailed && (
        <Suspense fallback={null}>
          <LoginFailedModal open />
        </Suspense>
      )}
    </>
  );
}
