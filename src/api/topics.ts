import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '../../contract/paths';
import type { Topic } from '../../contract/topics';
import { apiFetch } from './http-client';

export const topicKeys = {
  detail: (classId: number, topicId: number) => ['topic', classId, topicId] as const,
};

/** `GET /classes/:classId/topics/:topicId`. */
export const topicQuery = (classId: number, topicId: number) =>
  queryOptions({
    queryKey: topicKeys.detail(classId, topicId),
    queryFn: ({ signal }) =>
      apiFetch<Topic>(apiPath('classTopic', { classId, topicId }), { signal }),
  });
export const useTopic = (classId: number, topicId: number) =>
  useQuery(topicQuery(classId, topicId));
