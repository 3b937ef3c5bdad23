import Alert from '@mui/material/Alert';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Server messages that belong to no field of the form (see applyServerErrors). */
export function FormRootError<Values extends FieldValues>({
  errors,
}: {
  errors: FieldErrors<Values>;
}) {
  const message = errors.root?.server?.message;
  return message ? <Alert severity="error">{message}</Alert> : null;
}
