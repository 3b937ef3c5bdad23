import { and, eq, sql } from 'drizzle-orm';
import type { LatestAnswers } from '../../contract';
import type { Executor } from '../db/executor';
import { rowsOf } from '../db/raw-rows';
import { topicResults } from '../db/schema';
import { isAnswer } from './answered';
import { HALF_LIFE_ANSWERS, RECENT_ANSWERS } from '../services/progress/readiness';

/** A student's graded answers in one topic, summed the ways readiness and the weak-area rule read them. */
export type TopicAnswerStats = {
  userId: number;
  topicId: number;
  answers: number;
  correct: number;
  /** The latest `lastAnswers` answers (the weak-area rule reads them). */
  latest: LatestAnswers;
  /** The latest RECENT_ANSWERS answers, each weighted 0.5^(age / HALF_LIFE_ANSWERS). */
  weightedRight: number;
  weightedWrong: number;
};

/** How many of the latest results a topic's row keeps (the weak-area rule reads up to 200). */
export const TOPIC_RESULTS_KEPT = 200;

/**
 * Adds a closed attempt's graded answers (not the questions left unanswered) to its student's topic results (in the closing
 * transaction): counts grow, the newest results go first and the oldest drop beyond the kept number.
 */
export async function addTopicResults(db: Executor, attemptId: number) {
  await db.execute(sql`
    insert into topic_results (class_id, user_id, topic_id, answers, correct, recent)
    select a.class_id, a.user_id, q.topic_id,
      count(*)::int,
      (count(*) filter (where ans.correct))::int,
      left(string_agg(case when ans.correct then '1' else '0' end, ''
        order by ans.saved_at desc, ans.slot desc), ${TOPIC_RESULTS_KEPT})
    from attempt_answers ans
    join attempts a on a.id = ans.attempt_id
    join attempt_questions q on q.attempt_id = ans.attempt_id and q.slot = ans.slot
    where ans.attempt_id = ${attemptId} and ans.correct is not null
      and ${isAnswer(sql`ans.choice_ids`)}
    group by a.class_id, a.user_id, q.topic_id
    on conflict (class_id, user_id, topic_id) do update set
      answers = topic_results.answers + excluded.answers,
      correct = topic_results.correct + excluded.correct,
      recent = left(excluded.recent || topic_results.recent, ${TOPIC_RESULTS_KEPT})
  `);
}

/**
 * Rebuilds a class's topic results from its closed attempts (after loading answers in bulk, as the
 * analytics benchmark does; migration 0008 did the same for every class).
 */
export async function rebuildTopicResults(db: Executor, classId: number) {
  await db.delete(topicResults).where(eq(topicResults.classId, classId));
  await db.execute(sql`
    insert into topic_results (class_id, user_id, topic_id, answers, correct, recent)
    select a.class_id, a.user_id, q.topic_id,
      count(*)::int,
      (count(*) filter (where ans.correct))::int,
      left(string_agg(case when ans.correct then '1' else '0' end, ''
        order by ans.saved_at desc, ans.attempt_id desc, ans.slot desc), ${TOPIC_RESULTS_KEPT})
    from attempt_answers ans
    join attempts a on a.id = ans.attempt_id
    join attempt_questions q on q.attempt_id = ans.attempt_id and q.slot = ans.slot
    where a.class_id = ${classId} and a.status <> 'open' and ans.correct is not null
      and ${isAnswer(sql`ans.choice_ids`)}
    group by a.class_id, a.user_id, q.topic_id
  `);
}

type Row = { user_id: number; topic_id: number; answers: number; correct: number; recent: string };

/**
 * Per student and topic of a class (one student when `userId` is given), from the answers of closed
 * attempts, summed the ways readiness and the weak-area rule read them.
 */
export async function topicAnswerStats(
  db: Executor,
  classId: number,
  { userId, lastAnswers }: { userId?: number; lastAnswers: number },
): Promise<TopicAnswerStats[]> {
  const rows = await db
    .select({
      user_id: topicResults.userId,
      topic_id: topicResults.topicId,
      answers: topicResults.answers,
      correct: topicResults.correct,
      recent: topicResults.recent,
    })
    .from(topicResults)
    .where(
      userId === undefined
        ? eq(topicResults.classId, classId)
        : and(eq(topicResults.classId, classId), eq(topicResults.userId, userId)),
    );
  return rows.map((row: Row) => {
    const results = row.recent;
    let latestCorrect = 0;
    let weightedRight = 0;
    let weightedWrong = 0;
    for (let age = 0; age < results.length; age += 1) {
      const right = results.charCodeAt(age) === 49;
      if (age < lastAnswers && right) latestCorrect += 1;
      if (age < RECENT_ANSWERS) {
        const weight = 0.5 ** (age / HALF_LIFE_ANSWERS);
        if (right) weightedRight += weight;
        else weightedWrong += weight;
      }
    }
    return {
      userId: row.user_id,
      topicId: row.topic_id,
      answers: row.answers,
      correct: row.correct,
      latest: { count: Math.min(results.length, lastAnswers), correct: latestCorrect },
      weightedRight,
      weightedWrong,
    };
  });
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
