import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import {
  ApiRoute,
  fillTemplate,
  type ApiRouteName,
  type ClassQuiz,
  type ClassQuizList,
  type ErrorBody,
  type MissedQuestion,
  type MissedQuestionSession,
  type PathParams,
  type RoleEntry,
  type UserMe,
} from '../../../contract';
import { aClassQuiz } from './attempt-builders';
import { aQuestionDetail, aTopic, pageOf } from './bank-builders';

/** MSW handlers typed from contract/ for the client tests. */

/** An address under the API base that is no route of the API (the HTTP client's own tests). */
export const apiAddress = (path: string) => `${window.location.origin}/api${path}`;

/**
 * The address of an API route for MSW: its template, matching every resource
 * (`api('classTopics')`), or one resource (`api('classTopics', {classId: 7})`).
 */
export function api<N extends ApiRouteName>(
  name: N,
  params?: Record<PathParams<(typeof ApiRoute)[N]>, number | string>,
): string {
  return apiAddress(params ? fillTemplate(ApiRoute[name], params) : ApiRoute[name]);
}

export const makeUser = (overrides: Partial<UserMe> = {}): UserMe => ({
  id: 7,
  name: 'Amelia Student',
  email: 'amelia@example.com',
  roles: [{ role: 1, class_id: 1 }],
  ...overrides,
});

export const roles = {
  student: [{ role: 1, class_id: 1 }] satisfies RoleEntry[],
  teacher: [{ role: 2, class_id: 1 }] satisfies RoleEntry[],
  superuser: [{ role: 3, class_id: null }] satisfies RoleEntry[],
};

export const errorBody = (error_code: number, message: string): ErrorBody => ({
  detail: { error_code, message },
});

export const errorResponse = (status: number, error_code: number, message: string) =>
  HttpResponse.json<ErrorBody>(errorBody(error_code, message), { status });

type Seen = StrictRequest<DefaultBodyType>;

/** `GET /users/me` answering `user`; every request is recorded in `requests`. */
export function meHandler(user: UserMe | Record<string, unknown>, requests: Seen[] = []) {
  return http.get(api('usersMe'), ({ request }) => {
    requests.push(request);
    return HttpResponse.json(user);
  });
}

export const logoutHandler = (requests: Seen[] = []) =>
  http.post(api('usersLogout'), ({ request }) => {
    requests.push(request);
    return new HttpResponse(null, { status: 204 });
  });

/** `GET /classes/:classId/quizzes` answering these quizzes. */
export const classQuizListHandler = (quizzes: ClassQuiz[] = [aClassQuiz()]) =>
  http.get(api('classQuizList'), () =>
    HttpResponse.json({ quizzes, weak_topic_ids: [] } satisfies ClassQuizList),
  );

/** A class's question bank with one topic and question 5 (for screens that are not under test). */
export const questionBankHandlers = () => [
  http.get(api('classTopics'), () => HttpResponse.json(pageOf([aTopic()]))),
  http.get(api('classQuestion'), ({ params }) =>
    HttpResponse.json(aQuestionDetail({ id: Number(params.questionId) })),
  ),
  http.get(api('classQuestionReports'), () => HttpResponse.json([])),
];

/** A due missed question (choice 0 right in the server's copy; the client never learns it). */
export const aMissedQuestion = (overrides: Partial<MissedQuestion> = {}): MissedQuestion => ({
  question_id: 31,
  version: 1,
  topic_id: 1,
  topic_name: 'Weather',
  stem: 'What does a **METAR** report?',
  multiple: false,
  figure_url: null,
  choices: [
    { id: 1, text: 'A forecast' },
    { id: 0, text: 'Observed weather' },
  ],
  right_streak: 0,
  schedule: {
    due_at: '2026-11-20T10:00:00.000Z',
    state: 0,
    stability: 0,
    difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    last_review_at: null,
  },
  ...overrides,
});

/** The viewer's missed questions in every class: these due, `queued` in all; sent once `sent` settles. */
export const missedSessionHandler = (
  questions: MissedQuestion[] = [],
  queued = questions.length,
  sent: Promise<void> = Promise.resolve(),
) =>
  http.get(api('missedQuestions'), async () => {
    await sent;
    return HttpResponse.json({
      questions,
      counts: { due: questions.length, queued, next_due_at: null },
      server_time: new Date().toISOString(),
    } satisfies MissedQuestionSession);
  });
