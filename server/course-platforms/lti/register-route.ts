import type { FastifyInstance } from 'fastify';
import { escapeHtml, renderPage } from '../../auth/identity-provider/html';
import { RegistrationError, registerDynamically } from './dynamic-registration';
import { plainOriginOf } from './plain-origin';

const CLOSE_SCRIPT = '/lti/register/close.js';

/** Tells the platform's registration frame (or window) that the tool is done (Dynamic Registration §3.6). */
const CLOSE_SCRIPT_BODY =
  "(window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');\n";

/** The page may be framed by the platform that opened it, and runs only our own script file. */
const pagePolicy = (origin: string | null) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self'${origin ? ` ${origin}` : ''}`,
  ].join('; ');

/**
 * `GET /lti/register`: LTI Dynamic Registration, as Moodle 4.x and Canvas start it ("paste a URL").
 * The platform's administrator started it; `LTI_REGISTRATION_ORIGINS` says which platforms may.
 */
export async function registerRoute(app: FastifyInstance) {
  app.get(CLOSE_SCRIPT.replace('/lti', ''), async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(CLOSE_SCRIPT_BODY),
  );

  app.get('/register', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const text = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
    const openidConfiguration = text('openid_configuration');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', pagePolicy(plainOriginOf(openidConfiguration)));
    try {
      const { platform, deploymentId } = await registerDynamically(app.db, {
        openidConfiguration,
        registrationToken: text('registration_token'),
        publicUrl: app.config.publicUrl,
        allowedOrigins: app.config.ltiRegistrationOrigins,
        now: app.clock(),
      });
      await app.frameOrigins.refresh();
      request.log.info(
        { issuer: platform.issuer, clientId: platform.clientId, deploymentId },
        'LTI platform registered itself',
      );
      return reply.send(
        renderPage({
          title: 'Groundschool is registered',
          scripts: [CLOSE_SCRIPT],
          body: `<h1>Groundschool is registered</h1>
<p>${escapeHtml(platform.issuer)} can now launch Groundschool (client id ${escapeHtml(platform.clientId)}${
            deploymentId ? `, deployment ${escapeHtml(deploymentId)}` : ''
          }).</p>
<p>This window closes by itself; if it stays open, close it and activate the tool in the platform.</p>`,
        }),
      );
    } catch (error) {
      if (!(error instanceof RegistrationError)) throw error;
      request.log.warn({ reason: error.reason }, 'LTI dynamic registration refused');
      return reply.code(400).send(
        renderPage({
          title: 'Registration failed',
          body: `<h1>Groundschool could not be registered</h1>
<div class="alert" role="alert">${escapeHtml(error.message)}</div>
<p>Nothing was saved. Close this window and try again, or add the platform by hand.</p>`,
        }),
      );
    }
  });
}
