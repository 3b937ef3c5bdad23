import type { MissedQuestionSession } from '../../../contract';
import type { Database } from '../../db/client';
import { figureUrl } from '../attempts/attempt-view';
import { choiceOrder, type Random } from '../attempts/draw';
import { storedFromRow, toApiState } from '../flashcards/card-state';
import { dueMissedQuestions, missedQueueSummary } from './queue-queries';

/**
 * The student's missed questions due now, each with its choices in a fresh random order and
 * nothing that tells the right one, and the queue's counts.
 */
export async function loadMissedSession(
  db: Database,
  request: { userId: number; classId: number; now: Date; random?: Random },
): Promise<MissedQuestionSession> {
  const [due, summary] = await Promise.all([
    dueMissedQuestions(db, request),
    missedQueueSummary(db, request),
  ]);
  return {
    questions: due.map(({ state, question }) => ({
      question_id: question.id,
      version: question.version,
      topic_id: question.topicId,
      topic_name: question.topicName,
      stem: question.stem,
      multiple: question.multiple,
      figure_url: figureUrl(question.figureHash),
      choices: choiceOrder(question.choices.length, true, request.random).map((position) => ({
        id: position,
        text: question.choices[position]?.text ?? '',
      })),
      right_streak: state.rightStreak,
      schedule: toApiState(storedFromRow(state)),
    })),
    counts: {
      due: due.length,
      queued: summary.queued,
      next_due_at: summary.nextDue ? summary.nextDue.toISOString() : null,
    },
    server_time: request.now.toISOString(),
  };
}
