import type { AttemptQuestion, AttemptView } from '../../contract/attempts';
import { lightMarkdown } from '../../contract/light-markdown';
import { choiceLetter } from '../../contract/choice-letter';
import { escapeHtml } from './escape-html';
import { markdownHtml, paintedButton as button } from './painted-parts';
import { CHECKBOX, CHECKBOX_CHECKED, FLAG_OUTLINED, RADIO, RADIO_CHECKED } from './shell-icons';
import { choiceLegend, questionHeading, quizKeysHint } from '../../contract/study-texts';

/**
 * The quiz page during an attempt as the server paints it before any JavaScript: the question on
 * screen (the address's `?q=`, else the first), its choices with the saved answer, the buttons
 * around it and the navigator, laid out as the app draws them (src/features/student/quiz/taking/,
 * styled by build/painted-style.ts) so nothing moves when the app takes over. Nothing in it responds:
 * the app replaces it whole. `null` when the app would draw something else first (the attempt is
 * closed, the question has a figure, a locked answer's feedback, or Markdown the light reader
 * leaves to the full pipeline): the placeholder shell stays.
 */
export function paintedQuiz(view: AttemptView, requestedSlot: number | null): string | null {
  if (view.status !== 'open') return null;
  const slots = view.questions.map((question) => question.slot);
  const slot = requestedSlot !== null && slots.includes(requestedSlot) ? requestedSlot : slots[0];
  const index = slots.indexOf(slot ?? -1);
  const question = view.questions[index];
  if (!question || question.figure_url !== null) return null;
  if (view.locked_results.some((result) => result.slot === question.slot)) return null;
  const stem = lightMarkdown(question.stem);
  if (!stem) return null;

  const chosen = new Set(view.answers.find((answer) => answer.slot === question.slot)?.choice_ids);
  const answered = new Set(
    view.answers.filter((answer) => answer.choice_ids.length > 0).map((answer) => answer.slot),
  );
  const immediate = view.explanation_mode === 'immediate';
  return [
    `<h1 class="gs-q-title">${escapeHtml(view.quiz_title)}</h1>`,
    view.deadline_at ? '<div class="gs-q-pinned"><div class="gs-shell-line"></div></div>' : '',
    '<div class="gs-q-status"><div class="gs-shell-line"></div></div>',
    '<div class="gs-paper gs-q-paper">',
    `<h2 class="gs-q-overline">${escapeHtml(questionHeading(index + 1, slots.length, question.topic_name))}</h2>`,
    `<div class="gs-q-stem">${markdownHtml(stem)}</div>`,
    choicesHtml(question, chosen),
    '<hr class="gs-q-divider">',
    actionsHtml(index, slots.length, immediate, chosen.size > 0),
    '</div>',
    '<div>',
    navigatorHtml(slots, question.slot, answered),
    `<div class="gs-q-keys"><span>${escapeHtml(quizKeysHint(immediate))}</span>`,
    `${button('gs-outlined gs-primary', 'Submit')}</div>`,
    '</div>',
  ].join('');
}

function choicesHtml(question: AttemptQuestion, chosen: ReadonlySet<number>) {
  const [unchecked, checked] = question.multiple
    ? [CHECKBOX, CHECKBOX_CHECKED]
    : [RADIO, RADIO_CHECKED];
  const choices = question.choices.map(
    (choice, index) =>
      `<div class="gs-q-choice${chosen.has(choice.id) ? ' gs-q-chosen' : ''}"><span class="gs-q-mark">${chosen.has(choice.id) ? checked : unchecked}</span><span class="gs-q-letter">${choiceLetter(index)}.</span><span class="gs-q-choice-text">${escapeHtml(choice.text)}</span></div>`,
  );
  return `<fieldset class="gs-q-choices"><legend>${choiceLegend(question.multiple)}</legend><div class="gs-q-group">${choices.join('')}</div></fieldset>`;
}

function actionsHtml(index: number, total: number, immediate: boolean, answered: boolean) {
  const ways = [
    button(`gs-text ${index === 0 ? 'gs-disabled' : 'gs-primary'}`, 'Previous'),
    immediate ? button(`gs-outlined ${answered ? 'gs-primary' : 'gs-disabled'}`, 'Check') : '',
    button('gs-contained', index + 1 < total ? 'Next' : 'Finish'),
  ];
  return `<div class="gs-q-actions">${button('gs-outlined', 'Flag for later', FLAG_OUTLINED)}<span class="gs-q-ways">${ways.join('')}</span></div>`;
}

function navigatorHtml(slots: readonly number[], current: number, answered: ReadonlySet<number>) {
  const items = slots.map((slot, index) => {
    const classes = [answered.has(slot) && 'gs-q-answered', slot === current && 'gs-q-here']
      .filter(Boolean)
      .join(' ');
    return `<li${classes ? ` class="${classes}"` : ''}>${index + 1}</li>`;
  });
  return `<ol class="gs-q-nav">${items.join('')}</ol>`;
}
