import { z } from 'zod';
import { fetchTeachable, TeachableUnavailable } from './teachable-fetch';

const userCoursesSchema = z.object({
  courses: z.array(
    z.object({
      course_id: z.union([z.number(), z.string()]),
      is_active_enrollment: z.boolean(),
    }),
  ),
});

// `GET /v1/users/{user_id}` ("Fetch a specific user"): the user with every course they are or were
// enrolled in, each with `is_active_enrollment`. Teachable's reference shows the user's fields at the
// top level; some descriptions wrap them in `user`: both are read.
const userResponseSchema = z.union([z.object({ user: userCoursesSchema }), userCoursesSchema]);

export type TeachableAdminApi = { apiUrl: string; apiKey: string };

/**
 * Whether Teachable's Admin API says, now, that the person's enrolment in the course is active. A person the
 * school no longer has (404) is enrolled in nothing. `TeachableUnavailable` when it does not answer
 * usably (down, refused the key, answered nonsense).
 */
export async function isEnrolmentActive(
  api: TeachableAdminApi,
  teachableUserId: string,
  courseId: string,
): Promise<boolean> {
  const url = `${api.apiUrl}/v1/users/${encodeURIComponent(teachableUserId)}`;
  const response = await fetchTeachable(url, {
    headers: { apiKey: api.apiKey, accept: 'application/json' },
  });
  if (response.status === 404) return false;
  if (!response.ok) throw new TeachableUnavailable(`Teachable answered ${response.status}`);
  const parsed = userResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new TeachableUnavailable('Teachable answered an unreadable user');
  const { courses } = 'user' in parsed.data ? parsed.data.user : parsed.data;
  return courses.some(
    (course) => String(course.course_id) === courseId && course.is_active_enrollment,
  );
}
