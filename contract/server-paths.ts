/**
 * Addresses the server answers itself — the API, the identity provider, course platforms — and
 * never with a page of the app. The server's page fallback and the service worker both read it.
 */
export const isServerPath = (path: string) =>
  path === '/api' ||
  path.startsWith('/api/') ||
  path.startsWith('/oidc') ||
  path.startsWith('/lti/') ||
  path.startsWith('/auth/teachable/') ||
  path.startsWith('/interaction/');
