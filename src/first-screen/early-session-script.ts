/**
 * Inline in a signed-in screen's page (bundled by build/first-screen-assets.ts). A deep link opened
 * with a cookie session (the lms or teachable method this browser remembered) would wait for the
 * app's JavaScript before asking who is signed in, and for that answer before the screen's data.
 * This starts both while the code downloads; the app takes their answers instead of asking again
 * (src/api/early-responses.ts). It sends exactly the requests the app would: the same addresses and
 * the spec's `X-Auth-Method` header, for the method the app will choose (the same choice, made on
 * the same address, frame and storage). A logto session's token belongs to its SDK: none is read
 * here. A launch (`?auth=`) has its own script, and a tab viewing as a student sends a header this
 * does not, so neither starts anything here.
 */
import { Header } from '../../contract/auth';
import { apiPath } from '../../contract/paths';
import { apiUrlFrom, configuredApiBase } from '../api/api-url';
import { recordRoundTrip } from '../api/early-responses';
import { chooseAuthMethod, isFramed } from '../lib/session/auth-method-choice';
import { rememberedAuthMethod } from '../lib/session/auth-persistence';
import { remembersImpersonation } from '../lib/session/impersonation-storage';
import { readAuthSettings } from '../lib/session/settings';
import { currentTeachableSchool } from '../lib/session/teachable-school';
import { earlyScreenRequests, type EarlyRequest } from './early-screen-requests';

function startEarlyRequests() {
  const { search, origin, host, pathname } = location;
  if (typeof window.fetch !== 'function' || new URLSearchParams(search).has('auth')) return;
  if (remembersImpersonation()) return;
  const method = chooseAuthMethod({
    search,
    isFramed: isFramed(),
    referrer: document.referrer,
    host,
    coursePlatformHost: readAuthSettings().coursePlatformHost,
    remembered: rememberedAuthMethod(),
    rememberedTeachableSchool: currentTeachableSchool(search),
  });
  if (method !== 'lms' && method !== 'teachable') return;

  const init: RequestInit = {
    credentials: 'include',
    headers: { Accept: 'application/json', [Header.AUTH_METHOD]: method },
  };
  const base = configuredApiBase();
  const early: Record<string, Promise<Response>> = {};
  const start = ({ path, query = {} }: EarlyRequest) => {
    const url = apiUrlFrom(base, path, query, origin);
    const answer = fetch(url, init);
    answer.catch(() => {});
    recordRoundTrip(url, answer);
    early[url] = answer;
  };
  const me = apiUrlFrom(base, apiPath('usersMe'), {}, origin);
  const user = fetch(me, init);
  early[me] = user;
  const screen = earlyScreenRequests(pathname, search);
  screen.now.forEach(start);
  user
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((answer: { id?: unknown } | null) => {
      if (typeof answer?.id === 'number') screen.forUser(answer.id).forEach(start);
    })
    .catch(() => {});
  window.__gsEarly = early;
}

startEarlyRequests();
