import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClassListQuery,
  ClassStudent,
  ClassSummary,
  CreateClassBody,
} from '../../contract/classes';
import { apiPath } from '../../contract/paths';
import { apiFetch } from './http-client';

export const classKeys = {
  all: ['classes'] as const,
  list: (as: ClassListQuery['as']) => ['classes', 'list', as] as const,
  detail: (classId: number) => ['classes', 'detail', classId] as const,
  students: (classId: number) => ['classes', 'detail', classId, 'students'] as const,
};

/** `GET /classes?as=…`: the classes the user studies in (student) or teaches (teacher; superuser: all). */
export const classListQuery = (as: ClassListQuery['as']) =>
  queryOptions({
    queryKey: classKeys.list(as),
    queryFn: ({ signal }) =>
      apiFetch<ClassSummary[]>(apiPath('classes'), { query: { as }, signal }),
  });

export const classQuery = (classId: number) =>
  queryOptions({
    queryKey: classKeys.detail(classId),
    queryFn: ({ signal }) => apiFetch<ClassSummary>(apiPath('class', { classId }), { signal }),
  });

export const classStudentsQuery = (classId: number) =>
  queryOptions({
    queryKey: classKeys.students(classId),
    queryFn: ({ signal }) =>
      apiFetch<ClassStudent[]>(apiPath('classStudents', { classId }), { signal }),
  });

export const useClassList = (as: ClassListQuery['as']) => useQuery(classListQuery(as));
export const useClass = (classId: number) => useQuery(classQuery(classId));
export const useClassStudents = (classId: number) => useQuery(classStudentsQuery(classId));

/** `POST /classes` (superuser). */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClassBody) =>
      apiFetch<ClassSummary>(apiPath('classes'), { method: 'POST', body }),
    onSuccess: (created) => {
      queryClient.setQueryData(classKeys.detail(created.id), created);
      return queryClient.invalidateQueries({ queryKey: classKeys.all });
    },
  });
}
