import type { Accommodations, ClassSettings, ExplanationMode, QuizKind } from '../../../contract';
import type { StartRules } from './eligibility';

/** The quiz fields a plan reads. */
export type PlannedQuiz = {
  kind: QuizKind;
  selection: 'fixed' | 'random';
  questionIds: readonly number[];
  randomCount: number | null;
  timeLimitMinutes: number | null;
  passMark: number;
  explanationMode: ExplanationMode;
  shuffleQuestions: boolean;
  shuffleChoices: boolean;
};

/** How an attempt at this quiz runs, for this student. */
export type QuizPlan = {
  /** Questions per attempt (the drill: at most this many). */
  questionCount: number;
  timeLimitMinutes: number | null;
  passMark: number;
  explanationMode: ExplanationMode;
  shuffleQuestions: boolean;
  shuffleChoices: boolean;
  rules: Omit<StartRules, 'attemptsUsed' | 'lastFinishedAt'>;
};

const parseMoment = (value: string | null) => (value === null ? null : new Date(value));

/**
 * Practice quizzes run as their teacher set them, without limits. The final exam runs from the
 * class's final-exam settings (explanations only after submission, the student's extra attempts);
 * the drill from the weak-area settings, in the class's explanation mode.
 */
export function planFor(
  quiz: PlannedQuiz,
  settings: ClassSettings,
  accommodations: Accommodations,
): QuizPlan {
  const unlimited = {
    attemptsAllowed: null,
    cooldownHours: 0,
    opensAt: null,
    closesAt: null,
  };
  switch (quiz.kind) {
    case 'final': {
      const exam = settings.final_exam;
      return {
        questionCount: exam.question_count,
        timeLimitMinutes: exam.time_limit_minutes,
        passMark: exam.pass_mark,
        explanationMode: 'after_submission',
        shuffleQuestions: true,
        shuffleChoices: true,
        rules: {
          attemptsAllowed:
            exam.attempts_allowed === 0
              ? null
              : exam.attempts_allowed + accommodations.extra_final_attempts,
          cooldownHours: exam.cooldown_hours,
          opensAt: parseMoment(exam.opens_at),
          closesAt: parseMoment(exam.closes_at),
        },
      };
    }
    case 'drill':
      return {
        questionCount: settings.weak_areas.drill_size,
        timeLimitMinutes: null,
        passMark: quiz.passMark,
        explanationMode: settings.general.explanation_mode,
        shuffleQuestions: false,
        shuffleChoices: true,
        rules: unlimited,
      };
    case 'practice':
      return {
        questionCount:
          quiz.selection === 'fixed' ? quiz.questionIds.length : (quiz.randomCount ?? 0),
        timeLimitMinutes: quiz.timeLimitMinutes,
        passMark: quiz.passMark,
        explanationMode: quiz.explanationMode,
        shuffleQuestions: quiz.shuffleQuestions,
        shuffleChoices: quiz.shuffleChoices,
        rules: unlimited,
      };
  }
}
