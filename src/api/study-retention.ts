import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../contract/paths';
import type { StudyRetention, StudyRetentionBody } from '../../contract/study-retention';
import { apiFetch } from './http-client';

export const studyRetentionKeys = {
  all: ['study-retention'] as const,
  class: (classId: number) => ['study-retention', classId] as const,
};

/** `GET /classes/:classId/flashcards/retention`: desired retention and the test-day forecast. */
export const studyRetentionQuery = (classId: number) =>
  queryOptions({
    queryKey: studyRetentionKeys.class(classId),
    queryFn: ({ signal }) =>
      apiFetch<StudyRetention>(apiPath('studyRetention', { classId }), { signal }),
  });

export const useStudyRetention = (classId: number) => useQuery(studyRetentionQuery(classId));

/** `PUT /classes/:classId/flashcards/retention`: the student's own choice (null: the class's). */
export function useSetStudyRetention(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudyRetentionBody) =>
      apiFetch<StudyRetention>(apiPath('studyRetention', { classId }), { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(studyRetentionKeys.class(classId), saved),
  });
}
