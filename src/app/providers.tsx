import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { TOASTER_PROPS } from '../api/error-toasts';
import { AppThemeProvider } from '../lib/theme';

/** Everything the screens rely on: theme, server-state cache, toasts. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Spec §8/§9: top-right, 5 seconds. */}
        <Toaster {...TOASTER_PROPS} />
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
