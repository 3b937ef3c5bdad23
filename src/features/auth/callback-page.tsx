import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { loadSessionUser } from '../../api/users';
import { getAuthState } from '../../lib/session/auth-store';
import { LOGIN_PATH } from '../../lib/session/navigation';
import { readAuthSettings } from '../../lib/session/settings';
import {
  describeCallbackFailure,
  isCancelledSignIn,
  readSignInSession,
  validateSignInCallback,
} from './callback-validation';
import { FullPageProgress } from './full-page-progress';
import { useLogtoBridge } from './logto-bridge';
import { SignInScreen } from './sign-in-screen';
import { paths } from '../../lib/paths';

/** After the sign-in: the user is loaded, then the saved redirect or / (spec §2, §4). */
async function completeSignIn() {
  const store = getAuthState();
  if (!store.user) store.setUser(await loadSessionUser());
  getAuthState().setLastCookieRefresh(Date.now());
  const target = getAuthState().redirect ?? paths.root.href();
  getAuthState().setRedirect(null);
  return target;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Unexpected error.';

/** /auth/callback: validates the identity provider's answer (spec §5) and completes the sign-in. */
export function CallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [invalid] = useState(() =>
    validateSignInCallback(
      `${window.location.origin}${location.pathname}${location.search}`,
      readSignInSession(readAuthSettings().logtoAppId),
    ),
  );
  const { ready, isLoading, isAuthenticated, callbackError: error } = useLogtoBridge();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!ready || !isAuthenticated || isLoading || started.current) return;
    started.current = true;
    completeSignIn().then(
      (target) => void navigate(target, { replace: true }),
      (loadError: unknown) =>
        setFailure(`Your account could not be loaded: ${messageOf(loadError)}`),
    );
  }, [ready, isAuthenticated, isLoading, navigate]);

  const cancelled = isCancelledSignIn(invalid) && !isAuthenticated;
  useEffect(() => {
    if (cancelled) void navigate(LOGIN_PATH, { replace: true });
  }, [cancelled, navigate]);

  const shown = cancelled
    ? null
    : (failure ??
      (invalid && !isAuthenticated ? describeCallbackFailure(invalid) : null) ??
      (error ? `The sign-in could not be completed: ${messageOf(error)}` : null));

  if (!shown) return <FullPageProgress label="Completing sign-in" />;
  return (
    <SignInScreen title="Sign-in failed">
      <Alert severity="error">{shown}</Alert>
      <Button component={RouterLink} to={LOGIN_PATH} variant="contained">
        Back to sign in
      </Button>
    </SignInScreen>
  );
}
