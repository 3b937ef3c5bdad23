import { TOAST_DURATION_MS } from '../lib/session/constants';

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

// Loaded on first use, like the <Toaster> (src/app/providers.tsx): not part of first paint.
const loadToast = () => import('react-hot-toast').then((module) => module.default);

/** The <Toaster> props of spec §8: top-right, 5 seconds. */
export const TOASTER_PROPS = {
  position: 'top-right',
  toastOptions: { duration: TOAST_DURATION_MS },
} as const;
