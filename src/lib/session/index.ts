export { useAuthStore, getAuthState, type AuthState } from './auth-store';
export {
  useImpersonationStore,
  startImpersonation,
  stopImpersonation,
  type ImpersonatedStudent,
} from './impersonation-store';
export type { StoredUser, ClassRole } from './stored-user';
export { readLmsToken, type LmsTokenRecord } from './lms-token';
export * from './constants';
