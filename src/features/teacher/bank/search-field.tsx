import SearchRounded from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

type SearchFieldProps = {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  search?: boolean;
};

/** A text filter that applies itself once typing pauses for 300 ms. */
export function SearchField({ label, value, onSearch, search = true }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled.trim() !== value) onSearch(settled.trim());
    // Only a settled change of the text searches; `value` follows from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <TextField
      label={label}
      type={search ? 'search' : 'text'}
      value={text}
      onChange={(event) => setText(event.target.value)}
      size="small"
      slotProps={
        search
          ? {
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded />
                  </InputAdornment>
                ),
              },
            }
          : undefined
      }
    />
  );
}
