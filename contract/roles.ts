// No zod here: the SPA imports these constants into its first-paint code.

/** Role numbers of spec §3. */
export const Role = { STUDENT: 1, TEACHER: 2, SUPERUSER: 3 } as const;
export type Role = (typeof Role)[keyof typeof Role];
