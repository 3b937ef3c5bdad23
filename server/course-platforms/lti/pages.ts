import { escapeHtml, renderPage } from '../../auth/identity-provider/html';

export const PLATFORM_STORAGE_SCRIPT_PATH = '/lti/platform-storage.js';

/** The key the state is kept under in the platform's storage. */
export const storageKey = (state: string) => `groundschool_state_${state}`;

/** A refused launch, inside the platform's frame: what went wrong and what to do. */
export function refusalPage(message: string, reason: string) {
  return renderPage({
    title: 'Groundschool could not open',
    body: `<h1>Groundschool could not open</h1>
<div class="alert" role="alert">${escapeHtml(message)}</div>
<p class="hint">If you ask for help, give this code: <strong>${escapeHtml(reason)}</strong>.</p>`,
  });
}

type StorageTarget = { target: string; origin: string };

/** Login initiation with platform storage: keep the state in the platform, then go to `next`. */
export function storeStatePage(state: string, next: string, storage: StorageTarget) {
  return renderPage({
    title: 'Opening Groundschool',
    scripts: [PLATFORM_STORAGE_SCRIPT_PATH],
    body: `<h1>Opening Groundschool…</h1>
<div id="lti-storage" data-mode="put" data-target="${escapeHtml(storage.target)}" data-origin="${escapeHtml(storage.origin)}" data-key="${escapeHtml(storageKey(state))}" data-value="${escapeHtml(state)}" data-next="${escapeHtml(next)}"></div>
<noscript><p><a href="${escapeHtml(next)}">Continue</a></p></noscript>`,
  });
}

/**
 * A launch that came without the state cookie (a browser that blocks third-party cookies): read
 * the state back from the platform's storage and send the launch again, from this page.
 */
export function readStatePage(form: { idToken: string; state: string }, storage: StorageTarget) {
  return renderPage({
    title: 'Opening Groundschool',
    scripts: [PLATFORM_STORAGE_SCRIPT_PATH],
    body: `<h1>Opening Groundschool…</h1>
<div id="lti-storage" data-mode="get" data-target="${escapeHtml(storage.target)}" data-origin="${escapeHtml(storage.origin)}" data-key="${escapeHtml(storageKey(form.state))}"></div>
<form id="lti-relaunch" method="post" action="/lti/launch">
<input type="hidden" name="id_token" value="${escapeHtml(form.idToken)}">
<input type="hidden" name="state" value="${escapeHtml(form.state)}">
<input type="hidden" name="platform_storage_state" value="">
</form>
<div id="lti-storage-failed" class="alert" role="alert" hidden>Your browser kept Groundschool from confirming this sign-in. Open Groundschool in a new window from your course, or allow cookies for this site.</div>`,
  });
}
