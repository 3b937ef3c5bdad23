// No zod here: the SPA's api files import it.

/** Every class-administration API path, written once (Fastify patterns; fill with `toPath`). */
export const classPaths = {
  join: '/classes/join',
  nameInUse: '/classes/name-in-use',
  class: '/classes/:classId',
  settings: '/classes/:classId/settings',
  generalSettings: '/classes/:classId/settings/general',
  finalExamSettings: '/classes/:classId/settings/final-exam',
  weakAreaSettings: '/classes/:classId/settings/weak-areas',
  finalExamPreview: '/classes/:classId/final-exam/preview',
  joinCode: '/classes/:classId/join-code',
  student: '/classes/:classId/students/:userId',
  accommodations: '/classes/:classId/students/:userId/accommodations',
  invitations: '/classes/:classId/invitations',
  invitation: '/classes/:classId/invitations/:invitationId',
  teachers: '/classes/:classId/teachers',
  teacher: '/classes/:classId/teachers/:userId',
} as const;

/** A path pattern with its `:params` filled in. */
export function toPath(pattern: string, params: Record<string, number | string>) {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
