import { ATTEMPT_MESSAGES, type ClassQuiz, type ClassQuizList } from '../../../contract';
import type { Database } from '../../db/client';
import { attemptStatsByQuiz } from '../../repositories/attempts';
import { listExamTopics, readClassSettings } from '../../repositories/class-settings';
import { accommodationsOf, readAccommodations } from '../../repositories/members';
import { listQuizzes, type QuizRow } from '../../repositories/quizzes';
import { weakTopicIds } from '../progress/weak-topics';
import { startBlockSentence } from './attempt-errors';
import { extraMinutes, startBlock } from './eligibility';
import { planFor } from './quiz-plan';
import { notFound } from '../../errors/api-error';

const EVERY = { limit: 1000, offset: 0 };

/**
 * The quizzes a student may take in a class, with their attempts: the final exam, the weak-area
 * drill and the topics' published practice quizzes.
 */
export async function classQuizList(
  db: Database,
  classId: number,
  userId: number,
  now: Date,
): Promise<ClassQuizList> {
  const [settings, accommodations, topics, stats, practice, fixed] = await Promise.all([
    readClassSettings(db, classId),
    readAccommodations(db, classId),
    listExamTopics(db, classId),
    attemptStatsByQuiz(db, classId, userId),
    listQuizzes(db, { classId, kind: 'practice', visibleToStudents: true }, EVERY),
    listQuizzes(db, { classId, visibleToStudents: false }, EVERY),
  ]);
  if (!settings) throw notFound('class');
  const topicName = new Map(topics.map((topic) => [topic.id, topic.name]));
  const hasPublished = topics.some((topic) => topic.published_question_count > 0);
  const weak = await weakTopicIds(db, classId, userId, settings.weak_areas);
  const extra = accommodationsOf(accommodations, userId);

  const entry = (quiz: QuizRow): ClassQuiz => {
    const plan = planFor(quiz, settings, extra);
    const mine = stats.get(quiz.id);
    const block = startBlock(
      {
        ...plan.rules,
        attemptsUsed: mine?.used ?? 0,
        lastFinishedAt: mine?.lastFinishedAt ?? null,
      },
      now,
    );
    const reason =
      quiz.kind === 'drill' && weak.length === 0
        ? ATTEMPT_MESSAGES.noWeakTopics
        : quiz.kind === 'final' && !hasPublished
          ? ATTEMPT_MESSAGES.notOpen
          : block
            ? startBlockSentence(block)
            : null;
    return {
      id: quiz.id,
      kind: quiz.kind,
      topic_id: quiz.topicId,
      topic_name: quiz.topicId === null ? null : (topicName.get(quiz.topicId) ?? null),
      title: quiz.title,
      question_count: plan.questionCount,
      time_limit_minutes: plan.timeLimitMinutes,
      extra_time_minutes: Math.round(extraMinutes(plan.timeLimitMinutes, extra)),
      pass_mark: plan.passMark,
      explanation_mode: plan.explanationMode,
      attempts_used: mine?.used ?? 0,
      attempts_allowed: plan.rules.attemptsAllowed,
      available_from: block?.reason === 'cooldown' ? block.until.toISOString() : null,
      closes_at: plan.rules.closesAt?.toISOString() ?? null,
      unavailable_reason: mine?.openAttemptId ? null : reason,
      open_attempt_id: mine?.openAttemptId ?? null,
      best_score: mine?.best ?? null,
      last_score: mine?.last ?? null,
      last_attempt_id: mine?.lastAttemptId ?? null,
    };
  };

  const classQuizzes = fixed.items.filter((quiz) => quiz.kind !== 'practice');
  return {
    quizzes: [...classQuizzes, ...practice.items].map(entry),
    weak_topic_ids: weak,
  };
}
