import { z } from 'zod';
import { fetchTeachable as call, TeachableUnavailable } from './teachable-fetch';

// Teachable's OAuth token endpoint and current-user API (developers.teachable.com, TEACHABLE_API_URL).
// The client authenticates with client_id and client_secret in the form body, as Teachable's docs
// show.

export type OAuthClient = { clientId: string; clientSecret: string };

/** Teachable answered the refresh with invalid_grant or 401: the person's grant is gone. */
export class TeachableGrantRefused extends Error {}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().positive().optional(),
  /** Not in Teachable's documented answer; read when present. */
  scope: z.string().optional(),
});
export type TokenAnswer = z.infer<typeof tokenAnswer>;

const currentUser = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string().nullish(),
  email: z.string().nullish(),
  role: z.string().nullish(),
});
export type TeachableCurrentUser = z.infer<typeof currentUser>;

const coursesPage = z.object({
  courses: z.array(z.object({ id: z.union([z.number(), z.string()]).transform(String) })),
  meta: z.object({ number_of_pages: z.number().optional() }).partial().optional(),
});

async function requestTokens(apiUrl: string, client: OAuthClient, fields: Record<string, string>) {
  const response = await call(`${apiUrl}/v1/current_user/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      ...fields,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }).toString(),
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return tokenAnswer.parse(body);
  const error = z.object({ error: z.string() }).safeParse(body);
  if (response.status === 401 || (error.success && error.data.error === 'invalid_grant')) {
    throw new TeachableGrantRefused(`Teachable refused the grant (${response.status})`);
  }
  throw new TeachableUnavailable(`Teachable's token endpoint answered ${response.status}`);
}

export const exchangeCode = (
  apiUrl: string,
  client: OAuthClient,
  code: string,
  redirectUri: string,
) =>
  requestTokens(apiUrl, client, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
  });

export const refreshTokens = (apiUrl: string, client: OAuthClient, refreshToken: string) =>
  requestTokens(apiUrl, client, { grant_type: 'refresh_token', refresh_token: refreshToken });

async function getJson(apiUrl: string, path: string, accessToken: string) {
  const response = await call(`${apiUrl}${path}`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  if (response.status === 401)
    throw new TeachableGrantRefused('Teachable refused the access token');
  if (response.status === 403) return 'forbidden' as const;
  if (!response.ok)
    throw new TeachableUnavailable(`Teachable answered ${response.status} to ${path}`);
  return (await response.json()) as unknown;
}

export async function readCurrentUser(apiUrl: string, accessToken: string) {
  const body = await getJson(apiUrl, '/v1/current_user/me', accessToken);
  if (body === 'forbidden') throw new TeachableUnavailable('Teachable refused to name the person');
  return currentUser.parse(body);
}

/**
 * The ids of the courses the person is enrolled in; null when the token lacks `courses:read`
 * (Teachable answers 403: the person unticked it on the consent page).
 */
export async function readEnrolledCourseIds(apiUrl: string, accessToken: string) {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const body = await getJson(apiUrl, `/v1/current_user/courses?page=${page}`, accessToken);
    if (body === 'forbidden') return null;
    const parsed = coursesPage.parse(body);
    ids.push(...parsed.courses.map((course) => course.id));
    const pages = parsed.meta?.number_of_pages ?? 1;
    if (page >= pages || parsed.courses.length === 0) return ids;
  }
}
