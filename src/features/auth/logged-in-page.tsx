import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getAuthState } from '../../lib/session/auth-store';
import { REDIRECT_WAIT_MS, REDIRECT_WAIT_WITH_LMS_TOKEN_MS } from '../../lib/session/constants';
import { hasLmsToken } from '../../lib/session/lms-token';
import { SignInScreen } from './sign-in-screen';
import { paths } from '../../lib/paths';

/** /logged-in: confirms the sign-in, then the saved redirect or / after 3 s (lms token) or 1 s. */
export function LoggedInPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const wait = hasLmsToken() ? REDIRECT_WAIT_WITH_LMS_TOKEN_MS : REDIRECT_WAIT_MS;
    const timer = setTimeout(() => {
      const { redirect, setRedirect } = getAuthState();
      setRedirect(null);
      void navigate(redirect ?? paths.root.href(), { replace: true });
    }, wait);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <SignInScreen title="You're signed in">
      <Typography color="text.secondary">Taking you to Groundschool…</Typography>
      <LinearProgress aria-label="Opening Groundschool" />
    </SignInScreen>
  );
}
