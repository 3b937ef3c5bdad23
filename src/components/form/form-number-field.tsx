import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormNumberFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'type'
> & {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
};

/**
 * A number bound to a form field that holds a number or null (an empty box is null), for contract
 * schemas that take JSON numbers rather than strings.
 */
export function FormNumberField<Values extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormNumberFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      type="number"
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) =>
        field.onChange(event.target.value === '' ? null : Number(event.target.value))
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? helperText}
    />
  );
}
