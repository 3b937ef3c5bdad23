import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { green, grey } from '@mui/material/colors';
import { useId } from 'react';
import type { ReadinessView } from '../../../contract/progress';
import { plural } from '../../../contract/plural';

const whole = (value: number) => Math.round(value);

/** The predicted final-exam score, its likely range and whether it clears the pass mark. */
export function ReadinessCard({ readiness }: { readiness: ReadinessView | null }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        Readiness
      </Typography>
      {readiness === null ? (
        <Typography sx={{ color: 'text.secondary' }}>
          A prediction appears once the class's final exam has published questions.
        </Typography>
      ) : readiness.answers === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          No answers yet: the predicted final-exam score appears with the first quiz.
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h3" component="p">
              {whole(readiness.predicted)} %
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
            aria-label={`Predicted final-exam score ${whole(readiness.predicted)} %`}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Predicted final-exam score, likely between {whole(readiness.low)} % and{' '}
            {whole(readiness.high)} % (pass mark {readiness.pass_mark} %), from{' '}
            {plural(readiness.answers, 'recent answer')}.{' '}
            {readiness.ready
              ? 'Even the low end clears the pass mark.'
              : readiness.answers < 20
                ? 'More answers make the prediction surer.'
                : 'Practise the weak topics to raise it.'}
            {readiness.unanswered_topics > 0 &&
              ` ${plural(readiness.unanswered_topics, 'final-exam topic')} without answers yet ${
                readiness.unanswered_topics === 1 ? 'counts' : 'count'
              } as 50 % until answered.`}
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}
