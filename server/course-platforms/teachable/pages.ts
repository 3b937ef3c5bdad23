import { TEACHABLE_SIGNED_IN_MESSAGE } from '../../../contract';
import { escapeHtml, renderPage } from '../../auth/identity-provider/html';

export const SIGNED_IN_SCRIPT_PATH = '/auth/teachable/signed-in.js';

/**
 * Tells the frame that opened this popup (only at the app's own origin) that the sign-in is
 * finished, then closes the popup. Served as a file because the pages' policy runs no inline
 * script. When Teachable's pages cut `window.opener`, the frame's polling of its claim still sees it.
 */
export const SIGNED_IN_SCRIPT = `(() => {
  const box = document.getElementById('teachable-signed-in');
  if (!box) return;
  try {
    if (window.opener) window.opener.postMessage({ type: '${TEACHABLE_SIGNED_IN_MESSAGE}' }, box.dataset.origin);
  } catch (error) {}
  setTimeout(() => window.close(), 500);
})();
`;

/** The sign-in could not go on: what happened and what to do, in the popup or the tab. */
export function signInProblemPage(heading: string, message: string) {
  return renderPage({
    title: heading,
    body: `<h1>${escapeHtml(heading)}</h1>
<div class="alert" role="alert">${escapeHtml(message)}</div>`,
  });
}

/** The popup's last page: the frame claims the sign-in; this page closes itself. */
export function signedInPage(appOrigin: string) {
  return renderPage({
    title: 'Signed in',
    scripts: [SIGNED_IN_SCRIPT_PATH],
    body: `<h1>Signed in</h1>
<p id="teachable-signed-in" data-origin="${escapeHtml(appOrigin)}">Signed in. You can close this window.</p>`,
  });
}
