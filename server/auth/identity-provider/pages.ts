import { DEMO_PASSWORD, type DemoAccount } from '../../db/demo-accounts';
import { escapeHtml, renderPage } from './html';

export const WRONG_CREDENTIALS = 'Wrong e-mail or password.';
export const LOGOUT_SCRIPT_PATH = '/interaction/assets/logout.js';

export type SignInPageOptions = {
  uid: string;
  demoAccounts: Pick<DemoAccount, 'email' | 'name' | 'label'>[];
  email?: string;
  error?: string;
};

function demoSection(uid: string, accounts: SignInPageOptions['demoAccounts']) {
  if (accounts.length === 0) return '';
  const buttons = accounts
    .map(
      (
        account,
      ) => `<li><button class="account" type="submit" name="email" value="${escapeHtml(account.email)}">
<span>Sign in as ${escapeHtml(account.name)}</span><span class="chip">${escapeHtml(account.label)}</span>
</button></li>`,
    )
    .join('\n');
  return `<hr class="divider">
<h2 id="demo-heading">Demo accounts</h2>
<p class="hint">One click signs you in. Their password is <strong>${escapeHtml(DEMO_PASSWORD)}</strong>.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/demo" aria-labelledby="demo-heading">
<ul class="accounts">
${buttons}
</ul>
</form>`;
}

export function signInPage({ uid, demoAccounts, email = '', error }: SignInPageOptions) {
  const base = `/interaction/${escapeHtml(uid)}`;
  const alert = error
    ? `<div class="alert" role="alert" id="sign-in-error">${escapeHtml(error)}</div>`
    : '';
  const describedBy = error ? ' aria-describedby="sign-in-error"' : '';
  return renderPage({
    title: 'Sign in to Groundschool',
    body: `<h1>Sign in to Groundschool</h1>
${alert}
<form method="post" action="${base}/login" novalidate>
<div class="field">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}"${describedBy}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
</div>
<button class="contained" type="submit">Sign in</button>
</form>
${demoSection(uid, demoAccounts)}
<form method="post" action="${base}/abort" class="actions">
<button class="text" type="submit">Cancel</button>
</form>`,
  });
}

/** The provider's sign-out confirmation; the script presses "Sign out" when the app asked for it. */
export function logoutPage(form: string, autoSubmit: boolean) {
  return renderPage({
    title: 'Sign out of Groundschool',
    scripts: autoSubmit ? [LOGOUT_SCRIPT_PATH] : [],
    body: `<h1>Sign out of Groundschool?</h1>
${autoSubmit ? '<p>Signing you out…</p>' : ''}
${form}
<button class="contained" id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<div class="actions"><button class="text" type="submit" form="op.logoutForm">Stay signed in</button></div>`,
  });
}

export function signedOutPage(loginUrl: string) {
  return renderPage({
    title: 'Signed out of Groundschool',
    body: `<h1>You are signed out</h1>
<p>You have signed out of Groundschool.</p>
<a href="${escapeHtml(loginUrl)}">Sign in again</a>`,
  });
}

export function errorPage({
  title,
  message,
  loginUrl,
}: {
  title: string;
  message: string;
  loginUrl: string;
}) {
  return renderPage({
    title,
    body: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<a href="${escapeHtml(loginUrl)}">Back to Groundschool</a>`,
  });
}

/** Served as a file because the CSP allows no inline script. */
export const LOGOUT_SCRIPT = `document.getElementById('sign-out')?.click();\n`;
