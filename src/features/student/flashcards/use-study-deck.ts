import { flashcardSessionKeys, type SessionParams } from '../../../api/flashcard-reviews';
import { useKeptSession } from '../../../lib/use-kept-session';
import { loadStudyDeck } from './offline-deck';
import { sendRatingsNow } from './review-outbox';

/** The session to study (see loadStudyDeck), reconciled with the server's once back online. */
export const useStudyDeck = (params: SessionParams) =>
  useKeptSession(
    [...flashcardSessionKeys.session(params), 'on-device'],
    (signal) => loadStudyDeck(params, signal),
    sendRatingsNow,
  );
