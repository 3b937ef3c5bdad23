import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  ltiCourseLinkBodySchema,
  ltiCourseParamsSchema,
  ltiCoursesSchema,
} from '../../contract';
import { access } from '../auth/route-access';
import { linkedCourses, relinkContext } from '../course-platforms/lti/relink-context';
import { routeSchema } from './responses';

/** The courses LTI platforms launched from, and which class each opens (superuser). */
export async function adminLtiCourseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['course platforms'];

  app.get(
    ApiRoute.adminLtiCourses,
    {
      config: { access: access.superuser },
      schema: routeSchema(
        'Every course an LTI platform launched from, with the class it is linked to.',
        { tags },
        { 200: ltiCoursesSchema },
      ),
    },
    async () => ({ courses: await linkedCourses(db) }),
  );

  app.put(
    ApiRoute.adminLtiCourse,
    {
      config: { access: access.superuser },
      schema: routeSchema(
        'Link a course to another class (not archived): placed links that opened the old class’s quizzes or topics open nothing until placed again; people get their role in the new class at their next launch.',
        { tags, params: ltiCourseParamsSchema, body: ltiCourseLinkBodySchema },
        { 200: ltiCoursesSchema },
      ),
    },
    async (request) => {
      await relinkContext(db, request.params.courseId, request.body.class_id, app.clock());
      return { courses: await linkedCourses(db) };
    },
  );
}
