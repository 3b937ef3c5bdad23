import Dialog from '@mui/material/Dialog';
import MenuItem from '@mui/material/MenuItem';
import { useId } from 'react';
import { ltiCourseLinkBodySchema, type LtiCourse } from '../../../../contract/lti-courses';
import { useClassList } from '../../../api/classes';
import { useRelinkLtiCourse } from '../../../api/lti-platforms';
import {
  DialogForm,
  FormTextField,
  submitHandler,
  useContractForm,
} from '../../../components/form';

type RelinkCourseDialogProps = {
  course: LtiCourse;
  onClose: () => void;
  onLinked: (className: string) => void;
};

/** Superuser: the course opens another class (its first instructor launch made the wrong one). */
export function RelinkCourseDialog({ course, onClose, onLinked }: RelinkCourseDialogProps) {
  const relink = useRelinkLtiCourse(course.id);
  const classes = useClassList('teacher');
  const active = (classes.data ?? []).filter((row) => !row.archived);
  const form = useContractForm(ltiCourseLinkBodySchema, {
    defaultValues: { class_id: course.class_id },
  });
  const titleId = useId();
  const submit = submitHandler(form, async (values) => {
    await relink.mutateAsync(values);
    onLinked(active.find((row) => row.id === values.class_id)?.name ?? 'the class');
  });
  const close = () => {
    if (!relink.isPending) onClose();
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogForm
        titleId={titleId}
        title={`Link ${course.title || course.context_id} to a class`}
        onSubmit={submit}
        errors={form.formState.errors}
        busy={relink.isPending}
        submitLabel="Link"
        onCancel={close}
        intro="Launches from this course open the class you choose. Links placed in the course that open a quiz or topic of another class open nothing until placed again; people get their role in the class at their next launch."
      >
        <FormTextField
          control={form.control}
          name="class_id"
          label="Class"
          select
          required
          slotProps={{
            select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 310 } } } } },
          }}
        >
          {active.map((row) => (
            <MenuItem key={row.id} value={row.id}>
              {row.name}
            </MenuItem>
          ))}
        </FormTextField>
      </DialogForm>
    </Dialog>
  );
}
