import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TeachableSchool,
  TeachableSchoolCreate,
  TeachableSchoolEdit,
  TeachableSchoolList,
} from '../../contract/teachable-schools';
import { apiPath } from '../../contract/paths';
import { apiFetch } from './http-client';
import { useRefreshingMutation } from './refreshing-mutation';

const teachableSchoolKeys = { list: ['admin', 'teachable-schools'] as const };

/** `GET /admin/teachable/schools` (superuser): the connected schools and their addresses. */
export const teachableSchoolsQuery = () =>
  queryOptions({
    queryKey: teachableSchoolKeys.list,
    queryFn: ({ signal }) =>
      apiFetch<TeachableSchoolList>(apiPath('adminTeachableSchools'), { signal }),
  });

export const useTeachableSchools = () => useQuery(teachableSchoolsQuery());

/** `POST /admin/teachable/schools`. */
export const useCreateTeachableSchool = () =>
  useRefreshingMutation(teachableSchoolKeys.list, (body: TeachableSchoolCreate) =>
    apiFetch<TeachableSchool>(apiPath('adminTeachableSchools'), { method: 'POST', body }),
  );

/** `PUT /admin/teachable/schools/:schoolId`: secrets left out are kept. */
export const useEditTeachableSchool = (schoolId: number) =>
  useRefreshingMutation(teachableSchoolKeys.list, (body: TeachableSchoolEdit) =>
    apiFetch<TeachableSchool>(apiPath('adminTeachableSchool', { schoolId }), {
      method: 'PUT',
      body,
    }),
  );

/** `DELETE /admin/teachable/schools/:schoolId`. */
export const useDeleteTeachableSchool = () =>
  useRefreshingMutation(teachableSchoolKeys.list, (schoolId: number) =>
    apiFetch<null>(apiPath('adminTeachableSchool', { schoolId }), { method: 'DELETE' }),
  );

/** `POST /admin/teachable/schools/:schoolId/webhook-token`: a new webhook address. */
export const useRotateTeachableWebhook = () =>
  useRefreshingMutation(teachableSchoolKeys.list, (schoolId: number) =>
    apiFetch<TeachableSchool>(apiPath('adminTeachableWebhookRotation', { schoolId }), {
      method: 'POST',
    }),
  );
