import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import {
  LEARN_AHEAD_MS,
  type FlashcardSession,
  type FlashcardSessionMode,
  type FlashcardStudyCard,
} from '../../../contract';
import type { Database } from '../../db/client';
import { flashcardReviews, flashcards, flashcardStates, topics } from '../../db/schema';
import { storedFromRow, toApiState } from './card-state';
import { flashcardCountsFor } from './flashcard-counts';
import { startOfStudyDay } from '../study-day';
import { classSettingsRows } from './study-queries';
import { studentParameters } from '../fsrs-fitting/fitting-job';
import { effectiveRetention, ownRetention } from './desired-retention';

/** Due reviews in one session at most; the rest wait for the next. */
export const SESSION_DUE_LIMIT = 500;

/** ts-fsrs states of a card in the learning steps: learning, relearning. */
const LEARNING_STATES = [1, 3];

export type SessionRequest = {
  userId: number;
  classId: number;
  topicId?: number;
  mode: FlashcardSessionMode;
  onlyAgainToday: boolean;
  now: Date;
};

const cardColumns = {
  id: flashcards.id,
  topicId: flashcards.topicId,
  front: flashcards.front,
  back: flashcards.back,
  figureHash: flashcards.figureHash,
};

type CardRow = {
  id: number;
  topicId: number;
  front: string;
  back: string;
  figureHash: string | null;
};
type StateRow = typeof flashcardStates.$inferSelect;

const toStudyCard = (card: CardRow, state: StateRow | null): FlashcardStudyCard => ({
  id: card.id,
  topic_id: card.topicId,
  front: card.front,
  back: card.back,
  figure_hash: card.figureHash,
  schedule: state ? toApiState(storedFromRow(state)) : null,
});

/**
 * The cards to study now. Review: due cards (earliest first), then new cards in topic order up to
 * the day's limit, then the cards in the learning steps due within LEARN_AHEAD_MS (where the
 * session that rated them had put them, so a reload keeps them). Cram: the whole deck (or only the cards rated Again today), schedules unchanged.
 * Reads only.
 */
export async function loadFlashcardSession(
  db: Database,
  request: SessionRequest,
): Promise<FlashcardSession> {
  const { userId, classId, topicId, now } = request;
  const [settingsRow] = await classSettingsRows(db, [classId]);
  const settings = settingsRow?.settings;
  if (!settings) throw new Error('class settings missing');
  const counts = (await flashcardCountsFor(db, userId, [classId], now, topicId)).get(classId);
  if (!counts) throw new Error('counts missing');

  const inDeck: SQL[] = [eq(flashcards.classId, classId)];
  if (topicId !== undefined) inDeck.push(eq(flashcards.topicId, topicId));
  const stateOfUser = and(
    eq(flashcardStates.flashcardId, flashcards.id),
    eq(flashcardStates.userId, userId),
  );

  let cards: FlashcardStudyCard[];
  if (request.mode === 'review') {
    const scheduled = await db
      .select({ card: cardColumns, state: flashcardStates })
      .from(flashcardStates)
      .innerJoin(flashcards, eq(flashcards.id, flashcardStates.flashcardId))
      .where(
        and(
          eq(flashcardStates.userId, userId),
          or(
            lte(flashcardStates.due, now),
            and(
              inArray(flashcardStates.state, LEARNING_STATES),
              lte(flashcardStates.due, new Date(now.getTime() + LEARN_AHEAD_MS)),
            ),
          ),
          ...inDeck,
        ),
      )
      .orderBy(asc(flashcardStates.due), asc(flashcards.id))
      .limit(SESSION_DUE_LIMIT);
    const dueNow = ({ state }: { state: StateRow }) => state.due.getTime() <= now.getTime();
    const due = scheduled.filter(dueNow);
    const learningAhead = scheduled.filter((row) => !dueNow(row));
    const fresh =
      counts.new_left === 0
        ? []
        : await db
            .select(cardColumns)
            .from(flashcards)
            .innerJoin(topics, eq(topics.id, flashcards.topicId))
            .leftJoin(flashcardStates, stateOfUser)
            .where(and(isNull(flashcardStates.userId), ...inDeck))
            .orderBy(asc(topics.position), asc(flashcards.id))
            .limit(counts.new_left);
    cards = [
      ...due.map(({ card, state }) => toStudyCard(card, state)),
      ...fresh.map((card) => toStudyCard(card, null)),
      ...learningAhead.map(({ card, state }) => toStudyCard(card, state)),
    ];
  } else {
    const filters = [...inDeck];
    if (request.onlyAgainToday) {
      const againToday = db
        .select({ id: flashcardReviews.flashcardId })
        .from(flashcardReviews)
        .where(
          and(
            eq(flashcardReviews.userId, userId),
            eq(flashcardReviews.classId, classId),
            eq(flashcardReviews.rating, 1),
            isNull(flashcardReviews.undoneAt),
            gte(flashcardReviews.reviewedAt, startOfStudyDay(now, settings.timeZone)),
          ),
        );
      filters.push(inArray(flashcards.id, againToday));
    }
    const deck = await db
      .select({ card: cardColumns, state: flashcardStates })
      .from(flashcards)
      .innerJoin(topics, eq(topics.id, flashcards.topicId))
      .leftJoin(flashcardStates, stateOfUser)
      .where(and(...filters))
      .orderBy(asc(topics.position), asc(flashcards.id));
    cards = deck.map(({ card, state }) => toStudyCard(card, state));
  }

  return {
    mode: request.mode,
    cards,
    counts,
    desired_retention: effectiveRetention(
      await ownRetention(db, userId, classId),
      settings.desiredRetention,
    ),
    fsrs_parameters: await studentParameters(db, request.userId),
    server_time: now.toISOString(),
  };
}
