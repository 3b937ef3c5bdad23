const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
export const escapeHtml = (value: unknown) =>
  String(value).replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

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
.brand { display: flex; align-items: center; gap: 8px; color: var(--primary); font-weight: 600; }
.brand svg { width: 28px; height: 28px; fill: currentColor; }
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
  font: inherit; font-size: 0.875rem; font-weight: 500; letter-spacing: 0.02857em;
  text-transform: uppercase; border-radius: 4px; cursor: pointer; padding: 8px 22px;
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

const PLANE_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M21 16v-2l-8-5V3.5c0-.83-.67-1.5-1.5-1.5S10 2.67 10 3.5V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5z"/></svg>';

/** A whole page: our styles inline, scripts only as files from our own origin (CSP script-src 'self'). */
export function renderPage({
  title,
  body,
  scripts = [],
}: {
  title: string;
  body: string;
  scripts?: string[];
}) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
${scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('\n')}
</head>
<body>
<main>
<div class="brand">${PLANE_ICON}<span>Groundschool</span></div>
${body}
</main>
</body>
</html>`;
}
