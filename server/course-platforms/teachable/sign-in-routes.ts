import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { openCookieSession } from '../../auth/cookie-sign-in';
import { signedInPage, signInProblemPage, SIGNED_IN_SCRIPT, SIGNED_IN_SCRIPT_PATH } from './pages';
import { findSchool } from './school-lookup';
import { completeSignIn } from './sign-in-flow';
import { consumeState, startSignIn } from './sign-ins';
import { clearStateCookie, setStateCookie, stateCookieMatches } from './state-cookie';

const startQuery = z.object({
  school: z.string().optional(),
  claim: z.string().min(32).max(200).optional(),
  return: z.string().optional(),
});

const callbackQuery = z.object({
  state: z.string().optional(),
  code: z.string().optional(),
  error: z.string().optional(),
});

/** A path of this app only: never another site (`//host`, `/\host`) after the sign-in. */
const appPath = (value: string | undefined) =>
  value !== undefined && /^\/(?![/\\])/.test(value) ? value : '/';

const STATE_PROBLEMS = {
  unknown: 'This sign-in link is not valid. Go back to your course and sign in again.',
  expired: 'This sign-in took too long and has expired. Go back to your course and sign in again.',
  used: 'This sign-in was already used. Go back to your course and sign in again.',
} as const;

function page(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The Teachable sign-in's pages (spec §4): the start, which sends the person to the school's
 * authorize page; the callback Teachable sends them back to; the school's sign-out for the logout
 * popup. A frame's sign-in runs in a popup and ends with a page telling the frame to claim it.
 */
export async function signInRoutes(app: FastifyInstance) {
  const { db, config, secretBox } = app;
  const problem = (reply: FastifyReply, status: number, heading: string, message: string) =>
    page(reply, status, signInProblemPage(heading, message));

  app.get(SIGNED_IN_SCRIPT_PATH.replace('/auth/teachable', ''), async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(SIGNED_IN_SCRIPT),
  );

  app.get('/start', async (request, reply) => {
    const query = startQuery.safeParse(request.query);
    const school =
      query.success && query.data.school ? await findSchool(db, query.data.school) : null;
    if (!query.success || !school) {
      return problem(
        reply,
        400,
        'Unknown school',
        'This Teachable school is not connected to Groundschool. Ask your school to check the Groundschool address in its course.',
      );
    }
    const claim = query.data.claim ?? null;
    const { state } = await startSignIn(
      db,
      { schoolRowId: school.id, claim, returnPath: appPath(query.data.return) },
      app.clock(),
    );
    if (claim === null) setStateCookie(reply, config, state);
    const authorize = new URL(
      `${config.teachable.ssoUrl}/secure/${encodeURIComponent(school.schoolId)}/identity/oauth_provider/authorize`,
    );
    authorize.searchParams.set('client_id', school.clientId);
    authorize.searchParams.set('response_type', 'code');
    authorize.searchParams.set('required_scopes', 'name:read email:read');
    authorize.searchParams.set('optional_scopes', 'courses:read');
    authorize.searchParams.set('state', state);
    return reply.header('referrer-policy', 'no-referrer').redirect(authorize.toString(), 302);
  });

  app.get('/callback', async (request, reply) => {
    const query = callbackQuery.safeParse(request.query);
    const state = query.success ? query.data.state : undefined;
    if (!query.success || !state)
      return problem(reply, 400, 'Sign-in failed', STATE_PROBLEMS.unknown);
    const now = app.clock();
    const taken = await consumeState(db, state, now);
    if (!taken.ok) return problem(reply, 400, 'Sign-in failed', STATE_PROBLEMS[taken.reason]);
    const { signIn } = taken;
    const framed = signIn.claimHash !== null;
    if (!framed) {
      const ours = stateCookieMatches(request, state);
      clearStateCookie(reply, config, state);
      if (!ours) {
        return problem(
          reply,
          400,
          'Sign-in failed',
          'This sign-in was started in another browser. Go back to your course and sign in again.',
        );
      }
    }
    if (query.data.error === 'access_denied' || !query.data.code) {
      return problem(
        reply,
        400,
        'Sign-in cancelled',
        'You did not allow Groundschool to use your Teachable account. Close this window and try again if you want to sign in.',
      );
    }
    const outcome = await completeSignIn(
      { db, config, secretBox, now },
      signIn,
      query.data.code,
      state,
    );
    if (!outcome.ok) return problem(reply, 502, outcome.heading, outcome.message);
    request.log.info({ userId: outcome.userId, framed }, 'teachable sign-in finished');
    if (framed) return page(reply, 200, signedInPage(new URL(config.publicUrl).origin));
    await openCookieSession(request, reply, { db, config }, outcome.userId, 'teachable');
    return reply.header('referrer-policy', 'no-referrer').redirect(signIn.returnPath, 302);
  });

  app.get('/sign-out', async (request, reply) => {
    const { school: schoolId } = request.query as { school?: string };
    const school = schoolId ? await findSchool(db, schoolId) : null;
    if (!school) {
      return problem(
        reply,
        400,
        'Unknown school',
        'This Teachable school is not connected to Groundschool.',
      );
    }
    return reply
      .header('referrer-policy', 'no-referrer')
      .redirect(`${school.schoolUrl.replace(/\/+$/, '')}/sign_out`, 302);
  });
}
