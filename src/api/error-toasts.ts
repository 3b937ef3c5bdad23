import toast from 'react-hot-toast';
import { TOAST_DURATION_MS } from '../lib/session/constants';

/** Toasts of the error catalogue; one toast per text at a time (parallel failures show once). */
export function showErrorToast(message: string) {
  toast.error(message, { id: message, duration: TOAST_DURATION_MS });
}

export function showWarningToast(message: string) {
  toast(message, { id: message, icon: '⚠️', duration: TOAST_DURATION_MS });
}

/** The <Toaster> props of spec §8: top-right, 5 seconds. */
export const TOASTER_PROPS = {
  position: 'top-right',
  toastOptions: { duration: TOAST_DURATION_MS },
} as const;
