import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../server/db/client';
import { quizzes } from '../../../server/db/schema';
import { loadAttemptQuestions, lockAnswer } from '../../../server/repositories/attempts';
import { getQuizById } from '../../../server/repositories/quizzes';
import { classQuizList } from '../../../server/services/attempts/class-quiz-list';
import { startAttempt } from '../../../server/services/attempts/start-attempt';
import { studentPerformance } from '../../../server/services/progress/performance';
import { aClosedAttempt, anAttemptInProgress } from '../helpers/attempt-builders';
import { createUser } from '../helpers/auth-fixtures';
import { aClass, aClassWithAFinalExam, aQuestion, aQuiz, aTopic } from '../helpers/builders';
import { createTestDatabase } from '../helpers/test-database';

const RIGHT = 0;
const WRONG = 1;
const now = new Date('2026-05-04T10:00:00Z');

let connection: DatabaseConnection;
let classId: number;
let topicId: number;
let questionIds: number[];
let quizId: number;
let otherQuizId: number;

beforeAll(async () => {
  connection = await createTestDatabase();
  classId = await aClass(connection.db);
  topicId = await aTopic(connection.db, classId);
  questionIds = [];
  for (let index = 0; index < 4; index += 1) {
    questionIds.push(await aQuestion(connection.db, classId, topicId));
  }
  const fixed = {
    selection: 'fixed' as const,
    question_ids: questionIds,
    status: 'published' as const,
    shuffle_questions: false,
    explanation_mode: 'immediate' as const,
  };
  quizId = await aQuiz(connection.db, classId, topicId, fixed);
  otherQuizId = await aQuiz(connection.db, classId, topicId, fixed);
});
afterAll(() => connection.close());

const theClassQuiz = async (kind: 'final' | 'drill', ofClass = classId) => {
  const [row] = await connection.db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.classId, ofClass), eq(quizzes.kind, kind)));
  const quiz = row && (await getQuizById(connection.db, row.id));
  if (!quiz) throw new Error(`no ${kind} quiz`);
  return quiz;
};
const questionsOf = async (attemptId: number) =>
  (await loadAttemptQuestions(connection.db, attemptId)).map((question) => question.questionId);

/** 1 of 4 right twice over: 25 % over 8 answers, weak by the default rule (70 %, 5 answers). */
async function aStudentWeakInTheTopic() {
  const student = await createUser(connection.db);
  for (let round = 0; round < 2; round += 1) {
    await aClosedAttempt(connection.db, quizId, student.id, {
      startedAt: now,
      answers: [[RIGHT], [WRONG], [WRONG], [WRONG]],
    });
  }
  return student;
}

describe('weak topics, the same for the class home, the quiz list and the drill', () => {
  it('counts the answers of closed attempts', async () => {
    const student = await aStudentWeakInTheTopic();
    const home = await studentPerformance(connection.db, classId, student.id);
    expect(home.topics).toEqual([expect.objectContaining({ topic_id: topicId, weak: true })]);
    const list = await classQuizList(connection.db, classId, student.id, now);
    expect(list.weak_topic_ids).toEqual([topicId]);
  });

  it('does not count the answers locked in an attempt still open', async () => {
    const student = await createUser(connection.db);
    for (const quiz of [quizId, otherQuizId]) {
      const open = await anAttemptInProgress(connection.db, quiz, student.id, {
        startedAt: now,
        answers: [[WRONG], [WRONG], [WRONG], [WRONG]],
      });
      for (const slot of [1, 2, 3, 4]) await lockAnswer(connection.db, open.id, slot, false);
    }
    const home = await studentPerformance(connection.db, classId, student.id);
    expect(home.topics).toEqual([expect.objectContaining({ answers: 0, weak: false })]);
    const list = await classQuizList(connection.db, classId, student.id, now);
    expect(list.weak_topic_ids).toEqual([]);
    const drill = await theClassQuiz('drill');
    await expect(
      startAttempt(connection.db, { quiz: drill, userId: student.id, now }),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
  });
});

describe("the weak-area drill's questions", () => {
  it('come from weak topics, those last answered wrongly first', async () => {
    const student = await aStudentWeakInTheTopic();
    const drill = await anAttemptInProgress(
      connection.db,
      (await theClassQuiz('drill')).id,
      student.id,
      {
        startedAt: now,
      },
    );
    const drawn = await questionsOf(drill.id);
    expect(drawn.slice(0, 3).sort()).toEqual(questionIds.slice(1).sort());
    expect(drawn[3]).toBe(questionIds[0]);
  });
});

describe('a retake of the missed questions', () => {
  it('asks just those, in their order', async () => {
    const student = await createUser(connection.db);
    const first = await aClosedAttempt(connection.db, quizId, student.id, {
      startedAt: now,
      answers: [[RIGHT], [RIGHT], [WRONG]],
    });
    const quiz = await getQuizById(connection.db, quizId);
    const retake = await startAttempt(connection.db, {
      quiz: quiz!,
      userId: student.id,
      retakeOf: first.id,
      now,
    });
    expect(await questionsOf(retake.attemptId)).toEqual(questionIds.slice(2));
  });
});

describe('the final exam', () => {
  it('draws its questions per topic weight, timed by the settings', async () => {
    const { classId: finalClass, topicIds: topics } = await aClassWithAFinalExam(connection.db);
    const student = await createUser(connection.db);
    const final = await theClassQuiz('final', finalClass);
    const attempt = await anAttemptInProgress(connection.db, final.id, student.id, {
      startedAt: now,
    });
    const drawn = await loadAttemptQuestions(connection.db, attempt.id);
    expect(topics.map((topic) => drawn.filter((q) => q.topicId === topic).length)).toEqual([7, 3]);
    expect(attempt.deadlineAt).toEqual(new Date(now.getTime() + 30 * 60_000));
    expect(attempt.explanationMode).toBe('after_submission');
  });
});
