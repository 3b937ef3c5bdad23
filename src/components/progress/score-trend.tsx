import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import type { AttemptHistoryItem } from '../../../contract/attempts';
import { ScoreLine } from './lazy-charts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The scores of finished attempts over time: a line for the eye, a table for screen readers. */
export function ScoreTrend({ attempts }: { attempts: AttemptHistoryItem[] }) {
  const titleId = useId();
  const finished = attempts
    .filter((attempt) => attempt.score_percent !== null && attempt.submitted_at !== null)
    .map((attempt) => ({
      title: attempt.quiz_title,
      at: new Date(attempt.submitted_at ?? attempt.started_at),
      score: attempt.score_percent ?? 0,
      passed: attempt.passed,
    }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        Score trend
      </Typography>
      {finished.length < 2 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {finished.length === 0
            ? 'Finish a quiz to start the trend.'
            : `One quiz so far: ${finished[0]?.score ?? 0} % on ${finished[0]?.title ?? ''}. Another shows the trend.`}
        </Typography>
      ) : (
        <>
          <ScoreLine points={finished} />
          {/* Hidden by a box around it: a table grows to its content whatever its width, and
              hidden itself it still widened the page (a sideways scroll). */}
          <Box sx={visuallyHidden}>
            <Table size="small" aria-label="Scores of finished quizzes">
              <TableHead>
                <TableRow>
                  <TableCell>Finished</TableCell>
                  <TableCell>Quiz</TableCell>
                  <TableCell>Score</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {finished.map((entry, index) => (
                  <TableRow key={index}>
                    <TableCell>{dateTime.format(entry.at)}</TableCell>
                    <TableCell>{entry.title}</TableCell>
                    <TableCell>
                      {entry.score} %{entry.passed ? ', passed' : ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Paper>
  );
}
