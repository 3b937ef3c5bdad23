import { Role, userMeSchema, type RoleEntry, type UserMe } from '../../../contract';

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

const hasClass = (entry: RoleEntry): entry is ClassRole => entry.class_id !== null;

/** The answer of `GET /users/me` as stored: isSuperuser from the whole list, then class roles only. */
export function toStoredUser(data: unknown): { user: StoredUser; isSuperuser: boolean } {
  const parsed = userMeSchema.safeParse(data);
  if (!parsed.success) throw new InvalidUserError();
  const me: UserMe = parsed.data;
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
