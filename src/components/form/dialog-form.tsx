import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
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
 * and the footer (Cancel, then the submit button).
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
  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={spacing} sx={{ pt: 1 }}>
          {intro}
          <FormRootError errors={errors} />
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
