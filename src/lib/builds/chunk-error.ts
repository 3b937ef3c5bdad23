// What browsers and Vite say when a lazily loaded module is gone (typically after a deploy).
const CHUNK_ERROR_MESSAGES = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's preload helper
  /loading (css )?chunk \S+ failed/i,
];

/** Whether the error means a lazily loaded module (a route, the error-reporting SDK…) failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** Vite's preload helper could not load a chunk's stylesheet. */
export const isStylesheetPreloadError = (error: unknown) =>
  error instanceof Error && /unable to preload css/i.test(error.message);
