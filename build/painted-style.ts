import { green, grey } from '@mui/material/colors';
import { alpha, darken, lighten } from '@mui/system/colorManipulator';
import { DARK_SHELL_CLASS } from '../contract/color-mode.js';
import { palettes, type ColorMode } from '../src/lib/theme/palettes.js';
import { rule } from './shell-style.js';

/**
 * MUI's action colours, which the app's theme keeps (a client test holds them to the theme's: the
 * theme itself cannot be loaded here, in the build's Node code).
 */
export const ACTION_COLORS = {
  light: {
    active: 'rgba(0, 0, 0, 0.54)',
    disabled: 'rgba(0, 0, 0, 0.26)',
    disabledBackground: 'rgba(0, 0, 0, 0.12)',
    selectedOpacity: 0.08,
  },
  dark: {
    active: '#fff',
    disabled: 'rgba(255, 255, 255, 0.3)',
    disabledBackground: 'rgba(255, 255, 255, 0.12)',
    selectedOpacity: 0.16,
  },
} satisfies Record<ColorMode, Record<string, string | number>>;

/**
 * The colours of the screens the server paints with a person's data (server/http/painted-quiz.ts,
 * painted-flashcards.ts), as custom properties: the app's palette, as MUI derives its parts' colours.
 */
export function paintedColors(mode: ColorMode) {
  const palette = palettes[mode];
  const action = ACTION_COLORS[mode];
  return {
    '--gs-paper': palette.background.paper,
    '--gs-divider': palette.divider,
    '--gs-text-secondary': palette.text.secondary,
    '--gs-primary': palette.primary.main,
    '--gs-primary-light': palette.primary.light,
    '--gs-primary-half': alpha(palette.primary.main, 0.5),
    '--gs-on-primary': palette.primary.contrastText,
    '--gs-disabled': action.disabled,
    '--gs-disabled-border': action.disabledBackground,
    '--gs-active': action.active,
    '--gs-selected': alpha(palette.text.primary, action.selectedOpacity),
    '--gs-warning': palette.warning.main,
    '--gs-error': palette.error.main,
    // Chip's outlined border and icon (MUI's greys by mode).
    '--gs-chip-border': mode === 'light' ? grey[400] : grey[700],
    '--gs-chip-icon': mode === 'light' ? grey[700] : grey[300],
    // LinearProgress's track.
    '--gs-track':
      mode === 'light' ? lighten(palette.primary.main, 0.62) : darken(palette.primary.main, 0.5),
  };
}

/** MUI's Button, Paper and overline as the app's theme draws them. */
const SHARED_RULES = [
  '.gs-paper{background:var(--gs-paper);border:1px solid var(--gs-divider);border-radius:10px}',
  '.gs-button{font-family:inherit;margin:0;border:0;background:none;color:inherit;display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:64px;font-size:14px;font-weight:600;line-height:1.75;border-radius:10px;padding:6px 8px}',
  '.gs-button svg{width:20px;height:20px;margin:0 8px 0 -4px}',
  '.gs-outlined{padding:5px 15px;border:1px solid currentColor}',
  '.gs-outlined.gs-primary{color:var(--gs-primary);border-color:var(--gs-primary-half)}',
  '.gs-outlined.gs-disabled{border-color:var(--gs-disabled-border)}',
  '.gs-contained{padding:6px 16px;background:var(--gs-primary);color:var(--gs-on-primary)}',
  '.gs-text.gs-primary{color:var(--gs-primary)}',
  '.gs-disabled{color:var(--gs-disabled)}',
  '.gs-small{font-size:13px;line-height:1.75;padding:4px 5px}',
  '.gs-overline{font-size:12px;line-height:1.6;letter-spacing:0.08em;text-transform:uppercase;color:var(--gs-text-secondary);margin:0}',
  '.gs-grow{flex-grow:1}',
  '.gs-h6{font-size:16px;line-height:1.6;font-weight:600;margin:0}',
  '.gs-body2{font-size:14px;line-height:1.43;color:var(--gs-text-secondary);margin:0}',
  // MissedDueCard.
  '.gs-missed{padding:20px;display:flex;gap:16px;align-items:center;flex-wrap:wrap}',
  '.gs-missed>svg{width:24px;height:24px;flex:none;color:var(--gs-primary)}',
];

/**
 * The quiz page's question as the app lays it out (MUI's Paper, Typography, FormControlLabel,
 * Radio, Button and the navigator, measured in the app): sizes, spacing and colours.
 */
const QUIZ_RULES = [
  '.gs-q-title{font-size:18px;line-height:1.334;font-weight:600;margin:0}',
  '.gs-q-title~*{margin-top:24px}',
  '.gs-q-pinned{min-height:44px;display:flex;align-items:center;justify-content:flex-end;border-bottom:1px solid var(--gs-divider)}',
  '.gs-q-pinned .gs-shell-line{width:96px;margin:0}',
  '.gs-q-status{height:20px;display:flex;align-items:center}',
  '.gs-q-status .gs-shell-line{width:150px;margin:0}',
  '.gs-q-paper{padding:16px}',
  '@media (min-width:600px){.gs-q-paper{padding:24px}}',
  '.gs-q-paper>*+*{margin-top:16px}',
  '.gs-q-overline{font-size:12px;line-height:2.66;font-weight:400;text-transform:uppercase;color:var(--gs-text-secondary);margin:0}',
  '.gs-q-stem{overflow-wrap:anywhere}',
  '.gs-q-stem>p{margin:16px 0}.gs-q-stem>:first-child{margin-top:0}.gs-q-stem>:last-child{margin-bottom:0}',
  '.gs-q-choices{display:flex;flex-direction:column;min-width:0;padding:0;border:0;margin-left:0;margin-right:0;margin-bottom:0}',
  '.gs-q-choices legend{padding:0;margin-bottom:8px;line-height:1.4375em;color:var(--gs-text-secondary)}',
  '.gs-q-group{display:flex;flex-direction:column;gap:8px}',
  '.gs-q-choice{display:flex;align-items:flex-start;padding:4px 8px;border:1px solid var(--gs-divider);border-radius:10px}',
  '.gs-q-chosen{border-color:var(--gs-primary)}',
  // Radio and Checkbox: a 42 px button (9 px around a 24 px icon) raised by 6 px.
  '.gs-q-mark{flex:none;display:flex;padding:9px;margin-top:-6px;color:var(--gs-text-secondary)}',
  '.gs-q-mark svg{width:24px;height:24px}',
  '.gs-q-chosen .gs-q-mark{color:var(--gs-primary)}',
  '.gs-q-letter{font-weight:600;color:var(--gs-text-secondary)}',
  '.gs-q-choice-text{margin-left:8px}',
  '.gs-q-divider{border:0;border-bottom:thin solid var(--gs-divider);margin:16px 0}',
  '.gs-q-paper>.gs-q-divider+*{margin-top:0}',
  '.gs-q-actions,.gs-q-keys{display:flex;flex-wrap:wrap;gap:8px;justify-content:space-between;align-items:center}',
  '.gs-q-ways{display:flex;gap:8px}',
  '.gs-q-nav{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(40px,1fr));gap:6px}',
  // The navigator's buttons are MUI's ButtonBase: the browser's own button font.
  '.gs-q-nav li{height:40px;box-sizing:border-box;display:flex;align-items:center;justify-content:center;border:2px solid var(--gs-divider);border-radius:10px;background:var(--gs-paper);font:500 13.3333px Arial}',
  '.gs-q-nav .gs-q-answered{background:var(--gs-primary);border-color:var(--gs-primary-light);color:var(--gs-on-primary)}',
  '.gs-q-nav .gs-q-here{border-color:var(--gs-primary);font-weight:700}',
  '.gs-q-keys{margin-top:16px;font-size:14px;line-height:1.43;color:var(--gs-text-secondary)}',
];

/** A flashcard session's first card as the app lays it out (study-page.tsx, study-session.tsx). */
const FLASHCARD_RULES = [
  '.gs-f-title{font-size:22px;line-height:1.235;font-weight:700;margin:0 0 24px}',
  '.gs-f-modes{display:flex;margin-bottom:16px;border-radius:10px}',
  '@media (min-width:600px){.gs-f-modes{max-width:480px}}',
  '.gs-f-mode{flex:1;min-width:0;font-family:inherit;font-size:13px;font-weight:600;line-height:1.3;padding:7px 8px;margin:0;background:none;color:var(--gs-active);border:1px solid var(--gs-divider);border-radius:0}',
  '.gs-f-mode+.gs-f-mode{margin-left:-1px;border-left-color:transparent}',
  '.gs-f-mode:first-child{border-radius:10px 0 0 10px}.gs-f-mode:last-child{border-radius:0 10px 10px 0}',
  '.gs-f-mode.gs-f-selected{color:inherit;background:var(--gs-selected)}',
  '.gs-f-missed{margin-bottom:16px}',
  '.gs-f-session{display:flex;flex-direction:column;gap:16px}',
  '.gs-f-progress{display:flex;align-items:center;gap:16px}',
  '.gs-f-progress .gs-body2{margin-bottom:4px}',
  '.gs-f-bar{display:block;height:4px;background:var(--gs-track)}',
  '.gs-f-card{border-radius:30px;padding:20px;min-height:220px;display:flex;flex-direction:column;gap:16px;box-sizing:border-box}',
  '@media (min-width:600px){.gs-f-card{padding:32px;min-height:280px}}',
  '.gs-f-front-label{font-size:12px;line-height:1;text-transform:uppercase;color:var(--gs-text-secondary);margin:0}',
  '.gs-f-front{font-size:16px;line-height:1.6;font-weight:500;overflow-wrap:anywhere}',
  '.gs-f-front>p{margin:16px 0}.gs-f-front>:first-child{margin-top:0}.gs-f-front>:last-child{margin-bottom:0}',
  '.gs-f-show{font-size:15px;line-height:1.75;padding:8px 22px}',
  '.gs-f-keys{font-size:12px;line-height:1.66;text-align:center;color:var(--gs-text-secondary)}',
];

/**
 * The class home's first sections as the app lays them out (student-performance-page.tsx,
 * progress-strip.tsx, readiness-card.tsx, weak-areas.tsx): MUI's Stack, Chip and LinearProgress.
 */
const CLASS_HOME_RULES = [
  '.gs-h-stack{display:flex;flex-direction:column;gap:24px}',
  '.gs-h-title{font-size:22px;line-height:1.235;font-weight:700;margin:0}',
  '.gs-h-record{display:flex;justify-content:flex-end}',
  '.gs-h-progress{padding:16px}',
  '.gs-h-figures{display:flex;flex-wrap:wrap;align-items:center;gap:24px}',
  '.gs-h-figure{display:flex;align-items:center;gap:8px}',
  '.gs-h-figure>svg{width:24px;height:24px;flex:none;color:var(--gs-warning)}',
  '.gs-h-streak>svg{color:var(--gs-error)}',
  '.gs-h-figure p{margin:0}',
  '.gs-h-badges{display:flex;flex-wrap:wrap;gap:8px;padding:0;margin:12px 0 0;list-style:none}',
  '.gs-chip{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;height:32px;border-radius:16px;font-size:13px;line-height:1.5;padding:0 12px;white-space:nowrap}',
  '.gs-chip-outlined{border:1px solid var(--gs-chip-border);padding:0 11px 0 4px}',
  '.gs-chip-outlined svg{width:24px;height:24px;margin-right:5px;color:var(--gs-chip-icon)}',
  `.gs-chip-ready{background:${green[800]};color:#fff}`,
  `.gs-chip-not-ready{background:${grey[700]};color:#fff}`,
  '.gs-h-grid{display:grid;gap:16px;grid-template-columns:minmax(0,1fr);align-items:start}',
  '@media (min-width:960px){.gs-h-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}',
  '.gs-h-card{padding:20px}',
  '.gs-h-gutter{margin-bottom:0.35em}',
  '.gs-h-card p{margin:0}',
  '.gs-h-secondary{color:var(--gs-text-secondary)}',
  '.gs-h-readiness{display:flex;flex-direction:column;gap:12px}',
  '.gs-h-score{display:flex;flex-wrap:wrap;align-items:center;gap:12px}',
  '.gs-h3{font-size:24px;line-height:1.167;font-weight:700}',
  '.gs-h-meter{display:block;height:8px;border-radius:4px;overflow:hidden;background:var(--gs-track)}',
  '.gs-h-meter span{display:block;height:100%;background:var(--gs-primary)}',
];

/**
 * The stylesheet of the screens painted with a person's data, sent with those pages only: their
 * colours on the page's root (the app shows a painted screen inside its own layout while it
 * loads), dark ones under the dark class.
 */
export const paintedStyle = () =>
  [
    rule(':root', paintedColors('light')),
    rule(`:root.${DARK_SHELL_CLASS}`, paintedColors('dark')),
    ...SHARED_RULES,
    ...QUIZ_RULES,
    ...FLASHCARD_RULES,
    ...CLASS_HOME_RULES,
  ].join('\n');
