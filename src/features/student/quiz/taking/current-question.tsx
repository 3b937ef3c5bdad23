import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Flag from '@mui/icons-material/Flag';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { memo, useCallback, type Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AttemptQuestion } from '../../../../../contract/attempts';
import { QuestionPanel } from '../../../../components/question/question-panel';
import { isAnswered } from './answers';
import { useSlotAnswer, type AnswersStore } from './answers-store';

/**
 * A question with its flag and its ways on. It alone reads the question's answer, so a choice
 * re-renders it and nothing else of the page (but the question's navigator button). Its props do
 * not change when it is shown: the next question is drawn hidden ahead (see QuestionStage) and
 * Next only reveals it.
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
  const answer = useSlotAnswer(store, question.slot);
  const { slot, multiple } = question;
  const onChoose = useCallback(
    (choiceId: number) => choose(slot, choiceId, multiple),
    [choose, slot, multiple],
  );
  return (
    <>
      <QuestionPanel
        key={question.slot}
        headingRef={headingRef}
        question={question}
        number={number}
        total={total}
        chosen={answer?.choiceIds ?? []}
        disabled={locked}
        onChoose={onChoose}
      />
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button
          variant="outlined"
          color={answer?.flagged ? 'warning' : 'inherit'}
          startIcon={answer?.flagged ? <Flag /> : <FlagOutlined />}
          aria-pressed={answer?.flagged ?? false}
          onClick={() => toggleFlag(question.slot)}
        >
          {answer?.flagged ? 'Flagged' : 'Flag for later'}
        </Button>
        <Stack direction="row" spacing={1}>
          <Button
            disabled={previousSlot === undefined}
            onClick={() => previousSlot !== undefined && go(previousSlot)}
          >
            Previous
          </Button>
          {immediate && !locked && (
            <Button
              variant="outlined"
              disabled={!isAnswered(answer)}
              onClick={() => check(question.slot)}
            >
              Check
            </Button>
          )}
          {locked && (
            <Button variant="outlined" component={RouterLink} to={explanationHref}>
              Explanation
            </Button>
          )}
          {nextSlot !== undefined ? (
            <Button variant="contained" onClick={() => go(nextSlot)}>
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
