import Chip, { type ChipProps } from '@mui/material/Chip';
import { green, red } from '@mui/material/colors';

/** Right or wrong, passed or not: a chip dark enough for white text in both themes. */
export function OutcomeChip({
  good,
  label,
  size,
}: {
  good: boolean;
  label: string;
  size?: ChipProps['size'];
}) {
  return (
    <Chip
      size={size}
      label={label}
      sx={{ bgcolor: good ? green[800] : red[800], color: 'common.white' }}
    />
  );
}
