import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import {
  DEFAULT_PASS_MARK,
  quizInputSchema,
  type ExplanationMode,
  type QuizInput,
  type QuizInputParsed,
} from '../../../../contract/quizzes';
import {
  FormNumberField,
  FormRootError,
  FormSection,
  FormTextField,
  LeaveWarning,
  useContractForm,
  useSaveAndNavigate,
} from '../../../components/form';
import { QuestionPicker } from './question-picker';

/** A new practice quiz's form: ten random questions, 70 % to pass, the class's explanations, a draft. */
export const newQuiz = (explanationMode: ExplanationMode): QuizInput => ({
  title: '',
  selection: 'random',
  question_ids: [],
  random_count: 10,
  time_limit_minutes: null,
  pass_mark: DEFAULT_PASS_MARK,
  shuffle_questions: true,
  shuffle_choices: true,
  explanation_mode: explanationMode,
  status: 'draft',
});

type QuizFormProps = {
  classId: number;
  topicId: number;
  saved: QuizInput;
  submitLabel: string;
  /** Beside the submit button: Cancel, Delete. */
  extraActions?: ReactNode;
  /** Saves and answers the screen to open next. */
  onSave: (values: QuizInputParsed) => Promise<string>;
};

function SwitchField({
  control,
  name,
  label,
}: {
  control: Control<QuizInput, unknown, QuizInputParsed>;
  name: 'shuffle_questions' | 'shuffle_choices';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
          label={label}
        />
      )}
    />
  );
}

/** A practice quiz: its questions (picked, or drawn at random), timing, pass mark and options. */
export function QuizForm({
  classId,
  topicId,
  saved,
  submitLabel,
  extraActions,
  onSave,
}: QuizFormProps) {
  const form = useContractForm(quizInputSchema, { defaultValues: saved });
  const selection = useWatch({ control: form.control, name: 'selection' });
  const submit = useSaveAndNavigate(form, onSave);
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <LeaveWarning when={form.formState.isDirty} />
      <FormRootError errors={form.formState.errors} />
      <FormSection id="quiz-title" title="Quiz">
        <FormTextField control={form.control} name="title" label="Title" required />
        <FormTextField
          control={form.control}
          name="status"
          label="Status"
          select
          helperText="Students see a published quiz once all its questions are published."
          sx={{ maxWidth: 360 }}
        >
          <MenuItem value="draft">Draft</MenuItem>
          <MenuItem value="published">Published</MenuItem>
        </FormTextField>
      </FormSection>
      <FormSection id="quiz-questions" title="Questions">
        <Controller
          control={form.control}
          name="selection"
          render={({ field }) => (
            <RadioGroup
              aria-label="How the questions are chosen"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel
                value="random"
                control={<Radio />}
                label="Draw random published questions of the topic for each attempt"
              />
              <FormControlLabel value="fixed" control={<Radio />} label="A fixed list I pick" />
            </RadioGroup>
          )}
        />
        {selection === 'random' ? (
          <FormNumberField
            control={form.control}
            name="random_count"
            label="Questions per attempt"
            sx={{ maxWidth: 240 }}
          />
        ) : (
          <Controller
            control={form.control}
            name="question_ids"
            render={({ field, fieldState }) => (
              <QuestionPicker
                classId={classId}
                topicId={topicId}
                selected={field.value ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message ?? fieldState.error?.root?.message}
              />
            )}
          />
        )}
      </FormSection>
      <FormSection id="quiz-options" title="Timing and marking">
        <Box sx={grid}>
          <FormNumberField
            control={form.control}
            name="time_limit_minutes"
            label="Time limit (minutes)"
            helperText="Empty: no time limit."
          />
          <FormNumberField control={form.control} name="pass_mark" label="Pass mark (%)" required />
          <FormTextField control={form.control} name="explanation_mode" label="Explanations" select>
            <MenuItem value="immediate">After each answer</MenuItem>
            <MenuItem value="after_submission">After submission</MenuItem>
          </FormTextField>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          <SwitchField control={form.control} name="shuffle_questions" label="Shuffle questions" />
          <SwitchField control={form.control} name="shuffle_choices" label="Shuffle choices" />
        </Box>
      </FormSection>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        {extraActions}
      </Box>
    </Box>
  );
}
