import type { LightMyRequestResponse } from 'fastify';
import { Header } from '../../../contract';
import { bearerFor, createSchool } from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';

export type Headers = Record<string, string>;
export type Caller =
  'teacher' | 'superuser' | 'student' | 'otherTeacher' | 'impersonating' | 'otherStudent';

/**
 * The test app with a small school (see `createSchool`) and the headers of each kind of caller:
 * `impersonating` is class A's teacher viewing class A's student (read-only). `environment` adds
 * settings.
 */
export async function schoolSession(environment: NodeJS.ProcessEnv = {}) {
  const t: TestApp = await createTestApp(environment);
  const school = await createSchool(t.db);
  const bearer = (user: { subject: string | null }) => bearerFor(t.db, t.config, user.subject);
  const teacher = await bearer(school.teacher);
  const headers: Record<Caller, Headers> = {
    teacher,
    superuser: await bearer(school.superuser),
    student: await bearer(school.student),
    otherTeacher: await bearer(school.otherTeacher),
    otherStudent: await bearer(school.otherStudent),
    impersonating: { ...teacher, [Header.IMPERSONATED_ID]: String(school.student.id) },
  };
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    caller: Caller,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: headers[caller],
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return { t, db: t.db, school, headers, call };
}
