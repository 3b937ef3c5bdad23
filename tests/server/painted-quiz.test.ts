import { describe, expect, it } from 'vitest';
import type { AttemptQuestion, AttemptView } from '../../contract/attempts';
import { paintedQuiz } from '../../server/http/painted-quiz';

const aQuestionOnScreen = (
  slot: number,
  fields: Partial<AttemptQuestion> = {},
): AttemptQuestion => ({
  slot,
  question_id: 100 + slot,
  stem: `Stem ${slot}`,
  figure_url: null,
  multiple: false,
  choices: [
    { id: 0, text: `Choice ${slot}a` },
    { id: 1, text: `Choice ${slot}b` },
  ],
  topic_id: 1,
  topic_name: 'Weather',
  ...fields,
});

const anAttemptView = (fields: Partial<AttemptView> = {}): AttemptView => ({
  id: 7,
  quiz_id: 3,
  class_id: 1,
  student_id: 9,
  quiz_title: 'Weather: practice',
  status: 'open',
  started_at: '2026-11-27T10:00:00.000Z',
  deadline_at: null,
  server_now: '2026-11-27T10:01:00.000Z',
  explanation_mode: 'after_submission',
  questions: [aQuestionOnScreen(1), aQuestionOnScreen(2), aQuestionOnScreen(3)],
  answers: [],
  locked_results: [],
  ...fields,
});

const saved = (slot: number, choiceIds: number[]) => ({
  slot,
  choice_ids: choiceIds,
  flagged: false,
  client_seq: 1,
  locked: false,
  saved_at: '2026-11-27T10:00:30.000Z',
});

/** The painted page as a document, to read it as a browser would. */
const paint = (view: AttemptView, slot: number | null = null) => {
  const html = paintedQuiz(view, slot);
  if (html === null) return null;
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  return { html, text };
};

describe('the quiz page the server paints', () => {
  it('shows the first question with its title, number, topic, stem and lettered choices', () => {
    const page = paint(anAttemptView())!;
    expect(page.text).toContain('Weather: practice');
    expect(page.text).toContain('Question 1 of 3 · Weather');
    expect(page.html).toContain('<p>Stem 1</p>');
    expect(page.text).toContain('A. Choice 1a');
    expect(page.text).toContain('B. Choice 1b');
    expect(page.text).toContain('Choose one answer');
  });

  it('shows the question the address names (?q=), and the first when it names none of them', () => {
    expect(paint(anAttemptView(), 2)!.text).toContain('Question 2 of 3');
    expect(paint(anAttemptView(), 9)!.text).toContain('Question 1 of 3');
  });

  it('marks the saved answer of the question on screen', () => {
    const page = paint(anAttemptView({ answers: [saved(1, [1])] }))!;
    expect(page.html).toMatch(/<div class="gs-q-choice gs-q-chosen">.*?B\.<\/span>/);
    expect(page.html).not.toMatch(/<div class="gs-q-choice gs-q-chosen">.*?A\.<\/span>.*?B\./);
  });

  it('marks answered questions and the current one in the navigator', () => {
    const page = paint(anAttemptView({ answers: [saved(3, [0])] }), 2)!;
    expect(page.html).toContain(
      '<ol class="gs-q-nav"><li>1</li><li class="gs-q-here">2</li><li class="gs-q-answered">3</li></ol>',
    );
  });

  it('draws a question with several right answers with checkboxes and its own legend', () => {
    const multiple = aQuestionOnScreen(1, { multiple: true });
    const page = paint(anAttemptView({ questions: [multiple] }))!;
    expect(page.text).toContain('Choose every correct answer');
    expect(page.html).toContain('M19 5v14H5V5h14');
  });

  it('reads the stem as the app does: paragraphs, emphasis and code', () => {
    const stem = 'Read **this** _first_.\n\nThen `METAR` it.';
    const page = paint(anAttemptView({ questions: [aQuestionOnScreen(1, { stem })] }))!;
    expect(page.html).toContain(
      '<p>Read <strong>this</strong> <em>first</em>.</p>\n<p>Then <code>METAR</code> it.</p>',
    );
  });

  it('escapes what a teacher wrote, so no markup of theirs reaches the page', () => {
    const question = aQuestionOnScreen(1, {
      stem: 'Is 5 > 3?',
      choices: [{ id: 0, text: '<img src=x onerror=alert(1)>' }],
      topic_name: 'A & B',
    });
    const page = paint(anAttemptView({ questions: [question], quiz_title: '"Quoted"' }))!;
    expect(page.html).toContain('Is 5 &gt; 3?');
    expect(page.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.html).toContain('A &amp; B');
    expect(page.html).toContain('&quot;Quoted&quot;');
    expect(page.html).not.toContain('<img');
  });

  it('offers Check in immediate mode, and Finish on the last question', () => {
    const page = paint(anAttemptView({ explanation_mode: 'immediate' }), 3)!;
    expect(page.text).toContain('Check');
    expect(page.text).toContain('Finish');
    expect(page.text).toContain('Enter checks');
  });

  it('keeps room for the time left of a timed attempt', () => {
    const page = paint(anAttemptView({ deadline_at: '2026-11-27T11:00:00.000Z' }))!;
    expect(page.html).toContain('gs-q-pinned');
    expect(paint(anAttemptView())!.html).not.toContain('gs-q-pinned');
  });

  it('paints nothing where the app first draws something else', () => {
    const withFigure = aQuestionOnScreen(1, { figure_url: '/figures/abc' });
    const withTable = aQuestionOnScreen(1, { stem: '| a | b |\n|---|---|' });
    const locked = {
      slot: 1,
      correct: true,
      correct_choice_ids: [0],
      explanation: '',
      reference: '',
    };
    expect(paint(anAttemptView({ status: 'submitted' }))).toBeNull();
    expect(paint(anAttemptView({ questions: [withFigure] }))).toBeNull();
    expect(paint(anAttemptView({ questions: [withTable] }))).toBeNull();
    expect(paint(anAttemptView({ locked_results: [locked] }))).toBeNull();
    expect(paint(anAttemptView({ questions: [] }))).toBeNull();
  });
});
