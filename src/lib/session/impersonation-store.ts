import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { IMPERSONATION_STORE_NAME } from './impersonation-storage';

export type ImpersonatedStudent = { id: number; name: string };

/** Impersonation state of spec §3. */
export type ImpersonationState = {
  impersonatedStudent: ImpersonatedStudent | null;
  /** The message of the forbidden error (403 code 112) that stopped the last impersonation. */
  forbiddenError: string | null;
  /** Where the viewing began (the teacher's page), where Stop goes back to. */
  returnTo: string | null;
};

export type ImpersonationActions = {
  start: (student: ImpersonatedStudent, returnTo?: string) => void;
  stop: () => void;
  /** A forbidden error stops the impersonation. */
  fail: (message: string) => void;
};

export const initialImpersonationState: ImpersonationState = {
  impersonatedStudent: null,
  forbiddenError: null,
  returnTo: null,
};

/** Remembered for the tab (sessionStorage), so a reload keeps viewing as the same student. */
export const useImpersonationStore = create<ImpersonationState & ImpersonationActions>()(
  persist(
    (set) => ({
      ...initialImpersonationState,
      start: (student, returnTo) =>
        set({
          impersonatedStudent: { id: student.id, name: student.name },
          forbiddenError: null,
          returnTo: returnTo ?? null,
        }),
      stop: () => set({ impersonatedStudent: null }),
      fail: (message) => set({ impersonatedStudent: null, forbiddenError: message }),
    }),
    {
      name: IMPERSONATION_STORE_NAME,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({
        impersonatedStudent: state.impersonatedStudent,
        returnTo: state.returnTo,
      }),
    },
  ),
);

/** View the app as this student, read-only (teacher's student list), from the page `returnTo`. */
export const startImpersonation = (student: ImpersonatedStudent, returnTo?: string) =>
  useImpersonationStore.getState().start(student, returnTo);

export const stopImpersonation = () => useImpersonationStore.getState().stop();

export const impersonatedStudentId = () =>
  useImpersonationStore.getState().impersonatedStudent?.id ?? null;
