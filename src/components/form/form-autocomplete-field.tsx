import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormAutocompleteFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  label: string;
  helperText?: string;
  /** Every value the field may take; typing narrows the list. */
  options: readonly string[];
};

/** A choice from a long list, found by typing part of it, bound to a form field. */
export function FormAutocompleteField<Values extends FieldValues>({
  control,
  name,
  label,
  helperText,
  options,
}: FormAutocompleteFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <Autocomplete
      options={options}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(_event, value) => field.onChange(value)}
      onBlur={field.onBlur}
      disableClearable
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={label}
          inputRef={field.ref}
          error={Boolean(message)}
          helperText={message ?? helperText}
        />
      )}
    />
  );
}
