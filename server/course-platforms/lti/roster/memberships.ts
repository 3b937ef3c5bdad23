import { z } from 'zod';
import { Scope } from '../claims';
import type { LtiPlatform } from '../platforms';
import { ServiceTokenError, type ServiceTokens } from '../service-token';
import { nextPageOf } from './link-header';

export const MEMBERSHIP_MEDIA_TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
/** A roster longer than this many pages is cut short rather than followed forever. */
const MAX_PAGES = 200;

const member = z.object({
  user_id: z.string().min(1),
  roles: z.array(z.string()).default([]),
  status: z.string().default('Active'),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  email: z.string().optional(),
});
export type Member = z.infer<typeof member>;

const container = z.object({ members: z.array(z.unknown()) });

/** Why a roster could not be read, in words a teacher can act on. */
export class RosterError extends Error {}

type Fetch = typeof fetch;

/**
 * Every member of a course from the platform's Names and Role Provisioning Service (NRPS 2.0),
 * following `Link: rel="next"` pages. A token the platform refuses (401) is forgotten and asked
 * for again once. Members the platform describes badly (no user_id) are skipped.
 */
export async function fetchMembers(
  platform: LtiPlatform,
  membershipsUrl: string,
  tokens: ServiceTokens,
  fetchImpl: Fetch = fetch,
): Promise<Member[]> {
  const scopes = [Scope.contextMembershipReadOnly];
  const members: Member[] = [];
  let url: string | null = membershipsUrl;
  for (let page = 0; url !== null && page < MAX_PAGES; page += 1) {
    const response = await fetchPage(platform, url, tokens, scopes, fetchImpl);
    const body = container.safeParse(await response.json().catch(() => null));
    if (!body.success)
      throw new RosterError('The course platform sent a roster Groundschool cannot read.');
    for (const entry of body.data.members) {
      const parsed = member.safeParse(entry);
      if (parsed.success) members.push(parsed.data);
    }
    url = nextPageOf(response.headers.get('link'), url);
  }
  return members;
}

async function fetchPage(
  platform: LtiPlatform,
  url: string,
  tokens: ServiceTokens,
  scopes: string[],
  fetchImpl: Fetch,
) {
  for (let attempt = 0; ; attempt += 1) {
    let token: string;
    try {
      token = await tokens.tokenFor(platform, scopes);
    } catch (error) {
      throw new RosterError(
        error instanceof ServiceTokenError
          ? `The course platform refused Groundschool access to the course roster (${error.message}). Check that the tool may use Names and Role Provisioning in the platform's tool settings.`
          : `The course platform's token service could not be reached (${(error as Error).message}). Try again later.`,
      );
    }
    const response = await fetchImpl(url, {
      headers: { accept: MEMBERSHIP_MEDIA_TYPE, authorization: `Bearer ${token}` },
    }).catch((error: unknown) => {
      throw new RosterError(
        `The course platform could not be reached for the roster (${(error as Error).message}).`,
      );
    });
    if (response.status === 401 && attempt === 0) {
      tokens.forget(platform, scopes);
      continue;
    }
    if (!response.ok) {
      throw new RosterError(
        `The course platform answered ${response.status} when asked for the roster. Try again later, or check the tool's Names and Role Provisioning setting.`,
      );
    }
    return response;
  }
}
