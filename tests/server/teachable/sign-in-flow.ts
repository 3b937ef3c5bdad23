import { Header, SESSION_COOKIE } from '../../../contract';
import type { App } from '../../../server/app';
import { cookiesOf, formFields } from '../lti/launch-flow';
import { createClassRow } from '../helpers/auth-fixtures';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/test-app';
import { startFakeTeachable, type FakeTeachable, type FakeTeachableUser } from './fake-teachable';
import { aTeachableSchool } from './teachable-builders';
import { SESSION_COOKIE as TEACHABLE_SESSION } from './fake-teachable/school-site';

export { cookiesOf };

/** The Redirect URL the school's owner registered with the OAuth app. */
export const CALLBACK_URL = `${TEST_PUBLIC_URL}/auth/teachable/callback`;

/** A 40-character claim secret, as the SPA makes one. */
export const aClaim = () => `claim-${crypto.randomUUID()}`;

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The app's `/auth/teachable/start`, as the frame's popup (with a claim) or a tab opens it. */
export const startSignIn = (app: App, query: { school: string; claim?: string; return?: string }) =>
  app.inject({
    method: 'GET',
    url: `/auth/teachable/start?${new URLSearchParams(query).toString()}`,
  });

export type Consent = { decision?: 'approve' | 'deny'; grantCourses?: boolean };

/**
 * The person on Teachable's pages, as a browser with the school's cookie: the authorize page (the
 * school's sign-in first when not signed in there), then the consent page's Approve or Deny.
 * Returns where Teachable sends the browser back (the app's callback with `code` or `error`).
 */
export class TeachableBrowser {
  private schoolCookie: string | null = null;
  consentsSeen = 0;

  constructor(
    private readonly teachable: FakeTeachable,
    private readonly user: FakeTeachableUser,
  ) {}

  private get(url: string) {
    const cookie = this.schoolCookie ? `${TEACHABLE_SESSION}=${this.schoolCookie}` : '';
    return fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  }

  private async signInAtSchool(returnTo: string) {
    const answer = await fetch(`${this.teachable.address}/sign_in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: this.user.email,
        password: this.user.password,
        return_to: returnTo,
      }).toString(),
    });
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(TEACHABLE_SESSION));
    this.schoolCookie = cookie?.split(';')[0]?.split('=')[1] ?? null;
    if (!this.schoolCookie) throw new Error('the school refused the sign-in');
  }

  async authorize(authorizeUrl: string, consent: Consent = {}) {
    let page = await this.get(authorizeUrl);
    if (page.status === 302 && page.headers.get('location')?.startsWith('/sign_in')) {
      await this.signInAtSchool(pathOf(authorizeUrl));
      page = await this.get(authorizeUrl);
    }
    if (page.status !== 200) throw new Error(`the authorize page answered ${page.status}`);
    this.consentsSeen += 1;
    const fields = formFields(await page.text());
    if (consent.grantCourses === false) delete fields.granted_scopes;
    const action = new URL(authorizeUrl);
    const answer = await fetch(`${action.origin}${action.pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${TEACHABLE_SESSION}=${this.schoolCookie}`,
      },
      body: new URLSearchParams({ ...fields, decision: consent.decision ?? 'approve' }).toString(),
    });
    const location = answer.headers.get('location');
    if (answer.status !== 302 || !location) throw new Error('the consent page did not send back');
    return location;
  }

  async signOut() {
    await this.get(`${this.teachable.address}/sign_out`);
    this.schoolCookie = null;
  }
}

/** The callback as the browser follows Teachable's redirect (with the start's cookies, if any). */
export const followCallback = (app: App, callback: string, cookie = '') =>
  app.inject({ method: 'GET', url: pathOf(callback), headers: cookie ? { cookie } : {} });

export const claimSignIn = (app: App, claim: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/teachable/claim',
    headers: { [Header.AUTH_METHOD]: 'teachable' },
    payload: { claim },
  });

/** `GET /users/me` with a teachable session cookie. */
export const readMe = (app: App, sessionId: string) =>
  app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: { [Header.AUTH_METHOD]: 'teachable', cookie: `${SESSION_COOKIE}=${sessionId}` },
  });

export const sessionIdOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '';

export type TeachableWorld = {
  test: TestApp;
  teachable: FakeTeachable;
  /** The class the school's course 2001 feeds. */
  classId: number;
  /** A new student of the school, enrolled in course 2001 unless told otherwise. */
  aStudent: (fields?: Partial<FakeTeachableUser> & { enrolled?: boolean }) => {
    user: FakeTeachableUser;
    browser: TeachableBrowser;
  };
  /** The popup's journey from the frame's start to the callback page (its answer). */
  popupSignIn: (
    browser: TeachableBrowser,
    claim: string,
    consent?: Consent,
  ) => ReturnType<typeof followCallback>;
  close: () => Promise<void>;
};

/** The app and a fake Teachable school whose course 2001 feeds a class, on one clock. */
export async function startTeachableWorld(clock: () => Date): Promise<TeachableWorld> {
  const teachable = await startFakeTeachable({
    clock,
    oauthApp: { redirectUris: [CALLBACK_URL] },
    courses: [{ id: 2001, name: 'Private Pilot Ground School' }],
  });
  const test = await createTestApp(
    { TEACHABLE_SSO_URL: teachable.address, TEACHABLE_API_URL: teachable.address },
    { clock },
  );
  const classId = await createClassRow(test.db, 'Private Pilot');
  await aTeachableSchool(test.db, {
    schoolId: teachable.schoolId,
    schoolUrl: 'https://flying.teachable.test',
    clientId: teachable.oauthApp.clientId,
    clientSecret: teachable.oauthApp.clientSecret,
    courses: { '2001': classId },
  });
  let serial = 0;
  const aStudent: TeachableWorld['aStudent'] = (fields = {}) => {
    serial += 1;
    const { enrolled = true, ...rest } = fields;
    const user: FakeTeachableUser = {
      id: 80000 + serial,
      name: `Student ${serial}`,
      email: `student-${serial}@school.test`,
      password: 'pw',
      role: 'student',
      ...rest,
    };
    teachable.users.push(user);
    if (enrolled) {
      teachable.enrolments.push({
        userId: user.id,
        courseId: 2001,
        enrolledAt: clock(),
        isActive: true,
        expiresAt: null,
      });
    }
    return { user, browser: new TeachableBrowser(teachable, user) };
  };
  const popupSignIn: TeachableWorld['popupSignIn'] = async (browser, claim, consent = {}) => {
    const start = await startSignIn(test.app, { school: teachable.schoolId, claim });
    const callback = await browser.authorize(start.headers.location ?? '', consent);
    return followCallback(test.app, callback);
  };
  return {
    test,
    teachable,
    classId,
    aStudent,
    popupSignIn,
    close: async () => {
      await teachable.close();
      await test.close();
    },
  };
}
