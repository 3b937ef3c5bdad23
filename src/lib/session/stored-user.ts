import { Role } from '../../../contract/roles';
import type { RoleEntry, UserMe } from '../../../contract/users';

/** A class role of the stored user (entries without class_id are dropped, spec §3). */
export type ClassRole = { role: Role; class_id: number };

export type StoredUser = {
  id: number;
  name: string;
  /** Read only to tag error reports. */
  email: string | null;
  roles: ClassRole[];
  /**
   * The first role of the list as the server sent it (null for an empty list), kept because the root
   * redirect and the Login Failed modal depend on the list as received, before the drop above.
   */
  firstRole: Role | null;
};

export const USER_INVALID_MESSAGE = 'User data invalid or missing ID';

/** Authentication fails with this when the loaded user has no id (spec §5). */
export class InvalidUserError extends Error {
  constructor() {
    super(USER_INVALID_MESSAGE);
    this.name = 'InvalidUserError';
  }
}

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

const isRoleEntry = (value: unknown): value is RoleEntry => {
  const entry = value as Partial<RoleEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    (entry.role === Role.STUDENT || entry.role === Role.TEACHER || entry.role === Role.SUPERUSER) &&
    (entry.class_id === null || isPositiveInteger(entry.class_id))
  );
};

/**
 * The shape of contract/users `userMeSchema`, checked by hand: this runs before first paint, where
 * zod is not loaded.
 */
function isUserMe(data: unknown): data is UserMe {
  const me = data as Partial<UserMe> | null;
  return (
    typeof me === 'object' &&
    me !== null &&
    isPositiveInteger(me.id) &&
    typeof me.name === 'string' &&
    (me.email === null || me.email === undefined || typeof me.email === 'string') &&
    Array.isArray(me.roles) &&
    me.roles.every(isRoleEntry)
  );
}

const hasClass = (entry: RoleEntry): entry is ClassRole => entry.class_id !== null;

/** The answer of `GET /users/me` as stored: isSuperuser from the whole list, then class roles only. */
export function toStoredUser(data: unknown): { user: StoredUser; isSuperuser: boolean } {
  if (!isUserMe(data)) throw new InvalidUserError();
  const me = { ...data, email: data.email ?? null };
  return {
    isSuperuser: me.roles.some((entry) => entry.role === Role.SUPERUSER),
    user: {
      id: me.id,
      name: me.name,
      email: me.email,
      roles: me.roles.filter(hasClass),
      firstRole: me.roles[0]?.role ?? null,
    },
  };
}
