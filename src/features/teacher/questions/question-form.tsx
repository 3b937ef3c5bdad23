import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { questionInputSchema, type QuestionInput } from '../../../../contract/questions';
import type { Topic } from '../../../../contract/topics';
import {
  FormRootError,
  FormTextField,
  LeaveWarning,
  useContractForm,
  useSaveAndNavigate,
  FormSection,
} from '../../../components/form';
import { FigureField } from '../bank/figure-field';
import { MarkdownField } from '../bank/markdown-field';
import { TopicSelect } from '../bank/topic-select';
import { ChoicesEditor } from './choices-editor';

type QuestionFormProps = {
  classId: number;
  topics: Topic[];
  saved: QuestionInput;
  submitLabel: string;
  cancelTo: string;
  /** Shown above the form, e.g. that saving makes a new version. */
  notice?: string;
  /** Saves and answers the screen to open next. */
  onSave: (values: QuestionInput) => Promise<string>;
};

/** A question: topic, name, stem, figure, choices, explanation, reference, objective code, status. */
export function QuestionForm({
  classId,
  topics,
  saved,
  submitLabel,
  cancelTo,
  notice,
  onSave,
}: QuestionFormProps) {
  const form = useContractForm(questionInputSchema, { defaultValues: saved });
  const submit = useSaveAndNavigate(form, onSave);
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <LeaveWarning when={form.formState.isDirty} />
      {notice && <Alert severity="info">{notice}</Alert>}
      <FormRootError errors={form.formState.errors} />
      <FormSection id="question-text" title="Question">
        <TopicSelect control={form.control} name="topic_id" topics={topics} />
        <FormTextField
          control={form.control}
          name="name"
          label="Name"
          helperText="What you and other teachers call it, e.g. “Density altitude 3”. Students never see it."
        />
        <MarkdownField control={form.control} name="stem" label="Question" required />
        <FigureField classId={classId} control={form.control} name="figure_hash" of="question" />
      </FormSection>
      <FormSection id="question-choices" title="Choices">
        <Controller
          control={form.control}
          name="multiple_response"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={Boolean(field.value)}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    void form.trigger('choices');
                  }}
                />
              }
              label="Multiple response: students must pick every correct choice"
            />
          )}
        />
        <ChoicesEditor form={form} />
      </FormSection>
      <FormSection id="question-explanation" title="Explanation and source">
        <MarkdownField control={form.control} name="explanation" label="Explanation" />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={form.control}
            name="reference"
            label="Reference"
            helperText='Where to read more, e.g. "PHAK 4-12".'
          />
          <FormTextField
            control={form.control}
            name="learning_objective"
            label="Learning objective"
            helperText="ACS code like PA.I.B.K1, or an EASA objective like 010.01.02.03."
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
          />
        </Box>
      </FormSection>
      <FormSection id="question-status" title="Status">
        <FormTextField
          control={form.control}
          name="status"
          label="Status"
          select
          helperText="Students only ever see published questions."
          sx={{ maxWidth: 320 }}
        >
          <MenuItem value="draft">Draft</MenuItem>
          <MenuItem value="published">Published</MenuItem>
          <MenuItem value="retired">Retired</MenuItem>
        </FormTextField>
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
