import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type InteractionResults } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { isSafeText } from '../../../contract/text';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { availableDemoAccounts, findUserByCredentials, subjectFor } from './accounts';
import { grantRequestedAccess } from './grants';
import {
  clearSignInFailures,
  recordSignInFailure,
  throttleBeforeSignIn,
} from '../sign-in-throttle/throttle-store';
import { signInKeys, waitMessage } from '../sign-in-throttle/throttle-rule';
import {
  errorPage,
  LOGOUT_SCRIPT,
  LOGOUT_SCRIPT_PATH,
  signInPage,
  WRONG_CREDENTIALS,
} from './pages';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

const formSchema = z.object({
  // PostgreSQL refuses a NUL in text: such an e-mail is no account's, not a server error.
  email: z.string().max(320).refine(isSafeText).catch(''),
  password: z.string().max(1024).catch(''),
});
const readForm = (body: unknown) => formSchema.parse(body ?? {});

/** Sign-in pages of the built-in provider, in our look, at /interaction/:uid. */
export function interactionRoutes(provider: Provider, config: Config, db: Database) {
  const loginUrl = `${config.publicUrl}/login`;

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  const sendExpired = (reply: FastifyReply) =>
    sendHtml(
      reply,
      400,
      errorPage({
        title: 'This sign-in has expired',
        message: 'Go back to Groundschool and sign in again.',
        loginUrl,
      }),
    );

  /** The interaction behind the cookie, if it is still running and belongs to this address. */
  async function findInteraction(request: UidRequest, reply: FastifyReply) {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  }

  /** Hands the result back to the provider, which continues the authorization request. */
  async function finish(request: UidRequest, reply: FastifyReply, result: InteractionResults) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  async function signIn(
    request: UidRequest,
    reply: FastifyReply,
    interaction: Interaction,
    accountId: string,
  ) {
    const grantId = await grantRequestedAccess(provider, interaction, accountId);
    return finish(request, reply, { login: { accountId }, consent: { grantId } });
  }

  async function showSignIn(
    reply: FastifyReply,
    status: number,
    interaction: Interaction,
    extra: { email?: string; error?: string } = {},
  ) {
    const demoAccounts = await availableDemoAccounts(db, config);
    return sendHtml(reply, status, signInPage({ uid: interaction.uid, demoAccounts, ...extra }));
  }

  return async function routes(app: FastifyInstance) {
    await app.register(formbody);

    app.get(LOGOUT_SCRIPT_PATH, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/javascript; charset=utf-8')
        .send(LOGOUT_SCRIPT),
    );

    app.get('/interaction/:uid', async (request: UidRequest, reply) => {
      const interaction = await findInteraction(request, reply);
      if (!interaction) return sendExpired(reply);
      // Already signed in, the app asks for consent again (the SDK's prompt=consent): give it.
      if (interaction.prompt.name === 'consent' && interaction.session?.accountId) {
        return signIn(request, reply, interaction, interaction.session.accountId);
      }
      return showSignIn(reply, 200, interaction);
    });

    app.post('/interaction/:uid/login', async (request: UidRequest, reply) => {
      const interaction = await findInteraction(request, reply);
      if (!interaction) return sendExpired(reply);
      const { email, password } = readForm(request.body);
      // The same answers whether or not the account exists: keys are the typed e-mail and address.
      const keys = signInKeys(email, request.ip);
      const throttle = await throttleBeforeSignIn(db, keys, app.clock());
      if (throttle.waitMs > 0) {
        return showSignIn(reply, 429, interaction, { email, error: waitMessage(throttle.waitMs) });
      }
      // Held back before the password is checked, so that the wait tells nothing about it.
      if (throttle.slowDownMs > 0) await app.sleep(throttle.slowDownMs);
      const user = await findUserByCredentials(db, email, password, {
        demoPassword: config.demoSignIn,
      });
      if (!user) {
        await recordSignInFailure(db, keys, app.clock());
        return showSignIn(reply, 401, interaction, { email, error: WRONG_CREDENTIALS });
      }
      await clearSignInFailures(db, keys);
      return signIn(request, reply, interaction, await subjectFor(db, user));
    });

    app.post('/interaction/:uid/demo', async (request: UidRequest, reply) => {
      const interaction = await findInteraction(request, reply);
      if (!interaction) return sendExpired(reply);
      const { email } = readForm(request.body);
      const demo = (await availableDemoAccounts(db, config)).find(
        (account) => account.email === email,
      );
      if (!demo) {
        return showSignIn(reply, 403, interaction, {
          error: 'Demo accounts are not available. Sign in with your e-mail and password.',
        });
      }
      return signIn(request, reply, interaction, await subjectFor(db, demo.user));
    });

    app.post('/interaction/:uid/abort', async (request: UidRequest, reply) => {
      const interaction = await findInteraction(request, reply);
      if (!interaction) return sendExpired(reply);
      return finish(request, reply, {
        error: 'access_denied',
        error_description: 'The user cancelled the sign-in.',
      });
    });
  };
}
