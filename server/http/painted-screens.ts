import type { FastifyRequest } from 'fastify';
import { Header, SESSION_COOKIE } from '../../contract/auth';
import { attemptViewSchema } from '../../contract/attempts';
import { apiPath } from '../../contract/paths';
import { paintedQuiz } from './painted-quiz';
import { paintedQuizShell } from './screen-shells';

/** A positive whole number from the address, else null. */
const idIn = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * What the server paints of this request's screen with the person's data, or null (the screen's
 * shell then stands alone). The quiz page during an attempt (`?attempt=`) opened with a cookie
 * session: the question on screen, drawn from the API's own answer to that person, asked inside
 * the server (the route's access rules decide; a refusal paints nothing).
 */
export async function paintedShell(
  request: FastifyRequest,
  screenName: string | undefined,
): Promise<string | null> {
  if (screenName !== 'student-quiz') return null;
  const sessionCookie = request.cookies[SESSION_COOKIE];
  const { searchParams } = new URL(request.url, 'http://app');
  const attemptId = idIn(searchParams.get('attempt'));
  if (sessionCookie === undefined || attemptId === null) return null;
  const answer = await request.server.inject({
    method: 'GET',
    url: `/api${apiPath('attempt', { attemptId })}`,
    remoteAddress: request.ip,
    // The cookie session, whichever course platform opened it (the header only says to read it).
    headers: { cookie: `${SESSION_COOKIE}=${sessionCookie}`, [Header.AUTH_METHOD]: 'lms' },
  });
  if (answer.statusCode !== 200) return null;
  const view = attemptViewSchema.safeParse(answer.json());
  if (!view.success) return null;
  const painted = paintedQuiz(view.data, idIn(searchParams.get('q')));
  return painted === null ? null : paintedQuizShell(painted);
}
