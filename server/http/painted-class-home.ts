import type { ClassQuizList } from '../../contract/attempts';
import type { MissedQuestionCounts } from '../../contract/missed-questions';
import {
  BADGE_LABELS,
  type ReadinessView,
  type StudentPerformance,
  type StudentProgress,
} from '../../contract/progress';
import {
  NO_WEAK_TOPIC,
  READINESS_WITHOUT_ANSWERS,
  READINESS_WITHOUT_FINAL,
  readinessExplanation,
  streakSuffix,
  weakTopicsLine,
  wholePercent,
} from '../../contract/study-texts';
import { escapeHtml } from './escape-html';
import { missedDueHtml, paintedButton as button } from './painted-parts';
import { FIRE, STAR_BORDER, TROPHY } from './shell-icons';

export type PaintedClassHomeData = {
  className: string;
  progress: StudentProgress;
  missed: MissedQuestionCounts;
  performance: StudentPerformance;
  quizzes: ClassQuizList;
};

/**
 * The class home's first sections as the server paints them before any JavaScript: the title,
 * the training record's link, points, streak and badges, the missed questions due, readiness and
 * the weak areas, laid out as the app draws them (src/features/student/performance/, styled by
 * build/painted-style.ts) so nothing moves when the app takes over; the app adds the charts and
 * quizzes below. Nothing in it responds: the app replaces it whole. `null` when the app would
 * first draw something the server cannot (an endorsement's date, written in the reader's locale).
 */
export function paintedClassHome({
  className,
  progress,
  missed,
  performance,
  quizzes,
}: PaintedClassHomeData): string | null {
  if (progress.endorsement !== null) return null;
  const drill = quizzes.quizzes.some((quiz) => quiz.kind === 'drill');
  return [
    '<div class="gs-h-stack">',
    `<div><p class="gs-overline">Class home</p><h1 class="gs-h-title">${escapeHtml(className)}</h1></div>`,
    `<div class="gs-h-record">${button('gs-text gs-primary', 'Training record')}</div>`,
    progressHtml(progress),
    missedDueHtml(missed),
    '<div class="gs-h-grid">',
    readinessHtml(performance.readiness),
    weakAreasHtml(performance, drill),
    '</div></div>',
  ].join('');
}

function progressHtml(progress: StudentProgress) {
  const points = progress.points_enabled
    ? `<div class="gs-h-figure">${STAR_BORDER}<p><strong>${progress.points}</strong> points</p>${button('gs-text gs-primary gs-small', 'How the points add up')}</div>`
    : '';
  const streak = `<div class="gs-h-figure gs-h-streak">${FIRE}<p><strong>${progress.streak.current}</strong>${streakSuffix(progress.streak)}</p></div>`;
  const badges =
    progress.badges.length === 0
      ? ''
      : `<ul class="gs-h-badges" aria-label="Badges">${progress.badges
          .map(
            ({ kind }) =>
              `<li class="gs-chip gs-chip-outlined">${TROPHY}${BADGE_LABELS[kind]}</li>`,
          )
          .join('')}</ul>`;
  return `<div class="gs-paper gs-h-progress"><div class="gs-h-figures">${points}${streak}</div>${badges}</div>`;
}

const card = (title: string, id: string, body: string) =>
  `<section class="gs-paper gs-h-card" aria-labelledby="${id}"><h2 id="${id}" class="gs-h6 gs-h-gutter">${title}</h2>${body}</section>`;

/** A sentence in the secondary text colour (escaped here, as every caller's text needs). */
const secondary = (text: string) => `<p class="gs-h-secondary">${escapeHtml(text)}</p>`;

function readinessHtml(readiness: ReadinessView | null) {
  if (readiness === null) {
    return card('Readiness', 'readiness-title', secondary(READINESS_WITHOUT_FINAL));
  }
  if (readiness.answers === 0) {
    return card('Readiness', 'readiness-title', secondary(READINESS_WITHOUT_ANSWERS));
  }
  const figure = wholePercent(readiness.predicted);
  return card(
    'Readiness',
    'readiness-title',
    [
      '<div class="gs-h-readiness">',
      `<div class="gs-h-score"><p class="gs-h3">${figure}</p><span class="gs-chip ${readiness.ready ? 'gs-chip-ready' : 'gs-chip-not-ready'}">${readiness.ready ? 'Ready' : 'Not ready yet'}</span></div>`,
      `<div class="gs-h-meter" role="progressbar" aria-label="Predicted final-exam score ${figure}" aria-valuenow="${Math.round(readiness.predicted)}" aria-valuemin="0" aria-valuemax="100"><span style="width:${Math.min(100, readiness.predicted)}%"></span></div>`,
      `<p class="gs-body2">${escapeHtml(readinessExplanation(readiness))}</p>`,
      '</div>',
    ].join(''),
  );
}

function weakAreasHtml({ topics }: StudentPerformance, drill: boolean) {
  const weak = topics.filter((topic) => topic.weak);
  const body =
    weak.length === 0
      ? secondary(NO_WEAK_TOPIC)
      : `<div class="gs-h-readiness"><p>${escapeHtml(weakTopicsLine(weak))}</p>${drill ? `<div>${button('gs-contained', 'Practise now')}</div>` : ''}</div>`;
  return card('Weak areas', 'weak-areas-title', body);
}
