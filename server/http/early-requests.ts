import { inlineScriptHash } from './inline-script';

/**
 * An lms launch (`/?auth=TOKEN`) would otherwise wait for the app's JavaScript before it exchanges
 * the token and asks for the student's classes, two round trips after the code has arrived. This
 * small script in the page starts both requests while the code downloads; the app takes their
 * answers instead of asking again (src/api/early-responses.ts). It sends exactly the requests the
 * app would: the same addresses and the spec's `X-Auth-Method: lms` header.
 */
export const EARLY_LMS_SCRIPT = `(function(){var t=new URLSearchParams(location.search).get('auth');if(!t||!window.fetch)return;var o={credentials:'include',headers:{Accept:'application/json','X-Auth-Method':'lms'}};var a=location.origin+'/api/users/me?auth='+encodeURIComponent(t);var c=location.origin+'/api/classes?as=student';var e=window.__gsEarly={};e[a]=fetch(a,o);e[c]=e[a].then(function(r){if(!r.ok)throw new Error('exchange '+r.status);return fetch(c,o);});e[c].catch(function(){});})();`;

/** For the Content-Security-Policy: this one inline script may run, no other. */
export const EARLY_LMS_SCRIPT_HASH = inlineScriptHash(EARLY_LMS_SCRIPT);
