/** The API base: VITE_API_BASE_URL, by default `/api` on this origin. */
export const configuredApiBase = (): string =>
  (import.meta.env.VITE_API_BASE_URL ?? '').trim() || '/api';

/** The address of an API path with its query, under `base`, resolved against `origin`. */
export function apiUrlFrom(
  base: string,
  path: string,
  query: Record<string, string | number | boolean | undefined>,
  origin: string,
) {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`, origin);
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  if (pairs.length > 0) url.search = `${url.search ? `${url.search}&` : '?'}${pairs.join('&')}`;
  return url.toString();
}
