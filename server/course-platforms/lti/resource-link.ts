import type { FastifyReply } from 'fastify';
import { issueLmsToken } from '../../auth/lms-tokens';
import { landingPath } from './landing';
import type { VerifiedLaunch } from './verified-launch';

/**
 * A verified resource-link launch ends where the spec's lms path begins: a 24-hour lms token, and
 * the browser sent to the app with `?auth=TOKEN` on the screen the link opens.
 */
export async function openResourceLink(reply: FastifyReply, launch: VerifiedLaunch) {
  const app = reply.server;
  if (launch.classId === null) throw new Error('a resource-link launch always has a class');
  const { token } = await issueLmsToken(app.db, launch.userId, { now: app.clock() });
  const path = landingPath({
    classId: launch.classId,
    isTeacher: launch.isTeacher,
    target: launch.linkTarget,
  });
  reply.header('cache-control', 'no-store');
  return reply.redirect(`${app.config.publicUrl}${path}?auth=${encodeURIComponent(token)}`, 303);
}
