import { ErrorScreen } from './error-screen';

export const NOT_FOUND_TITLE = 'Page Not Found';

/** The generic not-found page (spec §2): unknown paths and invalid route parameters. */
export function NotFoundPage({ standalone = true }: { standalone?: boolean }) {
  return (
    <ErrorScreen status={404} title={NOT_FOUND_TITLE} standalone={standalone}>
      The page you asked for does not exist. Check the address, or start again from your home page.
    </ErrorScreen>
  );
}
