import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { onFirstToast, toastAsked, TOASTER_PROPS } from '../lib/toasts';
import { AppThemeProvider } from '../lib/theme';

// Toasts only matter once something happens: the toaster loads with the first toast (which shows
// when it mounts), so a screen drawn without one never loads react-hot-toast.
const Toaster = lazy(() =>
  import('react-hot-toast').then((module) => ({ default: module.Toaster })),
);

/** Everything the screens rely on: theme, server-state cache, toasts. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const toasting = useSyncExternalStore(onFirstToast, toastAsked);
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Spec §8/§9: top-right, 5 seconds. */}
        {toasting ? (
          <Suspense fallback={null}>
            <Toaster {...TOASTER_PROPS} />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
