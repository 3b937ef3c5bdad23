import { and, eq } from 'drizzle-orm';
import type { MissedAnswerResult } from '../../../contract';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/executor';
import { missedQuestionReviews, missedQuestionStates, questions } from '../../db/schema';
import { conflict, invalidField, notFound } from '../../errors/api-error';
import { answerFault } from '../attempts/answer-fault';
import { choiceOrder } from '../attempts/draw';
import { correctPositions, isCorrect } from '../attempts/grading';
import {
  logValues,
  rowValuesFromStored,
  storedFromRow,
  toApiState,
} from '../flashcards/card-state';
import { rate } from '../flashcards/scheduling';
import { desiredRetentionOf } from '../flashcards/desired-retention';
import { leavesQueue, ratingOf, streakAfter } from './queue-rules';
import { studentParameters } from '../fsrs-fitting/fitting-job';
import { ratingTime } from '../flashcards/rating-time';

export type MissedAnswerRequest = {
  userId: number;
  classId: number;
  questionId: number;
  reviewId: string;
  version: number;
  choiceIds: number[];
  durationMs?: number;
  /** When the device says the answer was given (an answer given offline arrives later). */
  reviewedAt?: Date;
  now: Date;
};

async function queuedQuestion(tx: Transaction, request: MissedAnswerRequest) {
  const [row] = await tx
    .select({ state: missedQuestionStates, question: questions })
    .from(missedQuestionStates)
    .innerJoin(questions, eq(questions.id, missedQuestionStates.questionId))
    .where(
      and(
        eq(missedQuestionStates.userId, request.userId),
        eq(missedQuestionStates.questionId, request.questionId),
        eq(missedQuestionStates.classId, request.classId),
        eq(questions.status, 'published'),
      ),
    )
    .for('update', { of: missedQuestionStates });
  return row;
}

/**
 * Grades the student's answer to a due missed question on the server, rates the review from it
 * (FSRS at the time it was given (`ratingTime`: the device's claim within limits, else `now`), the
 * student's desired retention (their own, else the class's) and their fitted parameters), appends the
 * log entry and stores the new schedule, or takes the question out of the queue at its third right
 * answer in a row; one transaction. The same `reviewId` again answers what that answer got and writes nothing.
 */
export async function answerMissedQuestion(
  db: Database,
  request: MissedAnswerRequest,
): Promise<MissedAnswerResult> {
  const { userId, questionId, reviewId, now } = request;
  const retention = await desiredRetentionOf(db, userId, request.classId);
  const parameters = await studentParameters(db, userId);
  return db.transaction(async (tx) => {
    const [seen] = await tx
      .select()
      .from(missedQuestionReviews)
      .where(
        and(eq(missedQuestionReviews.userId, userId), eq(missedQuestionReviews.reviewId, reviewId)),
      );
    if (seen) return repeated(tx, seen, request);

    const row = await queuedQuestion(tx, request);
    if (!row) throw notFound('question in your missed-question queue');
    const { state, question } = row;
    if (question.currentVersion !== request.version) {
      throw conflict('This question was changed since it was shown; it is asked again.');
    }
    if (state.due > now) throw conflict('This question is not due yet.');
    const positions = choiceOrder(question.choices.length, false);
    const fault = answerFault(
      { multiple: question.multipleResponse, choiceOrder: positions },
      request.choiceIds,
    );
    if (fault) throw invalidField('body.choice_ids', fault);

    const correctIds = correctPositions(question.choices);
    const correct = isCorrect(request.choiceIds, correctIds);
    const rating = ratingOf(correct, request.durationMs);
    const before = storedFromRow(state);
    const previous = before.lastReview ? new Date(before.lastReview) : null;
    const ratedAt = ratingTime(request.reviewedAt, now, previous);
    const { card: after, log } = rate(before, rating, ratedAt, retention, parameters);
    const streak = streakAfter(state.rightStreak, correct);
    const left = leavesQueue(streak);
    await tx.insert(missedQuestionReviews).values({
      reviewId,
      userId,
      classId: request.classId,
      questionId,
      version: question.currentVersion,
      topicId: question.topicId,
      choiceIds: request.choiceIds,
      correct,
      ...logValues(rating, log, state.due, after, ratedAt),
      cardBefore: before,
      durationMs: request.durationMs ?? null,
    });
    const key = and(
      eq(missedQuestionStates.userId, userId),
      eq(missedQuestionStates.questionId, questionId),
    );
    if (left) {
      await tx.delete(missedQuestionStates).where(key);
    } else {
      await tx
        .update(missedQuestionStates)
        .set({ ...rowValuesFromStored(after), rightStreak: streak, updatedAt: now })
        .where(key);
    }
    return {
      review_id: reviewId,
      question_id: questionId,
      correct,
      correct_choice_ids: correctIds,
      explanation: question.explanation,
      reference: question.reference,
      rating,
      right_streak: streak,
      left_queue: left,
      schedule: left ? null : toApiState(after),
    };
  });
}

/** An answer sent again: what it got, with the question's queue as it stands now. */
async function repeated(
  tx: Transaction,
  seen: typeof missedQuestionReviews.$inferSelect,
  request: MissedAnswerRequest,
): Promise<MissedAnswerResult> {
  const [question] = await tx.select().from(questions).where(eq(questions.id, seen.questionId));
  const [state] = await tx
    .select()
    .from(missedQuestionStates)
    .where(
      and(
        eq(missedQuestionStates.userId, request.userId),
        eq(missedQuestionStates.questionId, seen.questionId),
      ),
    );
  return {
    review_id: seen.reviewId,
    question_id: seen.questionId,
    correct: seen.correct,
    correct_choice_ids: question ? correctPositions(question.choices) : [],
    explanation: question?.explanation ?? '',
    reference: question?.reference ?? '',
    rating: seen.rating,
    right_streak: state?.rightStreak ?? 0,
    left_queue: !state,
    schedule: state ? toApiState(storedFromRow(state)) : null,
  };
}
