import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  MAX_CHOICES,
  MIN_CHOICES,
  type QuestionInput,
  type QuestionInputParsed,
} from '../../../../contract/questions';
import { choiceLetter } from '../../../../contract/choice-letter';
import { FormTextField } from '../../../components/form';

type QuestionForm = UseFormReturn<QuestionInput, unknown, QuestionInputParsed>;

/**
 * The 2–6 answer choices and which are correct. Single best answer: marking one unmarks the others;
 * multiple response: any number (a student must pick them all).
 */
export function ChoicesEditor({ form }: { form: QuestionForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'choices' });
  const multiple = Boolean(useWatch({ control: form.control, name: 'multiple_response' }));
  const choices = useWatch({ control: form.control, name: 'choices' }) ?? [];
  const errors = form.formState.errors.choices;
  const listError = errors?.message ?? errors?.root?.message;

  const markCorrect = (index: number, correct: boolean) => {
    fields.forEach((_, other) => {
      const value = other === index ? correct : multiple ? Boolean(choices[other]?.correct) : false;
      form.setValue(`choices.${other}.correct`, value, { shouldDirty: true });
    });
    void form.trigger('choices');
  };

  return (
    <Stack spacing={1.5} role="group" aria-label="Choices">
      {fields.map((field, index) => {
        const letter = choiceLetter(index);
        const correct = Boolean(choices[index]?.correct);
        const Mark = multiple ? Checkbox : Radio;
        return (
          <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Mark
              checked={correct}
              onChange={(event) => markCorrect(index, event.target.checked)}
              slotProps={{ input: { 'aria-label': `Choice ${letter} is correct` } }}
              sx={{ mt: 0.5 }}
            />
            <Typography
              sx={{ fontWeight: 600, mt: 2, minWidth: 16, color: 'text.secondary' }}
              aria-hidden
            >
              {letter}
            </Typography>
            <FormTextField
              control={form.control}
              name={`choices.${index}.text`}
              label={`Choice ${letter}`}
              // A line kept for the error at all times: an error that clears on blur must not
              // shift "Add choice" between the press and the release of the click that blurred.
              helperText=" "
              fullWidth
              multiline
              required
            />
            <IconButton
              aria-label={`Remove choice ${letter}`}
              disabled={fields.length <= MIN_CHOICES}
              onClick={() => remove(index)}
              sx={{ mt: 1 }}
            >
              <DeleteOutlineRounded />
            </IconButton>
          </Box>
        );
      })}
      <Box>
        <Button
          startIcon={<AddRounded />}
          disabled={fields.length >= MAX_CHOICES}
          onClick={() => append({ text: '', correct: false })}
        >
          Add choice
        </Button>
      </Box>
      {/* Below the button, so that it appearing on a blur does not move the button either. */}
      {listError && <Alert severity="error">{listError}</Alert>}
    </Stack>
  );
}
