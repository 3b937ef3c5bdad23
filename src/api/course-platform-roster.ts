import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassRosterSource, RosterSyncResult } from '../../contract/course-platform-roster';
import { apiPath } from '../../contract/paths';
import { classKeys } from './classes';
import { apiFetch } from './http-client';

const rosterSourceKey = (classId: number) =>
  [...classKeys.detail(classId), 'roster-source'] as const;

/** `GET /classes/:classId/lti/roster`: whether the class's roster comes from a course platform. */
export const useRosterSource = (classId: number) =>
  useQuery({
    queryKey: rosterSourceKey(classId),
    queryFn: ({ signal }) =>
      apiFetch<ClassRosterSource>(apiPath('classRosterSource', { classId }), { signal }),
  });

/** `POST /classes/:classId/lti/roster-sync`; the class's lists show the new members after it. */
export function useSyncRoster(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<RosterSyncResult>(apiPath('classRosterSync', { classId }), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.detail(classId) }),
  });
}
