import StyleOutlined from '@mui/icons-material/StyleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { classKeys, useClass } from '../../../api/classes';
import { flashcardSessionKeys } from '../../../api/flashcard-reviews';
import { useMissedCounts } from '../../../api/missed-questions';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { LoadError } from '../../../components/load-error/load-error';
import { PageHeader } from '../../../components/page-header/page-header';
import { PaintedScreen } from '../../../components/start-up-shell/start-up-shell';
import { forgetRating, keepRating } from './offline-deck';
import { OfflineNotice } from './offline-notice';
import { sendRatingsNow } from './review-outbox';
import { formatInterval } from './scheduling-preview';
import { StudySession } from './study-session';
import { useStudyDeck } from './use-study-deck';
import { paths } from '../../../lib/paths';
import { MissedDueCard } from '../missed-questions/missed-due-card';
import { studyRetentionKeys } from '../../../api/study-retention';
import { StudyRetentionCard } from './study-retention-card';

type Choice = 'review' | 'cram' | 'again';

/** The mode in the address: `?mode=cram` (the deck) or `?mode=cram&only=again_today`. */
function useChoice(): [Choice, (choice: Choice) => void] {
  const [params, setParams] = useSearchParams();
  const choice: Choice =
    params.get('mode') === 'cram'
      ? params.get('only') === 'again_today'
        ? 'again'
        : 'cram'
      : 'review';
  const choose = (next: Choice) =>
    setParams(
      next === 'review'
        ? {}
        : next === 'cram'
          ? { mode: 'cram' }
          : { mode: 'cram', only: 'again_today' },
      { replace: true },
    );
  return [choice, choose];
}

const cramAgainSearch = '?mode=cram&only=again_today';

/** Studying a deck: the class's cards, or one topic's (`topicId`). */
export function FlashcardStudyPage({ classId, topicId }: { classId: number; topicId?: number }) {
  const [choice, choose] = useChoice();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = {
    classId,
    ...(topicId === undefined ? {} : { topicId }),
    mode: choice === 'review' ? ('review' as const) : ('cram' as const),
    onlyAgainToday: choice === 'again',
  };
  const deck = useStudyDeck(params);
  const { data } = deck;
  const classQuery = useClass(classId);
  // In review the missed-questions card sits above the cards: they wait while it is being fetched,
  // so they never move (not for a session kept on the device: offline, the counts will not come).
  const missedCounts = useMissedCounts(classId, choice === 'review');
  const missedPending =
    choice === 'review' &&
    missedCounts.isPending &&
    missedCounts.fetchStatus === 'fetching' &&
    !data?.offline;
  // The session is drawn as a deferred value, in slices between which the browser stays
  // responsive, where an update from the data would draw it in one long task.
  const sessionReady = useDeferredValue(!deck.isPending && !missedPending);
  const cardsWaiting = deck.isPending || missedPending || !sessionReady;
  // A new session (new data) starts a new StudySession.
  const [round, setRound] = useState(0);
  const deckPath =
    topicId === undefined
      ? paths.student.flashcards.href({ classId })
      : paths.student.topicFlashcards.href({ classId, id: topicId });
  const classTo =
    topicId === undefined
      ? paths.student.performance.href({ classId })
      : paths.student.topic.href({ classId, id: topicId });

  // Leaving the session: the due counts elsewhere are out of date.
  useEffect(
    () => () => {
      void queryClient.invalidateQueries({ queryKey: classKeys.all });
      void queryClient.invalidateQueries({ queryKey: flashcardSessionKeys.allCounts });
    },
    [queryClient],
  );

  const restart = async () => {
    // Ratings still waiting would otherwise come back as due.
    await sendRatingsNow();
    void queryClient.invalidateQueries({ queryKey: classKeys.all });
    void queryClient.invalidateQueries({ queryKey: flashcardSessionKeys.allCounts });
    void queryClient.invalidateQueries({ queryKey: studyRetentionKeys.all });
    await queryClient
      .resetQueries({ queryKey: flashcardSessionKeys.all })
      .then(() => setRound((value) => value + 1));
  };

  const page = (
    <>
      <PageHeader
        title={topicId === undefined ? 'Flashcards' : 'Topic flashcards'}
        overline={classQuery.data?.name}
        overlineLoading={classQuery.isPending}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={choice}
        onChange={(_event, next: Choice | null) => {
          if (next) choose(next);
        }}
        aria-label="Study mode"
        fullWidth
        sx={{ mb: 2, maxWidth: { sm: 480 }, '& .MuiToggleButton-root': { px: 1, lineHeight: 1.3 } }}
      >
        <ToggleButton value="review">Review due</ToggleButton>
        <ToggleButton value="cram">Cram deck</ToggleButton>
        <ToggleButton value="again">Cram misses</ToggleButton>
      </ToggleButtonGroup>
      {/* Drawn with the cards (their placeholder would move down under them otherwise). */}
      {choice === 'review' && !cardsWaiting && (
        <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
          <MissedDueCard classId={classId} onlyWhenDue />
        </Box>
      )}
      {data?.offline && !cardsWaiting ? <OfflineNotice /> : null}
      {cardsWaiting ? (
        <Skeleton variant="rounded" height={280} aria-label="Loading the cards" />
      ) : deck.isError || !data ? (
        <LoadError what="The cards" onRetry={() => void deck.refetch()} />
      ) : data.session.cards.length === 0 ? (
        <EmptyState
          icon={<StyleOutlined />}
          title={choice === 'review' ? 'All caught up' : 'No cards here'}
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
              {choice === 'review' ? (
                <Button variant="contained" onClick={() => choose('cram')}>
                  Cram the deck
                </Button>
              ) : null}
              <Button component={RouterLink} to={classTo}>
                Back
              </Button>
            </Box>
          }
        >
          {choice === 'review'
            ? data.session.counts.next_due_at
              ? `No cards are due and today’s new cards are done. The next review is due in ${formatInterval(
                  Date.parse(data.session.counts.next_due_at) -
                    Date.parse(data.session.server_time),
                )}.`
              : 'This deck has no cards to study today.'
            : choice === 'again'
              ? 'You rated no card Again today.'
              : 'This deck has no cards yet.'}
        </EmptyState>
      ) : (
        <StudySession
          key={`${round}-${choice}-${deck.dataUpdatedAt}`}
          session={data.session}
          clockOffsetMs={data.clockOffsetMs}
          onRated={(rating) => keepRating(params, rating)}
          onUndone={(reviewId) => forgetRating(params, reviewId)}
          cramAgainTo={`${deckPath}${cramAgainSearch}`}
          classTo={classTo}
          onRestart={() => {
            if (choice !== 'review') void navigate(deckPath);
            void restart();
          }}
        />
      )}
      {cardsWaiting ? null : (
        <Box sx={{ mt: 3 }}>
          <StudyRetentionCard
            classId={classId}
            {...(topicId === undefined ? {} : { topicId })}
            onChanged={() => void restart()}
          />
        </Box>
      )}
    </>
  );
  // What the server painted of this session stays on screen until the app draws its cards.
  return cardsWaiting ? <PaintedScreen kind="flashcards" fallback={page} /> : page;
}
