import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import StarBorder from '@mui/icons-material/StarBorder';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BADGE_DESCRIPTIONS,
  BADGE_LABELS,
  POINTS_REASON_LABELS,
  type AttemptEarnings as Earnings,
} from '../../../contract/progress';

/** The points and badges an attempt earned, each entry explained (nothing when the class has them off). */
export function AttemptEarnings({ earned }: { earned: Earnings }) {
  if (earned.points.length === 0 && earned.badges.length === 0) return null;
  const total = earned.points.reduce((sum, entry) => sum + entry.points, 0);
  const parts = earned.points.map(
    (entry) => `${POINTS_REASON_LABELS[entry.reason]} +${entry.points}`,
  );
  return (
    <Stack spacing={1} component="section" aria-label="Earned">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <StarBorder aria-hidden sx={{ color: 'warning.main' }} />
        <Typography>
          <strong>+{total} points</strong> ({parts.join(', ')})
        </Typography>
      </Stack>
      {earned.badges.length > 0 && (
        <Stack
          direction="row"
          component="ul"
          aria-label="Badges earned"
          sx={{ gap: 1, flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}
        >
          {earned.badges.map((kind) => (
            <li key={kind}>
              <Chip
                icon={<EmojiEventsOutlined />}
                label={`New badge: ${BADGE_LABELS[kind]}`}
                title={BADGE_DESCRIPTIONS[kind]}
                color="success"
                variant="outlined"
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
