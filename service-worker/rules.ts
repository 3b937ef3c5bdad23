/** What the service worker keeps, and what the page tells it (pure: the page imports it too). */

/** A figure by its hash (`/api/figures/:hash`): immutable, so a cached copy is always right. */
export const isFigurePath = (url: URL, origin: string) =>
  url.origin === origin && /^\/api\/figures\/[\w-]+$/.test(url.pathname);

/** The page's request to keep the page it was loaded at (see sw.ts). */
export const KEEP_PAGE_MESSAGE = 'keep-page';
export type KeepPageMessage = { type: typeof KEEP_PAGE_MESSAGE; url: string };

/** Whether a page may be kept for offline use: not when its server said no cache may store it. */
export const mayKeepPage = (response: Response) =>
  !/(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get('cache-control') ?? '');
