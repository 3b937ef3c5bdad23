import { TOAST_DURATION_MS } from './session/constants';

/**
 * Every toast of the app goes through here: react-hot-toast loads on the first one, and the
 * <Toaster> (src/app/providers.tsx) mounts then, so that a screen that shows none never loads it.
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

let asked = false;
const listeners = new Set<() => void>();

/** Whether any toast was asked for yet (the <Toaster> mounts from then on). */
export const toastAsked = () => asked;

/** Calls `listener` when the first toast is asked for; returns the unsubscribe. */
export function onFirstToast(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function loadToast() {
  if (!asked) {
    asked = true;
    for (const listener of listeners) listener();
  }
  return import('react-hot-toast').then((module) => module.default);
}

/** The <Toaster> props of spec §8: top-right, 5 seconds. */
export const TOASTER_PROPS = {
  position: 'top-right',
  toastOptions: { duration: TOAST_DURATION_MS },
} as const;
