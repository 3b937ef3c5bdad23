import Dialog from '@mui/material/Dialog';
import DialogContentText from '@mui/material/DialogContentText';
import { useEffect, useId } from 'react';
import { joinClassBodySchema } from '../../../../contract/members';
import type { ClassSummary } from '../../../../contract/classes';
import { useJoinClass } from '../../../api/class-admin';
import {
  FormTextField,
  submitHandler,
  useContractForm,
  DialogForm,
} from '../../../components/form';

type JoinClassDialogProps = {
  open: boolean;
  /** A code from the address (`/student?join=CODE`), filled in for the student. */
  initialCode: string;
  onClose: () => void;
  onJoined: (joined: ClassSummary) => void;
};

/** A student types (or brings in the link) a class's join code. */
export function JoinClassDialog({ open, initialCode, onClose, onJoined }: JoinClassDialogProps) {
  const join = useJoinClass();
  const form = useContractForm(joinClassBodySchema, { defaultValues: { code: initialCode } });
  const titleId = useId();
  const { reset } = form;

  useEffect(() => {
    if (open) reset({ code: initialCode });
  }, [open, initialCode, reset]);

  // Wrong, switched-off and archived codes: the API client shows the server's sentence (spec §8's
  // catalogue toasts every 4xx message); the dialog stays open with the code kept.
  const submit = submitHandler(form, async (values) => onJoined(await join.mutateAsync(values)));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogForm
        titleId={titleId}
        title="Join a class"
        onSubmit={submit}
        errors={form.formState.errors}
        busy={join.isPending}
        submitLabel="Join"
        onCancel={onClose}
        intro={
          <DialogContentText>Enter the code your instructor shared with you.</DialogContentText>
        }
      >
        <FormTextField
          control={form.control}
          name="code"
          label="Class code"
          required
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
      </DialogForm>
    </Dialog>
  );
}
