import { DARK_SHELL_CLASS } from '../contract/color-mode.js';
import {
  loginBackdrop,
  palettes,
  placeholderColor,
  type ColorMode,
} from '../src/lib/theme/palettes.js';

const FONT = `system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif`;

/** The colours of each part of the shell in one mode, all taken from the app's theme. */
export function shellColors(mode: ColorMode) {
  const palette = palettes[mode];
  return {
    page: { background: palette.background.default, color: palette.text.primary },
    // The app bar: the primary colour in light mode, the paper colour in dark mode (as MUI draws it).
    bar:
      mode === 'light'
        ? { background: palette.primary.main, color: palette.primary.contrastText }
        : { background: palette.background.paper, color: palette.text.primary },
    line: { background: placeholderColor[mode] },
    login: { background: loginBackdrop[mode] },
    card: { background: palette.background.paper, 'border-color': palette.divider },
    cardText: { color: palette.text.secondary },
    // The study screens' bar (quiz, flashcards): paper with a divider below, the way out in primary.
    focusedBar: {
      background: palette.background.paper,
      color: palette.text.secondary,
      'border-bottom': `1px solid ${palette.divider}`,
    },
    exit: { color: palette.primary.main },
    mark: { background: palette.primary.main, color: palette.primary.contrastText },
    name: { color: palette.text.primary },
  };
}

export const rule = (selector: string, declarations: Record<string, string>) =>
  `${selector}{${Object.entries(declarations)
    .map(([property, value]) => `${property}:${value}`)
    .join(';')}}`;

/**
 * The stylesheet of the page shell the server paints before any JavaScript
 * (server/http/first-screen.ts): its layout, light colours, and dark ones under the dark class.
 */
export function shellStyle() {
  const light = shellColors('light');
  const dark = shellColors('dark');
  const inDark = (selector: string) => `.${DARK_SHELL_CLASS} ${selector}`;
  return [
    'body{margin:0}',
    rule('.gs-shell', {
      'min-height': '100dvh',
      ...light.page,
      'font-family': FONT,
      'line-height': '1.5',
    }),
    rule('.gs-shell-bar', {
      height: '64px',
      ...light.bar,
      display: 'flex',
      'align-items': 'center',
      padding: '0 24px',
      'font-weight': '700',
      'font-size': '20px',
    }),
    '.gs-shell-main{padding:32px 24px;max-width:1200px}',
    // The app's bar is 56 px high on phones, 64 px from 600 px on (MUI's Toolbar).
    '@media (max-width:599.95px){.gs-shell-bar{height:56px;padding:0 16px}}',
    // The study screens' bar: 64 px (56 on phones) and its divider below, as MUI's AppBar.
    rule('.gs-shell-focused', { ...light.focusedBar, 'font-size': '14px', 'font-weight': '500' }),
    '.gs-shell-exit{display:inline-flex;align-items:center;margin-left:-8px;padding:6px 8px;font-weight:600;line-height:1.75;margin-right:auto}',
    '.gs-shell-exit svg{width:20px;height:20px;margin:0 8px 0 -4px}',
    '.gs-shell-label{line-height:1.57}',
    '@media (max-width:599.95px){.gs-shell-label{display:none}}',
    '.gs-shell-mark{display:grid;place-items:center;width:28px;height:28px;border-radius:15px;margin:0 10px 0 24px}',
    '.gs-shell-mark svg{width:17.92px;height:17.92px}',
    '.gs-shell-name{font-size:16.8px;font-weight:700;letter-spacing:-0.01em;line-height:1.5}',
    rule('.gs-shell-exit', light.exit),
    rule('.gs-shell-mark', light.mark),
    rule('.gs-shell-name', light.name),
    // A screen's content, placed as MUI's Container places it: centred, 16 px aside on phones and
    // 24 px from 600 px on, 24 px above on phones and 40 px above on wider screens.
    '.gs-shell-page{box-sizing:border-box;width:100%;margin:0 auto;padding:24px 16px}',
    '@media (min-width:600px){.gs-shell-page{padding:24px}.gs-shell-focused-page{padding:40px 24px}}',
    '@media (min-width:960px){.gs-shell-page{padding:40px 24px}}',
    '.gs-shell-line.gs-shell-overline{width:180px;height:19px;margin:0;border-radius:4px}',
    '.gs-shell-title{font-size:22px;line-height:27px;font-weight:700;margin:0 0 24px}',
    '.gs-shell-stack{display:flex;flex-direction:column;gap:24px}',
    rule('.gs-shell-block', { 'border-radius': '10px', ...light.line }),
    rule('.gs-shell-line', {
      height: '14px',
      'border-radius': '7px',
      ...light.line,
      margin: '10px 0',
    }),
    rule('.gs-shell-login', { display: 'grid', 'place-items': 'center', ...light.login }),
    '.gs-shell-column{width:100%;max-width:440px;padding:32px 16px;box-sizing:border-box}',
    '.gs-shell-brand{text-align:center;font-weight:700;font-size:20px;margin-bottom:24px}',
    rule('.gs-shell-card', {
      background: light.card.background,
      border: `1px solid ${light.card['border-color']}`,
      'border-radius': '12px',
      padding: '32px',
    }),
    '.gs-shell-card h1{font-size:1.125rem;font-weight:600;margin:0 0 16px}',
    rule('.gs-shell-card p', { margin: '0', ...light.cardText, 'line-height': '1.5' }),
    rule(inDark('body'), { background: dark.page.background }),
    rule(inDark('.gs-shell'), dark.page),
    rule(inDark('.gs-shell-bar'), dark.bar),
    rule(inDark('.gs-shell-line'), dark.line),
    rule(inDark('.gs-shell-block'), dark.line),
    rule(inDark('.gs-shell-focused'), dark.focusedBar),
    rule(inDark('.gs-shell-exit'), dark.exit),
    rule(inDark('.gs-shell-mark'), dark.mark),
    rule(inDark('.gs-shell-name'), dark.name),
    rule(inDark('.gs-shell-login'), dark.login),
    rule(inDark('.gs-shell-card'), dark.card),
    rule(inDark('.gs-shell-card p'), dark.cardText),
  ].join('\n');
}
