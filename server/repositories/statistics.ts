import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { rowsOf } from '../db/raw-rows';
import { isAnswer } from './answered';

/** One graded question of a first finished attempt (no choice: left unanswered). */
export type FirstAttemptMark = {
  attemptId: number;
  questionId: number;
  /** The question version the attempt was given. */
  versionId: number;
  correct: boolean;
  choiceIds: number[];
};

type MarkRow = {
  attempt_id: number;
  question_id: number;
  question_version_id: number;
  correct: boolean | null;
  choice_ids: number[] | string | null;
};

/**
 * The graded questions of each student's first finished attempt of each quiz (Moodle's rule for
 * statistics), limited to the attempts `which` selects.
 */
async function firstAttemptMarks(
  db: Executor,
  classId: number,
  which: SQL,
): Promise<FirstAttemptMark[]> {
  const result = await db.execute(sql`
    with firsts as (
      select distinct on (a.user_id, a.quiz_id) a.id
      from attempts a
      where a.class_id = ${classId} and a.status <> 'open' and a.retake_of is null and ${which}
      order by a.user_id, a.quiz_id, a.submitted_at, a.id
    )
    select q.attempt_id, q.question_id, q.question_version_id, ans.correct, ans.choice_ids
    from attempt_questions q
    join firsts f on f.id = q.attempt_id
    left join attempt_answers ans on ans.attempt_id = q.attempt_id and ans.slot = q.slot
  `);
  return rowsOf<MarkRow>(result).map((row) => ({
    attemptId: Number(row.attempt_id),
    questionId: Number(row.question_id),
    versionId: Number(row.question_version_id),
    correct: row.correct === true,
    choiceIds:
      typeof row.choice_ids === 'string'
        ? (JSON.parse(row.choice_ids) as number[])
        : (row.choice_ids ?? []),
  }));
}

/** First finished attempts that held the question (with all their questions). */
export const marksOfAttemptsHolding = (db: Executor, classId: number, questionId: number) =>
  firstAttemptMarks(
    db,
    classId,
    sql`exists (select 1 from attempt_questions h where h.attempt_id = a.id and h.question_id = ${questionId})`,
  );

/** First finished attempts of a quiz. */
export const marksOfQuiz = (db: Executor, classId: number, quizId: number) =>
  firstAttemptMarks(db, classId, sql`a.quiz_id = ${quizId}`);

type MissedRow = {
  question_id: number;
  stem: string;
  topic_name: string;
  answers: number;
  facility: number;
};

/** The class's questions with at least `minAnswers` graded answers, least often right first. */
export async function mostMissed(
  db: Executor,
  classId: number,
  { minAnswers, limit }: { minAnswers: number; limit: number },
) {
  const result = await db.execute(sql`
    select q.question_id, qs.stem, t.name as topic_name,
      count(*)::int as answers,
      round(100.0 * count(*) filter (where ans.correct) / count(*))::int as facility
    from attempt_answers ans
    join attempts a on a.id = ans.attempt_id
    join attempt_questions q on q.attempt_id = ans.attempt_id and q.slot = ans.slot
    join questions qs on qs.id = q.question_id
    join topics t on t.id = qs.topic_id
    where a.class_id = ${classId} and ans.correct is not null
      and ${isAnswer(sql`ans.choice_ids`)}
    group by q.question_id, qs.stem, t.name
    having count(*) >= ${minAnswers}
    order by facility asc, answers desc, q.question_id
    limit ${limit}
  `);
  return rowsOf<MissedRow>(result).map((row) => ({
    question_id: Number(row.question_id),
    stem: row.stem,
    topic_name: row.topic_name,
    answers: Number(row.answers),
    facility: Number(row.facility),
  }));
}
