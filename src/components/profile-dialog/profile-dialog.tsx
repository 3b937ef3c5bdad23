import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { showSuccessToast } from '../../lib/toasts';
import { updateMeBodySchema } from '../../../contract/users';
import { FormTextField, submitHandler, useContractForm, DialogForm } from '../form';
import { useUpdateMe } from '../../api/users';
import { MyProgress } from './my-progress';
import { ThemeChoice } from './theme-choice';

type ProfileDialogProps = {
  open: boolean;
  onClose: () => void;
  user: { name: string; email: string | null; isStudent?: boolean };
};

/** The user's profile: the name can change (`PATCH /users/me`); the e-mail comes from the sign-in. */
export function ProfileDialog({ open, onClose, user }: ProfileDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {/* Mounted while open, so each opening starts from the current name. */}
      {open ? <ProfileForm titleId={titleId} user={user} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ProfileForm({
  titleId,
  user,
  onClose,
}: {
  titleId: string;
  user: ProfileDialogProps['user'];
  onClose: () => void;
}) {
  const updateMe = useUpdateMe();
  const form = useContractForm(updateMeBodySchema, { defaultValues: { name: user.name } });

  const submit = submitHandler(form, async (values) => {
    await updateMe.mutateAsync(values);
    showSuccessToast('Profile saved.');
    onClose();
  });

  return (
    <DialogForm
      titleId={titleId}
      title="Profile"
      onSubmit={submit}
      errors={form.formState.errors}
      busy={updateMe.isPending}
      submitLabel="Save"
      onCancel={onClose}
      spacing={2.5}
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        required
        autoFocus
        helperText="How teachers and classmates see you."
      />
      <TextField
        label="E-mail"
        value={user.email ?? ''}
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText="From your sign-in account."
      />
      <ThemeChoice />
      {user.isStudent && <MyProgress />}
    </DialogForm>
  );
}
