import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AttemptResult } from '../../../contract/attempts';
import { AttemptEarnings } from './attempt-earnings';
import { OutcomeChip } from './outcome-chip';

const minutesAndSeconds = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
};

/**
 * Score, pass or fail, time used, the points and badges earned, per topic, and the learning
 * objectives of missed questions.
 */
export function AttemptResultView({
  result,
  actions,
}: {
  result: AttemptResult;
  actions?: ReactNode;
}) {
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="h3" component="p">
              {result.score_percent} %
            </Typography>
            <OutcomeChip good={result.passed} label={result.passed ? 'Passed' : 'Not passed'} />
          </Stack>
          <Typography>
            {result.correct_count} of {result.question_count} right · pass mark {result.pass_mark} %
            · time used {minutesAndSeconds(result.time_used_seconds)}
            {result.status === 'expired' ? ' · closed when the time ran out' : ''}
          </Typography>
          <AttemptEarnings earned={result.earned} />
          <Box>{actions}</Box>
        </Stack>
      </Paper>
      {result.topics.length > 0 && (
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            By topic
          </Typography>
          <Table size="small" aria-label="Results by topic">
            <TableHead>
              <TableRow>
                <TableCell>Topic</TableCell>
                <TableCell align="right">Right</TableCell>
                <TableCell sx={{ width: '40%' }}>Share</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.topics.map((topic) => {
                const percent = Math.round((100 * topic.correct) / Math.max(1, topic.total));
                return (
                  <TableRow key={topic.topic_id}>
                    <TableCell>{topic.topic_name}</TableCell>
                    <TableCell align="right">
                      {topic.correct} / {topic.total}
                    </TableCell>
                    <TableCell>
                      <LinearProgress
                        variant="determinate"
                        value={percent}
                        aria-label={`${topic.topic_name}: ${percent} % right`}
                        sx={{ height: 8, borderRadius: 4 }}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      {result.missed_learning_objectives.length > 0 && (
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            Learning objectives to review
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            The codes of the questions you missed, as the FAA's knowledge test report lists them.
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {result.missed_learning_objectives.map((code) => (
              <Chip key={code} label={code} variant="outlined" />
            ))}
          </Stack>
        </Box>
      )}
      {result.review_available === 'score_only' && (
        <Alert severity="info">This exam shows the score only: the answers are not reviewed.</Alert>
      )}
    </Stack>
  );
}
