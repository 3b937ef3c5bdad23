import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { z } from 'zod/mini';
import { showSuccessToast } from '../../lib/toasts';
import { updateMeBodySchema } from '../../../contract/users';
import {
  instructorCertificateSchema,
  type InstructorCertificate,
} from '../../../contract/student-record';
import { FormTextField, submitHandler, useContractForm, DialogForm } from '../form';
import { useUpdateMe } from '../../api/users';
import { useInstructorCertificate, useSaveInstructorCertificate } from '../../api/student-record';
import { MyProgress } from './my-progress';
import { ThemeChoice } from './theme-choice';

type ProfileDialogProps = {
  open: boolean;
  onClose: () => void;
  user: { name: string; email: string | null; isStudent?: boolean; isInstructor?: boolean };
};

/** The name, and for instructors the certificate their students' records name. */
const profileSchema = z.extend(updateMeBodySchema, instructorCertificateSchema.shape);
const NO_CERTIFICATE: InstructorCertificate = { certificate_number: '', certificate_expires: '' };

/**
 * The user's profile: the name can change (`PATCH /users/me`); the e-mail comes from the sign-in;
 * an instructor keeps the certificate their records' signature line names.
 */
export function ProfileDialog({ open, onClose, user }: ProfileDialogProps) {
  const titleId = useId();
  const certificate = useInstructorCertificate(open && Boolean(user.isInstructor));
  const waiting = user.isInstructor && certificate.isPending;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {/* Mounted while open, so each opening starts from the current name. */}
      {open && waiting ? (
        <DialogContent aria-busy="true" aria-label="Loading the profile">
          <Skeleton variant="rounded" height={240} />
        </DialogContent>
      ) : open ? (
        <ProfileForm
          titleId={titleId}
          user={user}
          certificate={certificate.data ?? NO_CERTIFICATE}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function ProfileForm({
  titleId,
  user,
  certificate,
  onClose,
}: {
  titleId: string;
  user: ProfileDialogProps['user'];
  certificate: InstructorCertificate;
  onClose: () => void;
}) {
  const updateMe = useUpdateMe();
  const saveCertificate = useSaveInstructorCertificate();
  const form = useContractForm(profileSchema, {
    defaultValues: { name: user.name, ...certificate },
  });

  const submit = submitHandler(form, async ({ name, ...certificateFields }) => {
    await updateMe.mutateAsync({ name });
    if (user.isInstructor) await saveCertificate.mutateAsync(certificateFields);
    showSuccessToast('Profile saved.');
    onClose();
  });

  return (
    <DialogForm
      titleId={titleId}
      title="Profile"
      onSubmit={submit}
      errors={form.formState.errors}
      busy={updateMe.isPending || saveCertificate.isPending}
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
      {user.isInstructor && (
        <>
          <FormTextField
            control={form.control}
            name="certificate_number"
            label="Instructor certificate number"
            helperText="Printed on the signature line of your students' training records."
          />
          <FormTextField
            control={form.control}
            name="certificate_expires"
            label="Certificate expiry"
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
            helperText="Leave empty if your certificate has no expiry date."
          />
        </>
      )}
      <ThemeChoice />
      {user.isStudent && <MyProgress />}
    </DialogForm>
  );
}
