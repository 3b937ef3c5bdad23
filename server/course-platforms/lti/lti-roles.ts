/**
 * What a launch's roles make the person in the course's class (LTI Core 1.3 §5.3.7 and its role
 * vocabularies). A pure rule:
 * - a context (membership) role decides when the launch carries one: Instructor and its sub-roles
 *   (`membership/Instructor#TeachingAssistant`) teach, every other context role studies;
 * - with no context role, an institution or system Administrator teaches;
 * - anything else (Learner, `institution/person#Instructor` alone, unknown or no role) studies.
 * Short values (`Instructor`, `Learner`) are context roles, as the certification suite sends them
 * (a short `TeachingAssistant` is Instructor's sub-role),
 * and LTI 1.1 URNs (`urn:lti:role:ims/lis/Instructor`) read as their LTI 1.3 names.
 */
export type ClassRole = 'teacher' | 'student';

type ParsedRole =
  | { kind: 'context'; role: string; subRole: string | null }
  | { kind: 'institution' | 'system'; role: string }
  | { kind: 'unknown' };

const VOCABULARY = 'http://purl.imsglobal.org/vocab/lis/v2/';
const ADMINISTRATORS = new Set(['Administrator', 'SysAdmin']);

function parseRole(value: string): ParsedRole {
  const role = value.trim();
  if (role.startsWith(VOCABULARY)) {
    const rest = role.slice(VOCABULARY.length);
    const membership = rest.match(/^membership(?:\/(\w+))?#(\w+)$/);
    if (membership) {
      const [, parent, name = ''] = membership;
      return parent
        ? { kind: 'context', role: parent, subRole: name }
        : { kind: 'context', role: name, subRole: null };
    }
    const person = rest.match(/^(institution|system)\/person#(\w+)$/);
    if (person) return { kind: person[1] as 'institution' | 'system', role: person[2] ?? '' };
    return { kind: 'unknown' };
  }
  const urn = role.match(/^urn:lti:(role|instrole|sysrole):ims\/lis\/(\w+)(?:\/(\w+))?$/);
  if (urn) {
    const [, scope, name = '', subRole] = urn;
    if (scope === 'role') return { kind: 'context', role: name, subRole: subRole ?? null };
    return { kind: scope === 'instrole' ? 'institution' : 'system', role: name };
  }
  if (role === 'TeachingAssistant') return { kind: 'context', role: 'Instructor', subRole: role };
  if (/^\w+$/.test(role)) return { kind: 'context', role, subRole: null };
  return { kind: 'unknown' };
}

export function classRoleOf(roles: readonly string[]): ClassRole {
  const parsed = roles.filter((role) => role.trim() !== '').map(parseRole);
  const contextRoles = parsed.flatMap((role) => (role.kind === 'context' ? [role] : []));
  if (contextRoles.length > 0) {
    return contextRoles.some((role) => role.role === 'Instructor') ? 'teacher' : 'student';
  }
  const administers = parsed.some(
    (role) =>
      (role.kind === 'institution' || role.kind === 'system') && ADMINISTRATORS.has(role.role),
  );
  return administers ? 'teacher' : 'student';
}
