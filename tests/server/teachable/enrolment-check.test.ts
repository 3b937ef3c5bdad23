import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../server/auth/secrets';
import { sessions, teachableAccounts } from '../../../server/db/schema';
import { testClock } from '../lti/launch-flow';
import { revokeRefreshTokens } from './fake-teachable/oauth';
import {
  aClaim,
  claimSignIn,
  readMe,
  sessionIdOf,
  startTeachableWorld,
  type TeachableWorld,
} from './sign-in-flow';

// Spec §6: a teachable session's enrolments are read again at its periodic checks (`GET /users/me`
// after 5 minutes), refreshing the 2-hour access token when it expired.

const MINUTE = 60 * 1000;
const { clock, later } = testClock();
let world: TeachableWorld;

beforeAll(async () => {
  world = await startTeachableWorld(clock);
});
afterAll(() => world.close());

/** A student signed in from the frame: their session id and Teachable user. */
async function aSignedInStudent() {
  const { user, browser } = world.aStudent();
  const claim = aClaim();
  await world.popupSignIn(browser, claim);
  const claimed = await claimSignIn(world.test.app, claim);
  return { user, sessionId: sessionIdOf(claimed) };
}

const tokenRequests = () =>
  world.teachable.received.filter((r) => r.url === '/v1/current_user/oauth2/token').length;
const courseReads = () =>
  world.teachable.received.filter((r) => r.url.startsWith('/v1/current_user/courses')).length;

function disableEnrolment(userId: number) {
  for (const enrolment of world.teachable.enrolments) {
    if (enrolment.userId === userId) enrolment.isActive = false;
  }
}

describe('the periodic check at GET /users/me', () => {
  it('reads the enrolments again only once 5 minutes passed', async () => {
    const { user, sessionId } = await aSignedInStudent();
    disableEnrolment(user.id);
    later(4 * MINUTE);
    const reads = courseReads();
    expect((await readMe(world.test.app, sessionId)).json().roles).toHaveLength(1);
    expect(courseReads()).toBe(reads);
    later(2 * MINUTE);
    expect((await readMe(world.test.app, sessionId)).json().roles).toEqual([]);
    expect(courseReads()).toBe(reads + 1);
  });

  it('keeps the roles when Teachable does not answer', async () => {
    const { user, sessionId } = await aSignedInStudent();
    disableEnrolment(user.id);
    later(6 * MINUTE);
    world.teachable.outages.api = true;
    try {
      const me = await readMe(world.test.app, sessionId);
      expect(me.statusCode).toBe(200);
      expect(me.json().roles).toHaveLength(1);
    } finally {
      world.teachable.outages.api = false;
    }
  });

  it('refreshes an expired access token and keeps the new one sealed', async () => {
    const { user, sessionId } = await aSignedInStudent();
    const before = await accountOf(user.id);
    const requests = tokenRequests();
    later(121 * MINUTE);
    const me = await readMe(world.test.app, sessionId);
    expect(me.statusCode).toBe(200);
    expect(me.json().roles).toHaveLength(1);
    expect(tokenRequests()).toBe(requests + 1);
    const after = await accountOf(user.id);
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.accessExpiresAt?.getTime()).toBe(clock().getTime() + 7200 * 1000);
    expect(
      world.teachable.accessTokens.has(world.test.app.secretBox.open(after?.accessToken ?? '')),
    ).toBe(true);
  });

  it('ends the session when Teachable refuses the refresh', async () => {
    const { user, sessionId } = await aSignedInStudent();
    revokeRefreshTokens(world.teachable, user.id);
    later(121 * MINUTE);
    const me = await readMe(world.test.app, sessionId);
    expect(me.statusCode).toBe(401);
    const left = await world.test.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(sessionId)));
    expect(left).toEqual([]);
    expect((await accountOf(user.id))?.accessToken).toBeNull();
  });
});

async function accountOf(teachableUserId: number) {
  const [account] = await world.test.db
    .select()
    .from(teachableAccounts)
    .where(eq(teachableAccounts.teachableUserId, String(teachableUserId)));
  return account;
}
