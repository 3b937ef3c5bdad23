import { classRoleOf, type ClassRole } from '../lti-roles';
import type { Member } from './memberships';

/** What one NRPS member means for the class. */
export type RosterEntry = {
  subject: string;
  role: ClassRole;
  /** NRPS 2.0 status: only `Active` members belong to the course now. */
  active: boolean;
  /** Null when the platform keeps names private ("No PII"). */
  name: string | null;
  email: string | null;
};

const filled = (value: string | undefined) => value?.trim() || null;

export function rosterEntryOf(member: Member): RosterEntry {
  const fullName = [member.given_name, member.family_name].map(filled).filter(Boolean).join(' ');
  return {
    subject: member.user_id,
    role: classRoleOf(member.roles),
    active: member.status === 'Active',
    name: filled(member.name) ?? (fullName || null),
    email: filled(member.email)?.toLowerCase() ?? null,
  };
}
