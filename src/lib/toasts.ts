import { TOAST_DURATION_MS } from './session/constants';

/**
 * Every toast of the app goes through here: react-hot-toast loads on the first one, like the
 * <Toaster> (src/app/providers.tsx), so that it is never part of a first screen.
 */

/** What went right ("Profile saved."); an `id` replaces the toast of the same id. */
export function showSuccessToast(message: string, options: { id?: string } = {}): Promise<void> {
  return loadToast().then((toast) => {
    toast.success(message, options);
  });
}

/** Toasts of the error catalogue; one toast per text at a time (parallel failures show once). */
export function showErrorToast(message: string): Promise<void> {
  return loadToast().then((toast) => {
    toast.error(message, { id: message, duration: TOAST_DURATION_MS });
  });
}

export function showWarningToast(message: string): Promise<void> {
  return loadToast().then((toast) => {
    toast(message, { id: message, icon: '⚠️', duration: TOAST_DURATION_MS });
  });
}

const loadToast = () => import('react-hot-toast').then((module) => module.default);

/** The <Toaster> props of spec §8: top-right, 5 seconds. */
export const TOASTER_PROPS = {
  position: 'top-right',
  toastOptions: { duration: TOAST_DURATION_MS },
} as const;
