import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../contract';
import type { DatabaseConnection } from '../../server/db/client';
import { createStudentClassLists } from '../../server/services/classes/student-classes';
import { recordReview } from '../../server/services/flashcards/record-review';
import { createClassRow, createUser, grantRole } from './helpers/auth-fixtures';
import { aDeck, setClassSettings } from './helpers/flashcard-builders';
import { createTestDatabase } from './helpers/test-database';

// A student's class list is kept between requests; time alone must still move its counts.

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(() => connection.close());

/** A class with a deck of `cards` and a student in it. */
async function studentWithDeck(cards: number) {
  const { db } = connection;
  const classId = await createClassRow(db);
  const deck = await aDeck(db, classId, cards);
  const student = await createUser(db);
  await grantRole(db, student.id, Role.STUDENT, classId);
  return { classId, cards: deck.cards, userId: student.id };
}

const rateNew = (
  userId: number,
  card: { id: number; classId: number; topicId: number },
  now: Date,
) => recordReview(connection.db, { userId, card, rating: 1, reviewId: `r-${card.id}`, now });

describe("a student's kept class list", () => {
  it('counts a card as due once its time comes, with no write in between', async () => {
    const { classId, cards, userId } = await studentWithDeck(2);
    const ratedAt = new Date('2026-11-25T10:00:00Z');
    const { schedule } = await rateNew(userId, cards[0]!, ratedAt);
    const dueAt = new Date(schedule!.due_at).getTime(); // "Again" on a new card: a minute on
    const lists = createStudentClassLists(connection.db, connection.changes);
    const dueAtMoment = async (now: number) =>
      (await lists.list(userId, [classId], { includeArchived: false, now: new Date(now) }))[0]
        ?.flashcards.due;

    expect(await dueAtMoment(ratedAt.getTime())).toBe(0);
    expect(await dueAtMoment(dueAt - 1)).toBe(0);
    expect(await dueAtMoment(dueAt)).toBe(1);
    lists.close();
  });

  it("gives the new study day's allowance of new cards at midnight, with no write in between", async () => {
    const { classId, cards, userId } = await studentWithDeck(6);
    await setClassSettings(connection.db, classId, { timeZone: 'UTC', newCardsPerDay: 2 });
    await rateNew(userId, cards[0]!, new Date('2026-11-25T23:56:00Z'));
    await rateNew(userId, cards[1]!, new Date('2026-11-25T23:57:00Z'));
    const lists = createStudentClassLists(connection.db, connection.changes);
    const newLeftAt = async (now: string) =>
      (await lists.list(userId, [classId], { includeArchived: false, now: new Date(now) }))[0]
        ?.flashcards.new_left;

    expect(await newLeftAt('2026-11-25T23:58:00Z')).toBe(0);
    expect(await newLeftAt('2026-11-26T00:01:00Z')).toBe(2);
    lists.close();
  });
});
