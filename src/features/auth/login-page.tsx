import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAuthStore } from '../../lib/session/auth-store';
import { logtoActions } from './logto-bridge';
import { callbackUri } from './logto-config';
import { SignInScreen } from './sign-in-screen';

export const PRODUCT_TAGLINE =
  'Ground school for pilots: quizzes, flashcards and mock exams for your class.';

/** /login: the product, what it is, and how to sign in with the current method. */
export function LoginPage() {
  const method = useAuthStore((state) => state.authMethod);
  const setAuthMethod = useAuthStore((state) => state.setAuthMethod);
  const signInWithProvider = () => {
    setAuthMethod('logto');
    void logtoActions().then((logto) => logto.signIn(callbackUri()));
  };

  return (
    <SignInScreen title="Welcome to Groundschool">
      <Typography color="text.secondary">{PRODUCT_TAGLINE}</Typography>
      {method === 'teachable' ? (
        <>
          <Typography>
            You sign in to Groundschool through your course platform. Sign in there, then reload
            this page.
          </Typography>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
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
