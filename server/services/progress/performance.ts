import { missedQueueSizes } from '../missed-questions/queue-queries';
import type {
  ClassOverview,
  ReadinessView,
  StudentPerformance,
  TopicPerformance,
} from '../../../contract';
import type { Database } from '../../db/client';
import { listClassStudents } from '../../repositories/classes';
import { listExamTopics, readClassSettings } from '../../repositories/class-settings';
import {
  studentActivity,
  topicAnswerStats,
  type TopicAnswerStats,
} from '../../repositories/performance';
import { effectiveWeights } from '../../../contract/topic-allocation';
import { betaAccuracy, readinessOf, RECENT_ANSWERS, type TopicAccuracy } from './readiness';
import { topicReading } from './weak-topics';
import { notFound } from '../../errors/api-error';

type Settings = NonNullable<Awaited<ReturnType<typeof readClassSettings>>>;
type ExamTopic = Awaited<ReturnType<typeof listExamTopics>>[number];

const round = (value: number) => Math.round(value * 10) / 10;

/** One student's readiness from their per-topic answer sums. */
function readinessFor(
  stats: readonly TopicAnswerStats[],
  settings: Settings,
  topics: readonly ExamTopic[],
): ReadinessView | null {
  const accuracies = new Map<number, TopicAccuracy>(
    stats.map((entry) => [
      entry.topicId,
      betaAccuracy(
        entry.weightedRight,
        entry.weightedWrong,
        Math.min(entry.answers, RECENT_ANSWERS),
      ),
    ]),
  );
  const passMark = settings.final_exam.pass_mark;
  const weights = effectiveWeights(settings.final_exam.topic_weights, topics);
  const result = readinessOf(accuracies, weights, passMark);
  return (
    result && {
      predicted: round(result.predicted),
      low: round(result.low),
      high: round(result.high),
      ready: result.ready,
      answers: result.answers,
      unanswered_topics: result.unansweredTopics,
      pass_mark: passMark,
    }
  );
}

async function classBasics(db: Database, classId: number) {
  const [settings, topics] = await Promise.all([
    readClassSettings(db, classId),
    listExamTopics(db, classId),
  ]);
  if (!settings) throw notFound('class');
  return { settings, topics };
}

/** A student's readiness and accuracy per topic of the class. */
export async function studentPerformance(
  db: Database,
  classId: number,
  userId: number,
): Promise<StudentPerformance> {
  const { settings, topics } = await classBasics(db, classId);
  const stats = await topicAnswerStats(db, classId, {
    userId,
    lastAnswers: settings.weak_areas.last_answers,
  });
  const byTopic = new Map(stats.map((entry) => [entry.topicId, entry]));
  return {
    readiness: readinessFor(stats, settings, topics),
    topics: topics.map((topic): TopicPerformance => {
      const entry = byTopic.get(topic.id);
      return {
        topic_id: topic.id,
        name: topic.name,
        answers: entry?.answers ?? 0,
        correct: entry?.correct ?? 0,
        ...topicReading(entry, settings.weak_areas),
      };
    }),
  };
}

/**
 * The heat map's topics: those with published questions, and those answered before their
 * questions were retired. An empty or flashcard-only topic would only be a column of dashes.
 */
export const heatMapTopics = (
  topics: readonly ExamTopic[],
  stats: readonly Pick<TopicAnswerStats, 'topicId'>[],
) => {
  const answered = new Set(stats.map((entry) => entry.topicId));
  return topics.filter((topic) => topic.published_question_count > 0 || answered.has(topic.id));
};

/** Every student's progress in the class and their accuracy per topic (the heat map). */
export async function classOverview(db: Database, classId: number): Promise<ClassOverview> {
  const basics = await classBasics(db, classId);
  const { settings } = basics;
  const [students, activity, stats, missedQueues] = await Promise.all([
    listClassStudents(db, classId),
    studentActivity(db, classId),
    topicAnswerStats(db, classId, { lastAnswers: settings.weak_areas.last_answers }),
    missedQueueSizes(db, classId),
  ]);
  const topics = heatMapTopics(basics.topics, stats);
  const activityOf = new Map(activity.map((entry) => [entry.userId, entry]));
  const statsOf = new Map<number, TopicAnswerStats[]>();
  for (const entry of stats) {
    const list = statsOf.get(entry.userId) ?? [];
    list.push(entry);
    statsOf.set(entry.userId, list);
  }
  return {
    topics: topics.map((topic) => ({ id: topic.id, name: topic.name })),
    students: students.map((student) => {
      const mine = statsOf.get(student.id) ?? [];
      const byTopic = new Map(mine.map((entry) => [entry.topicId, entry]));
      const summary = activityOf.get(student.id);
      return {
        user_id: student.id,
        name: student.name,
        last_activity: summary?.lastActivity?.toISOString() ?? null,
        finished_attempts: summary?.finishedAttempts ?? 0,
        average: summary?.average ?? null,
        best_final: summary?.bestFinal ?? null,
        readiness: readinessFor(mine, settings, basics.topics),
        endorsed: summary?.endorsed ?? false,
        points: settings.general.points_enabled ? (summary?.points ?? 0) : 0,
        missed_queue: missedQueues.get(student.id) ?? 0,
        topics: topics.map((topic) => {
          const entry = byTopic.get(topic.id);
          return {
            answers: entry?.answers ?? 0,
            accuracy: topicReading(entry, settings.weak_areas).accuracy,
          };
        }),
      };
    }),
  };
}
