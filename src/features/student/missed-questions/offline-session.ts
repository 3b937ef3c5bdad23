import type { MissedQuestionSession } from '../../../../contract/missed-questions';
import { isClientError } from '../../../api/api-error';
import { fetchMissedSession, missedQuestionKeys } from '../../../api/missed-questions';
import { afterNextPaint } from '../../../lib/after-next-paint';
import {
  offlineSnapshots,
  type KeptSession,
  type StudySession,
} from '../../../lib/offline-snapshots';
import { useKeptSession } from '../../../lib/use-kept-session';
import { answersWaiting, missedAnswerOutbox } from './answer-outbox';

/** A question answered on this device: `id` is the answer's review id. */
export type AnsweredHere = { id: string; questionId: number };

/** The due missed questions: the server's, or (`offline`) the ones kept on this device. */
export type MissedStudySession = StudySession<MissedQuestionSession>;

const kept = offlineSnapshots<KeptSession<MissedQuestionSession>, AnsweredHere>('missed-questions');

/** The session without the questions answered here that the server has not reflected yet. */
export function withoutAnswered(
  session: MissedQuestionSession,
  answered: readonly AnsweredHere[],
): MissedQuestionSession {
  const done = new Set(answered.map((answer) => answer.questionId));
  return { ...session, questions: session.questions.filter((q) => !done.has(q.question_id)) };
}

/**
 * The due questions from the server, without those whose answers are still on their way, kept on
 * the device (after the paint); when the server cannot be reached, the ones kept, without those
 * answered since.
 */
export async function loadMissedSession(
  classId: number,
  signal?: AbortSignal,
): Promise<MissedStudySession> {
  const key = String(classId);
  // Read beside the request (the outbox, started here, sends what waits).
  const waitingRead = answersWaiting(classId).catch(() => []);
  try {
    const session = await fetchMissedSession(classId, signal);
    const clockOffsetMs = Date.parse(session.server_time) - Date.now();
    const waiting = (await waitingRead).map(({ id, payload }) => ({
      id,
      questionId: payload.questionId,
    }));
    afterNextPaint(
      () => void kept.remember(key, { session, clockOffsetMs }, waiting).catch(() => {}),
    );
    return { session: withoutAnswered(session, waiting), clockOffsetMs, offline: false };
  } catch (error) {
    if (isClientError(error)) throw error;
    const snapshot = await kept.read(key);
    if (!snapshot) throw error;
    const { session, clockOffsetMs } = snapshot.data;
    return { session: withoutAnswered(session, snapshot.done), clockOffsetMs, offline: true };
  }
}

/** A question answered in the session, kept with it (after the paint). */
export const keepAnswer = (classId: number, answer: AnsweredHere) =>
  afterNextPaint(() => void kept.record(String(classId), answer).catch(() => {}));

const sendAnswersWaiting = () => missedAnswerOutbox().flush();

/** The missed questions to review, reconciled with the server's once back online. */
export const useMissedStudySession = (classId: number) =>
  useKeptSession(
    [...missedQuestionKeys.session(classId), 'on-device'],
    (signal) => loadMissedSession(classId, signal),
    sendAnswersWaiting,
  );
