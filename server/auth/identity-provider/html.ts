import { escapeHtml } from '../../http/escape-html';

export { escapeHtml };

/** Our look without any request to the internet: the system font stack and MUI-like colours. */
const STYLES = `
:root {
  color-scheme: light dark;
  --primary: #1565c0; --primary-dark: #0d47a1; --on-primary: #fff;
  --background: #f4f6fa; --paper: #fff; --text: #122033; --text-secondary: #4a5a70;
  --divider: rgba(18, 32, 51, 0.12); --outline: rgba(18, 32, 51, 0.35);
  --error: #c62828; --error-background: #fdecea; --hover: rgba(21, 101, 192, 0.06);
}
@media (prefers-color-scheme: dark) {
  :root {
    --primary: #90caf9; --primary-dark: #64b5f6; --on-primary: #0b1a2c;
    --background: #0f1520; --paper: #182130; --text: #e8eef7; --text-secondary: #a9b6c8;
    --divider: rgba(232, 238, 247, 0.12); --outline: rgba(232, 238, 247, 0.35);
    --error: #f28b82; --error-background: #3b1f1f; --hover: rgba(144, 202, 249, 0.08);
  }
}
* { box-sizing: border-box; }
html, body { margin: 0; }
body {
  min-height: 100vh; display: flex; align-items: flex-start; justify-content: center;
  padding: 48px 16px; background: var(--background); color: var(--text);
  font: 400 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial,
    "Noto Sans", sans-serif;
}
main {
  width: 100%; max-width: 440px; background: var(--paper); border-radius: 12px;
  padding: 32px; box-shadow: 0 2px 1px -1px rgba(0,0,0,.2), 0 1px 1px 0 rgba(0,0,0,.14),
    0 1px 3px 0 rgba(0,0,0,.12);
}
.brand { display: flex; align-items: center; gap: 10px; color: var(--text); }
.brand .mark {
  width: 34px; height: 34px; border-radius: 6px; display: grid; place-items: center;
  background: var(--primary); color: var(--on-primary);
}
.brand svg { width: 22px; height: 22px; fill: currentColor; }
.brand .name { font-weight: 700; font-size: 1.25rem; letter-spacing: -0.01em; }
h1 { font-size: 1.5rem; font-weight: 500; line-height: 1.3; margin: 16px 0 24px; }
h2 {
  font-size: 0.75rem; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase;
  color: var(--text-secondary); margin: 0 0 8px;
}
p { margin: 0 0 16px; color: var(--text-secondary); }
form { margin: 0; }
.field { margin-bottom: 16px; }
label { display: block; font-size: 0.875rem; font-weight: 500; margin-bottom: 4px; }
input[type="email"], input[type="password"] {
  width: 100%; padding: 14px 12px; font: inherit; color: var(--text); background: transparent;
  border: 1px solid var(--outline); border-radius: 4px; outline: none;
}
input:hover { border-color: var(--text); }
input:focus { border-color: var(--primary); box-shadow: inset 0 0 0 1px var(--primary); }
button {
  font: inherit; font-size: 0.875rem; font-weight: 600; letter-spacing: normal;
  text-transform: none; border-radius: 4px; cursor: pointer; padding: 8px 22px;
  min-height: 42px; border: 0; transition: background-color 250ms, box-shadow 250ms;
}
button:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; }
.contained {
  width: 100%; background: var(--primary); color: var(--on-primary);
  box-shadow: 0 3px 1px -2px rgba(0,0,0,.2), 0 2px 2px 0 rgba(0,0,0,.14), 0 1px 5px 0 rgba(0,0,0,.12);
}
.contained:hover { background: var(--primary-dark); }
.text { background: transparent; color: var(--primary); padding: 6px 8px; min-height: 36px; }
.text:hover { background: var(--hover); }
.alert {
  display: flex; gap: 12px; align-items: center; padding: 12px 16px; margin-bottom: 16px;
  border-radius: 4px; background: var(--error-background); color: var(--error); font-weight: 500;
}
.divider { border: 0; border-top: 1px solid var(--divider); margin: 24px 0; }
.accounts { list-style: none; margin: 0 0 8px; padding: 0; }
.account {
  width: 100%; display: flex; align-items: center; justify-content: space-between; gap: 12px;
  text-transform: none; letter-spacing: normal; font-size: 0.9375rem; text-align: left;
  background: transparent; color: var(--text); border: 1px solid var(--divider);
  margin-bottom: 8px; padding: 8px 12px;
}
.account:hover { background: var(--hover); border-color: var(--primary); }
.chip {
  flex: none; font-size: 0.75rem; font-weight: 500; padding: 2px 10px; border-radius: 16px;
  border: 1px solid var(--outline); color: var(--text-secondary);
}
.hint { font-size: 0.875rem; }
.actions { display: flex; justify-content: flex-end; margin-top: 16px; }
a { color: var(--primary); }
`;

/** The app's own mark (FlightTakeoffRounded on the primary square), as on its login page. */
const PLANE_ICON =
  '<span class="mark" aria-hidden="true"><svg viewBox="0 0 24 24"><path d="M20.5 19h-17c-.55 0-1 .45-1 1s.45 1 1 1h17c.55 0 1-.45 1-1s-.45-1-1-1m1.57-9.36c-.22-.8-1.04-1.27-1.84-1.06L14.92 10 8.46 3.98c-.27-.26-.66-.35-1.02-.25-.68.19-1 .97-.65 1.58l3.44 5.96-4.97 1.33-1.57-1.24c-.25-.19-.57-.26-.88-.18l-.33.09c-.32.08-.47.45-.3.73l1.88 3.25c.23.39.69.58 1.12.47L21 11.48c.8-.22 1.28-1.04 1.07-1.84"/></svg></span>';

/** A whole page: our styles inline, scripts only as files from our own origin (CSP script-src 'self'). */
export function renderPage({
  title,
  body,
  scripts = [],
  styles = '',
}: {
  title: string;
  body: string;
  scripts?: string[];
  /** More rules after ours (a page of its own kind: the LTI deep-linking picker). */
  styles?: string;
}) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${STYLES}${styles}</style>
${scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('\n')}
</head>
<body>
<main>
<div class="brand">${PLANE_ICON}<span class="name">Groundschool</span></div>
${body}
</main>
</body>
</html>`;
}
