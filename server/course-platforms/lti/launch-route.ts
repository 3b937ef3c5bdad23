import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { LtiPlatform } from './platforms';
import { findPlatformById } from './platforms';
import { LaunchRefused, OPEN_AGAIN, RefusalReason, refuse } from './launch-refused';
import { claimedSource, sendRefusal } from './launch-failures';
import { consumeLaunchState, findLaunchState, type LaunchState } from './launch-states';
import { messageHandlers } from './message-handlers';
import { readStatePage } from './pages';
import { provisionLaunch } from './provision';
import { syncRoster } from './roster';
import { clearStateCookie, stateCookieMatches } from './state-cookie';
import { checkIdToken } from './verify-id-token';
import type { VerifiedLaunch } from './verified-launch';

const launchForm = z.object({
  id_token: z.string().min(1),
  state: z.string().min(1),
  /** Set by the tool's own page after reading the state back from the platform's storage. */
  platform_storage_state: z.string().optional(),
});

type LaunchForm = z.infer<typeof launchForm>;

const stateRefusals = {
  unknown: refuse(
    RefusalReason.stateUnknown,
    `Groundschool does not know this sign-in (no login initiation started it). ${OPEN_AGAIN}`,
  ),
  used: refuse(RefusalReason.stateUsed, `This sign-in was used already. ${OPEN_AGAIN}`),
  expired: refuse(
    RefusalReason.stateExpired,
    `This sign-in took longer than 10 minutes and expired. ${OPEN_AGAIN}`,
  ),
  otherBrowser: refuse(
    RefusalReason.stateNotThisBrowser,
    `This sign-in was started in another browser, or the browser did not keep Groundschool's cookie. ${OPEN_AGAIN} If it keeps happening, open it in a new window.`,
  ),
};

type Binding = 'bound' | 'ask-platform-storage';

/**
 * Whether the state belongs to this browser (Security Framework §5.1.1.4 / OIDC state): the
 * cookie set at the login initiation, or — without it, when the platform offered storage — the
 * state read back from the platform's storage by the tool's own page. That page's second post
 * must come from the tool's origin (Origin, or Sec-Fetch-Site where a policy hides the origin):
 * a page elsewhere cannot claim it read the storage.
 */
function binding(
  request: FastifyRequest,
  form: LaunchForm,
  state: LaunchState,
  publicOrigin: string,
): Binding {
  if (stateCookieMatches(request, form.state)) return 'bound';
  if (state.storageTarget === null) throw stateRefusals.otherBrowser;
  if (form.platform_storage_state === undefined) return 'ask-platform-storage';
  const fromToolPage =
    request.headers.origin === publicOrigin || request.headers['sec-fetch-site'] === 'same-origin';
  if (fromToolPage && form.platform_storage_state === form.state) return 'bound';
  throw stateRefusals.otherBrowser;
}

async function usableState(app: FastifyInstance, form: LaunchForm, now: Date) {
  const state = await findLaunchState(app.db, form.state);
  if (!state) throw stateRefusals.unknown;
  const platform = await findPlatformById(app.db, state.platformId);
  if (!platform) throw stateRefusals.unknown;
  if (state.consumedAt !== null) throw withSource(stateRefusals.used, platform);
  if (state.expiresAt.getTime() <= now.getTime()) {
    throw withSource(stateRefusals.expired, platform);
  }
  return { state, platform };
}

const withSource = (refusal: LaunchRefused, platform: LtiPlatform) =>
  new LaunchRefused(refusal.reason, refusal.message, refusal.status, {
    issuer: platform.issuer,
    clientId: platform.clientId,
  });

/**
 * `POST /lti/launch`, the redirect URI: the platform's form post of `id_token` and `state`. The
 * state is checked and used up first, then every check of the id_token, then the person, course
 * and role are provisioned and the launch goes to its message type's handler.
 */
export async function launchRoutes(app: FastifyInstance) {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  app.post('/launch', async (request: FastifyRequest, reply: FastifyReply) => {
    const now = app.clock();
    const parsed = launchForm.safeParse(request.body ?? {});
    const source = claimedSource((request.body as Record<string, unknown> | undefined)?.id_token);
    try {
      if (!parsed.success) {
        throw refuse(
          RefusalReason.missingParameters,
          `The course platform's launch lacks ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}. ${OPEN_AGAIN}`,
        );
      }
      const form = parsed.data;
      const { state, platform } = await usableState(app, form, now);
      try {
        if (binding(request, form, state, publicOrigin) === 'ask-platform-storage') {
          // The page's own post must name its origin (no-referrer would send `Origin: null`).
          reply
            .header('cache-control', 'no-store')
            .header('referrer-policy', 'same-origin')
            .type('text/html; charset=utf-8');
          return await reply.send(
            readStatePage(
              { idToken: form.id_token, state: form.state },
              { target: state.storageTarget ?? '', origin: new URL(platform.authUrl).origin },
            ),
          );
        }
        if (!(await consumeLaunchState(app.db, form.state, now))) throw stateRefusals.used;
        const checked = await checkIdToken(app.db, platform, state, form.id_token, now);
        const provisioned = await provisionLaunch(app.db, platform, checked, now);
        const launch: VerifiedLaunch = {
          platform,
          deploymentId: checked.deploymentId,
          messageType: checked.messageType,
          claims: checked.claims,
          subject: checked.subject,
          userId: provisioned.userId,
          classId: provisioned.classId,
          contextRowId: provisioned.contextRowId,
          isTeacher: provisioned.isTeacher,
          resourceLink: checked.resourceLink,
          linkTarget: provisioned.linkTarget,
          ags: checked.ags,
          nrps: checked.nrps,
          deepLinking: checked.deepLinking,
        };
        clearStateCookie(reply, form.state);
        request.log.info(
          { issuer: platform.issuer, userId: launch.userId, classId: launch.classId },
          'LTI launch verified',
        );
        if (provisioned.newCourse && checked.nrps) {
          // The class's roster arrives while the instructor looks at the class; a failure only waits for "Sync roster".
          syncRoster(app.db, app.ltiServiceTokens, provisioned.contextRowId, { now }).catch(
            (error: unknown) =>
              request.log.warn({ err: error, issuer: platform.issuer }, 'first roster sync failed'),
          );
        }
        return await messageHandlers[launch.messageType](reply, launch);
      } catch (error) {
        if (error instanceof LaunchRefused) throw withSource(error, platform);
        throw error;
      }
    } catch (error) {
      if (!(error instanceof LaunchRefused)) throw error;
      return sendRefusal(app.db, request, reply, error, source, now);
    }
  });
}
