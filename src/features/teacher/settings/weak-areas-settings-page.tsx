import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { showSuccessToast } from '../../../lib/toasts';
import { weakAreaSettingsSchema, type WeakAreaSettings } from '../../../../contract/class-settings';
import { weakAreaSentence } from '../../../../contract/weak-areas';
import { useSaveSettings } from '../../../api/class-admin';
import {
  FormRootError,
  FormTextField,
  LeaveWarning,
  submitHandler,
  useContractForm,
  FormSection,
} from '../../../components/form';
import { ClassSettingsShell } from './class-settings-shell';

/** /teacher/classes/:classId/weak-areas-settings */
export function WeakAreasSettingsPage() {
  return (
    <ClassSettingsShell title="Weak-area settings" skeletonHeight={320}>
      {({ classId, settings }) => <WeakAreasForm classId={classId} saved={settings.weak_areas} />}
    </ClassSettingsShell>
  );
}

function WeakAreasForm({ classId, saved }: { classId: number; saved: WeakAreaSettings }) {
  const save = useSaveSettings(classId, 'weak-areas');
  const form = useContractForm(weakAreaSettingsSchema, { defaultValues: saved });
  const values = useWatch({ control: form.control });
  const submit = submitHandler(form, async (input) => {
    const answer = await save.mutateAsync(input);
    form.reset(answer.weak_areas);
    showSuccessToast('Weak-area settings saved.');
  });
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <LeaveWarning when={form.formState.isDirty} />
      <FormRootError errors={form.formState.errors} />
      <FormSection id="weak-rule" title="When is a topic weak?">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={form.control}
            name="last_answers"
            label="Answers counted per topic"
            type="number"
            helperText="The student's most recent answers in the topic."
          />
          <FormTextField
            control={form.control}
            name="accuracy_threshold"
            label="Accuracy threshold (%)"
            type="number"
          />
          <FormTextField
            control={form.control}
            name="min_answers"
            label="Minimum answers"
            type="number"
            helperText="Fewer answers than this say nothing yet."
          />
          <FormTextField
            control={form.control}
            name="drill_size"
            label="Drill size"
            type="number"
          />
        </Box>
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {weakAreaSentence(values)}
        </Typography>
      </FormSection>
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
