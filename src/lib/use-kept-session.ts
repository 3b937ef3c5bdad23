import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * A study session that can run offline: `load` answers the server's session, or (`offline`) the
 * one kept on this device. A snapshot, never refetched under the student — except when the
 * connection returns to a session shown offline: what was done offline is sent first
 * (`sendWaiting`), then the server's session replaces the device's (the server wins).
 */
export function useKeptSession<T extends { offline: boolean }>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  sendWaiting: () => Promise<unknown>,
) {
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Offline is when the kept session is needed: the query must run then.
    networkMode: 'always',
  });
  const offline = query.data?.offline ?? false;
  const { refetch } = query;
  useEffect(() => {
    if (!offline) return;
    const reconcile = () => void sendWaiting().then(() => refetch());
    window.addEventListener('online', reconcile);
    return () => window.removeEventListener('online', reconcile);
  }, [offline, refetch, sendWaiting]);
  return query;
}
