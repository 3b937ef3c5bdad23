import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option is usually the "all" one, with the value ''. */
  options: readonly { value: string; label: string }[];
};

/** A list filter's drop-down; its "all" choice shows as a value, not as an empty box. */
export function FilterSelect({ label, value, onChange, options }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
