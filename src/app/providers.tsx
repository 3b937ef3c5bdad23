import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { TOASTER_PROPS } from '../lib/toasts';
import { useAfterFirstPaint } from '../lib/after-first-paint';
import { AppThemeProvider } from '../lib/theme';

// Toasts only matter once something goes wrong: the toaster loads after first paint (a toast asked
// for before then shows when it mounts).
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
  const painted = useAfterFirstPaint();
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Spec §8/§9: top-right, 5 seconds. */}
        {painted ? (
          <Suspense fallback={null}>
            <Toaster {...TOASTER_PROPS} />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
