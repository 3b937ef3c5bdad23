import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Flag from '@mui/icons-material/Flag';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { memo, useCallback, type ComponentProps, type Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AttemptQuestion } from '../../../../../contract/attempts';
import { QuestionPanel } from '../../../../components/question/question-panel';
import {
  useSlotAnswered,
  useSlotChoices,
  useSlotFlagged,
  type AnswersStore,
} from './answers-store';

/** The question with its choices, the only part re-rendering when they change. */
function ChosenQuestionPanel({
  store,
  ...panel
}: Omit<ComponentProps<typeof QuestionPanel>, 'chosen'> & { store: AnswersStore }) {
  const chosen = useSlotChoices(store, panel.question.slot);
  return <QuestionPanel {...panel} chosen={chosen} />;
}

/** The flag of a question, re-rendering only when it is flagged or unflagged. */
function FlagButton({
  store,
  slot,
  toggleFlag,
}: {
  store: AnswersStore;
  slot: number;
  toggleFlag: (slot: number) => void;
}) {
  const flagged = useSlotFlagged(store, slot);
  return (
    <Button
      variant="outlined"
      color={flagged ? 'warning' : 'inherit'}
      startIcon={flagged ? <Flag /> : <FlagOutlined />}
      aria-pressed={flagged}
      onClick={() => toggleFlag(slot)}
    >
      {flagged ? 'Flagged' : 'Flag for later'}
    </Button>
  );
}

/** Check (immediate mode), usable once the question has an answer. */
function CheckButton({
  store,
  slot,
  check,
}: {
  store: AnswersStore;
  slot: number;
  check: (slot: number) => void;
}) {
  const answered = useSlotAnswered(store, slot);
  return (
    <Button variant="outlined" disabled={!answered} onClick={() => check(slot)}>
      Check
    </Button>
  );
}

/**
 * A question with its flag and its ways on. A choice re-renders the choices it changes (and the
 * question's navigator button), never the buttons around them: each part reads only its own piece
 * of the answer. Its props do not change when it is shown: the next question is drawn hidden ahead
 * (see QuestionStage) and Next only reveals it.
 */
export const CurrentQuestion = memo(function CurrentQuestion({
  store,
  question,
  number,
  total,
  previousSlot,
  nextSlot,
  locked,
  immediate,
  explanationHref,
  headingRef,
  choose,
  toggleFlag,
  check,
  go,
  onFinish,
}: {
  store: AnswersStore;
  question: AttemptQuestion;
  number: number;
  total: number;
  /** The questions before and after it, if any. */
  previousSlot: number | undefined;
  nextSlot: number | undefined;
  locked: boolean;
  immediate: boolean;
  explanationHref: string;
  headingRef: Ref<HTMLHeadingElement>;
  choose: (slot: number, choiceId: number, multiple: boolean) => void;
  toggleFlag: (slot: number) => void;
  check: (slot: number) => void;
  go: (slot: number) => void;
  onFinish: () => void;
}) {
  const { slot, multiple } = question;
  const onChoose = useCallback(
    (choiceId: number) => choose(slot, choiceId, multiple),
    [choose, slot, multiple],
  );
  return (
    <>
      <ChosenQuestionPanel
        key={slot}
        store={store}
        headingRef={headingRef}
        question={question}
        number={number}
        total={total}
        disabled={locked}
        onChoose={onChoose}
      />
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <FlagButton store={store} slot={slot} toggleFlag={toggleFlag} />
        <Stack direction="row" spacing={1}>
          {/* Previous and Next take this question off the screen, their ripple with it: it would
              only cost the click a render nobody sees. */}
          <Button
            disableTouchRipple
            disabled={previousSlot === undefined}
            onClick={() => previousSlot !== undefined && go(previousSlot)}
          >
            Previous
          </Button>
          {immediate && !locked && <CheckButton store={store} slot={slot} check={check} />}
          {locked && (
            <Button variant="outlined" component={RouterLink} to={explanationHref}>
              Explanation
            </Button>
          )}
          {nextSlot !== undefined ? (
            <Button variant="contained" disableTouchRipple onClick={() => go(nextSlot)}>
              Next
            </Button>
          ) : (
            <Button variant="contained" onClick={onFinish}>
              Finish
            </Button>
          )}
        </Stack>
      </Stack>
    </>
  );
});
