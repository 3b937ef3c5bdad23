import { Role, type AttemptView } from '../../../contract';
import { callAs, createUser, grantRole } from './auth-fixtures';
import { aClass, aQuestion, aQuiz, aTopic } from './builders';
import { createTestApp } from './test-app';

/** The choice id that is right in the session's questions (their first choice), and a wrong one. */
export const RIGHT = 0;
export const WRONG = 1;

export type User = { id: number; subject: string | null };

/**
 * The test app on a clock the test moves by hand, with a class whose topic 'Aerodynamics' holds
 * four published questions ('Question 1'…'Question 4', explained 'Why 1'…), its teacher, an
 * outsider, and the calls a student makes to take a quiz.
 */
export async function quizTakingSession() {
  let nowMs = Date.parse('2026-05-04T10:00:00Z');
  const clock = () => new Date(nowMs);
  const advance = (ms: number) => (nowMs += ms);
  const t = await createTestApp({}, { clock });
  const classId = await aClass(t.db);
  const topicId = await aTopic(t.db, classId, { name: 'Aerodynamics' });
  const questionIds: number[] = [];
  for (let index = 0; index < 4; index += 1) {
    questionIds.push(
      await aQuestion(t.db, classId, topicId, {
        stem: `Question ${index + 1}`,
        choices: [
          { text: 'Right', correct: true },
          { text: 'Wrong', correct: false },
          { text: 'Also wrong', correct: false },
        ],
        explanation: `Why ${index + 1}`,
        learning_objective: `PA.I.A.K${index + 1}`,
      }),
    );
  }
  const teacher = await createUser(t.db, { name: 'Teacher' });
  await grantRole(t.db, teacher.id, Role.TEACHER, classId);
  const outsider = await createUser(t.db, { name: 'Outsider' });

  const aStudentOf = async (id = classId) => {
    const student = await createUser(t.db, { name: 'Student' });
    await grantRole(t.db, student.id, Role.STUDENT, id);
    return student;
  };
  const call = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    callAs(t, user, method, url, payload);
  const fixedQuiz = (fields: Record<string, unknown> = {}) =>
    aQuiz(t.db, classId, topicId, {
      selection: 'fixed',
      question_ids: questionIds,
      status: 'published',
      shuffle_questions: false,
      ...fields,
    });
  const start = (user: User, quizId: number, body: object = {}) =>
    call(user, 'POST', `/quizzes/${quizId}/attempts`, body);
  const view = async (user: User, quizId: number) =>
    (await start(user, quizId)).json() as AttemptView;
  let seq = 0;
  const save = (user: User, attemptId: number, slot: number, choice: number, extra: object = {}) =>
    call(user, 'PUT', `/attempts/${attemptId}/answers/${slot}`, {
      choice_ids: [choice],
      client_seq: (seq += 1),
      ...extra,
    });
  const submit = (user: User, attemptId: number, body: object = {}) =>
    call(user, 'POST', `/attempts/${attemptId}/submit`, body);

  return {
    t,
    clock,
    advance,
    classId,
    topicId,
    questionIds,
    teacher,
    outsider,
    aStudentOf,
    call,
    fixedQuiz,
    start,
    view,
    save,
    submit,
  };
}
