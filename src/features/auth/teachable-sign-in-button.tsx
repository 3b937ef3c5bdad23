import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { isFramed } from '../../lib/session/auth-method';
import { getAuthState } from '../../lib/session/auth-store';
import { initialiseAuth } from './initialise';
import {
  makeClaim,
  SIGN_IN_POPUP_FEATURES,
  teachableStartUrl,
  waitForTeachableSignIn,
  type SignInEnd,
} from './teachable-sign-in';

export const CONTINUE_WITH_TEACHABLE = 'Continue with Teachable';

export const TEACHABLE_SIGN_IN_PROBLEMS = {
  blocked:
    'Your browser blocked the Teachable sign-in window. Allow pop-ups for this site, then try again.',
  closed:
    'The Teachable sign-in window was closed before you finished signing in. Continue with Teachable to try again.',
  gone: 'This sign-in expired. Continue with Teachable to try again.',
} as const;

/**
 * The Teachable sign-in of a known school. Inside the school's course page the app's frame cannot
 * keep a cookie set by a page it navigates to, so Teachable's pages open in a popup and the frame
 * claims the finished sign-in with a secret only it knows (its own, partitioned, session cookie).
 * In a tab of its own the sign-in is a plain redirect.
 */
export function TeachableSignInButton({ school }: { school: string }) {
  const [waiting, setWaiting] = useState(false);
  const [problem, setProblem] = useState<keyof typeof TEACHABLE_SIGN_IN_PROBLEMS | null>(null);
  const leaving = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  const signInInPopup = async () => {
    const claim = makeClaim();
    // Opened in the click itself: a popup opened later is blocked.
    const popup = window.open(
      teachableStartUrl(school, { claim }),
      'groundschool-teachable-sign-in',
      SIGN_IN_POPUP_FEATURES,
    );
    if (!popup) {
      setProblem('blocked');
      return;
    }
    setProblem(null);
    setWaiting(true);
    const end: SignInEnd = await waitForTeachableSignIn(claim, popup, leaving.current.signal);
    if (leaving.current.signal.aborted) return;
    if (end === 'claimed') {
      await initialiseAuth({ isLogtoAuthenticated: false });
      return;
    }
    setWaiting(false);
    setProblem(end);
  };

  const onClick = () => {
    if (isFramed()) {
      void signInInPopup();
      return;
    }
    const returnPath = getAuthState().redirect ?? '/';
    window.location.assign(teachableStartUrl(school, { returnPath }));
  };

  return (
    <>
      <Typography>Sign in with your Teachable account to open your course’s class.</Typography>
      {problem && <Alert severity="warning">{TEACHABLE_SIGN_IN_PROBLEMS[problem]}</Alert>}
      {waiting && <Typography role="status">Finish signing in in the Teachable window.</Typography>}
      <Button variant="contained" size="large" onClick={onClick} disabled={waiting}>
        {waiting ? 'Waiting for Teachable…' : CONTINUE_WITH_TEACHABLE}
      </Button>
    </>
  );
}
