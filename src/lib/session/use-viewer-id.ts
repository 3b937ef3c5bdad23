import { useAuthStore } from './auth-store';
import { useImpersonationStore } from './impersonation-store';

/** Whose data the screens show: the impersonated student's while impersonating, else the user's. */
export function useViewerId(): number | null {
  const user = useAuthStore((state) => state.user);
  const impersonated = useImpersonationStore((state) => state.impersonatedStudent);
  return impersonated?.id ?? user?.id ?? null;
}

/** The name of the person whose data the screens show (the impersonated student's, or the user's). */
export function useViewerName(): string {
  const user = useAuthStore((state) => state.user);
  const impersonated = useImpersonationStore((state) => state.impersonatedStudent);
  return impersonated?.name ?? user?.name ?? '';
}
