import Checkbox from '@mui/material/Checkbox';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useId, useMemo, type Ref } from 'react';
import type { AttemptQuestion } from '../../../contract/attempts';
import { FigureViewer } from '../figure-viewer/figure-viewer';
import { Markdown } from '../markdown/markdown';
import { apiUrl } from '../../api/http-client';
import { choiceLetter } from '../../../contract/choice-letter';
import { choiceLegend, questionHeading } from '../../../contract/study-texts';

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

/**
 * One choice with its letter. A choice re-renders only when its own state changes (`memo`, and
 * each radio is checked by its own prop rather than by a group's context), so a click on the quiz
 * page redraws the two choices it changes, not the whole question.
 */
const ChoiceOption = memo(function ChoiceOption({
  id,
  letter,
  text,
  name,
  multiple,
  checked,
  disabled,
  onChoose,
}: {
  id: number;
  letter: string;
  text: string;
  name: string;
  multiple: boolean;
  checked: boolean;
  disabled: boolean | undefined;
  onChoose: (choiceId: number) => void;
}) {
  const Control = multiple ? Checkbox : Radio;
  return (
    <FormControlLabel
      value={String(id)}
      disabled={disabled}
      control={<Control name={name} checked={checked} onChange={() => onChoose(id)} />}
      label={
        <Stack direction="row" spacing={1}>
          <Typography component="span" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {letter}.
          </Typography>
          <Typography component="span">{text}</Typography>
        </Stack>
      }
      sx={{
        alignItems: 'flex-start',
        mx: 0,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        border: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        '& .MuiRadio-root, & .MuiCheckbox-root': { mt: -0.75 },
      }}
    />
  );
});

/** FormControl's own look as a fieldset. */
const FIELDSET = {
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  verticalAlign: 'top',
  minWidth: 0,
  m: 0,
  p: 0,
  border: 0,
} as const;

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
  const name = useId();
  // A choice re-renders the panel: the stem's Markdown is not parsed again for it.
  const stem = useMemo(() => <Markdown>{question.stem}</Markdown>, [question.stem]);
  return (
    <Stack spacing={2}>
      <Typography
        variant="overline"
        component="h2"
        ref={headingRef}
        tabIndex={-1}
        sx={{ color: 'text.secondary', outline: 'none' }}
      >
        {questionHeading(number, total, question.topic_name)}
      </Typography>
      <div id={stemId}>{stem}</div>
      {question.figure_url && (
        <FigureViewer src={apiUrl(question.figure_url)} alt={`Figure for question ${number}`} />
      )}
      {/* A plain fieldset, not FormControl: FormControl re-renders every choice each time the
          focus enters or leaves one (its focused state), on every click. */}
      <Box component="fieldset" sx={FIELDSET}>
        <Typography
          component="legend"
          sx={{ mb: 1, p: 0, color: 'text.secondary', lineHeight: '1.4375em' }}
        >
          {choiceLegend(question.multiple)}
        </Typography>
        <FormGroup
          role={question.multiple ? undefined : 'radiogroup'}
          aria-describedby={stemId}
          sx={{ gap: 1 }}
        >
          {question.choices.map((choice, index) => (
            <ChoiceOption
              key={choice.id}
              id={choice.id}
              letter={choiceLetter(index)}
              text={choice.text}
              name={name}
              multiple={question.multiple}
              checked={chosen.includes(choice.id)}
              disabled={disabled}
              onChoose={onChoose}
            />
          ))}
        </FormGroup>
      </Box>
    </Stack>
  );
}
