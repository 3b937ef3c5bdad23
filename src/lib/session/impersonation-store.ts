import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ImpersonatedStudent = { id: number; name: string };

/** Impersonation state of spec §3. */
export type ImpersonationState = {
  impersonatedStudent: ImpersonatedStudent | null;
  /** The message of the forbidden error (403 code 112) that stopped the last impersonation. */
  forbiddenError: string | null;
};

export type ImpersonationActions = {
  start: (student: ImpersonatedStudent) => void;
  stop: () => void;
  /** A forbidden error stops the impersonation. */
  fail: (message: string) => void;
};

export const initialImpersonationState: ImpersonationState = {
  impersonatedStudent: null,
  forbiddenError: null,
};

/** Remembered for the tab (sessionStorage), so a reload keeps viewing as the same student. */
export const useImpersonationStore = create<ImpersonationState & ImpersonationActions>()(
  persist(
    (set) => ({
      ...initialImpersonationState,
      start: (student) =>
        set({ impersonatedStudent: { id: student.id, name: student.name }, forbiddenError: null }),
      stop: () => set({ impersonatedStudent: null }),
      fail: (message) => set({ impersonatedStudent: null, forbiddenError: message }),
    }),
    {
      name: 'gs.impersonation',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ impersonatedStudent: state.impersonatedStudent }),
    },
  ),
);

/** View the app as this student, read-only (teacher's student list). */
export const startImpersonation = (student: ImpersonatedStudent) =>
  useImpersonationStore.getState().start(student);

export const stopImpersonation = () => useImpersonationStore.getState().stop();

export const impersonatedStudentId = () =>
  useImpersonationStore.getState().impersonatedStudent?.id ?? null;
