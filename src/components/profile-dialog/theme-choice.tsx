import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useColorModeStore, type ColorPreference } from '../../lib/theme';

const CHOICES: { value: ColorPreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'As the system' },
];

/** Light, dark or the system's choice; applies at once. */
export function ThemeChoice() {
  const mode = useColorModeStore((state) => state.mode);
  const setMode = useColorModeStore((state) => state.setMode);
  return (
    <FormControl>
      <FormLabel id="theme-choice-label">Theme</FormLabel>
      <RadioGroup
        row
        aria-labelledby="theme-choice-label"
        value={mode}
        onChange={(event) => setMode(event.target.value as ColorPreference)}
      >
        {CHOICES.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio />}
            label={choice.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
