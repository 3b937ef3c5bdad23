import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAuthStore } from '../../lib/session/auth-store';
import { blockedCookiesLaunchUrl } from '../../lib/session/blocked-cookies';
import { logtoActions } from './logto-bridge';
import { callbackUri } from './logto-config';
import { SignInScreen } from './sign-in-screen';
import { TeachableSignInButton } from './teachable-sign-in-button';
import { currentTeachableSchool } from '../../lib/session/teachable-school';

export const COOKIES_BLOCKED_MESSAGE =
  "Your browser blocked this app's cookies inside the course page.";

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
        <TeachableSignInButton school={teachableSchool} />
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
        <>
          <Alert severity="warning">{COOKIES_BLOCKED_MESSAGE}</Alert>
          <Typography>
            Groundschool works in a tab of its own, signed in as you are in your course.
          </Typography>
          <Button
            variant="contained"
            href={blockedCookiesLaunch}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewRounded />}
          >
            Open Groundschool in a new tab
          </Button>
        </>
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
