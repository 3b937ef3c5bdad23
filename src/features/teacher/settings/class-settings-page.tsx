import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { showSuccessToast } from '../../../lib/toasts';
import { Controller } from 'react-hook-form';
import {
  generalSettingsSchema,
  updateClassBodySchema,
  type GeneralSettings,
} from '../../../../contract/class-settings';
import type { ClassSummary } from '../../../../contract/classes';
import { STUDENT_RETENTION_MAX, STUDENT_RETENTION_MIN } from '../../../../contract/study-retention';
import { checkClassNameInUse, useSaveSettings, useUpdateClass } from '../../../api/class-admin';
import {
  FormAutocompleteField,
  FormDateField,
  FormRootError,
  FormTextField,
  LeaveWarning,
  submitHandler,
  useContractForm,
  FormSection,
} from '../../../components/form';
import { ClassSettingsShell } from './class-settings-shell';
import { JoinCodeCard } from '../students/join-code-card';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';

/** Every zone the browser knows, with UTC (the default; some browsers leave it off the list). */
const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

/** /teacher/classes/:classId/class-settings: name, archive, general settings, join code. */
export function ClassSettingsPage() {
  return (
    <ClassSettingsShell title="Class settings" skeletonHeight={420}>
      {({ classId, classSummary, settings }) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ClassDetailsForm classSummary={classSummary} />
          <GeneralSettingsForm classId={classId} saved={settings.general} />
          <JoinCodeCard classSummary={classSummary} />
          <ArchiveSection classSummary={classSummary} />
        </Box>
      )}
    </ClassSettingsShell>
  );
}

function ClassDetailsForm({ classSummary }: { classSummary: ClassSummary }) {
  const update = useUpdateClass(classSummary.id);
  const form = useContractForm(updateClassBodySchema, {
    defaultValues: { name: classSummary.name, description: classSummary.description },
  });
  const [nameInUse, setNameInUse] = useState(false);
  const checkName = async () => {
    const name = form.getValues('name')?.trim() ?? '';
    if (!name || name === classSummary.name) return setNameInUse(false);
    setNameInUse((await checkClassNameInUse(name, classSummary.id)).in_use);
  };
  const submit = submitHandler(form, async (values) => {
    const saved = await update.mutateAsync(values);
    form.reset({ name: saved.name, description: saved.description });
    showSuccessToast('Name and description saved.');
  });
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <LeaveWarning when={form.formState.isDirty} />
      <FormSection id="class-details" title="Name and description">
        <FormRootError errors={form.formState.errors} />
        <FormTextField
          control={form.control}
          name="name"
          label="Name"
          required
          onBlurCapture={() => void checkName()}
        />
        {nameInUse && (
          <Alert severity="warning">
            Another class is already called this. Students may mix them up.
          </Alert>
        )}
        <FormTextField
          control={form.control}
          name="description"
          label="Description"
          multiline
          minRows={2}
        />
        <Box>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Save
          </Button>
        </Box>
      </FormSection>
    </Box>
  );
}

function GeneralSettingsForm({ classId, saved }: { classId: number; saved: GeneralSettings }) {
  const save = useSaveSettings(classId, 'general');
  const form = useContractForm(generalSettingsSchema, { defaultValues: saved });
  const submit = submitHandler(form, async (values) => {
    form.reset((await save.mutateAsync(values)).general);
    showSuccessToast('Study settings saved.');
  });
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <LeaveWarning when={form.formState.isDirty} />
      <FormSection id="general-settings" title="Study settings">
        <FormRootError errors={form.formState.errors} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormAutocompleteField
            control={form.control}
            name="time_zone"
            label="Time zone"
            helperText="Streaks and daily limits follow this day. Type a city to find it."
            options={TIME_ZONES}
          />
          <FormTextField
            control={form.control}
            name="explanation_mode"
            label="Default explanation mode"
            select
          >
            <MenuItem value="immediate">After each answer</MenuItem>
            <MenuItem value="after_submission">After submission</MenuItem>
          </FormTextField>
          <FormTextField
            control={form.control}
            name="new_flashcards_per_day"
            label="New flashcards per day"
            type="number"
          />
          <FormTextField
            control={form.control}
            name="flashcard_retention"
            label="Desired flashcard retention (%)"
            type="number"
            helperText={`Higher means more frequent reviews. Students may choose their own from ${STUDENT_RETENTION_MIN} to ${STUDENT_RETENTION_MAX} %.`}
          />
          <FormDateField
            control={form.control}
            name="knowledge_test_date"
            label="Knowledge-test date"
            helperText="Optional. Students see how much of each deck they are predicted to remember that day."
          />
        </Box>
        <Controller
          control={form.control}
          name="points_enabled"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              label="Points and badges"
            />
          )}
        />
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save
          </Button>
        </Box>
      </FormSection>
    </Box>
  );
}

function ArchiveSection({ classSummary }: { classSummary: ClassSummary }) {
  const update = useUpdateClass(classSummary.id);
  const archived = classSummary.archived;
  const [confirming, setConfirming] = useState(false);
  const setArchived = (value: boolean) =>
    update.mutate(
      { archived: value },
      {
        onSuccess: () => {
          setConfirming(false);
          showSuccessToast(value ? 'Class archived.' : 'Class restored.');
        },
      },
    );
  return (
    <FormSection id="archive" title={archived ? 'Archived' : 'Archive'}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {archived
          ? 'Students can still open this class read-only; it is hidden from their home and its code admits nobody.'
          : 'An archived class is read-only for its students and hidden from their home. You can restore it at any time.'}
      </Typography>
      <Box>
        <Button
          variant="outlined"
          color={archived ? 'primary' : 'warning'}
          loading={archived && update.isPending}
          onClick={() => (archived ? setArchived(false) : setConfirming(true))}
        >
          {archived ? 'Restore class' : 'Archive class'}
        </Button>
      </Box>
      {confirming && (
        <ConfirmDialog
          title={`Archive ${classSummary.name}?`}
          confirmLabel="Archive class"
          busy={update.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => setArchived(true)}
        >
          Its students can only read it from now on, it leaves their home, and its join code admits
          nobody. You can restore it at any time.
        </ConfirmDialog>
      )}
    </FormSection>
  );
}
