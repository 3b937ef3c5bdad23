import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { flashcardInputSchema, type FlashcardInput } from '../../../../contract/flashcards';
import type { Topic } from '../../../../contract/topics';
import {
  FormRootError,
  FormSection,
  LeaveWarning,
  useContractForm,
  useSaveAndNavigate,
} from '../../../components/form';
import { FigureField } from '../bank/figure-field';
import { MarkdownField } from '../bank/markdown-field';
import { TopicSelect } from '../bank/topic-select';

type FlashcardFormProps = {
  classId: number;
  topics: Topic[];
  saved: FlashcardInput;
  submitLabel: string;
  cancelTo: string;
  /** Saves and answers the screen to open next. */
  onSave: (values: FlashcardInput) => Promise<string>;
};

/** A flashcard: topic, front and back in Markdown, an optional picture. */
export function FlashcardForm({
  classId,
  topics,
  saved,
  submitLabel,
  cancelTo,
  onSave,
}: FlashcardFormProps) {
  const form = useContractForm(flashcardInputSchema, { defaultValues: saved });
  const submit = useSaveAndNavigate(form, onSave);
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <LeaveWarning when={form.formState.isDirty} />
      <FormRootError errors={form.formState.errors} />
      <FormSection id="flashcard-card" title="Card">
        <TopicSelect control={form.control} name="topic_id" topics={topics} />
        <MarkdownField control={form.control} name="front" label="Front" required minRows={3} />
        <MarkdownField control={form.control} name="back" label="Back" required minRows={3} />
        <FigureField classId={classId} control={form.control} name="figure_hash" of="flashcard" />
      </FormSection>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        <Button component={RouterLink} to={cancelTo}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
