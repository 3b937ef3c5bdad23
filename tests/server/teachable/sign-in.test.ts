import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Role } from '../../../contract';
import { sha256 } from '../../../server/auth/secrets';
import { sessions, teachableAccounts, users } from '../../../server/db/schema';
import { createUser } from '../helpers/auth-fixtures';
import type { TestApp } from '../helpers/test-app';
import { testClock } from '../lti/launch-flow';
import type { FakeTeachable } from './fake-teachable';
import {
  aClaim,
  CALLBACK_URL,
  claimSignIn,
  cookiesOf,
  followCallback,
  sessionIdOf,
  startSignIn,
  startTeachableWorld,
  type TeachableWorld,
} from './sign-in-flow';

const { clock, later } = testClock();

let world: TeachableWorld;
let test: TestApp;
let teachable: FakeTeachable;
let classId: number;
const aStudent: TeachableWorld['aStudent'] = (fields) => world.aStudent(fields);
const popupSignIn: TeachableWorld['popupSignIn'] = (...args) => world.popupSignIn(...args);

beforeAll(async () => {
  world = await startTeachableWorld(clock);
  ({ test, teachable, classId } = world);
});

afterAll(() => world.close());

async function accountOf(teachableUserId: number) {
  const [account] = await test.db
    .select()
    .from(teachableAccounts)
    .where(eq(teachableAccounts.teachableUserId, String(teachableUserId)));
  return account;
}

describe('starting a Teachable sign-in', () => {
  it("sends the person to the school's authorize page with our scopes and a state", async () => {
    const start = await startSignIn(test.app, { school: teachable.schoolId, claim: aClaim() });
    expect(start.statusCode).toBe(302);
    expect(start.headers['referrer-policy']).toBe('no-referrer');
    const authorize = new URL(start.headers.location ?? '');
    expect(authorize.origin + authorize.pathname).toBe(
      `${teachable.address}/secure/${teachable.schoolId}/identity/oauth_provider/authorize`,
    );
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      client_id: teachable.oauthApp.clientId,
      response_type: 'code',
      required_scopes: 'name:read email:read',
      optional_scopes: 'courses:read',
      state: expect.stringMatching(/.{32,}/),
    });
  });

  it('answers a clear page for a school that is not connected', async () => {
    const start = await startSignIn(test.app, { school: '999999', claim: aClaim() });
    expect(start.statusCode).toBe(400);
    expect(start.body).toContain('This Teachable school is not connected to Groundschool');
  });
});

describe('a sign-in from the frame (popup and claim)', () => {
  it('shows the popup a page that tells the frame and closes, and the claim opens the session', async () => {
    const { user, browser } = aStudent();
    const claim = aClaim();
    const callback = await popupSignIn(browser, claim);
    expect(callback.statusCode).toBe(200);
    expect(callback.body).toContain('Signed in. You can close this window.');
    expect(callback.body).toContain('data-origin="http://localhost:3999"');
    expect(callback.headers['set-cookie']).toBeUndefined();

    const claimed = await claimSignIn(test.app, claim);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({
      name: user.name,
      email: user.email,
      roles: [{ class_id: classId, role: Role.STUDENT }],
    });
    const cookie = claimed.cookies.find((c) => c.name === 'gs_session');
    expect(cookie).toMatchObject({ partitioned: true, secure: true, sameSite: 'None' });
  });

  it('lets the claim open one session only', async () => {
    const { browser } = aStudent();
    const claim = aClaim();
    await popupSignIn(browser, claim);
    expect((await claimSignIn(test.app, claim)).statusCode).toBe(200);
    const again = await claimSignIn(test.app, claim);
    expect(again.statusCode).toBe(410);
    expect(again.json().detail.error_code).toBe(ErrorCode.TEACHABLE_SIGN_IN_GONE);
  });

  it('answers 409 pending while the popup has not finished', async () => {
    const claim = aClaim();
    await startSignIn(test.app, { school: teachable.schoolId, claim });
    const pending = await claimSignIn(test.app, claim);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().detail.error_code).toBe(ErrorCode.TEACHABLE_SIGN_IN_PENDING);
  });

  it('refuses a claim nobody started', async () => {
    const unknown = await claimSignIn(test.app, aClaim());
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail.error_code).toBe(ErrorCode.TEACHABLE_SIGN_IN_UNKNOWN);
  });

  it('gives no role when the person unticks "View Your Course(s) information"', async () => {
    const { user, browser } = aStudent();
    const claim = aClaim();
    await popupSignIn(browser, claim, { grantCourses: false });
    const claimed = await claimSignIn(test.app, claim);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().roles).toEqual([]);
    expect((await accountOf(user.id))?.scopes).toBe('name:read email:read');
  });

  it('takes away the roles of a person who signs in again without courses:read', async () => {
    const { browser } = aStudent();
    const first = aClaim();
    await popupSignIn(browser, first);
    expect((await claimSignIn(test.app, first)).json().roles).toHaveLength(1);
    later(60 * 1000);
    const second = aClaim();
    await popupSignIn(browser, second, { grantCourses: false });
    expect((await claimSignIn(test.app, second)).json().roles).toEqual([]);
  });
});

describe('the callback', () => {
  it('takes a state once', async () => {
    const { browser } = aStudent();
    const start = await startSignIn(test.app, { school: teachable.schoolId, claim: aClaim() });
    const callback = await browser.authorize(start.headers.location ?? '');
    expect((await followCallback(test.app, callback)).statusCode).toBe(200);
    const again = await followCallback(test.app, callback);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This sign-in was already used');
  });

  it('refuses a state past its ten minutes', async () => {
    const { browser } = aStudent();
    const start = await startSignIn(test.app, { school: teachable.schoolId, claim: aClaim() });
    const callback = await browser.authorize(start.headers.location ?? '');
    later(11 * 60 * 1000);
    const late = await followCallback(test.app, callback);
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('This sign-in took too long and has expired');
  });

  it('refuses a state it never gave', async () => {
    const wrong = await followCallback(test.app, `${CALLBACK_URL}?code=abc&state=made-up`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('This sign-in link is not valid');
  });

  it('says so when the person denies the consent, and makes nobody', async () => {
    const { user, browser } = aStudent();
    const answer = await popupSignIn(browser, aClaim(), { decision: 'deny' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('You did not allow Groundschool to use your Teachable account');
    expect(await accountOf(user.id)).toBeUndefined();
  });

  it('fails clearly when Teachable refuses a code already used', async () => {
    const { browser } = aStudent();
    const first = await startSignIn(test.app, { school: teachable.schoolId, claim: aClaim() });
    const callback = new URL(await browser.authorize(first.headers.location ?? ''));
    await followCallback(test.app, callback.toString());
    const second = await startSignIn(test.app, { school: teachable.schoolId, claim: aClaim() });
    const secondState = new URL(second.headers.location ?? '').searchParams.get('state') ?? '';
    callback.searchParams.set('state', secondState);
    const replayed = await followCallback(test.app, callback.toString());
    expect(replayed.statusCode).toBe(502);
    expect(replayed.body).toContain('Teachable did not accept this sign-in');
  });

  it('says Teachable is not answering when its API is down', async () => {
    const { browser } = aStudent();
    const start = await startSignIn(test.app, { school: teachable.schoolId, claim: aClaim() });
    const callback = await browser.authorize(start.headers.location ?? '');
    teachable.outages.api = true;
    try {
      const answer = await followCallback(test.app, callback);
      expect(answer.statusCode).toBe(502);
      expect(answer.body).toContain('could not reach Teachable');
    } finally {
      teachable.outages.api = false;
    }
  });

  it('does not take an e-mail another account has', async () => {
    await createUser(test.db, { email: 'taken@school.test' });
    const { user, browser } = aStudent({ email: 'taken@school.test' });
    await popupSignIn(browser, aClaim());
    const account = await accountOf(user.id);
    const [made] = await test.db
      .select()
      .from(users)
      .where(eq(users.id, account?.userId ?? 0));
    expect(made).toMatchObject({ name: user.name, email: null });
  });

  it('keeps the tokens sealed', async () => {
    const { user, browser } = aStudent();
    await popupSignIn(browser, aClaim());
    const account = await accountOf(user.id);
    const live = [...teachable.accessTokens.keys()];
    expect(live).not.toContain(account?.accessToken);
    expect(live).toContain(test.app.secretBox.open(account?.accessToken ?? ''));
  });
});

describe('a plain sign-in (not in a frame)', () => {
  it('opens the session and goes to the return path', async () => {
    const { browser } = aStudent();
    const start = await startSignIn(test.app, {
      school: teachable.schoolId,
      return: '/student/classes',
    });
    const callback = await browser.authorize(start.headers.location ?? '');
    const back = await followCallback(test.app, callback, cookiesOf(start));
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/student/classes');
    const [session] = await test.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(sessionIdOf(back))));
    expect(session?.authMethod).toBe('teachable');
  });

  it('refuses a callback in a browser that did not start the sign-in', async () => {
    const { browser } = aStudent();
    const start = await startSignIn(test.app, { school: teachable.schoolId });
    const callback = await browser.authorize(start.headers.location ?? '');
    const elsewhere = await followCallback(test.app, callback);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body).toContain('started in another browser');
  });

  it('never returns to another site', async () => {
    const { browser } = aStudent();
    const start = await startSignIn(test.app, {
      school: teachable.schoolId,
      return: '//evil.test/x',
    });
    const callback = await browser.authorize(start.headers.location ?? '');
    const back = await followCallback(test.app, callback, cookiesOf(start));
    expect(back.headers.location).toBe('/');
  });
});

describe("the school's sign-out", () => {
  it("sends the logout popup to the school's sign_out page", async () => {
    const out = await test.app.inject({
      method: 'GET',
      url: `/auth/teachable/sign-out?school=${teachable.schoolId}`,
    });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('https://flying.teachable.test/sign_out');
  });
});

describe('consent', () => {
  it('is asked again at the next sign-in after signing out of Teachable', async () => {
    const { browser } = aStudent();
    await popupSignIn(browser, aClaim());
    await browser.signOut();
    const shown = teachable.consentsShown;
    await popupSignIn(browser, aClaim());
    expect(teachable.consentsShown).toBe(shown + 1);
  });
});
