import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import type { ClassQuiz, ClassQuizList, ErrorBody, RoleEntry, UserMe } from '../../../contract';
import { aQuestionDetail, aTopic, pageOf } from './bank-builders';

/** MSW handlers typed from contract/ for the client tests. */
export const api = (path: string) => `${window.location.origin}/api${path}`;

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
  return http.get(api('/users/me'), ({ request }) => {
    requests.push(request);
    return HttpResponse.json(user);
  });
}

export const logoutHandler = (requests: Seen[] = []) =>
  http.post(api('/users/logout'), ({ request }) => {
    requests.push(request);
    return new HttpResponse(null, { status: 204 });
  });

/** A quiz as the class quiz list gives it (override anything). */
export const aClassQuiz = (overrides: Partial<ClassQuiz> = {}): ClassQuiz => ({
  id: 3,
  kind: 'practice',
  topic_id: 1,
  topic_name: 'Aerodynamics',
  title: 'Lift and drag',
  question_count: 10,
  time_limit_minutes: null,
  pass_mark: 70,
  explanation_mode: 'after_submission',
  attempts_used: 0,
  attempts_allowed: null,
  available_from: null,
  closes_at: null,
  unavailable_reason: null,
  open_attempt_id: null,
  best_score: null,
  last_score: null,
  last_attempt_id: null,
  ...overrides,
});

/** `GET /classes/:classId/quizzes` answering these quizzes. */
export const classQuizListHandler = (quizzes: ClassQuiz[] = [aClassQuiz()]) =>
  http.get(api('/classes/:classId/quizzes'), () =>
    HttpResponse.json({ quizzes, weak_topic_ids: [] } satisfies ClassQuizList),
  );

/** A class's question bank with one topic and question 5 (for screens that are not under test). */
export const questionBankHandlers = () => [
  http.get(api('/classes/:classId/topics'), () => HttpResponse.json(pageOf([aTopic()]))),
  http.get(api('/classes/:classId/questions/:questionId'), ({ params }) =>
    HttpResponse.json(aQuestionDetail({ id: Number(params.questionId) })),
  ),
  http.get(api('/classes/:classId/question-reports'), () => HttpResponse.json([])),
];
