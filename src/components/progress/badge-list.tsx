import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { BADGE_LABELS, type BadgeKind } from '../../../contract/progress';

/**
 * Badges as a list of chips, each explained in its tooltip; `fresh` ones (just earned by an
 * attempt) say so and show in the success colour.
 */
export function BadgeList({
  label,
  badges,
  fresh = false,
}: {
  label: string;
  badges: readonly { kind: BadgeKind; explanation: string }[];
  fresh?: boolean;
}) {
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={label}
      sx={{ gap: 1, flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}
    >
      {badges.map((badge) => (
        <li key={badge.kind}>
          <Tooltip title={badge.explanation}>
            <Chip
              icon={<EmojiEventsOutlined />}
              label={fresh ? `New badge: ${BADGE_LABELS[badge.kind]}` : BADGE_LABELS[badge.kind]}
              color={fresh ? 'success' : 'default'}
              variant="outlined"
            />
          </Tooltip>
        </li>
      ))}
    </Stack>
  );
}
