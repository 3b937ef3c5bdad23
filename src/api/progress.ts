import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '../../contract/paths';
import type { StudentProgress } from '../../contract/progress';
import { apiFetch } from './http-client';

export const progressKeys = {
  student: (classId: number, userId: number) => ['progress', classId, userId] as const,
};

/** `GET /classes/:classId/students/:userId/progress`: points, streak, badges, endorsement. */
export const studentProgressQuery = (classId: number, userId: number) =>
  queryOptions({
    queryKey: progressKeys.student(classId, userId),
    queryFn: ({ signal }) =>
      apiFetch<StudentProgress>(apiPath('studentProgress', { classId, userId }), { signal }),
  });
export const useStudentProgress = (classId: number, userId: number | null) =>
  useQuery({ ...studentProgressQuery(classId, userId ?? 0), enabled: userId !== null });
