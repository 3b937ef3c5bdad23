import type { StudentRecord } from '../../../contract/student-record';

/**
 * The logbook endorsements of AC 61-65 (Appendix A) that a knowledge-test record supports, filled
 * in from the record: A.32 before the test, A.2 once the report's deficient areas are reviewed.
 * The wording is the AC's; the bracketed parts are for the instructor to complete. Groundschool
 * prepares the text, the instructor writes and signs the endorsement in the logbook.
 */

/** AC 61-65's sample expiry format: 12-31-2027. */
const expiryOf = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${month}-${day}-${year}`;
};

/** The signature line: `/s/ [date] J. J. Jones 987654321CFI Exp. 12-31-2027`. */
export function signatureLine(instructor: StudentRecord['instructor']) {
  const name = instructor?.name || '[instructor name]';
  const certificate = instructor?.certificate_number || '[certificate number]';
  const expiry = instructor?.certificate_expires
    ? ` Exp. ${expiryOf(instructor.certificate_expires)}`
    : '';
  return `/s/ [date] ${name} ${certificate}${expiry}`;
}

export function endorsementText(record: StudentRecord) {
  const student = record.student.name;
  const test = record.knowledge_test_name ?? '[name of the]';
  const signature = signatureLine(record.instructor);
  const knowledgeTest = [
    'A.32 Aeronautical knowledge test: §§ 61.35(a)(1), 61.103(d), and 61.105.',
    `I certify that ${student} has received the required training in accordance with § 61.105. I have determined [he or she] is prepared for the ${test} knowledge test.`,
    signature,
  ];
  if (record.knowledge_test_codes.length === 0) return knowledgeTest.join('\n');
  const deficientAreas = [
    'A.2 Review of deficiencies identified on airman knowledge test: § 61.39(a)(6)(iii), as required.',
    `I certify that ${student} has demonstrated satisfactory knowledge of the subject areas in which [he or she] was deficient on the ${test} airman knowledge test.`,
    signature,
  ];
  return [...knowledgeTest, '', ...deficientAreas].join('\n');
}
