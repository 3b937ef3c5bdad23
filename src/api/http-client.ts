import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type ApiRequest<T> = {
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Parses the answer; omit for 204 answers. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

/**
 * STUB — replaced by the client-auth work: the one way the SPA calls the API (base address, credentials,
 * the spec's headers, the error catalogue).
 */
export async function apiFetch<T>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method: request.method ?? 'GET',
    credentials: 'include',
    signal: request.signal,
  });
  const data: unknown = response.status === 204 ? undefined : await response.json();
  return (request.schema ? request.schema.parse(data) : data) as T;
}
