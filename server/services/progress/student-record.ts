import {
  areaOfObjective,
  knowledgeTestOf,
  weakAreaReading,
  type AcsArea,
  type RecordFinalAttempt,
  type RecordQuiz,
  type StudentRecord,
  type WeakAreaRule,
} from '../../../contract';
import type { Database } from '../../db/client';
import { notFound } from '../../errors/api-error';
import { gradedAnswers, listStudentAttempts } from '../../repositories/attempts';
import { readClassSettings } from '../../repositories/class-settings';
import { getClassName } from '../../repositories/classes';
import { listKnowledgeCodes } from '../../repositories/knowledge-codes';
import { getEndorsement, studyMinutes } from '../../repositories/progress';
import { publishedObjectives } from '../../repositories/questions';
import { getUserWithCertificate } from '../../repositories/users';
import { listTeachers } from '../../repositories/members';
import { timeUsedSeconds } from '../attempts/attempt-result';
import { masters } from './badges';
import { studentPerformance } from './performance';
import { studentProgress } from './student-progress';
import { studyTime } from './study-time';

type Answer = { learningObjective: string; correct: boolean | null };

/**
 * The student's answers per ACS task (or EASA subject), read by the class's weak-area rule and the
 * topic-mastery rule, as the class home reads topics. Answers newest first.
 */
export function acsAreas(answers: readonly Answer[], rule: WeakAreaRule) {
  const byArea = new Map<string, boolean[]>();
  let uncoded = 0;
  for (const answer of answers) {
    const area = areaOfObjective(answer.learningObjective);
    if (area === null) {
      uncoded += 1;
      continue;
    }
    const list = byArea.get(area) ?? [];
    list.push(answer.correct === true);
    byArea.set(area, list);
  }
  const areas = [...byArea.entries()]
    .map(([code, results]): AcsArea => {
      const latest = results.slice(0, rule.last_answers);
      return {
        code,
        answers: results.length,
        correct: results.filter(Boolean).length,
        ...weakAreaReading({ count: latest.length, correct: latest.filter(Boolean).length }, rule),
        mastered: masters(results),
      };
    })
    .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
  return { areas, uncoded };
}

type Attempt = Awaited<ReturnType<typeof listStudentAttempts>>[number];
type Finished = Attempt & { submittedAt: Date; scorePercent: number };

const finished = (attempt: Attempt): attempt is Finished =>
  attempt.status !== 'open' && attempt.submittedAt !== null && attempt.scorePercent !== null;

/** Each quiz's finished attempts (newest first in `attempts`): how many, best, last, passed. */
function quizSummaries(attempts: readonly Finished[]): RecordQuiz[] {
  const quizzes = new Map<number, RecordQuiz>();
  for (const attempt of attempts) {
    const entry = quizzes.get(attempt.quizId);
    if (!entry) {
      quizzes.set(attempt.quizId, {
        quiz_id: attempt.quizId,
        title: attempt.quizTitle,
        kind: attempt.kind,
        attempts: 1,
        best: attempt.scorePercent,
        last: attempt.scorePercent,
        last_at: attempt.submittedAt.toISOString(),
        passed: attempt.passed === true,
      });
      continue;
    }
    entry.attempts += 1;
    entry.best = Math.max(entry.best ?? 0, attempt.scorePercent);
    entry.passed ||= attempt.passed === true;
  }
  return [...quizzes.values()];
}

const finalAttempt = (attempt: Finished): RecordFinalAttempt => ({
  attempt_id: attempt.id,
  submitted_at: attempt.submittedAt.toISOString(),
  score_percent: attempt.scorePercent,
  passed: attempt.passed === true,
  time_used_seconds: timeUsedSeconds(attempt.startedAt, attempt.submittedAt),
});

/** The user whose name and certificate the record's signature line carries, if any. */
async function instructorFor(db: Database, instructorId: number | null) {
  const instructor = instructorId === null ? null : await getUserWithCertificate(db, instructorId);
  return (
    instructor && {
      name: instructor.name,
      certificate_number: instructor.certificateNumber,
      certificate_expires: instructor.certificateExpires,
    }
  );
}

/**
 * Who the record names as instructor: the viewer when they teach the class, else the teacher who
 * endorsed the student, else the class's first teacher — never a superuser who only oversees it.
 */
async function instructorIdFor(
  db: Database,
  classId: number,
  viewer: { userId: number; isClassTeacher: boolean },
  endorserId: number | null,
) {
  if (viewer.isClassTeacher) return viewer.userId;
  if (endorserId !== null) return endorserId;
  const [teacher] = await listTeachers(db, classId);
  return teacher?.id ?? null;
}

/**
 * The instructor's record of one student in a class, from the figures the class home and the
 * teacher's pages already show (readiness, topics, streak, endorsement, knowledge-test codes).
 */
export async function studentRecord(
  db: Database,
  target: { classId: number; studentId: number },
  viewer: { userId: number; isClassTeacher: boolean },
  now: Date,
): Promise<StudentRecord> {
  const { classId, studentId } = target;
  const settings = await readClassSettings(db, classId);
  if (!settings) throw notFound('class');
  const [
    className,
    student,
    performance,
    progress,
    answers,
    minutes,
    attempts,
    codes,
    endorsement,
    objectives,
  ] = await Promise.all([
    getClassName(db, classId),
    getUserWithCertificate(db, studentId),
    studentPerformance(db, classId, studentId),
    studentProgress(db, classId, studentId, now),
    gradedAnswers(db, classId, studentId),
    studyMinutes(db, classId, studentId, new Date(0)),
    listStudentAttempts(db, classId, studentId),
    listKnowledgeCodes(db, classId, studentId),
    getEndorsement(db, classId, studentId),
    publishedObjectives(db, classId),
  ]);
  const timeZone = settings.general.time_zone;
  const { areas, uncoded } = acsAreas(answers, settings.weak_areas);
  const done = attempts.filter(finished);
  const instructorId = await instructorIdFor(db, classId, viewer, endorsement?.teacherId ?? null);
  return {
    student: { id: studentId, name: student?.name ?? '' },
    class: { id: classId, name: className },
    generated_at: now.toISOString(),
    time_zone: timeZone,
    readiness: performance.readiness,
    topics: performance.topics,
    acs_areas: areas,
    uncoded_answers: uncoded,
    study: { ...studyTime(minutes, timeZone), streak: progress.streak },
    quizzes: quizSummaries(done.filter((attempt) => attempt.kind !== 'final')),
    final_exam: {
      pass_mark: settings.final_exam.pass_mark,
      attempts: done.filter((attempt) => attempt.kind === 'final').map(finalAttempt),
    },
    knowledge_test_codes: codes,
    endorsement: progress.endorsement,
    instructor: await instructorFor(db, instructorId),
    knowledge_test_name: knowledgeTestOf(objectives),
  };
}
