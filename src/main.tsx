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

startErrorReporting();
trackInit();

const router = createAppRouter();
const queryClient = createQueryClient();

// A transition lets React render the first screen in slices, so the page stays responsive while
// it does (the server's static shell is on screen meanwhile).
/** The app's React root (exported so the start-up test can unmount it). */
export const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);

startBuildsPolling();
registerServiceWorker();
