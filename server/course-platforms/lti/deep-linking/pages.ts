import { escapeHtml, renderPage } from '../../../auth/identity-provider/html';
import type { Choice, ChoiceGroup } from './choices';

/** Routes under the `/lti` prefix, and the addresses a page names. */
export const PICKER_ROUTE = '/deep-linking';
export const RETURN_SCRIPT_ROUTE = '/deep-linking/return.js';
export const PICKER_PATH = `/lti${PICKER_ROUTE}`;
const RETURN_SCRIPT_PATH = `/lti${RETURN_SCRIPT_ROUTE}`;
/** Served as a file because the CSP allows no inline script. */
export const RETURN_SCRIPT = `document.getElementById('deep-link-return')?.submit();\n`;

const PICKER_STYLES = `
main { max-width: 560px; }
fieldset { border: 0; margin: 0 0 20px; padding: 0; min-width: 0; }
legend {
  padding: 0; margin-bottom: 8px; font-size: 0.75rem; font-weight: 600; letter-spacing: 0.08em;
  text-transform: uppercase; color: var(--text-secondary);
}
.choice {
  display: flex; align-items: flex-start; gap: 12px; padding: 10px 12px; margin-bottom: 8px;
  border: 1px solid var(--divider); border-radius: 4px;
}
.choice:hover { background: var(--hover); border-color: var(--primary); }
.choice input { width: 18px; height: 18px; margin: 3px 0 0; accent-color: var(--primary); flex: none; }
.choice input:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; }
.choice label { margin: 0; font-size: 0.9375rem; cursor: pointer; flex: 1; }
.choice .detail { display: block; font-weight: 400; font-size: 0.875rem; color: var(--text-secondary); }
.form-actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; margin-top: 8px; }
.form-actions .contained { width: auto; }
`;

const GROUP_LEGENDS: Record<ChoiceGroup, string> = {
  final: 'Final exam',
  quizzes: 'Practice quizzes',
  flashcards: 'Flashcards',
};

export type PickerPageOptions = {
  className: string;
  choices: Choice[];
  pickerToken: string;
  acceptMultiple: boolean;
  error?: string;
};

function choiceRow(choice: Choice, inputType: 'checkbox' | 'radio', describedBy: string) {
  const id = `choice-${choice.key.replace(/[^a-z0-9]/gi, '-')}`;
  const detail = choice.graded ? `${choice.detail} · graded` : choice.detail;
  return `<div class="choice">
<input type="${inputType}" id="${id}" name="item" value="${escapeHtml(choice.key)}"${describedBy}>
<label for="${id}">${escapeHtml(choice.title)}<span class="detail">${escapeHtml(detail)}</span></label>
</div>`;
}

/** The deep-linking picker: the class's quizzes, final exam and flashcards, one form. */
export function pickerPage(options: PickerPageOptions) {
  const { className, choices, pickerToken, acceptMultiple, error } = options;
  const inputType = acceptMultiple ? 'checkbox' : 'radio';
  const describedBy = error ? ' aria-describedby="picker-error"' : '';
  const groups = (Object.keys(GROUP_LEGENDS) as ChoiceGroup[])
    .map((group) => {
      const rows = choices.filter((choice) => choice.group === group);
      if (rows.length === 0) return '';
      return `<fieldset>
<legend>${GROUP_LEGENDS[group]}</legend>
${rows.map((choice) => choiceRow(choice, inputType, describedBy)).join('\n')}
</fieldset>`;
    })
    .join('\n');
  const alert = error
    ? `<div class="alert" role="alert" id="picker-error">${escapeHtml(error)}</div>`
    : '';
  const intro = `<p>Choose what to place in your course from ${escapeHtml(className)}${acceptMultiple ? ' (one or more)' : ''}. Graded items get a column in the course gradebook.</p>`;
  return renderPage({
    title: 'Add Groundschool to your course',
    styles: PICKER_STYLES,
    body: `<h1>Add to your course</h1>
${alert}
${intro}
<form method="post" action="${PICKER_PATH}">
<input type="hidden" name="picker_token" value="${escapeHtml(pickerToken)}">
${groups}
<div class="form-actions">
<button class="text" type="submit" name="action" value="cancel">Cancel</button>
<button class="contained" type="submit" name="action" value="add">Add to course</button>
</div>
</form>`,
  });
}

/** Sends the signed response to the platform: by script at once, or by the button without one. */
export function returnPage(returnUrl: string, jwt: string) {
  return renderPage({
    title: 'Returning to your course',
    scripts: [RETURN_SCRIPT_PATH],
    body: `<h1>Returning to your course…</h1>
<p>Groundschool is sending your choice to the course platform.</p>
<form id="deep-link-return" method="post" action="${escapeHtml(returnUrl)}">
<input type="hidden" name="JWT" value="${escapeHtml(jwt)}">
<button class="contained" type="submit">Return to the course</button>
</form>`,
  });
}

/** A deep-linking request or submission Groundschool cannot serve, in words a teacher can act on. */
export function refusalPage(title: string, message: string) {
  return renderPage({
    title,
    body: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>`,
  });
}
