import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../server/db/client';
import type { LtiPlatform } from '../../../server/course-platforms/lti/platforms';
import { Scope } from '../../../server/course-platforms/lti/claims';
import {
  ServiceTokenError,
  ServiceTokens,
} from '../../../server/course-platforms/lti/service-token';
import { publishedToolKeys } from '../../../server/course-platforms/lti/tool-keys';
import { createTestDatabase } from '../helpers/test-database';
import { startFakePlatform, type FakePlatform } from './fake-platform';
import { registerPlatform } from './launch-flow';

let connection: DatabaseConnection;
let platform: FakePlatform;
let registration: LtiPlatform;

beforeAll(async () => {
  connection = await createTestDatabase();
  platform = await startFakePlatform({ toolKeySet: () => publishedToolKeys(connection.db) });
  registration = await registerPlatform(connection.db, platform);
});

afterAll(async () => {
  await platform.close();
  await connection.close();
});

const tokenRequests = () =>
  platform.received.filter((request) => request.url === '/mod/lti/token.php').length;

describe('service tokens (client-credentials grant with a signed client assertion)', () => {
  it('the platform grants a token for the scopes asked, and accepts it as a bearer', async () => {
    const tokens = new ServiceTokens(connection.db);
    const token = await tokens.tokenFor(registration, [Scope.score, Scope.lineItem]);
    expect(platform.issuedTokens.get(token)?.scopes.sort()).toEqual(
      [Scope.lineItem, Scope.score].sort(),
    );
  });

  it('a token is reused until a minute before it expires, then a new one is asked for', async () => {
    let now = new Date();
    const tokens = new ServiceTokens(connection.db, () => now);
    const before = tokenRequests();
    const first = await tokens.tokenFor(registration, [Scope.score]);
    expect(await tokens.tokenFor(registration, [Scope.score])).toBe(first);
    expect(tokenRequests()).toBe(before + 1);
    now = new Date(now.getTime() + 3600_000 - 59_000);
    expect(await tokens.tokenFor(registration, [Scope.score])).not.toBe(first);
    expect(tokenRequests()).toBe(before + 2);
  });

  it('a forgotten token (the platform answered 401) is asked for again', async () => {
    const tokens = new ServiceTokens(connection.db);
    const first = await tokens.tokenFor(registration, [Scope.contextMembershipReadOnly]);
    tokens.forget(registration, [Scope.contextMembershipReadOnly]);
    expect(await tokens.tokenFor(registration, [Scope.contextMembershipReadOnly])).not.toBe(first);
  });

  it('a refusal from the token endpoint is an error that says what the platform answered', async () => {
    const tokens = new ServiceTokens(connection.db);
    const wrongClient = { ...registration, clientId: 'someone-else' };
    await expect(tokens.tokenFor(wrongClient, [Scope.score])).rejects.toThrow(ServiceTokenError);
    await expect(tokens.tokenFor(wrongClient, [Scope.score])).rejects.toThrow(
      /400.*invalid_client/,
    );
  });
});
