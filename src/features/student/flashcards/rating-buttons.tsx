import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId } from 'react';
import { ReadOnlyNote } from '../../../components/read-only/read-only-note';
import { RATINGS, type RatingValue } from './scheduling-preview';

type RatingButtonsProps = {
  /** The interval each rating would give ("10 min", "2 d"); none in cram mode. */
  intervals: Partial<Record<RatingValue, string>>;
  onRate: (rating: RatingValue) => void;
  /** Read-only (viewing as a student): the buttons show, turned off, with the reason below. */
  disabled?: boolean;
};

// Colours that keep 4.5:1 contrast on the page in both themes (warning and info do not).
const COLORS = { 1: 'error', 2: 'inherit', 3: 'success', 4: 'primary' } as const;

/** Again / Hard / Good / Easy with their keys (1–4) and the interval each would give. */
export function RatingButtons({ intervals, onRate, disabled = false }: RatingButtonsProps) {
  const noteId = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box
        role="group"
        aria-label="How well did you know it?"
        aria-describedby={disabled ? noteId : undefined}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}
      >
        {RATINGS.map(({ value, label }) => {
          const interval = intervals[value];
          return (
            <Button
              key={value}
              variant="outlined"
              color={COLORS[value]}
              onClick={() => onRate(value)}
              disabled={disabled}
              aria-keyshortcuts={String(value)}
              aria-label={interval ? `${label}, next in ${interval}` : label}
              sx={{
                flexDirection: 'column',
                py: 1,
                lineHeight: 1.3,
                minWidth: 0,
                // 'inherit' outlines in the text colour; a quieter border like its neighbours'.
                ...(value === 2 ? { borderColor: 'action.disabled' } : {}),
              }}
            >
              <Box component="span" sx={{ fontWeight: 600 }}>
                {label}
              </Box>
              <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
                {interval ?? `key ${value}`}
              </Box>
            </Button>
          );
        })}
      </Box>
      {disabled && <ReadOnlyNote id={noteId} />}
    </Box>
  );
}
