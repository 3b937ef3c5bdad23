import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FlashcardSession } from '../../../../contract/flashcard-reviews';
import { FlashcardView } from '../../../components/flashcard/flashcard-view';
import { typingIn } from '../../../lib/keyboard/typing-in';
import { useReadOnly } from '../../../lib/session/use-read-only';
import { RatingButtons } from './rating-buttons';
import { pendingRatings, queueRating, withdrawRating } from './review-outbox';
import { formatInterval, previewRatings, type RatingValue } from './scheduling-preview';
import type { DeckRating } from './offline-deck';
import { SessionSummary } from './session-summary';
import { flip, initialStudyState, rateCurrent, summarise, undoLast } from './study-queue';
import { FLASHCARD_KEYS_HINT, sessionProgress } from '../../../../contract/study-texts';

type StudySessionProps = {
  session: FlashcardSession;
  /** The device clock's offset from the server's (ms), so intervals use the server's time. */
  clockOffsetMs: number;
  cramAgainTo: string;
  classTo: string;
  onRestart: () => void;
  /** Told of each review rating once given, and of each taken back (kept for offline use). */
  onRated?: (rating: DeckRating) => void;
  onUndone?: (reviewId: string) => void;
};

/** A control Enter activates (Space is always the card's, whatever has focus). */
const isControl = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('button, a, [role="button"]') !== null;

/**
 * One study session: a card at a time, Space (or a click) flips, 1–4 rate, U or Ctrl+Z undoes,
 * whatever has focus (a mode button after a click, say) except a text field.
 * The next card shows at once and the rating goes to the outbox after that paint; cram mode sends
 * nothing.
 */
export function StudySession({
  session,
  clockOffsetMs,
  onRated,
  onUndone,
  ...links
}: StudySessionProps) {
  const [state, setState] = useState(() => initialStudyState(session.cards));
  const [startedAt] = useState(() => Date.now());
  // Device times of the last flip and the last rating, taken in the handlers (renders stay pure).
  const [flippedAt, setFlippedAt] = useState(startedAt);
  const [lastRatedAt, setLastRatedAt] = useState(startedAt);
  const shownAt = useRef(0);
  const review = session.mode === 'review';
  // Cram ratings never leave the device, so only a review's ratings are turned off read-only.
  const { readOnly } = useReadOnly();
  const ratingOff = review && readOnly;
  const waiting = useSyncExternalStore(pendingRatings.subscribe, pendingRatings.get);
  const current = state.queue[0];
  const serverNow = useCallback(() => new Date(Date.now() + clockOffsetMs), [clockOffsetMs]);
  const previewAt = new Date(flippedAt + clockOffsetMs);
  const previews =
    current && review && state.flipped
      ? previewRatings(
          current.schedule,
          previewAt,
          session.desired_retention,
          session.fsrs_parameters,
        )
      : null;
  const intervals: Partial<Record<RatingValue, string>> = {};
  if (previews) {
    for (const value of [1, 2, 3, 4] as const) {
      intervals[value] = formatInterval(Date.parse(previews[value].due_at) - previewAt.getTime());
    }
  }

  useEffect(() => {
    shownAt.current = Date.now();
  }, [current?.id, state.rated.length]);

  const onFlip = useCallback(() => {
    setFlippedAt(Date.now());
    setState((previous) => flip(previous));
  }, []);
  const onRate = useCallback(
    (rating: RatingValue) => {
      if (!current || !state.flipped || ratingOff) return;
      const reviewId = crypto.randomUUID();
      const next = previews ? previews[rating] : null;
      const ratedAt = serverNow();
      setState((previous) => rateCurrent(previous, session.mode, rating, next, ratedAt, reviewId));
      if (review) {
        const durationMs = Math.min(Date.now() - shownAt.current, 3_600_000);
        const flashcardId = current.id;
        queueRating(reviewId, {
          kind: 'review',
          flashcardId,
          rating,
          durationMs,
          ratedAt: ratedAt.toISOString(),
        });
        onRated?.({ id: reviewId, flashcardId, rating, ratedAt: ratedAt.toISOString() });
      }
      setLastRatedAt(Date.now());
    },
    [current, state.flipped, ratingOff, previews, review, serverNow, session.mode, onRated],
  );
  const onUndo = useCallback(() => {
    const last = state.history.at(-1);
    if (!last) return;
    setState(undoLast);
    if (review) {
      void withdrawRating(last.flashcardId, last.reviewId);
      onUndone?.(last.reviewId);
    }
  }, [state.history, review, onUndone]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.defaultPrevented || typingIn(event.target)) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        onUndo();
        return;
      }
      if (event.ctrlKey || event.metaKey) return;
      if (event.key === 'u' || event.key === 'U') {
        onUndo();
      } else if (event.key === ' ' || (event.key === 'Enter' && !isControl(event.target))) {
        event.preventDefault();
        onFlip();
      } else if (['1', '2', '3', '4'].includes(event.key)) {
        event.preventDefault();
        onRate(Number(event.key) as RatingValue);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onFlip, onRate, onUndo]);

  const done = state.rated.length;
  const total = done + state.queue.length;
  const undoButton = (
    <Button
      onClick={onUndo}
      disabled={state.history.length === 0}
      startIcon={<UndoOutlined />}
      aria-keyshortcuts="U Control+Z"
    >
      Undo
    </Button>
  );

  if (!current) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <SessionSummary
          summary={summarise(state, session.counts.next_due_at)}
          timeSpentMs={lastRatedAt - startedAt}
          now={new Date(lastRatedAt + clockOffsetMs)}
          {...links}
        />
        <Box>{undoButton}</Box>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {sessionProgress(review, done, state.queue.length)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={total === 0 ? 100 : (done / total) * 100}
            aria-label="Session progress"
          />
        </Box>
        {undoButton}
      </Box>
      <FlashcardView card={current} flipped={state.flipped} onFlip={onFlip} />
      {state.flipped ? (
        <RatingButtons intervals={intervals} onRate={onRate} disabled={ratingOff} />
      ) : (
        <Button variant="contained" size="large" onClick={onFlip} aria-keyshortcuts="Space">
          Show answer
        </Button>
      )}
      {waiting > 0 ? (
        <Typography variant="caption" role="status" sx={{ color: 'text.secondary' }}>
          {waiting === 1 ? '1 rating' : `${waiting} ratings`} waiting to be sent — they go as soon
          as the connection allows.
        </Typography>
      ) : null}
      <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        {FLASHCARD_KEYS_HINT}
      </Typography>
    </Box>
  );
}
