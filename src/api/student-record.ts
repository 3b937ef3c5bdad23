import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../contract/paths';
import type { InstructorCertificate, StudentRecord } from '../../contract/student-record';
import { apiFetch } from './http-client';
import { progressKeys } from './progress';

const certificateKey = ['users', 'me', 'instructor-certificate'] as const;

/** `GET /classes/:classId/students/:userId/record`: the student's record for the instructor. */
export const useStudentRecord = (classId: number, userId: number | null) =>
  useQuery({
    queryKey: [...progressKeys.student(classId, userId ?? 0), 'record'],
    queryFn: ({ signal }) =>
      apiFetch<StudentRecord>(apiPath('studentRecord', { classId, userId: userId ?? 0 }), {
        signal,
      }),
    enabled: userId !== null,
  });

/** `GET /users/me/instructor-certificate`: what the signed-in instructor's records name. */
export const useInstructorCertificate = (enabled: boolean) =>
  useQuery({
    queryKey: certificateKey,
    queryFn: ({ signal }) =>
      apiFetch<InstructorCertificate>(apiPath('instructorCertificate'), { signal }),
    enabled,
  });

/** `PUT /users/me/instructor-certificate`; the records shown follow. */
export function useSaveInstructorCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InstructorCertificate) =>
      apiFetch<InstructorCertificate>(apiPath('instructorCertificate'), { method: 'PUT', body }),
    // The records on screen are read again; the save is done without waiting for them.
    onSuccess: (saved) => {
      queryClient.setQueryData(certificateKey, saved);
      void queryClient.invalidateQueries({ queryKey: progressKeys.all });
    },
  });
}
