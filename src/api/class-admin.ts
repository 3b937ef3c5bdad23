import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { apiPath } from '../../contract/paths';
import type {
  ClassSettingsResponse,
  ExamPreview,
  FinalExamSettings,
  GeneralSettings,
  UpdateClassBody,
  WeakAreaSettings,
} from '../../contract/class-settings';
import type { ClassSummary } from '../../contract/classes';
import type {
  Accommodations,
  AppointTeacherResult,
  Invitation,
  InviteResult,
  JoinCodeState,
  Teacher,
} from '../../contract/members';
import { classKeys } from './classes';
import { apiFetch } from './http-client';
import { progressKeys } from './progress';

export const classAdminKeys = {
  settings: (classId: number) => [...classKeys.detail(classId), 'settings'] as const,
  invitations: (classId: number) => [...classKeys.detail(classId), 'invitations'] as const,
  teachers: (classId: number) => [...classKeys.detail(classId), 'teachers'] as const,
};

export const classSettingsQuery = (classId: number) =>
  queryOptions({
    queryKey: classAdminKeys.settings(classId),
    queryFn: ({ signal }) =>
      apiFetch<ClassSettingsResponse>(apiPath('classSettings', { classId }), { signal }),
  });
export const useClassSettings = (classId: number) => useQuery(classSettingsQuery(classId));

export const useInvitations = (classId: number) =>
  useQuery({
    queryKey: classAdminKeys.invitations(classId),
    queryFn: ({ signal }) =>
      apiFetch<Invitation[]>(apiPath('classInvitations', { classId }), { signal }),
  });

export const useTeachers = (classId: number) =>
  useQuery({
    queryKey: classAdminKeys.teachers(classId),
    queryFn: ({ signal }) => apiFetch<Teacher[]>(apiPath('classTeachers', { classId }), { signal }),
  });

/** Every mutation here refreshes what the class's screens show (and `alsoRefresh`, when the
 * change reaches past the class's own data). */
function useClassMutation<Variables, Result>(
  classId: number,
  mutationFn: (variables: Variables) => Promise<Result>,
  alsoRefresh: readonly QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [classKeys.all, ...alsoRefresh].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

type SettingsGroup = {
  general: GeneralSettings;
  'final-exam': FinalExamSettings;
  'weak-areas': WeakAreaSettings;
};
type SettingsRoute = 'classGeneralSettings' | 'classFinalExamSettings' | 'classWeakAreaSettings';
const settingsRoute: Record<keyof SettingsGroup, SettingsRoute> = {
  general: 'classGeneralSettings',
  'final-exam': 'classFinalExamSettings',
  'weak-areas': 'classWeakAreaSettings',
};

export function useSaveSettings<Group extends keyof SettingsGroup>(classId: number, group: Group) {
  const queryClient = useQueryClient();
  const route: SettingsRoute = settingsRoute[group];
  return useMutation({
    mutationFn: (body: SettingsGroup[Group]) =>
      apiFetch<ClassSettingsResponse>(apiPath(route, { classId }), {
        method: 'PUT',
        body,
      }),
    onSuccess: (saved) => queryClient.setQueryData(classAdminKeys.settings(classId), saved),
  });
}

export const usePreviewFinalExam = (classId: number) =>
  useMutation({
    mutationFn: (body: FinalExamSettings) =>
      apiFetch<ExamPreview>(apiPath('finalExamPreview', { classId }), {
        method: 'POST',
        body,
      }),
  });

export const useUpdateClass = (classId: number) =>
  useClassMutation(classId, (body: UpdateClassBody) =>
    apiFetch<ClassSummary>(apiPath('class', { classId }), { method: 'PATCH', body }),
  );

export const useRegenerateJoinCode = (classId: number) =>
  useClassMutation(classId, () =>
    apiFetch<JoinCodeState>(apiPath('classJoinCode', { classId }), { method: 'POST' }),
  );

export const useSwitchOffJoinCode = (classId: number) =>
  useClassMutation(classId, () =>
    apiFetch<void>(apiPath('classJoinCode', { classId }), { method: 'DELETE' }),
  );

export const useInviteStudents = (classId: number) =>
  useClassMutation(classId, (body: { emails: string[] }) =>
    apiFetch<InviteResult>(apiPath('classInvitations', { classId }), { method: 'POST', body }),
  );

export const useRevokeInvitation = (classId: number) =>
  useClassMutation(classId, (invitationId: number) =>
    apiFetch<void>(apiPath('classInvitation', { classId, invitationId }), {
      method: 'DELETE',
    }),
  );

/** The student also leaves the class overview and its heat map. */
export const useRemoveStudent = (classId: number) =>
  useClassMutation(
    classId,
    (userId: number) =>
      apiFetch<void>(apiPath('classStudent', { classId, userId }), { method: 'DELETE' }),
    [progressKeys.overview(classId)],
  );

export const useSaveAccommodations = (classId: number, userId: number) =>
  useClassMutation(classId, (body: Accommodations) =>
    apiFetch<Accommodations>(apiPath('studentAccommodations', { classId, userId }), {
      method: 'PUT',
      body,
    }),
  );

export const useAppointTeacher = (classId: number) =>
  useClassMutation(classId, (body: { email: string }) =>
    apiFetch<AppointTeacherResult>(apiPath('classTeachers', { classId }), {
      method: 'POST',
      body,
    }),
  );

export const useRemoveTeacher = (classId: number) =>
  useClassMutation(classId, (userId: number) =>
    apiFetch<void>(apiPath('classTeacher', { classId, userId }), { method: 'DELETE' }),
  );

/** `POST /classes/join`: a student joins with a code. */
export function useJoinClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string }) =>
      apiFetch<ClassSummary>(apiPath('classJoin'), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
  });
}

export const checkClassNameInUse = (name: string, except?: number) =>
  apiFetch<{ in_use: boolean }>(apiPath('classNameInUse'), { query: { name, except } });
