import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Page } from '../../contract/pagination';
import { apiPath } from '../../contract/paths';
import type { CreateTopicBody, Topic, UpdateTopicBody } from '../../contract/topics';
import { bankKeys } from './bank-keys';
import { useBankMutation } from './bank-mutation';
import { apiFetch } from './http-client';

/** `GET /classes/:classId/topics`: every topic of the class, in order (page after page). */
export const topicsQuery = (classId: number) =>
  queryOptions({
    queryKey: bankKeys.topics(classId),
    queryFn: async ({ signal }) => {
      const topics: Topic[] = [];
      for (let page = 1; ; page += 1) {
        const batch = await apiFetch<Page<Topic>>(apiPath('classTopics', { classId }), {
          query: { page, page_size: MAX_PAGE_SIZE },
          signal,
        });
        topics.push(...batch.items);
        if (topics.length >= batch.total || batch.items.length === 0) return topics;
      }
    },
  });
export const useTopics = (classId: number) => useQuery(topicsQuery(classId));

/** `GET /classes/:classId/topics/:topicId`. */
export const topicQuery = (classId: number, topicId: number) =>
  queryOptions({
    queryKey: bankKeys.topic(classId, topicId),
    queryFn: ({ signal }) =>
      apiFetch<Topic>(apiPath('classTopic', { classId, topicId }), { signal }),
  });
export const useTopic = (classId: number, topicId: number) =>
  useQuery(topicQuery(classId, topicId));

export const useCreateTopic = (classId: number) =>
  useBankMutation(classId, (body: CreateTopicBody) =>
    apiFetch<Topic>(apiPath('classTopics', { classId }), { method: 'POST', body }),
  );

export const useUpdateTopic = (classId: number, topicId: number) =>
  useBankMutation(classId, (body: UpdateTopicBody) =>
    apiFetch<Topic>(apiPath('classTopic', { classId, topicId }), { method: 'PATCH', body }),
  );

export const useReorderTopics = (classId: number) =>
  useBankMutation(classId, (topicIds: number[]) =>
    apiFetch<void>(apiPath('classTopicOrder', { classId }), {
      method: 'PUT',
      body: { topic_ids: topicIds },
    }),
  );

export const useDeleteTopic = (classId: number) =>
  useBankMutation(
    classId,
    ({ topicId, moveQuestionsTo }: { topicId: number; moveQuestionsTo?: number }) =>
      apiFetch<void>(apiPath('classTopic', { classId, topicId }), {
        method: 'DELETE',
        query: { move_questions_to: moveQuestionsTo },
      }),
  );
