import { finalExamSettingsSchema, type ExamTopic } from '../../../../contract/class-settings';
import { plural } from '../../../../contract/plural';

const DEFAULTS = finalExamSettingsSchema.parse({});

export type ExamSizeNote = { severity: 'warning' | 'info'; text: string };

/**
 * What the teacher should know about the exam's size beside its fields: the class has fewer
 * published questions than the exam asks (the server then draws what there is, topic by topic,
 * and keeps the whole time limit), or the values are still the defaults.
 */
export function examSizeNote(
  questionCount: number,
  timeLimitMinutes: number,
  topics: readonly ExamTopic[],
): ExamSizeNote | null {
  const published = topics.reduce((sum, topic) => sum + topic.published_question_count, 0);
  const defaults =
    questionCount === DEFAULTS.question_count && timeLimitMinutes === DEFAULTS.time_limit_minutes
      ? ` ${DEFAULTS.question_count} questions in ${DEFAULTS.time_limit_minutes} minutes are the defaults: set what suits your class.`
      : '';
  if (published === 0) {
    return {
      severity: 'warning',
      text: `This class has no published questions yet, so students cannot start the final exam.${defaults}`,
    };
  }
  if (published < questionCount) {
    return {
      severity: 'warning',
      text: `This class has ${plural(published, 'published question')}; the exam asks ${questionCount} — students get at most ${published}, with the whole ${plural(timeLimitMinutes, 'minute')}.${defaults}`,
    };
  }
  return defaults ? { severity: 'info', text: defaults.trim() } : null;
}
