import { useAuthStore } from '../../lib/session/auth-store';
import type { StoredUser } from '../../lib/session/stored-user';

/** The signed-in user ({id, name, email, roles: class roles only, firstRole}), or null. */
export const useCurrentUser = (): StoredUser | null => useAuthStore((state) => state.user);

/** True when any role of the user as received is superuser (3). */
export const useIsSuperuser = () => useAuthStore((state) => state.isSuperuser);
