import { TEACHABLE_SIGNED_IN_MESSAGE } from '../../../contract/auth';
import { ErrorCode } from '../../../contract/error-codes';
import { apiPath } from '../../../contract/paths';
import { apiFetch } from '../../api/http-client';
import { isApiError } from '../../api/api-error';

/** While the popup is open, the frame asks for its sign-in every 2 seconds (Teachable's pages may cut `window.opener`). */
export const CLAIM_POLL_MS = 2000;

/** The sign-in popup: big enough for Teachable's sign-in and consent pages. */
export const SIGN_IN_POPUP_FEATURES = 'popup,width=520,height=720';

/** A random secret only this frame knows: it claims the sign-in the popup finishes. */
export function makeClaim() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The app's start of a Teachable sign-in (a popup's, with a claim; a tab's, with a return path). */
export function teachableStartUrl(
  school: string,
  options: { claim?: string; returnPath?: string },
) {
  const query = new URLSearchParams({ school });
  if (options.claim) query.set('claim', options.claim);
  if (options.returnPath) query.set('return', options.returnPath);
  return `/auth/teachable/start?${query.toString()}`;
}

type ClaimAnswer = 'claimed' | 'pending' | 'gone';

/** `POST /auth/teachable/claim`: the session cookies come with a 200. */
async function claimOnce(claim: string): Promise<ClaimAnswer> {
  try {
    await apiFetch(apiPath('teachableSignInClaim'), {
      method: 'POST',
      body: { claim },
      sessionHandling: false,
    });
    return 'claimed';
  } catch (error) {
    if (isApiError(error) && error.errorCode === ErrorCode.TEACHABLE_SIGN_IN_PENDING)
      return 'pending';
    if (isApiError(error)) return 'gone';
    // The network failed: ask again at the next turn.
    return 'pending';
  }
}

export type SignInEnd = 'claimed' | 'closed' | 'gone';

/**
 * Waits for the popup's sign-in: claims at once when its last page says so (a message from this
 * app's origin only), and every 2 seconds while it is open. A popup closed without a finished
 * sign-in ends the wait ('closed'; one last claim first, in case it closed right after finishing),
 * as does `signal` (the login page went away).
 */
export function waitForTeachableSignIn(
  claim: string,
  popup: Window,
  signal?: AbortSignal,
): Promise<SignInEnd> {
  return new Promise((resolve) => {
    let asking = false;
    let done = false;
    const finish = (end: SignInEnd) => {
      done = true;
      window.clearInterval(timer);
      window.removeEventListener('message', onMessage);
      resolve(end);
    };
    const ask = async (last = false) => {
      if (asking || done) return;
      asking = true;
      const answer = await claimOnce(claim);
      asking = false;
      if (done) return;
      if (answer !== 'pending') finish(answer);
      else if (last) finish('closed');
    };
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.origin !== window.location.origin) return;
      if (typeof data !== 'object' || data === null) return;
      if ((data as { type?: unknown }).type === TEACHABLE_SIGNED_IN_MESSAGE) void ask();
    };
    const timer = window.setInterval(() => void ask(popup.closed), CLAIM_POLL_MS);
    window.addEventListener('message', onMessage);
    signal?.addEventListener('abort', () => finish('closed'));
  });
}
