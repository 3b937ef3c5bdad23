/**
 * Inline in the student's first page (bundled by build/first-screen-assets.ts). An lms launch
 * (`/?auth=TOKEN`) would otherwise wait for the app's JavaScript before it exchanges the token and
 * asks for the student's classes, two round trips after the code has arrived. This starts both
 * while the code downloads; the app takes their answers instead of asking again
 * (src/api/early-responses.ts). It sends exactly the requests the app would: the same addresses
 * (under VITE_API_BASE_URL) and the spec's `X-Auth-Method: lms` header.
 */
import { Header } from '../../contract/auth';
import { apiUrlFrom, configuredApiBase } from '../api/api-url';

const token = new URLSearchParams(location.search).get('auth');
if (token && typeof window.fetch === 'function') {
  const init: RequestInit = {
    credentials: 'include',
    headers: { Accept: 'application/json', [Header.AUTH_METHOD]: 'lms' },
  };
  const base = configuredApiBase();
  const me = apiUrlFrom(base, '/users/me', { auth: token }, location.origin);
  const classes = apiUrlFrom(base, '/classes', { as: 'student' }, location.origin);
  const exchanged = fetch(me, init);
  const classesAnswer = exchanged.then((response) => {
    if (!response.ok) throw new Error(`exchange ${response.status}`);
    return fetch(classes, init);
  });
  classesAnswer.catch(() => {});
  window.__gsEarly = { [me]: exchanged, [classes]: classesAnswer };
}
