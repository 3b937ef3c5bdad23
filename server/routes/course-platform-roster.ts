import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  classIdParamsSchema,
  classRosterSourceSchema,
  ErrorCode,
  rosterSyncResultSchema,
} from '../../contract';
import { access } from '../auth/route-access';
import { RosterError } from '../course-platforms/lti/roster';
import { classRosterSource, syncClassRoster } from '../course-platforms/lti/roster/class-roster';
import { conflict } from '../errors/api-error';
import { routeSchema } from './responses';

/** A class's roster from its course platform (LTI Names and Role Provisioning). */
export async function coursePlatformRosterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tokens = app.ltiServiceTokens;

  app.get(
    ApiRoute.classRosterSource,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        'Whether the class is linked to a course platform course whose roster it can read.',
        { params: classIdParamsSchema },
        { 200: classRosterSourceSchema },
      ),
    },
    (request) => classRosterSource(db, request.params.classId),
  );

  app.post(
    ApiRoute.classRosterSync,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        "Reads the linked courses' rosters from the course platform: members join the class as students or teachers by their course roles; inactive students leave it.",
        { params: classIdParamsSchema },
        { 200: rosterSyncResultSchema },
      ),
    },
    async (request) => {
      try {
        return await syncClassRoster(db, tokens, request.params.classId, app.clock());
      } catch (error) {
        if (!(error instanceof RosterError)) throw error;
        request.log.warn(
          { classId: request.params.classId, reason: error.message },
          'roster sync failed',
        );
        throw conflict(error.message, ErrorCode.COURSE_PLATFORM_FAILED);
      }
    },
  );
}
