export { AuthProvider } from './auth-provider';
export {
  RequireArea,
  RequireAuth,
  RedirectIfSignedIn,
  RootRedirect,
  skipsAuthGuard,
} from './guards';
export { mayOpen, type Area } from './areas';
export { ImpersonationBanner } from './impersonation-banner';
export { useCurrentUser, useIsSuperuser } from './use-current-user';
export { startImpersonation, stopImpersonation } from '../../lib/session/impersonation-store';
