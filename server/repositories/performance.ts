import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { rowsOf } from '../db/raw-rows';
import { HALF_LIFE_ANSWERS, RECENT_ANSWERS } from '../services/progress/readiness';

/** A student's graded answers in one topic, summed the ways readiness and the weak-area rule read them. */
export type TopicAnswerStats = {
  userId: number;
  topicId: number;
  answers: number;
  correct: number;
  /** Of the latest `lastAnswers` answers: how many, how many right. */
  recentCount: number;
  recentCorrect: number;
  /** The latest RECENT_ANSWERS answers, each weighted 0.5^(age / HALF_LIFE_ANSWERS). */
  weightedRight: number;
  weightedWrong: number;
};

type Row = {
  user_id: number;
  topic_id: number;
  answers: number;
  correct: number;
  recent_count: number;
  recent_correct: number;
  weighted_right: number;
  weighted_wrong: number;
};

/**
 * Per student and topic of a class (one student when `userId` is given), in one pass over the
 * graded answers: newest first by the server's save time.
 */
export async function topicAnswerStats(
  db: Executor,
  classId: number,
  { userId, lastAnswers }: { userId?: number; lastAnswers: number },
): Promise<TopicAnswerStats[]> {
  const onlyUser = userId === undefined ? sql`` : sql`and a.user_id = ${userId}`;
  const result = await db.execute(sql`
    with ranked as (
      select a.user_id, q.topic_id, ans.correct,
        row_number() over (
          partition by a.user_id, q.topic_id
          order by ans.saved_at desc, ans.attempt_id desc, ans.slot desc
        ) as age
      from attempt_answers ans
      join attempts a on a.id = ans.attempt_id
      join attempt_questions q on q.attempt_id = ans.attempt_id and q.slot = ans.slot
      where a.class_id = ${classId} and ans.correct is not null ${onlyUser}
    )
    select user_id, topic_id,
      count(*)::int as answers,
      count(*) filter (where correct)::int as correct,
      count(*) filter (where age <= ${lastAnswers})::int as recent_count,
      count(*) filter (where age <= ${lastAnswers} and correct)::int as recent_correct,
      coalesce(sum(power(0.5, (age - 1) / ${HALF_LIFE_ANSWERS}::float8))
        filter (where age <= ${RECENT_ANSWERS} and correct), 0)::float8 as weighted_right,
      coalesce(sum(power(0.5, (age - 1) / ${HALF_LIFE_ANSWERS}::float8))
        filter (where age <= ${RECENT_ANSWERS} and not correct), 0)::float8 as weighted_wrong
    from ranked
    group by user_id, topic_id
  `);
  return rowsOf<Row>(result).map((row) => ({
    userId: Number(row.user_id),
    topicId: Number(row.topic_id),
    answers: Number(row.answers),
    correct: Number(row.correct),
    recentCount: Number(row.recent_count),
    recentCorrect: Number(row.recent_correct),
    weightedRight: Number(row.weighted_right),
    weightedWrong: Number(row.weighted_wrong),
  }));
}

export type StudentActivity = {
  userId: number;
  lastActivity: Date | null;
  finishedAttempts: number;
  average: number | null;
  bestFinal: number | null;
  points: number;
  endorsed: boolean;
};

type ActivityRow = {
  user_id: number;
  last_attempt: Date | string | null;
  last_review: Date | string | null;
  finished: number;
  average: number | null;
  best_final: number | null;
  points: number;
  endorsed: boolean;
};

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Every student of the class with their attempts' summary, latest study, points and endorsement. */
export async function studentActivity(db: Executor, classId: number): Promise<StudentActivity[]> {
  const result = await db.execute(sql`
    select r.user_id,
      (select max(a.started_at) from attempts a
        where a.class_id = ${classId} and a.user_id = r.user_id) as last_attempt,
      (select max(f.reviewed_at) from flashcard_reviews f
        where f.class_id = ${classId} and f.user_id = r.user_id and f.undone_at is null) as last_review,
      (select count(*)::int from attempts a
        where a.class_id = ${classId} and a.user_id = r.user_id and a.score_percent is not null) as finished,
      (select round(avg(a.score_percent))::int from attempts a
        where a.class_id = ${classId} and a.user_id = r.user_id and a.score_percent is not null) as average,
      (select max(a.score_percent)::int from attempts a join quizzes z on z.id = a.quiz_id
        where a.class_id = ${classId} and a.user_id = r.user_id and z.kind = 'final'
          and a.score_percent is not null) as best_final,
      (select coalesce(sum(p.points), 0)::int from points_ledger p
        where p.class_id = ${classId} and p.user_id = r.user_id) as points,
      exists (select 1 from endorsements e
        where e.class_id = ${classId} and e.student_id = r.user_id) as endorsed
    from user_roles r
    where r.class_id = ${classId} and r.role = 1
  `);
  return rowsOf<ActivityRow>(result).map((row) => {
    const attempt = toDate(row.last_attempt);
    const review = toDate(row.last_review);
    const latest =
      attempt && review ? (attempt > review ? attempt : review) : (attempt ?? review ?? null);
    return {
      userId: Number(row.user_id),
      lastActivity: latest,
      finishedAttempts: Number(row.finished),
      average: row.average === null ? null : Number(row.average),
      bestFinal: row.best_final === null ? null : Number(row.best_final),
      points: Number(row.points),
      endorsed: Boolean(row.endorsed),
    };
  });
}
