import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../contract';
import type { DatabaseConnection } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/raw-rows';
import { topicResults } from '../../../server/db/schema';
import { mostMissed } from '../../../server/repositories/statistics';
import { answerHistory } from '../../../server/services/attempts/answer-history';
import { classOverview, studentPerformance } from '../../../server/services/progress/performance';
import { questionStatistics } from '../../../server/services/progress/statistics';
import { weakTopicIds } from '../../../server/services/progress/weak-topics';
import { aClosedAttempt } from '../helpers/attempt-builders';
import { createUser, grantRole } from '../helpers/auth-fixtures';
import { aClass, aQuestion, aQuiz, aTopic } from '../helpers/builders';
import { createTestDatabase } from '../helpers/test-database';

const RIGHT = 0;
const QUESTIONS = 10;
const ANSWERED = 3;
const RULE = { last_answers: 20, accuracy_threshold: 70, min_answers: 5 };

let connection: DatabaseConnection;
let classId: number;
let topicId: number;
let questionIds: number[];
let quizId: number;
let studentId: number;

/** A student who answered the first three questions right and left the other seven unanswered. */
beforeAll(async () => {
  connection = await createTestDatabase();
  const { db } = connection;
  classId = await aClass(db);
  topicId = await aTopic(db, classId);
  questionIds = [];
  for (let index = 0; index < QUESTIONS; index += 1) {
    questionIds.push(await aQuestion(db, classId, topicId));
  }
  quizId = await aQuiz(db, classId, topicId, {
    selection: 'fixed',
    question_ids: questionIds,
    status: 'published',
    shuffle_questions: false,
    shuffle_choices: false,
  });
  studentId = (await createUser(db)).id;
  await grantRole(db, studentId, Role.STUDENT, classId);
  await aClosedAttempt(db, quizId, studentId, {
    answers: Array.from({ length: ANSWERED }, () => [RIGHT]),
  });
});
afterAll(() => connection.close());

describe('a question left unanswered is no answer', () => {
  it("counts only the answers given in the student's topic results", async () => {
    const performance = await studentPerformance(connection.db, classId, studentId);
    expect(performance.topics).toEqual([
      expect.objectContaining({ answers: ANSWERED, correct: ANSWERED, accuracy: 100, weak: false }),
    ]);
  });

  it('reads readiness from the answers given only', async () => {
    const performance = await studentPerformance(connection.db, classId, studentId);
    expect(performance.readiness?.answers).toBe(ANSWERED);
  });

  it('makes no topic weak', async () => {
    expect(await weakTopicIds(connection.db, classId, studentId, RULE)).toEqual([]);
  });

  it("leaves them out of the class overview's heat map", async () => {
    const overview = await classOverview(connection.db, classId);
    const student = overview.students.find((entry) => entry.user_id === studentId);
    expect(student?.topics).toEqual([{ answers: ANSWERED, accuracy: 100 }]);
  });

  it('leaves them out of the answer history the drill and mastery read', async () => {
    const history = await answerHistory(connection.db, classId, studentId);
    expect([...history.lastByQuestion.keys()]).toEqual(
      expect.arrayContaining(questionIds.slice(0, ANSWERED)),
    );
    expect(history.lastByQuestion.size).toBe(ANSWERED);
    expect(history.byTopic.get(topicId)).toHaveLength(ANSWERED);
  });

  it('leaves them out of the most missed questions', async () => {
    const missed = await mostMissed(connection.db, classId, { minAnswers: 1, limit: 20 });
    expect(missed.map((entry) => entry.question_id).sort((a, b) => a - b)).toEqual(
      questionIds.slice(0, ANSWERED),
    );
  });

  it('gives a question nobody answered no item statistics', async () => {
    const unanswered = questionIds[QUESTIONS - 1]!;
    const statistics = await questionStatistics(connection.db, classId, unanswered, 2);
    expect(statistics.item).toBeNull();
  });

  it('still scores them zero in the attempt', async () => {
    const [row] = rowsOf<{ score_percent: number }>(
      await connection.db.execute(
        sql`select score_percent from attempts where user_id = ${studentId} and quiz_id = ${quizId}`,
      ),
    );
    expect(row).toEqual({ score_percent: (100 * ANSWERED) / QUESTIONS });
  });
});

describe('migration 0013', () => {
  it('recounts the topic results written with the unanswered questions as wrong', async () => {
    const { db } = connection;
    await db
      .update(topicResults)
      .set({ answers: QUESTIONS, correct: ANSWERED, recent: '0000000111' })
      .where(sql`${topicResults.userId} = ${studentId}`);
    const migration = readFileSync('server/db/migrations/0013_unanswered_not_answers.sql', 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
    const rows = await db
      .select()
      .from(topicResults)
      .where(sql`${topicResults.userId} = ${studentId}`);
    expect(rows).toEqual([
      expect.objectContaining({ topicId, answers: ANSWERED, correct: ANSWERED, recent: '111' }),
    ]);
  });
});
