import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useReadOnly } from '../../lib/session/use-read-only';
import { ReadOnlyNote } from '../read-only/read-only-note';
import { FormRootError } from './form-root-error';

type DialogFormProps<Values extends FieldValues> = {
  /** The id the Dialog's `aria-labelledby` names. */
  titleId: string;
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  errors: FieldErrors<Values>;
  /** True while the form saves: Cancel is off and the submit button spins. */
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** Said above the fields. */
  intro?: ReactNode;
  spacing?: number;
  children: ReactNode;
};

/**
 * The inside of a dialog that holds a form: its title, the fields under the form's own error,
 * and the footer (Cancel, then the submit button, turned off with the reason in a read-only
 * session).
 */
export function DialogForm<Values extends FieldValues>({
  titleId,
  title,
  onSubmit,
  errors,
  busy,
  submitLabel,
  onCancel,
  intro,
  spacing = 2,
  children,
}: DialogFormProps<Values>) {
  const { readOnly } = useReadOnly();
  const noteId = useId();
  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={spacing} sx={{ pt: 1 }}>
          {intro}
          <FormRootError errors={errors} />
          {children}
          <ReadOnlyNote id={noteId} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={busy}
          disabled={readOnly}
          aria-describedby={readOnly ? noteId : undefined}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
