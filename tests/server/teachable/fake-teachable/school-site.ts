import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FakeTeachable, TeachableModule } from './index';

// The school's own site: a lecture page that frames the app (as a school's custom code block or
// Teachable's embed does), the school's sign-in form and `/sign_out`. Teachable keeps the school's
// session in a first-party cookie of the school's host.

export const SESSION_COOKIE = '_fake_teachable_session';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The signed-in person on the school's site, if any. */
export function schoolSessionUser(teachable: FakeTeachable, request: FastifyRequest) {
  const token = request.cookies[SESSION_COOKIE];
  const userId = token === undefined ? undefined : teachable.schoolSessions.get(token);
  return teachable.users.find((user) => user.id === userId) ?? null;
}

/** The school's lecture page framing the app at `appUrl` in `<iframe name="groundschool">`. */
export const coursePageUrl = (teachable: FakeTeachable, appUrl: string, courseId = 2001) =>
  `${teachable.address}/courses/${courseId}/lectures/1?app=${encodeURIComponent(appUrl)}`;

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

export const schoolPage = page;

/** Only paths of this site: the sign-in never sends anyone elsewhere. */
const localPath = (value: unknown) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';

export const schoolSite: TeachableModule = (app, teachable) => {
  app.get('/courses/:courseId/lectures/:lectureId', async (request, reply) => {
    const { app: appUrl } = request.query as { app?: string };
    const { courseId } = request.params as { courseId: string };
    if (!appUrl) return reply.code(400).send('which app?');
    const course = teachable.courses.find((c) => String(c.id) === courseId);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          course?.name ?? 'Lecture',
          `<iframe name="groundschool" title="Groundschool" src="${escapeHtml(appUrl)}" width="1000" height="700"></iframe>`,
        ),
      );
  });

  app.get('/sign_in', async (request, reply) => {
    const { return_to: returnTo, failed } = request.query as {
      return_to?: string;
      failed?: string;
    };
    return reply.type('text/html; charset=utf-8').send(
      page(
        'Log in',
        `${failed ? '<p role="alert">Invalid email or password.</p>' : ''}
<form method="post" action="/sign_in">
<input type="hidden" name="return_to" value="${escapeHtml(localPath(returnTo))}">
<p><label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="username"></p>
<p><label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password"></p>
<p><button type="submit">Log in</button></p>
</form>`,
      ),
    );
  });

  app.post('/sign_in', async (request, reply) => {
    const form = request.body as Record<string, string | undefined>;
    const returnTo = localPath(form.return_to);
    const user = teachable.users.find(
      (candidate) =>
        candidate.email.toLowerCase() === (form.email ?? '').toLowerCase() &&
        candidate.password === form.password,
    );
    if (!user) {
      return reply.redirect(`/sign_in?failed=1&return_to=${encodeURIComponent(returnTo)}`, 303);
    }
    const token = randomBytes(16).toString('hex');
    teachable.schoolSessions.set(token, user.id);
    reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax' });
    return reply.redirect(returnTo, 303);
  });

  app.get('/sign_out', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token !== undefined) teachable.schoolSessions.delete(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply
      .type('text/html; charset=utf-8')
      .send(page('Signed out', '<p>You have been signed out of the school.</p>'));
  });
};
