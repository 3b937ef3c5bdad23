import { eq } from 'drizzle-orm';
import { Rating } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../server/db/client';
import { missedQuestionReviews, studentFsrsParameters } from '../../../server/db/schema';
import { studentReviewLog } from '../../../server/services/fsrs-fitting/student-review-log';
import { studyDayNumber } from '../../../server/services/study-day';
import { rate } from '../../../server/services/flashcards/scheduling';
import { loadFlashcardSession } from '../../../server/services/flashcards/load-session';
import { recordReview } from '../../../server/services/flashcards/record-review';
import { fitDueStudents } from '../../../server/services/fsrs-fitting/fitting-job';
import { MIN_ITEMS } from '../../../server/services/fsrs-fitting/fit-parameters';
import { seededRandom, simulateLearner } from '../../../scripts/bench/simulated-learners';
import { createClassRow, createUser } from '../helpers/auth-fixtures';
import { aDeck, flashcardReviewLog } from '../helpers/flashcard-builders';
import { createTestDatabase } from '../helpers/test-database';

const DAY = 86_400_000;
const start = new Date('2026-01-05T17:00:00Z');
let connection: DatabaseConnection;
const db = () => connection.db;

beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(async () => {
  await connection.close();
});

/** A student of a new class with a simulated learner's ratings (seed 1: a fit worth keeping). */
async function aStudentWithRatings(seed = 1, days = 40) {
  const { id: userId } = await createUser(db());
  const classId = await createClassRow(db());
  const {
    cards: [card],
  } = await aDeck(db(), classId, 1);
  const { log } = simulateLearner(seededRandom(seed), { days, newPerDay: 10 });
  await flashcardReviewLog(
    db(),
    { userId, classId, topicId: card!.topicId },
    log.map(({ card: id, rating, day }, index) => ({
      flashcardId: Number(id) + 1,
      rating,
      at: new Date(start.getTime() + day * DAY + index * 1000),
    })),
  );
  return { userId, classId, card: card!, ratings: log.length };
}

const fitOf = async (userId: number) => {
  const [row] = await db()
    .select()
    .from(studentFsrsParameters)
    .where(eq(studentFsrsParameters.userId, userId));
  return row;
};

describe('the FSRS fitting job', () => {
  it('fits a student with enough ratings and keeps the fit beside the defaults’ figures', async () => {
    const { userId, ratings } = await aStudentWithRatings();
    const now = new Date('2026-03-01T03:00:00Z');
    await fitDueStudents(db(), now);
    const fit = await fitOf(userId);
    expect(fit?.parameters).toHaveLength(21);
    expect(fit?.reviewCount).toBe(ratings);
    expect(fit?.fittedAt).toEqual(now);
    expect(fit?.claimedAt).toBeNull();
    expect(fit?.logLoss).toBeLessThan(fit?.defaultLogLoss ?? 0);
  });

  it('leaves a student with too few ratings on the defaults, without a fit', async () => {
    const { id: userId } = await createUser(db());
    const classId = await createClassRow(db());
    const {
      cards: [card],
    } = await aDeck(db(), classId, 1);
    const few = Array.from({ length: MIN_ITEMS - 1 }, (_, day) => ({
      flashcardId: card!.id,
      rating: 3,
      at: new Date(start.getTime() + day * DAY),
    }));
    await flashcardReviewLog(db(), { userId, classId, topicId: card!.topicId }, few);
    await fitDueStudents(db(), new Date('2026-06-01T03:00:00Z'));
    expect(await fitOf(userId)).toBeUndefined();
  });

  it('fits a student again only after a day and a fifth more ratings', async () => {
    const { userId, classId, card } = await aStudentWithRatings(5);
    const first = new Date('2026-03-02T03:00:00Z');
    await fitDueStudents(db(), first);
    const fitted = await fitOf(userId);
    await fitDueStudents(db(), new Date(first.getTime() + 2 * DAY));
    expect((await fitOf(userId))?.fittedAt).toEqual(first);

    const more = Array.from({ length: Math.ceil((fitted?.reviewCount ?? 0) * 0.2) }, (_, i) => ({
      flashcardId: card.id,
      rating: 3,
      at: new Date(first.getTime() + i * 1000),
    }));
    await flashcardReviewLog(db(), { userId, classId, topicId: card.topicId }, more);
    await fitDueStudents(db(), new Date(first.getTime() + DAY / 2));
    expect((await fitOf(userId))?.fittedAt).toEqual(first);
    const later = new Date(first.getTime() + 2 * DAY);
    await fitDueStudents(db(), later);
    expect((await fitOf(userId))?.fittedAt).toEqual(later);
  });

  it('leaves a student another process took a moment ago', async () => {
    const { userId } = await aStudentWithRatings(6, 30);
    const now = new Date('2026-03-03T03:00:00Z');
    await db()
      .insert(studentFsrsParameters)
      .values({ userId, reviewCount: 0, claimedAt: new Date(now.getTime() - 60_000) });
    await fitDueStudents(db(), now);
    expect((await fitOf(userId))?.fittedAt).toBeNull();
    await fitDueStudents(db(), new Date(now.getTime() + DAY));
    expect((await fitOf(userId))?.fittedAt).not.toBeNull();
  });
});

describe('the ratings a fit reads', () => {
  it('are the student’s flashcard and missed-question ratings, in the order given, each card its own', async () => {
    const { id: userId } = await createUser(db());
    const classId = await createClassRow(db());
    const {
      topicId,
      cards: [card],
    } = await aDeck(db(), classId, 1);
    const day = (n: number) => new Date(start.getTime() + n * DAY);
    await flashcardReviewLog(db(), { userId, classId, topicId }, [
      { flashcardId: card!.id, rating: 3, at: day(0) },
      { flashcardId: card!.id, rating: 1, at: day(3) },
    ]);
    await db()
      .insert(missedQuestionReviews)
      .values({
        reviewId: 'missed-1',
        userId,
        classId,
        questionId: 77,
        version: 1,
        topicId,
        choiceIds: [1],
        correct: true,
        rating: 3,
        stateBefore: 2,
        dueBefore: day(1),
        stability: 1,
        difficulty: 5,
        elapsedDays: 1,
        lastElapsedDays: 1,
        scheduledDays: 1,
        learningSteps: 0,
        cardBefore: rate(null, 1, day(0), 0.9).card,
        dueAfter: day(4),
        reviewedAt: day(1),
      });
    expect(await studentReviewLog(db(), userId)).toEqual([
      { card: `flashcard ${card!.id}`, rating: 3, day: studyDayNumber(day(0), 'UTC') },
      { card: 'question 77', rating: 3, day: studyDayNumber(day(1), 'UTC') },
      { card: `flashcard ${card!.id}`, rating: 1, day: studyDayNumber(day(3), 'UTC') },
    ]);
  });
});

describe('scheduling with a student’s fitted parameters', () => {
  it('rates their cards with their parameters, and sends them with the session for previews', async () => {
    const { userId, classId } = await aStudentWithRatings();
    await fitDueStudents(db(), new Date('2026-03-04T03:00:00Z'));
    const parameters = (await fitOf(userId))?.parameters ?? null;
    const {
      cards: [card],
    } = await aDeck(db(), classId, 1, 2);
    const now = new Date('2026-03-05T10:00:00Z');

    const result = await recordReview(db(), {
      userId,
      card: card!,
      rating: Rating.Easy,
      reviewId: 'fitted-1',
      now,
    });
    const withFit = rate(null, Rating.Easy, now, 0.9, parameters).card.due;
    const withDefaults = rate(null, Rating.Easy, now, 0.9).card.due;
    expect(withFit).not.toBe(withDefaults);
    expect(result.schedule.due_at).toBe(withFit);

    const session = await loadFlashcardSession(db(), {
      userId,
      classId,
      mode: 'review',
      onlyAgainToday: false,
      now,
    });
    expect(session.fsrs_parameters).toEqual(parameters);
  });
});
