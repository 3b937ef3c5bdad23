import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  teachableSchoolCreateSchema,
  teachableSchoolEditSchema,
  teachableSchoolListSchema,
  teachableSchoolParamsSchema,
  teachableSchoolSchema,
} from '../../contract';
import { access } from '../auth/route-access';
import { noContentSchema, routeSchema } from './responses';
import {
  createSchool,
  deleteSchool,
  listSchools,
  rotateWebhookToken,
  updateSchool,
  type SchoolAdminContext,
} from '../course-platforms/teachable/school-admin';

/** The superuser's Course platforms screen, Teachable part: the connected schools. */
export async function adminTeachableRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const context: SchoolAdminContext = {
    db: app.db,
    secretBox: app.secretBox,
    publicUrl: app.config.publicUrl,
  };
  const tags = ['course platforms'];

  app.get(
    ApiRoute.adminTeachableSchools,
    {
      config: { access: access.superuser },
      schema: routeSchema(
        'Connected Teachable schools, their course → class links and the addresses to paste into Teachable (secrets are never sent).',
        { tags },
        { 200: teachableSchoolListSchema },
      ),
    },
    async () => ({ schools: await listSchools(context) }),
  );

  app.post(
    ApiRoute.adminTeachableSchools,
    {
      config: { access: access.superuser },
      schema: routeSchema(
        'Connect a Teachable school (409 when its school id is connected; 422 for a class that is unknown or archived).',
        { tags, body: teachableSchoolCreateSchema },
        { 201: teachableSchoolSchema },
      ),
    },
    async (request, reply) => {
      const school = await createSchool(context, request.body, app.clock());
      await app.frameOrigins.refresh();
      return reply.code(201).send(school);
    },
  );

  app.put(
    ApiRoute.adminTeachableSchool,
    {
      config: { access: access.superuser },
      schema: routeSchema(
        'Edit a Teachable school: a secret left out is kept, `api_key: null` removes the key; its course links become the ones sent.',
        { tags, params: teachableSchoolParamsSchema, body: teachableSchoolEditSchema },
        { 200: teachableSchoolSchema },
      ),
    },
    async (request) => {
      const school = await updateSchool(
        context,
        request.params.schoolId,
        request.body,
        app.clock(),
      );
      await app.frameOrigins.refresh();
      return school;
    },
  );

  app.delete(
    ApiRoute.adminTeachableSchool,
    {
      config: { access: access.superuser },
      schema: routeSchema(
        'Disconnect a Teachable school: its sign-ins and webhooks stop; its classes stay.',
        { tags, params: teachableSchoolParamsSchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      await deleteSchool(app.db, request.params.schoolId);
      await app.frameOrigins.refresh();
      return reply.code(204).send(null);
    },
  );

  app.post(
    ApiRoute.adminTeachableWebhookRotation,
    {
      config: { access: access.superuser },
      schema: routeSchema(
        'A new webhook address for the school: deliveries to the old one are refused from now on.',
        { tags, params: teachableSchoolParamsSchema },
        { 200: teachableSchoolSchema },
      ),
    },
    async (request) => rotateWebhookToken(context, request.params.schoolId, app.clock()),
  );
}
