import StarBorder from '@mui/icons-material/StarBorder';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BADGE_DESCRIPTIONS,
  POINTS_REASON_LABELS,
  type AttemptEarnings as Earnings,
} from '../../../contract/progress';
import { BadgeList } from '../progress/badge-list';

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
        <BadgeList
          label="Badges earned"
          fresh
          badges={earned.badges.map((kind) => ({ kind, explanation: BADGE_DESCRIPTIONS[kind] }))}
        />
      )}
    </Stack>
  );
}
