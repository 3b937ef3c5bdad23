/**
 * Registers the app-shell service worker (public/sw.js) in production builds, then hands it the
 * assets this page loaded before it took control, and the page itself, so that they are kept for
 * offline use too.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const loaded = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.startsWith(`${window.location.origin}/assets/`));
        registration.active?.postMessage({ keep: [...loaded, window.location.href] });
      })
      .catch(() => {
        // Without a service worker the app works the same, only not offline after a reload.
      });
  });
}
