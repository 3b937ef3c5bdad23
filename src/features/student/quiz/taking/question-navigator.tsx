import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Flag from '@mui/icons-material/Flag';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { memo } from 'react';
import { useSlotAnswered, useSlotFlagged, type AnswersStore } from './answers-store';
import { useIsCurrent, type CurrentSlotStore } from './use-current-slot';

/**
 * The words a screen reader hears for a question's button; `correct` is the verdict of an answer
 * locked in (immediate mode), if any.
 */
export function navigatorLabel(
  number: number,
  { answered, flagged }: { answered: boolean; flagged: boolean },
  correct?: boolean | undefined,
) {
  const parts = [`Question ${number}`, answered ? 'answered' : 'not answered'];
  if (correct !== undefined) parts.push(correct ? 'right' : 'wrong');
  if (flagged) parts.push('flagged');
  return parts.join(', ');
}

/** A locked answer's verdict in its corner: a tick or a cross (the shape says it, not the colour). */
function Verdict({ correct }: { correct: boolean }) {
  const Icon = correct ? Check : Close;
  return (
    <Icon
      aria-hidden
      sx={{
        position: 'absolute',
        bottom: -6,
        right: -6,
        fontSize: 16,
        borderRadius: '50%',
        bgcolor: correct ? 'success.main' : 'error.main',
        color: correct ? 'success.contrastText' : 'error.contrastText',
      }}
    />
  );
}

/**
 * One question's button: it reads its own answer and whether it is on screen, so it re-renders
 * only when one of those changes.
 */
const NavigatorButton = memo(function NavigatorButton({
  store,
  currentStore,
  slot,
  number,
  correct,
  onGo,
}: {
  store: AnswersStore;
  currentStore: CurrentSlotStore;
  slot: number;
  number: number;
  correct: boolean | undefined;
  onGo: (slot: number) => void;
}) {
  const answered = useSlotAnswered(store, slot);
  const flagged = useSlotFlagged(store, slot);
  const here = useIsCurrent(currentStore, slot);
  return (
    <li>
      <ButtonBase
        onClick={() => onGo(slot)}
        aria-label={navigatorLabel(number, { answered, flagged }, correct)}
        aria-current={here ? 'step' : undefined}
        sx={{
          position: 'relative',
          width: '100%',
          height: 40,
          borderRadius: 1,
          border: 2,
          borderColor: here ? 'primary.main' : answered ? 'primary.light' : 'divider',
          bgcolor: answered ? 'primary.main' : 'background.paper',
          color: answered ? 'primary.contrastText' : 'text.primary',
          fontWeight: here ? 700 : 500,
        }}
      >
        {number}
        {flagged && (
          <Flag
            aria-hidden
            sx={{
              position: 'absolute',
              top: -6,
              right: -6,
              fontSize: 16,
              color: 'warning.main',
            }}
          />
        )}
        {correct !== undefined && <Verdict correct={correct} />}
      </ButtonBase>
    </li>
  );
});

/**
 * Every question at a glance: answered, flagged, current, and right or wrong once locked in
 * (immediate mode); any one is a click away. Moving on re-renders two buttons, a choice one, and
 * neither re-renders the list.
 */
export const QuestionNavigator = memo(function QuestionNavigator({
  slots,
  currentStore,
  store,
  verdicts,
  onGo,
}: {
  slots: readonly number[];
  currentStore: CurrentSlotStore;
  store: AnswersStore;
  /** Slot → whether its locked answer is right. */
  verdicts: ReadonlyMap<number, boolean>;
  onGo: (slot: number) => void;
}) {
  return (
    <Box component="nav" aria-label="Questions">
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))',
          gap: 0.75,
        }}
      >
        {slots.map((slot, index) => (
          <NavigatorButton
            key={slot}
            store={store}
            currentStore={currentStore}
            slot={slot}
            number={index + 1}
            correct={verdicts.get(slot)}
            onGo={onGo}
          />
        ))}
      </Box>
    </Box>
  );
});
