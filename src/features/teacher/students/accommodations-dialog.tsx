import Dialog from '@mui/material/Dialog';
import { useId } from 'react';
import { showSuccessToast } from '../../../lib/toasts';
import type { ClassStudent } from '../../../../contract/classes';
import { accommodationsSchema, type Accommodations } from '../../../../contract/members';
import { useSaveAccommodations } from '../../../api/class-admin';
import {
  FormTextField,
  submitHandler,
  useContractForm,
  DialogForm,
} from '../../../components/form';

/** "+50 % time, +1 final attempt": the accommodations on a student's row; empty when none. */
export function describeAccommodations(value: Accommodations) {
  return [
    value.extra_time_percent > 0 && `+${value.extra_time_percent} % time`,
    value.extra_time_minutes > 0 && `+${value.extra_time_minutes} min`,
    value.extra_final_attempts > 0 &&
      `+${value.extra_final_attempts} final attempt${value.extra_final_attempts === 1 ? '' : 's'}`,
  ]
    .filter(Boolean)
    .join(', ');
}

type AccommodationsDialogProps = { classId: number; student: ClassStudent; onClose: () => void };

/** Extra time (percent or minutes) on timed quizzes and the final exam, extra final attempts. */
export function AccommodationsDialog({ classId, student, onClose }: AccommodationsDialogProps) {
  const save = useSaveAccommodations(classId, student.id);
  const form = useContractForm(accommodationsSchema, { defaultValues: student.accommodations });
  const titleId = useId();
  const submit = submitHandler(form, async (values) => {
    await save.mutateAsync(values);
    showSuccessToast(`Accommodations for ${student.name} saved.`);
    onClose();
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogForm
        titleId={titleId}
        title={`Accommodations for ${student.name}`}
        onSubmit={submit}
        errors={form.formState.errors}
        busy={save.isPending}
        submitLabel="Save"
        onCancel={onClose}
      >
        <FormTextField
          control={form.control}
          name="extra_time_percent"
          label="Extra time (%)"
          type="number"
          helperText="On timed quizzes and the final exam, e.g. 50 for time and a half."
        />
        <FormTextField
          control={form.control}
          name="extra_time_minutes"
          label="Extra time (minutes)"
          type="number"
        />
        <FormTextField
          control={form.control}
          name="extra_final_attempts"
          label="Extra final-exam attempts"
          type="number"
        />
      </DialogForm>
    </Dialog>
  );
}
