import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attemptQuery, classQuizListQuery } from '../../../src/api/attempts';
import { apiUrlFrom } from '../../../src/api/api-url';
import { classQuery } from '../../../src/api/classes';
import { fetchFlashcardSession, type SessionParams } from '../../../src/api/flashcard-reviews';
import { missedCountsQuery } from '../../../src/api/missed-questions';
import { studyRetentionQuery } from '../../../src/api/study-retention';
import { earlyScreenRequests } from '../../../src/first-screen/early-screen-requests';
import { getAuthState, useAuthStore } from '../../../src/lib/session/auth-store';
import { makeUser } from '../helpers/api-handlers';
import { resetSession } from '../helpers/session';

/** The addresses the early script starts for a page (src/first-screen/early-session-script.ts). */
function startedFor(pathname: string, search = '') {
  return earlyScreenRequests(pathname, search).now.map(({ path, query = {} }) =>
    apiUrlFrom('/api', path, query, window.location.origin),
  );
}

/**
 * Whether the app's own queries for a screen take every early answer: each address answered once,
 * nothing left unused (a request whose address differs by a character would be sent twice).
 */
async function takesAll(addresses: string[], queries: FetchQueryOptions[]) {
  window.__gsEarly = Object.fromEntries(
    addresses.map((address) => [
      address,
      Promise.resolve(Response.json({ early: address, counts: { early: address } })),
    ]),
  );
  const client = new QueryClient();
  const answers = await Promise.all(queries.map((query) => client.fetchQuery(query)));
  return { answers, left: Object.keys(window.__gsEarly) };
}

/** The flashcard session as the study page asks for it (src/features/student/flashcards/offline-deck.ts). */
const deckQuery = (params: SessionParams): FetchQueryOptions => ({
  queryKey: ['deck', params],
  queryFn: () => fetchFlashcardSession(params),
});

beforeEach(() => {
  resetSession();
  useAuthStore.setState({ authMethod: 'lms', isInitialized: true });
  getAuthState().setUser(makeUser());
});

afterEach(() => {
  delete window.__gsEarly;
});

describe('the requests a signed-in deep link starts before the code', () => {
  it('on the quiz page of an open attempt: the attempt and the class’s quizzes, as the page asks for them', async () => {
    const addresses = startedFor('/student/classes/3/quiz/7', '?attempt=12');
    expect(addresses).toHaveLength(2);
    const { answers, left } = await takesAll(addresses, [
      attemptQuery(12) as FetchQueryOptions,
      classQuizListQuery(3) as FetchQueryOptions,
    ]);
    expect(answers).toEqual(
      addresses.map((address) => ({ early: address, counts: { early: address } })),
    );
    expect(left).toEqual([]);
  });

  it('on the quiz intro (no attempt in the address): the class’s quizzes only', () => {
    expect(startedFor('/student/classes/3/quiz/7')).toEqual([
      `${window.location.origin}/api/classes/3/quizzes`,
    ]);
  });

  it('in a topic’s flashcard session: the due cards of the topic, the class, the missed questions and the desired retention', async () => {
    const addresses = startedFor('/student/classes/3/topic/5/flashCard');
    expect(addresses).toHaveLength(4);
    const { left } = await takesAll(addresses, [
      deckQuery({
        classId: 3,
        topicId: 5,
        mode: 'review',
        onlyAgainToday: false,
      }),
      classQuery(3) as FetchQueryOptions,
      missedCountsQuery(3) as FetchQueryOptions,
      studyRetentionQuery(3) as FetchQueryOptions,
    ]);
    expect(left).toEqual([]);
  });

  it('in the class’s flashcard session: the due cards of the class, the class, the missed questions and the desired retention', async () => {
    const addresses = startedFor('/student/classes/3/flashCard');
    const { left } = await takesAll(addresses, [
      deckQuery({
        classId: 3,
        mode: 'review',
        onlyAgainToday: false,
      }),
      classQuery(3) as FetchQueryOptions,
      missedCountsQuery(3) as FetchQueryOptions,
      studyRetentionQuery(3) as FetchQueryOptions,
    ]);
    expect(addresses).toHaveLength(4);
    expect(left).toEqual([]);
  });

  it('nothing for a session in another mode, or an address that names no valid id', () => {
    expect(startedFor('/student/classes/3/flashCard', '?mode=cram')).toEqual([]);
    expect(startedFor('/student/classes/3/topic/x/flashCard')).toEqual([]);
    expect(startedFor('/student/classes/0/quiz/7', '?attempt=12')).toEqual([]);
    expect(startedFor('/student/classes/3/quiz/7', '?attempt=abc')).toEqual([
      `${window.location.origin}/api/classes/3/quizzes`,
    ]);
  });
});
