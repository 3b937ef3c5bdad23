import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useAuthStore } from '../../lib/session/auth-store';
import { blockedCookiesLaunchUrl } from '../../lib/session/blocked-cookies';
import { logtoActions } from './logto-bridge';
import { callbackUri } from './logto-config';
import { SignInScreen } from './sign-in-screen';
import { currentTeachableSchool } from '../../lib/session/teachable-school';

// A course platform's sign-in loads only where one is in use: the sign-in most people see does not
// carry its code.
const TeachableSignInButton = lazy(() =>
  import('./teachable-sign-in-button').then((module) => ({
    default: module.TeachableSignInButton,
  })),
);
const LmsCookiesBlocked = lazy(() =>
  import('./lms-cookies-blocked').then((module) => ({ default: module.LmsCookiesBlocked })),
);

export const PRODUCT_TAGLINE =
  'Ground school for pilots: quizzes, flashcards and mock exams for your class.';

/** /login: the product, what it is, and how to sign in with the current method. */
export function LoginPage() {
  const method = useAuthStore((state) => state.authMethod);
  const setAuthMethod = useAuthStore((state) => state.setAuthMethod);
  const blockedCookiesLaunch = blockedCookiesLaunchUrl();
  const teachableSchool = method === 'teachable' ? currentTeachableSchool() : null;
  const signInWithProvider = () => {
    setAuthMethod('logto');
    void logtoActions().then((logto) => logto.signIn(callbackUri()));
  };

  return (
    <SignInScreen title="Welcome to Groundschool">
      <Typography color="text.secondary">{PRODUCT_TAGLINE}</Typography>
      {teachableSchool ? (
        <Suspense fallback={null}>
          <TeachableSignInButton school={teachableSchool} />
        </Suspense>
      ) : method === 'teachable' ? (
        <>
          <Typography>
            You sign in to Groundschool through your course platform. Sign in there, then reload
            this page.
          </Typography>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </>
      ) : method === 'lms' && blockedCookiesLaunch ? (
        <Suspense fallback={null}>
          <LmsCookiesBlocked launchUrl={blockedCookiesLaunch} />
        </Suspense>
      ) : method === 'lms' ? (
        <>
          <Typography>
            You opened Groundschool from your course. To continue, open it again from your course
            page (a course link is valid for 24 hours).
          </Typography>
          <Button variant="text" onClick={signInWithProvider}>
            Sign in with a Groundschool account
          </Button>
        </>
      ) : (
        <Button variant="contained" size="large" onClick={signInWithProvider}>
          Sign in
        </Button>
      )}
    </SignInScreen>
  );
}
