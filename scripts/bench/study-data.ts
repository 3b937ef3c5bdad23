/**
 * What the study pages show in the benchmarks, made as the demo student makes it: through the API
 * with the cookie session of an lms launch. Finished practice quizzes give the class home its
 * charts; one practice quiz left open with an answer saved is the quiz page's attempt. The
 * flashcard session needs nothing: the demo topics' cards are new, so all of them are due.
 */
import { classQuizListSchema, attemptViewSchema } from '../../contract/attempts';
import { apiPath } from '../../contract/paths';
import { lmsSessionHeaders, type BenchServer } from './bench-server';

export const STUDY_CLASS_ID = 1;
export const FLASHCARD_TOPIC_ID = 1;
/** Practice quizzes finished before the open one: enough topics for the class home's charts. */
const FINISHED_QUIZZES = 3;

export type StudyData = { openQuizId: number; openAttemptId: number };

export async function prepareStudyData(server: BenchServer): Promise<StudyData> {
  const headers = await lmsSessionHeaders(server.url, server.launchToken);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return (await response.json()) as unknown;
  };
  const start = async (quizId: number) =>
    attemptViewSchema.parse(await call('POST', apiPath('quizAttempts', { quizId }), {}));

  const list = classQuizListSchema.parse(
    await call('GET', apiPath('classQuizList', { classId: STUDY_CLASS_ID })),
  );
  const practice = list.quizzes.filter((quiz) => quiz.kind === 'practice');
  if (practice.length <= FINISHED_QUIZZES) throw new Error('the demo class has too few quizzes');

  for (const quiz of practice.slice(0, FINISHED_QUIZZES)) {
    const attempt = await start(quiz.id);
    // The first choice of every question: some right, some wrong, as a student's would be.
    const answers = attempt.questions.map((question) => ({
      slot: question.slot,
      choice_ids: [question.choices[0]!.id],
      client_seq: 1,
    }));
    await call('POST', apiPath('attemptSubmit', { attemptId: attempt.id }), { answers });
  }

  const open = practice[FINISHED_QUIZZES]!;
  const attempt = await start(open.id);
  const first = attempt.questions[0]!;
  await call('PUT', apiPath('attemptAnswer', { attemptId: attempt.id, slot: first.slot }), {
    choice_ids: [first.choices[0]!.id],
    client_seq: 1,
  });
  return { openQuizId: open.id, openAttemptId: attempt.id };
}
