import { describe, expect, it } from 'vitest';
import type { ReadinessView, StudentPerformance, StudentProgress } from '../../contract/progress';
import { paintedClassHome, type PaintedClassHomeData } from '../../server/http/painted-class-home';
import { aClassQuiz } from '../client/helpers/attempt-builders';

const aProgress = (fields: Partial<StudentProgress> = {}): StudentProgress => ({
  points_enabled: true,
  points: 130,
  points_by_reason: [],
  streak: { current: 1, longest: 1 },
  badges: [{ kind: 'first_quiz', earned_at: '2026-11-27T10:00:00.000Z' }],
  endorsement: null,
  ...fields,
});

const aReadiness = (fields: Partial<ReadinessView> = {}): ReadinessView => ({
  predicted: 44.6,
  low: 28.2,
  high: 61.4,
  ready: false,
  answers: 24,
  unanswered_topics: 0,
  pass_mark: 70,
  ...fields,
});

const aPerformance = (fields: Partial<StudentPerformance> = {}): StudentPerformance => ({
  readiness: aReadiness(),
  topics: [
    { topic_id: 1, name: 'Weather', answers: 8, correct: 2, accuracy: 25, weak: true },
    { topic_id: 2, name: 'Navigation', answers: 8, correct: 8, accuracy: 100, weak: false },
  ],
  ...fields,
});

const paint = (fields: Partial<PaintedClassHomeData> = {}) =>
  paintedClassHome({
    className: 'Private Pilot',
    progress: aProgress(),
    missed: { due: 2, queued: 5, next_due_at: null },
    performance: aPerformance(),
    quizzes: { quizzes: [aClassQuiz({ kind: 'drill', id: 9 })], weak_topic_ids: [1] },
    ...fields,
  });

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the class home the server paints', () => {
  it("shows the class's name under the page's overline, and the training record's link", () => {
    expect(textOf(paint()!)).toMatch(/^ Class home Private Pilot Training record /);
  });

  it('shows the points, the streak and the badges', () => {
    const text = textOf(paint()!);
    expect(text).toContain('130 points How the points add up');
    expect(text).toContain('1 -day streak');
    expect(text).toContain('First quiz');
  });

  it('shows the longest streak when it was longer, and no points when the class has them off', () => {
    const text = textOf(
      paint({
        progress: aProgress({ points_enabled: false, streak: { current: 2, longest: 9 } }),
      })!,
    );
    expect(text).toContain('2 -day streak (longest 9)');
    expect(text).not.toContain('points');
  });

  it('shows the missed questions due, with the way into them only when some are due', () => {
    expect(textOf(paint()!)).toContain(
      'Missed questions due 2 due · 5 in your queue Review missed questions',
    );
    const none = textOf(paint({ missed: { due: 0, queued: 0, next_due_at: null } })!);
    expect(none).toContain('None: a question you miss comes back here');
    expect(none).not.toContain('Review missed questions');
  });

  it('shows the predicted score, whether it is ready, and what the prediction rests on', () => {
    const html = paint()!;
    expect(textOf(html)).toContain(
      'Readiness 45 % Not ready yet Predicted final-exam score, likely between 28 % and 61 % (pass mark 70 %), from 24 recent answers. Practise the weak topics to raise it.',
    );
    expect(html).toContain('style="width:44.6%"');
  });

  it('says why there is no prediction yet', () => {
    expect(textOf(paint({ performance: aPerformance({ readiness: null }) })!)).toContain(
      'A prediction appears once the class&#39;s final exam has published questions.',
    );
    const noAnswers = aPerformance({ readiness: aReadiness({ answers: 0 }) });
    expect(textOf(paint({ performance: noAnswers })!)).toContain('No answers yet');
  });

  it('names the weak topics, with the drill when the class has one', () => {
    expect(textOf(paint()!)).toContain('Weak areas Weather (25 %) Practise now');
    const noDrill = textOf(paint({ quizzes: { quizzes: [], weak_topic_ids: [] } })!);
    expect(noDrill).toContain('Weather (25 %)');
    expect(noDrill).not.toContain('Practise now');
  });

  it('says when no topic is weak', () => {
    const performance = aPerformance({ topics: [] });
    expect(textOf(paint({ performance })!)).toContain('No weak topic right now.');
  });

  it('escapes what a teacher wrote', () => {
    expect(paint({ className: '<b>Class</b>' })).toContain('&lt;b&gt;Class&lt;/b&gt;');
    const topics = [
      { topic_id: 1, name: '<i>Wx</i>', answers: 1, correct: 0, accuracy: 0, weak: true },
    ];
    expect(paint({ performance: aPerformance({ topics }) })).toContain('&lt;i&gt;Wx&lt;/i&gt;');
  });

  it("paints nothing when the student's endorsement shows (its date is in the reader's locale)", () => {
    const endorsement = { teacher_name: 'Ann', endorsed_at: '2026-11-27T10:00:00.000Z' };
    expect(paint({ progress: aProgress({ endorsement }) })).toBeNull();
  });
});
