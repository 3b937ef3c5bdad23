import { z } from 'zod/mini';
import { knowledgeCodeListSchema } from './knowledge-test';
import { endorsementSchema, readinessSchema, topicPerformanceSchema } from './progress';
import { QUIZ_KINDS } from './quizzes';
import { safeTextChecks, textField } from './text';

/**
 * The instructor's record of one student (issue 29 part 4): what Groundschool knows of their
 * preparation, printed for the instructor who signs the logbook. Groundschool prepares the record;
 * it issues no endorsement itself.
 */

/** An ACS task (`PA.I.C`) or EASA subject (`010.01`): the student's answers to its questions. */
export const acsAreaSchema = z.object({
  code: z.string(),
  answers: z.int(),
  correct: z.int(),
  /** % right over the latest answers the class's weak-area rule counts; null: none yet. */
  accuracy: z.nullable(z.int()),
  /** The topic-mastery rule (90 % of the last 20 answers) read over the area's answers. */
  mastered: z.boolean(),
  /** The class's weak-area rule read over the area's answers. */
  weak: z.boolean(),
});
export type AcsArea = z.infer<typeof acsAreaSchema>;

/** One calendar week (Monday first, in the class's time zone) of study. */
export const studyWeekSchema = z.object({
  /** The Monday, `YYYY-MM-DD`. */
  week_start: z.string(),
  days_studied: z.int(),
  minutes: z.int(),
  answers: z.int(),
  flashcard_reviews: z.int(),
});
export type StudyWeek = z.infer<typeof studyWeekSchema>;

/** One quiz the student has finished at least one attempt of. */
export const recordQuizSchema = z.object({
  quiz_id: z.int(),
  title: z.string(),
  kind: z.enum(QUIZ_KINDS),
  attempts: z.int(),
  best: z.nullable(z.int()),
  last: z.nullable(z.int()),
  last_at: z.string(),
  passed: z.boolean(),
});
export type RecordQuiz = z.infer<typeof recordQuizSchema>;

export const recordFinalAttemptSchema = z.object({
  attempt_id: z.int(),
  submitted_at: z.string(),
  score_percent: z.int(),
  passed: z.boolean(),
  time_used_seconds: z.int(),
});
export type RecordFinalAttempt = z.infer<typeof recordFinalAttemptSchema>;

/** Who signs: their name, and the certificate the signature line of AC 61-65 names. */
export const recordInstructorSchema = z.object({
  name: z.string(),
  certificate_number: z.nullable(z.string()),
  /** `YYYY-MM-DD`; null: none given (ground instructor certificates do not expire). */
  certificate_expires: z.nullable(z.string()),
});
export type RecordInstructor = z.infer<typeof recordInstructorSchema>;

/**
 * `GET /classes/:classId/students/:userId/record`: the student, the class's teachers and
 * superusers (read-only, like every GET).
 */
export const studentRecordSchema = z.object({
  student: z.object({ id: z.int(), name: z.string() }),
  class: z.object({ id: z.int(), name: z.string() }),
  generated_at: z.string(),
  time_zone: z.string(),
  readiness: z.nullable(readinessSchema),
  topics: z.array(topicPerformanceSchema),
  acs_areas: z.array(acsAreaSchema),
  /** Graded answers to questions with no ACS or EASA code (not in `acs_areas`). */
  uncoded_answers: z.int(),
  study: z.object({
    minutes: z.int(),
    days_studied: z.int(),
    streak: z.object({ current: z.int(), longest: z.int() }),
    /** Newest first; weeks without study left out. */
    weeks: z.array(studyWeekSchema),
  }),
  quizzes: z.array(recordQuizSchema),
  final_exam: z.object({ pass_mark: z.int(), attempts: z.array(recordFinalAttemptSchema) }),
  knowledge_test_codes: knowledgeCodeListSchema,
  endorsement: z.nullable(endorsementSchema),
  /** The viewer when they teach the class, else the endorsing instructor; null: none yet. */
  instructor: z.nullable(recordInstructorSchema),
  /** The knowledge test the class prepares for, as AC 61-65 names it (its questions' ACS codes). */
  knowledge_test_name: z.nullable(z.string()),
});
export type StudentRecord = z.infer<typeof studentRecordSchema>;

/** The knowledge tests an ACS code's prefix prepares for. */
const KNOWLEDGE_TESTS: Record<string, string> = {
  PA: 'Private Pilot Airplane (PAR)',
  CA: 'Commercial Pilot Airplane (CAX)',
  IR: 'Instrument Rating Airplane (IRA)',
};

/** The knowledge test most of these ACS codes belong to; null when none is known. */
export function knowledgeTestOf(codes: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const code of codes) {
    const test = KNOWLEDGE_TESTS[code.split('.')[0] ?? ''];
    if (test) counts.set(test, (counts.get(test) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [test, count] of counts) if (best === null || count > counts.get(best)!) best = test;
  return best;
}

/** The area an objective code belongs to: an ACS task (`PA.I.C.K1` → `PA.I.C`), an EASA subject. */
export function areaOfObjective(code: string): string | null {
  const parts = code.split('.');
  if (parts.length >= 4 && /^[A-Z]{2,4}$/.test(parts[0]!)) return parts.slice(0, 3).join('.');
  if (parts.length >= 2 && /^\d{3}$/.test(parts[0]!)) return parts.slice(0, 2).join('.');
  return null;
}

/**
 * `GET`/`PUT /users/me/instructor-certificate`: what the signature line of the instructor's records
 * names. Empty strings: none given (a form's empty field).
 */
export const INSTRUCTOR_CERTIFICATE_MAX = 30;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const CERTIFICATE_EXPIRY_MESSAGE = 'Enter the expiry as a date (YYYY-MM-DD).';
export const instructorCertificateSchema = z.strictObject({
  certificate_number: textField({ label: 'Certificate number', max: INSTRUCTOR_CERTIFICATE_MAX }),
  certificate_expires: z.string().check(
    ...safeTextChecks(10, CERTIFICATE_EXPIRY_MESSAGE),
    z.refine(
      (value) => value === '' || (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))),
      CERTIFICATE_EXPIRY_MESSAGE,
    ),
  ),
});
export type InstructorCertificate = z.infer<typeof instructorCertificateSchema>;
