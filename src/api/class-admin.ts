import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { classPaths, toPath } from '../../contract/class-paths';
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

export const classAdminKeys = {
  settings: (classId: number) => [...classKeys.detail(classId), 'settings'] as const,
  invitations: (classId: number) => [...classKeys.detail(classId), 'invitations'] as const,
  teachers: (classId: number) => [...classKeys.detail(classId), 'teachers'] as const,
};

export const classSettingsQuery = (classId: number) =>
  queryOptions({
    queryKey: classAdminKeys.settings(classId),
    queryFn: ({ signal }) =>
      apiFetch<ClassSettingsResponse>(toPath(classPaths.settings, { classId }), { signal }),
  });
export const useClassSettings = (classId: number) => useQuery(classSettingsQuery(classId));

export const useInvitations = (classId: number) =>
  useQuery({
    queryKey: classAdminKeys.invitations(classId),
    queryFn: ({ signal }) =>
      apiFetch<Invitation[]>(toPath(classPaths.invitations, { classId }), { signal }),
  });

export const useTeachers = (classId: number) =>
  useQuery({
    queryKey: classAdminKeys.teachers(classId),
    queryFn: ({ signal }) =>
      apiFetch<Teacher[]>(toPath(classPaths.teachers, { classId }), { signal }),
  });

/** Every mutation here refreshes what the class's screens show. */
function useClassMutation<Variables, Result>(
  classId: number,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
  });
}

type SettingsGroup = {
  general: GeneralSettings;
  'final-exam': FinalExamSettings;
  'weak-areas': WeakAreaSettings;
};
const settingsPath = {
  general: classPaths.generalSettings,
  'final-exam': classPaths.finalExamSettings,
  'weak-areas': classPaths.weakAreaSettings,
} as const;

export function useSaveSettings<Group extends keyof SettingsGroup>(classId: number, group: Group) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsGroup[Group]) =>
      apiFetch<ClassSettingsResponse>(toPath(settingsPath[group], { classId }), {
        method: 'PUT',
        body,
      }),
    onSuccess: (saved) => queryClient.setQueryData(classAdminKeys.settings(classId), saved),
  });
}

export const usePreviewFinalExam = (classId: number) =>
  useMutation({
    mutationFn: (body: FinalExamSettings) =>
      apiFetch<ExamPreview>(toPath(classPaths.finalExamPreview, { classId }), {
        method: 'POST',
        body,
      }),
  });

export const useUpdateClass = (classId: number) =>
  useClassMutation(classId, (body: UpdateClassBody) =>
    apiFetch<ClassSummary>(toPath(classPaths.class, { classId }), { method: 'PATCH', body }),
  );

export const useRegenerateJoinCode = (classId: number) =>
  useClassMutation(classId, () =>
    apiFetch<JoinCodeState>(toPath(classPaths.joinCode, { classId }), { method: 'POST' }),
  );

export const useSwitchOffJoinCode = (classId: number) =>
  useClassMutation(classId, () =>
    apiFetch<void>(toPath(classPaths.joinCode, { classId }), { method: 'DELETE' }),
  );

export const useInviteStudents = (classId: number) =>
  useClassMutation(classId, (body: { emails: string[] }) =>
    apiFetch<InviteResult>(toPath(classPaths.invitations, { classId }), { method: 'POST', body }),
  );

export const useRevokeInvitation = (classId: number) =>
  useClassMutation(classId, (invitationId: number) =>
    apiFetch<void>(toPath(classPaths.invitation, { classId, invitationId }), {
      method: 'DELETE',
    }),
  );

export const useRemoveStudent = (classId: number) =>
  useClassMutation(classId, (userId: number) =>
    apiFetch<void>(toPath(classPaths.student, { classId, userId }), { method: 'DELETE' }),
  );

export const useSaveAccommodations = (classId: number, userId: number) =>
  useClassMutation(classId, (body: Accommodations) =>
    apiFetch<Accommodations>(toPath(classPaths.accommodations, { classId, userId }), {
      method: 'PUT',
      body,
    }),
  );

export const useAppointTeacher = (classId: number) =>
  useClassMutation(classId, (body: { email: string }) =>
    apiFetch<AppointTeacherResult>(toPath(classPaths.teachers, { classId }), {
      method: 'POST',
      body,
    }),
  );

export const useRemoveTeacher = (classId: number) =>
  useClassMutation(classId, (userId: number) =>
    apiFetch<void>(toPath(classPaths.teacher, { classId, userId }), { method: 'DELETE' }),
  );

/** `POST /classes/join`: a student joins with a code. */
export function useJoinClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string }) =>
      apiFetch<ClassSummary>(classPaths.join, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
  });
}

export const checkClassNameInUse = (name: string, except?: number) =>
  apiFetch<{ in_use: boolean }>(classPaths.nameInUse, { query: { name, except } });
