import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { Header, SESSION_COOKIE } from '../../contract/auth';
import { attemptViewSchema, classQuizListSchema } from '../../contract/attempts';
import { classSummarySchema } from '../../contract/classes';
import { flashcardSessionSchema } from '../../contract/flashcard-reviews';
import { missedQuestionSessionSchema } from '../../contract/missed-questions';
import { matchTemplate } from '../../contract/path-template';
import { apiPath } from '../../contract/paths';
import { studentPerformanceSchema, studentProgressSchema } from '../../contract/progress';
import { userMeSchema } from '../../contract/users';
import type { ScreenPreloads } from '../../build/route-preloads';
import { paintedClassHome } from './painted-class-home';
import { paintedFlashcards } from './painted-flashcards';
import { paintedQuiz } from './painted-quiz';
import { paintedClassHomeShell, paintedStudyShell } from './screen-shells';

/** A positive whole number from the address, else null. */
const idIn = (value: string | null | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The API's answer to this GET for the person of the page request's cookie session, asked inside
 * the server (the route's own access rules decide), or null when it refuses or fails.
 */
async function askAs<Schema extends z.ZodMiniType>(
  request: FastifyRequest,
  session: string,
  path: string,
  schema: Schema,
): Promise<z.infer<Schema> | null> {
  const answer = await request.server.inject({
    method: 'GET',
    url: `/api${path}`,
    remoteAddress: request.ip,
    // The cookie session, whichever course platform opened it (the header only says to read it).
    headers: { cookie: `${SESSION_COOKIE}=${session}`, [Header.AUTH_METHOD]: 'lms' },
  });
  if (answer.statusCode !== 200) return null;
  const parsed = schema.safeParse(answer.json());
  return parsed.success ? parsed.data : null;
}

/** The quiz page during an attempt (`?attempt=`): its question on screen (`?q=`). */
async function quizPage(request: FastifyRequest, session: string, search: URLSearchParams) {
  const attemptId = idIn(search.get('attempt'));
  if (attemptId === null) return null;
  const view = await askAs(request, session, apiPath('attempt', { attemptId }), attemptViewSchema);
  const painted = view && paintedQuiz(view, idIn(search.get('q')));
  return painted ? paintedStudyShell('quiz', 'Quiz', 960, painted) : null;
}

/** A flashcard session in review (no `?mode=`), of the class's deck or a topic's. */
async function flashcardsPage(
  request: FastifyRequest,
  session: string,
  params: Record<string, string>,
  search: URLSearchParams,
) {
  const classId = idIn(params.classId);
  const topicId = params.id === undefined ? undefined : idIn(params.id);
  if (search.has('mode') || classId === null || topicId === null) return null;
  const topic = topicId === undefined ? '' : `&topic=${topicId}`;
  const [deck, summary, missed] = await Promise.all([
    askAs(
      request,
      session,
      `${apiPath('flashcardSession', { classId })}?mode=review${topic}`,
      flashcardSessionSchema,
    ),
    askAs(request, session, apiPath('class', { classId }), classSummarySchema),
    askAs(request, session, apiPath('missedQuestions', { classId }), missedQuestionSessionSchema),
  ]);
  if (!deck || !summary || !missed) return null;
  const painted = paintedFlashcards({
    session: deck,
    className: summary.name,
    missed: missed.counts,
    topicDeck: topicId !== undefined,
  });
  return painted ? paintedStudyShell('flashcards', 'Flashcards', 600, painted) : null;
}

/** The student's class home: its first sections (the app adds the charts and quizzes below). */
async function classHomePage(request: FastifyRequest, session: string, classId: number | null) {
  if (classId === null) return null;
  const me = await askAs(request, session, apiPath('usersMe'), userMeSchema);
  if (!me) return null;
  const ids = { classId, userId: me.id };
  const [summary, progress, missed, performance, quizzes] = await Promise.all([
    askAs(request, session, apiPath('class', { classId }), classSummarySchema),
    askAs(request, session, apiPath('studentProgress', ids), studentProgressSchema),
    askAs(request, session, apiPath('missedQuestions', { classId }), missedQuestionSessionSchema),
    askAs(request, session, apiPath('studentPerformance', ids), studentPerformanceSchema),
    askAs(request, session, apiPath('classQuizList', { classId }), classQuizListSchema),
  ]);
  if (!summary || !progress || !missed || !performance || !quizzes) return null;
  const painted = paintedClassHome({
    className: summary.name,
    progress,
    missed: missed.counts,
    performance,
    quizzes,
  });
  return painted ? paintedClassHomeShell(painted) : null;
}

/**
 * What the server paints of this request's screen with the person's data, or null (the screen's
 * shell then stands alone): a study screen opened with a cookie session (a course platform's
 * launch), drawn from the API's own answers to that person.
 */
export async function paintedShell(
  request: FastifyRequest,
  screen: ScreenPreloads | null,
): Promise<string | null> {
  const session = request.cookies[SESSION_COOKIE];
  if (session === undefined || screen === null) return null;
  const { pathname, searchParams } = new URL(request.url, 'http://app');
  const params = matchTemplate(screen.pattern, pathname) ?? {};
  switch (screen.name) {
    case 'student-quiz':
      return quizPage(request, session, searchParams);
    case 'student-performance':
      return classHomePage(request, session, idIn(params.classId));
    case 'student-flashcards':
    case 'student-topic-flashcards':
      return flashcardsPage(request, session, params, searchParams);
    default:
      return null;
  }
}
