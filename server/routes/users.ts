import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  Header,
  instructorCertificateSchema,
  meQuerySchema,
  updateMeBodySchema,
  userMeSchema,
} from '../../contract';
import { signInWithLmsToken } from '../auth/lms-sign-in';
import { requireActor, SIGN_IN_MESSAGE } from '../auth/request-auth';
import { signOut } from '../auth/sign-out';
import { checkTeachableEnrolments } from '../course-platforms/teachable/enrolment-check';
import {
  getUserMe,
  getUserWithCertificate,
  updateInstructorCertificate,
  updateUserName,
} from '../repositories/users';
import { noContentSchema, routeSchema } from './responses';
import { unauthenticated } from '../errors/api-error';
import { access } from '../auth/route-access';

/** Spec §7: the signed-in user, their name, and sign-out. */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  const loadMe = async (userId: number) => {
    const me = await getUserMe(db, userId);
    if (!me) throw unauthenticated(SIGN_IN_MESSAGE);
    return me;
  };

  app.get(
    ApiRoute.usersMe,
    {
      // An lms token signs in here, so the handler answers 401 itself.
      config: { access: access.public },
      schema: routeSchema(
        'The signed-in user. With X-Auth-Method: lms and ?auth=TOKEN, exchanges a 24-hour LMS token ' +
          'for a cookie session. Always the signed-in person, also while impersonating. A teachable ' +
          'session reads its enrolments from Teachable again here every 5 minutes (401 once ' +
          'Teachable refuses the person’s grant).',
        { querystring: meQuerySchema },
        { 200: userMeSchema },
      ),
    },
    async (request, reply) => {
      const token = request.query.auth;
      if (token !== undefined && request.headers[Header.AUTH_METHOD] === 'lms') {
        return loadMe(await signInWithLmsToken(request, reply, db, config, token));
      }
      const actor = requireActor(request);
      if (actor.session?.authMethod === 'teachable') {
        const deps = { db, config, secretBox: app.secretBox, now: app.clock() };
        if ((await checkTeachableEnrolments(deps, actor.userId)) === 'refused') {
          await signOut(request, reply, db, config);
          throw unauthenticated(SIGN_IN_MESSAGE);
        }
      }
      return loadMe(actor.userId);
    },
  );

  app.patch(
    ApiRoute.usersMe,
    {
      config: { access: access.signedIn },
      schema: routeSchema(
        'Update the signed-in user (name).',
        { body: updateMeBodySchema },
        { 200: userMeSchema },
      ),
    },
    async (request) => {
      const { userId } = requireActor(request);
      await updateUserName(db, userId, request.body.name);
      return loadMe(userId);
    },
  );

  const loadCertificate = async (userId: number) => {
    const user = await getUserWithCertificate(db, userId);
    if (!user) throw unauthenticated(SIGN_IN_MESSAGE);
    return {
      certificate_number: user.certificateNumber ?? '',
      certificate_expires: user.certificateExpires ?? '',
    };
  };

  app.get(
    ApiRoute.instructorCertificate,
    {
      config: { access: access.signedIn },
      schema: routeSchema(
        "The instructor certificate the signed-in user's records name on their signature line.",
        {},
        { 200: instructorCertificateSchema },
      ),
    },
    async (request) => loadCertificate(requireActor(request).userId),
  );

  app.put(
    ApiRoute.instructorCertificate,
    {
      config: { access: access.signedIn },
      schema: routeSchema(
        'Set the instructor certificate (number and expiry; empty clears) named on the records the signed-in user prints.',
        { body: instructorCertificateSchema },
        { 200: instructorCertificateSchema },
      ),
    },
    async (request) => {
      const { userId } = requireActor(request);
      await updateInstructorCertificate(db, userId, {
        number: request.body.certificate_number || null,
        expires: request.body.certificate_expires || null,
      });
      return loadCertificate(userId);
    },
  );

  app.post(
    ApiRoute.usersLogout,
    {
      // Signing out must work while impersonating: it ends the actor's own session.
      config: { impersonation: 'ignore', access: access.public },
      schema: routeSchema(
        'End the cookie session (lms, teachable) and clear its cookies. Always 204.',
        {},
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      await signOut(request, reply, db, config);
      return reply.code(204).send(null);
    },
  );
}
