import type { ExamPreview, FinalExamSettings } from '../../../contract';
import type { Database } from '../../db/client';
import {
  listExamTopics,
  samplePublishedQuestions,
  writeSettingsGroup,
} from '../../repositories/class-settings';
import { allocateByWeight, effectiveWeights } from '../../../contract/topic-allocation';
import { invalid } from '../../errors/api-error';

const FOREIGN_TOPIC_MESSAGE = 'Weights can only name topics of this class.';

async function classTopicsFor(db: Database, classId: number, settings: FinalExamSettings) {
  const topics = await listExamTopics(db, classId);
  const known = new Set(topics.map((topic) => topic.id));
  if (settings.topic_weights.some((entry) => !known.has(entry.topic_id))) {
    throw invalid(FOREIGN_TOPIC_MESSAGE, [
      { path: 'body.topic_weights', message: FOREIGN_TOPIC_MESSAGE },
    ]);
  }
  return topics;
}

/** Saves the final-exam settings after checking every weighted topic belongs to the class. */
export async function updateFinalExamSettings(
  db: Database,
  classId: number,
  settings: FinalExamSettings,
) {
  await db.transaction(async (tx) => {
    await classTopicsFor(tx, classId, settings);
    await writeSettingsGroup(tx, classId, 'final_exam', settings);
  });
}

/** A sample exam drawn with these (possibly unsaved) settings, and each topic's share. */
export async function previewFinalExam(
  db: Database,
  classId: number,
  settings: FinalExamSettings,
): Promise<ExamPreview> {
  const topics = await classTopicsFor(db, classId, settings);
  const byId = new Map(topics.map((topic) => [topic.id, topic]));
  const weights = effectiveWeights(settings.topic_weights, topics).filter(
    (entry) => entry.weight > 0,
  );
  const allocation = allocateByWeight(
    settings.question_count,
    weights.map((entry) => ({
      topicId: entry.topic_id,
      weight: entry.weight,
      available: byId.get(entry.topic_id)?.published_question_count ?? 0,
    })),
  );
  const questions = [];
  for (const share of allocation) {
    questions.push(...(await samplePublishedQuestions(db, classId, share.topicId, share.drawn)));
  }
  return {
    topics: allocation.map((share) => ({
      topic_id: share.topicId,
      name: byId.get(share.topicId)?.name ?? '',
      wanted: share.wanted,
      drawn: share.drawn,
      available: byId.get(share.topicId)?.published_question_count ?? 0,
    })),
    questions,
  };
}
