import Paper from '@mui/material/Paper';
import { Activity, useDeferredValue } from 'react';
import type { AttemptView } from '../../../../../contract/attempts';
import { paths } from '../../../../lib/paths';
import { useFocusHeading } from '../use-focus-heading';
import type { AnswersStore } from './answers-store';
import { CurrentQuestion } from './current-question';
import { APP_BAR_TOP, PINNED_TOP } from './pinned-bar';
import { useCurrent, type CurrentSlotStore } from './use-current-slot';

type QuestionStageProps = {
  attempt: AttemptView;
  slots: readonly number[];
  currentStore: CurrentSlotStore;
  store: AnswersStore;
  locked: ReadonlySet<number>;
  immediate: boolean;
  choose: (slot: number, choiceId: number, multiple: boolean) => void;
  toggleFlag: (slot: number) => void;
  check: (slot: number) => void;
  go: (slot: number) => void;
  onFinish: () => void;
};

/**
 * The question on screen, and the next one drawn ahead, hidden (`Activity`), while the student
 * reads: Next then only reveals it and hides the one it leaves. After the paint, the one after is
 * drawn ahead and the one left is taken down. It alone follows the current question, so moving on
 * re-renders nothing else of the page.
 */
export function QuestionStage({
  attempt,
  slots,
  currentStore,
  locked,
  ...shared
}: QuestionStageProps) {
  const current = useCurrent(currentStore);
  // The question left behind is taken down after the next one shows, not in the click's task.
  const settled = useDeferredValue(current);
  const { headingRef, topRef } = useFocusHeading(current);
  const index = slots.indexOf(current);
  if (index < 0) return null;
  // The question on screen and the next, in the order of the questions (and, until the page has
  // settled after a move, the one it left).
  const settledAt = slots.indexOf(settled);
  const drawn = slots.filter(
    (_slot, at) => (at >= index && at <= index + 1) || (at >= settledAt && at <= settledAt + 1),
  );
  return (
    <Paper
      ref={topRef}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        scrollMarginTop: attempt.deadline_at ? PINNED_TOP : APP_BAR_TOP,
      }}
    >
      {drawn.map((slot) => {
        const at = slots.indexOf(slot);
        return (
          <Activity key={slot} mode={slot === current ? 'visible' : 'hidden'}>
            <CurrentQuestion
              {...shared}
              question={attempt.questions[at]!}
              number={at + 1}
              total={slots.length}
              previousSlot={slots[at - 1]}
              nextSlot={slots[at + 1]}
              locked={locked.has(slot)}
              explanationHref={paths.student.quizExplanation.href({
                classId: attempt.class_id,
                id: attempt.quiz_id,
                attempt: attempt.id,
                slot,
              })}
              // One ref for all: only the question on screen holds it (a hidden one lets go).
              headingRef={headingRef}
            />
          </Activity>
        );
      })}
    </Paper>
  );
}
