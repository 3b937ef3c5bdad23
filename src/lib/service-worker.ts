import { KEEP_PAGE_MESSAGE, type KeepPageMessage } from '../../service-worker/rules';

/**
 * Registers the service worker (service-worker/sw.ts, built by vite-plugin-pwa to /sw.js) in
 * production builds once the page has loaded, so it never competes with the first screen. The
 * worker precaches the build; the page it was loaded at came before the worker took control, so
 * the page asks for that one to be kept too.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const message: KeepPageMessage = { type: KEEP_PAGE_MESSAGE, url: window.location.href };
        registration.active?.postMessage(message);
      })
      .catch(() => {
        // Without a service worker the app works the same, only not offline after a reload.
      });
  });
}
