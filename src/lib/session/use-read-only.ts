import { useImpersonationStore } from './impersonation-store';

/** Whether this session may not write, and why (shown beside the controls it turns off). */
export type ReadOnly = { readOnly: true; reason: string } | { readOnly: false; reason: null };

/** The reason a read-only session gives, naming the student viewed. */
export const readOnlyReason = (studentName: string) =>
  `Read-only: you are viewing the app as ${studentName}, so this is turned off.`;

/**
 * The one source for "may this session write?": read-only while viewing the app as a student
 * (the server refuses every change then, code 110). Every control that would write asks it.
 */
export function useReadOnly(): ReadOnly {
  const student = useImpersonationStore((state) => state.impersonatedStudent);
  return student
    ? { readOnly: true, reason: readOnlyReason(student.name) }
    : { readOnly: false, reason: null };
}
