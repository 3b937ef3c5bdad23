import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../server/db/client';
import { WRONG_CREDENTIALS } from '../../server/auth/identity-provider/pages';
import {
  CookieJar,
  type Server,
  startServer,
  startSignIn,
} from './helpers/identity-provider-client';

let running: { server: Server; connection: DatabaseConnection };
beforeAll(async () => {
  running = await startServer();
});
afterAll(async () => {
  await running.server.stop();
  await running.connection.close();
});

describe("the identity provider's sign-in form", () => {
  it('answers an e-mail with a NUL character as a wrong password, not a server error', async () => {
    const jar = new CookieJar();
    const { interactionPath } = await startSignIn(running.server, jar);
    const response = await running.server.post(jar, `${interactionPath}/login`, {
      email: 'pat\u0000@example.test',
      password: 'anything',
    });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain(WRONG_CREDENTIALS);
  });
});
