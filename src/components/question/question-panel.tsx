import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, type Ref } from 'react';
import type { AttemptQuestion } from '../../../contract/attempts';
import { FigureViewer } from '../figure-viewer/figure-viewer';
import { Markdown } from '../markdown/markdown';
import { apiUrl } from '../../api/http-client';
import { choiceLetter } from '../attempt/choice-letter';

type QuestionPanelProps = {
  question: AttemptQuestion;
  number: number;
  total: number;
  chosen: readonly number[];
  onChoose: (choiceId: number) => void;
  /** A locked answer (immediate mode) can no longer change. */
  disabled?: boolean;
  /** The heading ("Question 2 of 10"), which the quiz focuses when it shows the question. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** One question as the student answers it: the stem, the figure, the labelled choices. */
export function QuestionPanel({
  question,
  number,
  total,
  chosen,
  onChoose,
  disabled,
  headingRef,
}: QuestionPanelProps) {
  const stemId = useId();
  // A choice re-renders the panel: the stem's Markdown is not parsed again for it.
  const stem = useMemo(() => <Markdown>{question.stem}</Markdown>, [question.stem]);
  const choices = question.choices.map((choice, index) => (
    <FormControlLabel
      key={choice.id}
      value={String(choice.id)}
      disabled={disabled}
      control={
        question.multiple ? (
          <Checkbox checked={chosen.includes(choice.id)} onChange={() => onChoose(choice.id)} />
        ) : (
          <Radio />
        )
      }
      label={
        <Stack direction="row" spacing={1}>
          <Typography component="span" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {choiceLetter(index)}.
          </Typography>
          <Typography component="span">{choice.text}</Typography>
        </Stack>
      }
      sx={{
        alignItems: 'flex-start',
        mx: 0,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        border: 1,
        borderColor: chosen.includes(choice.id) ? 'primary.main' : 'divider',
        '& .MuiRadio-root, & .MuiCheckbox-root': { mt: -0.75 },
      }}
    />
  ));
  return (
    <Stack spacing={2}>
      <Typography
        variant="overline"
        component="h2"
        ref={headingRef}
        tabIndex={-1}
        sx={{ color: 'text.secondary', outline: 'none' }}
      >
        Question {number} of {total} · {question.topic_name}
      </Typography>
      <div id={stemId}>{stem}</div>
      {question.figure_url && (
        <FigureViewer src={apiUrl(question.figure_url)} alt={`Figure for question ${number}`} />
      )}
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {question.multiple ? 'Choose every correct answer' : 'Choose one answer'}
        </FormLabel>
        {question.multiple ? (
          <FormGroup aria-describedby={stemId} sx={{ gap: 1 }}>
            {choices}
          </FormGroup>
        ) : (
          <RadioGroup
            aria-describedby={stemId}
            value={chosen[0] === undefined ? '' : String(chosen[0])}
            onChange={(event) => onChoose(Number(event.target.value))}
            sx={{ gap: 1 }}
          >
            {choices}
          </RadioGroup>
        )}
      </FormControl>
    </Stack>
  );
}
