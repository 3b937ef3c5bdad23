import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  LtiPlatform,
  LtiPlatformBody,
  LtiPlatformsOverview,
  LtiToolKeys,
} from '../../contract/lti-platforms';
import type { LtiCourseLinkBody, LtiCourses } from '../../contract/lti-courses';
import { apiPath } from '../../contract/paths';
import { apiFetch } from './http-client';
import { useRefreshingMutation } from './refreshing-mutation';

const ltiPlatformKeys = { overview: ['admin', 'lti-platforms'] as const };

/** `GET /admin/lti/platforms` (superuser): platforms, refused launches, the tool's URLs and keys. */
export const ltiPlatformsQuery = () =>
  queryOptions({
    queryKey: ltiPlatformKeys.overview,
    queryFn: ({ signal }) =>
      apiFetch<LtiPlatformsOverview>(apiPath('adminLtiPlatforms'), { signal }),
  });

export const useLtiPlatforms = () => useQuery(ltiPlatformsQuery());

/** `POST /admin/lti/platforms`, or `PUT /admin/lti/platforms/:platformId` with an id. */
export const useSaveLtiPlatform = (platformId: number | null) =>
  useRefreshingMutation(ltiPlatformKeys.overview, (body: LtiPlatformBody) =>
    platformId === null
      ? apiFetch<LtiPlatform>(apiPath('adminLtiPlatforms'), { method: 'POST', body })
      : apiFetch<LtiPlatform>(apiPath('adminLtiPlatform', { platformId }), {
          method: 'PUT',
          body,
        }),
  );

/** `DELETE /admin/lti/platforms/:platformId`. */
export const useDeleteLtiPlatform = () =>
  useRefreshingMutation(ltiPlatformKeys.overview, (platformId: number) =>
    apiFetch<null>(apiPath('adminLtiPlatform', { platformId }), { method: 'DELETE' }),
  );

/** `POST /admin/lti/tool-keys/rotate`. */
export const useRotateToolKey = () =>
  useRefreshingMutation(ltiPlatformKeys.overview, () =>
    apiFetch<LtiToolKeys>(apiPath('adminLtiToolKeyRotation'), { method: 'POST' }),
  );

const ltiCourseKeys = { all: ['admin', 'lti-courses'] as const };

/** `GET /admin/lti/courses` (superuser): the courses platforms launched from, with their classes. */
export const useLtiCourses = () =>
  useQuery(
    queryOptions({
      queryKey: ltiCourseKeys.all,
      queryFn: ({ signal }) => apiFetch<LtiCourses>(apiPath('adminLtiCourses'), { signal }),
    }),
  );

/** `PUT /admin/lti/courses/:courseId`: the course opens this class from now on. */
export const useRelinkLtiCourse = (courseId: number) =>
  useRefreshingMutation(ltiCourseKeys.all, (body: LtiCourseLinkBody) =>
    apiFetch<LtiCourses>(apiPath('adminLtiCourse', { courseId }), { method: 'PUT', body }),
  );
