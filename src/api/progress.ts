import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KnowledgeCode } from '../../contract/knowledge-test';
import type { MarkNotificationsRead, NotificationList } from '../../contract/notifications';
import { apiPath } from '../../contract/paths';
import type {
  ClassOverview,
  LedgerPage,
  MyProgress,
  Endorsement,
  StudentPerformance,
  StudentProgress,
} from '../../contract/progress';
import { apiFetch } from './http-client';

export const progressKeys = {
  all: ['progress'] as const,
  student: (classId: number, userId: number) => ['progress', classId, userId] as const,
  performance: (classId: number, userId: number) =>
    ['progress', classId, userId, 'performance'] as const,
  overview: (classId: number) => ['progress', classId, 'overview'] as const,
  ledger: (classId: number, userId: number, page: number) =>
    ['progress', classId, userId, 'ledger', page] as const,
  notifications: ['notifications'] as const,
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

export const LEDGER_PAGE_SIZE = 25;

/** `GET /classes/:classId/students/:userId/points`: the ledger behind the points, newest first. */
export const usePointsLedger = (classId: number, userId: number, page: number) =>
  useQuery({
    queryKey: progressKeys.ledger(classId, userId, page),
    queryFn: ({ signal }) =>
      apiFetch<LedgerPage>(apiPath('studentPoints', { classId, userId }), {
        query: { page, page_size: LEDGER_PAGE_SIZE },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

/** `GET /classes/:classId/students/:userId/performance`: readiness and accuracy per topic. */
export const studentPerformanceQuery = (classId: number, userId: number) =>
  queryOptions({
    queryKey: progressKeys.performance(classId, userId),
    queryFn: ({ signal }) =>
      apiFetch<StudentPerformance>(apiPath('studentPerformance', { classId, userId }), { signal }),
  });
export const useStudentPerformance = (classId: number, userId: number | null) =>
  useQuery({ ...studentPerformanceQuery(classId, userId ?? 0), enabled: userId !== null });

/** `GET /classes/:classId/overview` (teachers): every student and the topic heat map. */
export const useClassOverview = (classId: number) =>
  useQuery({
    queryKey: progressKeys.overview(classId),
    queryFn: ({ signal }) =>
      apiFetch<ClassOverview>(apiPath('classOverview', { classId }), { signal }),
  });

/** Endorse (true) or withdraw the endorsement (false) of a student. */
export function useEndorse(classId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endorse: boolean) =>
      apiFetch<Endorsement | void>(apiPath('studentEndorsement', { classId, userId }), {
        method: endorse ? 'PUT' : 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressKeys.all }),
  });
}

export const NOTIFICATIONS_REFRESH_MS = 60_000;

/** `GET /notifications`: refreshed every minute and when the window gets the focus again. */
export const useNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: progressKeys.notifications,
    queryFn: ({ signal }) => apiFetch<NotificationList>(apiPath('notifications'), { signal }),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
    enabled,
  });

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsRead) =>
      apiFetch<void>(apiPath('notificationsRead'), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressKeys.notifications }),
  });
}

/** `GET /users/me/progress`: the signed-in student's progress in each of their classes. */
export const useMyProgress = (enabled: boolean) =>
  useQuery({
    queryKey: [...progressKeys.all, 'mine'],
    queryFn: ({ signal }) => apiFetch<MyProgress>(apiPath('usersMeProgress'), { signal }),
    enabled,
  });

/** `GET …/students/:userId/knowledge-test-codes`: the codes of the student's knowledge-test report. */
export const useKnowledgeCodes = (classId: number, userId: number) =>
  useQuery({
    queryKey: [...progressKeys.student(classId, userId), 'knowledge-codes'],
    queryFn: ({ signal }) =>
      apiFetch<KnowledgeCode[]>(apiPath('knowledgeTestCodes', { classId, userId }), { signal }),
  });

/** Saves the student's codes (`PUT`), or marks some reviewed (the instructor, `POST …/review`). */
export function useChangeKnowledgeCodes(classId: number, userId: number) {
  const queryClient = useQueryClient();
  const key = [...progressKeys.student(classId, userId), 'knowledge-codes'];
  const onSuccess = (codes: KnowledgeCode[]) => queryClient.setQueryData(key, codes);
  return {
    save: useMutation({
      mutationFn: (codes: string[]) =>
        apiFetch<KnowledgeCode[]>(apiPath('knowledgeTestCodes', { classId, userId }), {
          method: 'PUT',
          body: { codes },
        }),
      onSuccess,
    }),
    review: useMutation({
      mutationFn: (codes: string[]) =>
        apiFetch<KnowledgeCode[]>(apiPath('knowledgeTestCodesReview', { classId, userId }), {
          method: 'POST',
          body: { codes },
        }),
      onSuccess,
    }),
  };
}
