import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { green, grey } from '@mui/material/colors';
import { useId } from 'react';
import type { ReadinessView } from '../../../contract/progress';
import {
  READINESS_WITHOUT_ANSWERS,
  READINESS_WITHOUT_FINAL,
  readinessExplanation,
  wholePercent,
} from '../../../contract/study-texts';

/** The predicted final-exam score, its likely range and whether it clears the pass mark. */
export function ReadinessCard({ readiness }: { readiness: ReadinessView | null }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        Readiness
      </Typography>
      {readiness === null ? (
        <Typography sx={{ color: 'text.secondary' }}>{READINESS_WITHOUT_FINAL}</Typography>
      ) : readiness.answers === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{READINESS_WITHOUT_ANSWERS}</Typography>
      ) : (
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h3" component="p">
              {wholePercent(readiness.predicted)}
            </Typography>
            <Chip
              label={readiness.ready ? 'Ready' : 'Not ready yet'}
              sx={{
                bgcolor: readiness.ready ? green[800] : grey[700],
                color: 'common.white',
              }}
            />
          </Stack>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, readiness.predicted)}
            aria-label={`Predicted final-exam score ${wholePercent(readiness.predicted)}`}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {readinessExplanation(readiness)}
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}
