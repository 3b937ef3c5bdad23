import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { TEST_PUBLIC_URL } from '../helpers/test-app';
import { initiateLogin } from './fake-platform/auth-endpoint';
import type { FakePlatform } from './fake-platform';
import { aRegistrationOf } from './lti-builders';

export const REDIRECT_URI = `${TEST_PUBLIC_URL}/lti/launch`;
export const TARGET_LINK_URI = `${TEST_PUBLIC_URL}/lti/launch`;

/** Registers the fake platform with the tool, as an administrator would by hand. */
export function registerPlatform(db: Database, platform: FakePlatform) {
  platform.redirectUris = [REDIRECT_URI];
  return aRegistrationOf(db, platform);
}

type Injected = Awaited<ReturnType<App['inject']>>;

/** `name=value` pairs of a response's Set-Cookie headers, as a browser sends them back. */
export function cookiesOf(response: Injected) {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.map((line) => line.split(';')[0]).join('; ');
}

const unescapeHtml = (value: string) =>
  value.replace(/&#(\d+);|&amp;|&quot;|&lt;|&gt;|&#39;/g, (entity, code: string | undefined) => {
    if (code) return String.fromCharCode(Number(code));
    return (
      { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#39;': "'" }[entity] ?? entity
    );
  });

/** The fields of the (first) form of a page, by input name. */
export function formFields(html: string) {
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of html.matchAll(
    /<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g,
  )) {
    fields[name] = unescapeHtml(value);
  }
  return fields;
}

/** A `data-name` attribute of a page. */
export const dataAttribute = (html: string, name: string) => {
  const value = html.match(new RegExp(`data-${name}="([^"]*)"`))?.[1];
  return value === undefined ? undefined : unescapeHtml(value);
};

export const postLaunch = (
  app: App,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/lti/launch',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

/** The platform's answer to the tool's authentication request: its auto-posting form's fields. */
export async function authenticate(location: string) {
  const answer = await fetch(location);
  const html = await answer.text();
  if (!answer.ok) throw new Error(`the platform refused the authentication request: ${html}`);
  return formFields(html);
}

export type LaunchSetup = Parameters<typeof initiateLogin>[1];

/** The browser arriving at `/lti/login` with the platform's login initiation parameters. */
export const loginAt = (app: App, parameters: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/lti/login?${new URLSearchParams(parameters).toString()}` });

/** A clock the tests move by hand (the app's and the fake platform's). */
export function testClock(start = '2026-03-02T09:00:00Z') {
  let now = new Date(start);
  return {
    clock: () => now,
    later: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

/**
 * One launch as a browser makes it: the platform's login initiation at `/lti/login`, the tool's
 * authentication request at the platform (over HTTP), the platform's form post at `/lti/launch`
 * with the cookies the login set.
 */
export async function launch(app: App, platform: FakePlatform, setup: LaunchSetup) {
  const login = await loginAt(app, initiateLogin(platform, setup));
  if (login.statusCode !== 302)
    throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const form = await authenticate(String(login.headers.location));
  const cookie = cookiesOf(login);
  const response = await postLaunch(app, form, { cookie });
  return { login, form, cookie, response };
}

/** The lms token a launch's redirect carries, and the path it lands on. */
export function landing(response: Injected) {
  const location = new URL(String(response.headers.location));
  return { path: location.pathname, token: location.searchParams.get('auth') };
}
