import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { createTopicBodySchema, type CreateTopicBody } from '../../../../contract/topics';
import {
  FormRootError,
  FormTextField,
  LeaveWarning,
  useContractForm,
  useSaveAndNavigate,
} from '../../../components/form';

type TopicFormProps = {
  saved: CreateTopicBody;
  submitLabel: string;
  cancelTo: string;
  /** Saves and answers the screen to open next. */
  onSave: (values: CreateTopicBody) => Promise<string>;
};

/** A topic's name and description (add and edit). */
export function TopicForm({ saved, submitLabel, cancelTo, onSave }: TopicFormProps) {
  const form = useContractForm(createTopicBodySchema, { defaultValues: saved });
  const submit = useSaveAndNavigate(form, onSave);
  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <LeaveWarning when={form.formState.isDirty} />
      <Stack spacing={2}>
        <FormRootError errors={form.formState.errors} />
        <FormTextField control={form.control} name="name" label="Name" required autoFocus />
        <FormTextField
          control={form.control}
          name="description"
          label="Description"
          multiline
          minRows={3}
          helperText="What the topic covers, for you and your students."
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
          <Button component={RouterLink} to={cancelTo}>
            Cancel
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
