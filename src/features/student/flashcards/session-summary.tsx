import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatInterval } from './scheduling-preview';
import type { SessionSummary as Summary } from './study-queue';

type SessionSummaryProps = {
  summary: Summary;
  timeSpentMs: number;
  now: Date;
  cramAgainTo: string;
  classTo: string;
  onRestart: () => void;
};

const formatDuration = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes === 0 ? `${seconds} s` : `${minutes} min ${seconds % 60} s`;
};

/** A session's figures as a list of terms and values, `columns` across. */
export function SummaryFigures({
  figures,
  columns,
}: {
  figures: readonly { label: string; value: string | number }[];
  columns: number;
}) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 2, m: 0 }}
    >
      {figures.map((figure) => (
        <Box key={figure.label}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {figure.label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {figure.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The end of a session: what was done, and when the next review is due. */
export function SessionSummary(props: SessionSummaryProps) {
  const { summary, timeSpentMs, now } = props;
  const nextDue =
    summary.nextDueAt === null
      ? 'Nothing scheduled'
      : Date.parse(summary.nextDueAt) <= now.getTime()
        ? 'Now'
        : `In ${formatInterval(Date.parse(summary.nextDueAt) - now.getTime())}`;
  const figures = [
    { label: 'Cards reviewed', value: String(summary.reviewed) },
    {
      label: 'Correct',
      value: summary.correctShare === null ? '—' : `${Math.round(summary.correctShare * 100)} %`,
    },
    { label: 'Time spent', value: formatDuration(timeSpentMs) },
    { label: 'Next review', value: nextDue },
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="summary-title"
      sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
    >
      <Typography id="summary-title" variant="h5" component="h2" gutterBottom>
        Session complete
      </Typography>
      <SummaryFigures figures={figures} columns={2} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        <Button variant="contained" onClick={props.onRestart}>
          Check for more cards
        </Button>
        <Button component={RouterLink} to={props.cramAgainTo}>
          Cram today’s misses
        </Button>
        <Button component={RouterLink} to={props.classTo}>
          Back to the class
        </Button>
      </Box>
    </Paper>
  );
}
