/**
 * What an LTI role list makes a person in the course's class (LTI Core 1.3 §5.3.7, Appendix A).
 * Pure: a launch and a roster sync (NRPS) read the same rule.
 */
export type ClassRole = 'teacher' | 'student';

const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/';
const MEMBERSHIP = `${LIS}membership`;
/** Administrators of the whole platform; only these institution/system roles can teach. */
const PLATFORM_ADMINISTRATORS = new Set([
  `${LIS}institution/person#Administrator`,
  `${LIS}system/person#Administrator`,
  `${LIS}system/person#SysAdmin`,
]);
const INSTRUCTOR_SHORT_NAMES = new Set(['Instructor', 'TeachingAssistant']);

/** A context (course membership) role: full URI, sub-role URI, or the short name the spec allows. */
const isMembershipRole = (role: string) =>
  role.startsWith(`${MEMBERSHIP}#`) || role.startsWith(`${MEMBERSHIP}/`) || !role.includes(':');

/** `membership#Instructor`, a sub-role `membership/Instructor#…`, or the short `Instructor`. */
const isInstructor = (role: string) =>
  role === `${MEMBERSHIP}#Instructor` ||
  role.startsWith(`${MEMBERSHIP}/Instructor#`) ||
  INSTRUCTOR_SHORT_NAMES.has(role);

/**
 * A course Instructor (or one of its sub-roles, e.g. TeachingAssistant) teaches; a platform
 * Administrator teaches only when the list names no course membership at all; everyone else —
 * Learner, unknown roles, no role, and `institution/person#Instructor` (a job title, not this
 * course) — is a student.
 */
export function classRoleOf(roles: readonly string[]): ClassRole {
  if (roles.some(isInstructor)) return 'teacher';
  const memberships = roles.filter(isMembershipRole);
  if (memberships.length === 0 && roles.some((role) => PLATFORM_ADMINISTRATORS.has(role))) {
    return 'teacher';
  }
  return 'student';
}
