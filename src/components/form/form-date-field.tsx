import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormDateFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'type'
> & {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
};

/** An optional calendar date (YYYY-MM-DD) bound to a form field that holds it or null (empty). */
export function FormDateField<Values extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormDateFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      type="date"
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? helperText}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
