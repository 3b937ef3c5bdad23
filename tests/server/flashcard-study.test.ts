import { and, eq } from 'drizzle-orm';
import { Rating } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../contract';
import { flashcardReviews, flashcards, flashcardStates } from '../../server/db/schema';
import { saveFigure } from '../../server/repositories/figures';
import { flashcardCountsFor } from '../../server/services/flashcards/flashcard-counts';
import { loadFlashcardSession } from '../../server/services/flashcards/load-session';
import { recordReview } from '../../server/services/flashcards/record-review';
import { undoReview } from '../../server/services/flashcards/undo-review';
import { createClassRow, createUser, grantRole } from './helpers/auth-fixtures';
import { aDeck, setClassSettings } from './helpers/flashcard-builders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
let reviewSerial = 0;
const nextReviewId = () => `review-${(reviewSerial += 1)}`;

/** A class in `timeZone` with a student and one deck. */
async function aStudentWithDeck(cardCount: number, settings: Record<string, unknown> = {}) {
  const classId = await createClassRow(t.db);
  await setClassSettings(t.db, classId, settings);
  const student = await createUser(t.db);
  await grantRole(t.db, student.id, Role.STUDENT, classId);
  const deck = await aDeck(t.db, classId, cardCount);
  return { classId, userId: student.id, ...deck };
}

type Setup = Awaited<ReturnType<typeof aStudentWithDeck>>;
const rateCard = (
  setup: Setup,
  index: number,
  rating: 1 | 2 | 3 | 4,
  now: Date,
  reviewId = nextReviewId(),
) => {
  const card = setup.cards[index];
  if (!card) throw new Error('no such card');
  return recordReview(t.db, { userId: setup.userId, card, rating, reviewId, now });
};
const session = (setup: Setup, now: Date, mode: 'review' | 'cram' = 'review', again = false) =>
  loadFlashcardSession(t.db, {
    userId: setup.userId,
    classId: setup.classId,
    mode,
    onlyAgainToday: again,
    now,
  });
const statesOf = (setup: Setup) =>
  t.db.select().from(flashcardStates).where(eq(flashcardStates.userId, setup.userId));

describe('a review session', () => {
  it("carries each card's picture", async () => {
    const setup = await aStudentWithDeck(1);
    const hash = 'b'.repeat(64);
    await saveFigure(t.db, { hash, mediaType: 'image/png', size: 4, data: new Uint8Array(4) });
    await t.db
      .update(flashcards)
      .set({ figureHash: hash })
      .where(eq(flashcards.classId, setup.classId));
    const { cards } = await session(setup, new Date());
    expect(cards.map((card) => card.figure_hash)).toEqual([hash]);
  });

  it('shows due reviews first, then new cards up to the daily limit', async () => {
    const setup = await aStudentWithDeck(5, { newCardsPerDay: 3 });
    const now = new Date('2026-05-04T10:00:00Z');
    await rateCard(setup, 4, Rating.Good, now);
    const later = new Date(now.getTime() + 11 * MINUTE);
    const { cards, counts } = await session(setup, later);
    expect(cards.map((card) => card.id)).toEqual([
      setup.cards[4]?.id,
      setup.cards[0]?.id,
      setup.cards[1]?.id,
    ]);
    expect(counts).toMatchObject({ due: 1, new_left: 2, new_per_day: 3 });
  });

  it('leaves a card out until it is due and says when the next one is', async () => {
    const setup = await aStudentWithDeck(1, { newCardsPerDay: 1 });
    const now = new Date('2026-05-04T10:00:00Z');
    const result = await rateCard(setup, 0, Rating.Easy, now);
    const { cards, counts } = await session(setup, new Date(now.getTime() + MINUTE));
    expect(cards).toEqual([]);
    expect(counts.next_due_at).toBe(result.schedule.due_at);
  });

  it('keeps the cards in the learning steps due within the look-ahead, after the new cards', async () => {
    const setup = await aStudentWithDeck(3, { newCardsPerDay: 3 });
    const now = new Date('2026-05-04T10:00:00Z');
    await rateCard(setup, 0, Rating.Again, now);
    await rateCard(setup, 1, Rating.Hard, now);
    // A reload a minute later: both are due again in minutes, not yet now.
    const { cards } = await session(setup, new Date(now.getTime() + 30_000));
    expect(cards.map((card) => card.id)).toEqual([
      setup.cards[2]?.id,
      setup.cards[0]?.id,
      setup.cards[1]?.id,
    ]);
  });

  it('gives new cards again after midnight in the class time zone', async () => {
    const setup = await aStudentWithDeck(4, { newCardsPerDay: 2, timeZone: 'Asia/Tokyo' });
    // 23:50 in Tokyo (UTC+9)
    const beforeMidnight = new Date('2026-05-04T14:50:00Z');
    await rateCard(setup, 0, Rating.Easy, beforeMidnight);
    await rateCard(setup, 1, Rating.Easy, beforeMidnight);
    expect((await session(setup, new Date('2026-05-04T14:59:00Z'))).counts.new_left).toBe(0);
    expect((await session(setup, new Date('2026-05-04T15:01:00Z'))).counts.new_left).toBe(2);
  });

  it('counts due cards per class for the class list', async () => {
    const setup = await aStudentWithDeck(3, { newCardsPerDay: 10 });
    const now = new Date('2026-05-04T10:00:00Z');
    await rateCard(setup, 0, Rating.Again, now);
    const counts = await flashcardCountsFor(
      t.db,
      setup.userId,
      [setup.classId],
      new Date(now.getTime() + 2 * MINUTE),
    );
    expect(counts.get(setup.classId)).toMatchObject({ due: 1, new_left: 2 });
  });
});

describe('rating a card', () => {
  it('stores the schedule and appends the log with the state before', async () => {
    const setup = await aStudentWithDeck(1);
    const now = new Date('2026-05-04T10:00:00Z');
    const result = await rateCard(setup, 0, Rating.Good, now);
    expect(result.schedule).toMatchObject({ state: 1, due_at: '2026-05-04T10:10:00.000Z' });
    const [log] = await t.db
      .select()
      .from(flashcardReviews)
      .where(eq(flashcardReviews.userId, setup.userId));
    expect(log).toMatchObject({ rating: 3, stateBefore: 0, cardBefore: null, reviewedAt: now });
  });

  it('schedules a rating sent late (studied offline) from the time it was given', async () => {
    const setup = await aStudentWithDeck(1);
    const given = new Date('2026-05-04T10:00:00Z');
    const card = setup.cards[0]!;
    const result = await recordReview(t.db, {
      userId: setup.userId,
      card,
      rating: Rating.Good,
      reviewId: nextReviewId(),
      reviewedAt: given,
      now: new Date('2026-05-05T08:00:00Z'),
    });
    expect(result.schedule).toMatchObject({ due_at: '2026-05-04T10:10:00.000Z' });
    const [log] = await t.db
      .select()
      .from(flashcardReviews)
      .where(eq(flashcardReviews.userId, setup.userId));
    expect(log?.reviewedAt).toEqual(given);
  });

  it('is idempotent by review id: the same rating sent twice schedules once', async () => {
    const setup = await aStudentWithDeck(1);
    const now = new Date('2026-05-04T10:00:00Z');
    const first = await rateCard(setup, 0, Rating.Good, now, 'same-id');
    const again = await rateCard(
      setup,
      0,
      Rating.Good,
      new Date(now.getTime() + 20 * MINUTE),
      'same-id',
    );
    expect(again.schedule).toEqual(first.schedule);
    const logs = await t.db
      .select()
      .from(flashcardReviews)
      .where(eq(flashcardReviews.userId, setup.userId));
    expect(logs).toHaveLength(1);
  });
});

describe('undo', () => {
  it('restores the schedule before the last rating and keeps the log entry, marked undone', async () => {
    const setup = await aStudentWithDeck(1);
    const now = new Date('2026-05-04T10:00:00Z');
    const first = await rateCard(setup, 0, Rating.Good, now);
    const later = new Date(now.getTime() + 11 * MINUTE);
    await rateCard(setup, 0, Rating.Again, later, 'to-undo');
    const undone = await undoReview(t.db, {
      userId: setup.userId,
      flashcardId: setup.cards[0]?.id ?? 0,
      reviewId: 'to-undo',
      now: later,
    });
    expect(undone.schedule).toEqual(first.schedule);
    const [state] = await statesOf(setup);
    expect(state?.due.toISOString()).toBe(first.schedule.due_at);
    const logs = await t.db
      .select()
      .from(flashcardReviews)
      .where(eq(flashcardReviews.reviewId, 'to-undo'));
    expect(logs[0]?.undoneAt).toEqual(later);
  });

  it('makes a first rating new again and gives the new-card back', async () => {
    const setup = await aStudentWithDeck(2, { newCardsPerDay: 1 });
    const now = new Date('2026-05-04T10:00:00Z');
    await rateCard(setup, 0, Rating.Easy, now, 'first-of-day');
    const undone = await undoReview(t.db, {
      userId: setup.userId,
      flashcardId: setup.cards[0]?.id ?? 0,
      reviewId: 'first-of-day',
      now,
    });
    expect(undone.schedule).toBeNull();
    expect(await statesOf(setup)).toEqual([]);
    expect((await session(setup, now)).counts.new_left).toBe(1);
  });

  it('refuses to undo a rating that is not the latest of the card', async () => {
    const setup = await aStudentWithDeck(1);
    const now = new Date('2026-05-04T10:00:00Z');
    await rateCard(setup, 0, Rating.Good, now, 'older');
    await rateCard(setup, 0, Rating.Good, new Date(now.getTime() + 11 * MINUTE));
    await expect(
      undoReview(t.db, {
        userId: setup.userId,
        flashcardId: setup.cards[0]?.id ?? 0,
        reviewId: 'older',
        now,
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('cram', () => {
  it('lists the whole deck, due or not, and changes no schedule', async () => {
    const setup = await aStudentWithDeck(3, { newCardsPerDay: 0 });
    const now = new Date('2026-05-04T10:00:00Z');
    await rateCard(setup, 0, Rating.Easy, now);
    const before = await statesOf(setup);
    const cram = await session(setup, new Date(now.getTime() + MINUTE), 'cram');
    expect(cram.cards.map((card) => card.id)).toEqual(setup.cards.map((card) => card.id));
    expect(await statesOf(setup)).toEqual(before);
  });

  it('can take only the cards rated Again today', async () => {
    const setup = await aStudentWithDeck(3);
    const now = new Date('2026-05-04T10:00:00Z');
    await rateCard(setup, 0, Rating.Good, now);
    await rateCard(setup, 1, Rating.Again, now);
    const cram = await session(setup, new Date(now.getTime() + MINUTE), 'cram', true);
    expect(cram.cards.map((card) => card.id)).toEqual([setup.cards[1]?.id]);
  });
});

describe('a card the teacher changes', () => {
  it('keeps its schedule when edited', async () => {
    const setup = await aStudentWithDeck(1);
    const result = await rateCard(setup, 0, Rating.Good, new Date('2026-05-04T10:00:00Z'));
    await t.db
      .update(flashcards)
      .set({ back: 'Edited' })
      .where(eq(flashcards.id, setup.cards[0]?.id ?? 0));
    const [state] = await statesOf(setup);
    expect(state?.due.toISOString()).toBe(result.schedule.due_at);
  });

  it('leaves the review log intact when deleted', async () => {
    const setup = await aStudentWithDeck(1);
    const cardId = setup.cards[0]?.id ?? 0;
    await rateCard(setup, 0, Rating.Good, new Date('2026-05-04T10:00:00Z'));
    await t.db.delete(flashcards).where(eq(flashcards.id, cardId));
    const logs = await t.db
      .select()
      .from(flashcardReviews)
      .where(
        and(eq(flashcardReviews.userId, setup.userId), eq(flashcardReviews.flashcardId, cardId)),
      );
    expect(logs).toHaveLength(1);
    expect(await statesOf(setup)).toEqual([]);
  });
});
