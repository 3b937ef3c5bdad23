import { z } from 'zod/mini';
import { idTextSchema } from './ids';

// The courses LTI platforms launched from, and the class each is linked to: a superuser can point a
// course at another class when its first instructor launch made a new class where one was meant.

export const ltiCourseSchema = z.object({
  id: z.int(),
  platform_id: z.int(),
  /** The platform's name, or its issuer when it has none. */
  platform_name: z.string(),
  /** The course's title as its last launch sent it. */
  title: z.string(),
  /** The platform's id of the course (context id). */
  context_id: z.string(),
  class_id: z.int(),
  class_name: z.string(),
  /** ISO 8601. */
  updated_at: z.string(),
});
export type LtiCourse = z.infer<typeof ltiCourseSchema>;

/** `GET /admin/lti/courses` (superuser). */
export const ltiCoursesSchema = z.object({ courses: z.array(ltiCourseSchema) });
export type LtiCourses = z.infer<typeof ltiCoursesSchema>;

export const ltiCourseParamsSchema = z.object({ courseId: idTextSchema });

/** `PUT /admin/lti/courses/:courseId` (superuser): link the course to this class. */
export const ltiCourseLinkBodySchema = z.strictObject({ class_id: z.int().check(z.positive()) });
export type LtiCourseLinkBody = z.infer<typeof ltiCourseLinkBodySchema>;
