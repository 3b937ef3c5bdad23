import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/query-client';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startBuildsPolling } from './lib/builds';
import { startErrorReporting } from './lib/sentry';
import { trackInit } from './lib/tracking';
import { registerServiceWorker } from './lib/service-worker';
import { keepStaticShell } from './components/start-up-shell/start-up-shell';
import { takeTokenFromAddress } from './lib/session/lms-token';

takeTokenFromAddress();
startErrorReporting();
trackInit();

const queryClient = createQueryClient();

const container = document.getElementById('root')!;
// React's first render replaces the server's shell: waiting states show it again (StartUpShell).
keepStaticShell(container);
/** The app's React root (exported so the start-up test can unmount it). */
export const root = createRoot(container);

// The first screen starts in a task of its own: evaluating the modules is one long task already, and
// between the two the browser can paint and go on with the requests the page started early (an lms
// launch's token exchange and class list, src/first-screen/early-lms-script.ts). A transition then lets
// React render it in slices, so the page stays responsive while it does (the server's static shell
// is on screen meanwhile).
setTimeout(() => {
  const router = createAppRouter();
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}, 0);

startBuildsPolling();
registerServiceWorker();
