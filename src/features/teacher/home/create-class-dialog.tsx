import Dialog from '@mui/material/Dialog';
import { useId } from 'react';
import { createClassBodySchema, type ClassSummary } from '../../../../contract';
import { useCreateClass } from '../../../api/classes';
import {
  FormTextField,
  submitHandler,
  useContractForm,
  DialogForm,
} from '../../../components/form';

type CreateClassDialogProps = {
  open: boolean;
  onClose: () => void;
  onCreated: (created: ClassSummary) => void;
};

/** Superuser: create a class (name and description), validated here and by the server. */
export function CreateClassDialog({ open, onClose, onCreated }: CreateClassDialogProps) {
  const createClass = useCreateClass();
  const form = useContractForm(createClassBodySchema, {
    defaultValues: { name: '', description: '' },
  });
  const titleId = useId();

  const submit = submitHandler(form, async (values) => {
    const created = await createClass.mutateAsync(values);
    form.reset();
    onCreated(created);
  });

  const close = () => {
    if (createClass.isPending) return;
    form.reset();
    createClass.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogForm
        titleId={titleId}
        title="New class"
        onSubmit={submit}
        errors={form.formState.errors}
        busy={createClass.isPending}
        submitLabel="Create class"
        onCancel={close}
        spacing={2.5}
      >
        <FormTextField
          control={form.control}
          name="name"
          label="Name"
          required
          autoFocus
          helperText="For example “Private Pilot Ground School — Spring”."
        />
        <FormTextField
          control={form.control}
          name="description"
          label="Description"
          multiline
          minRows={3}
          helperText="Optional. What the class prepares for."
        />
      </DialogForm>
    </Dialog>
  );
}
