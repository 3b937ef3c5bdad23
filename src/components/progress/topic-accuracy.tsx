import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { deepOrange } from '@mui/material/colors';
import { useId } from 'react';
import type { TopicPerformance } from '../../../contract/progress';
import { AccuracyBars } from './lazy-charts';

/** Accuracy per topic: a bar chart, and the table with the answer counts and the weak topics. */
export function TopicAccuracy({ topics }: { topics: TopicPerformance[] }) {
  const titleId = useId();
  const answered = topics.filter((topic) => topic.accuracy !== null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        Accuracy by topic
      </Typography>
      {answered.length > 0 && (
        <AccuracyBars
          topics={answered.map((topic) => ({ name: topic.name, accuracy: topic.accuracy ?? 0 }))}
        />
      )}
      <Table size="small" aria-labelledby={titleId}>
        <TableHead>
          <TableRow>
            <TableCell>Topic</TableCell>
            <TableCell align="right">Recent accuracy</TableCell>
            <TableCell align="right">Answers</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {topics.map((topic) => (
            <TableRow key={topic.topic_id}>
              <TableCell>
                {topic.name}{' '}
                {topic.weak && (
                  <Chip
                    size="small"
                    label="Weak area"
                    sx={{ bgcolor: deepOrange[900], color: 'common.white', ml: 0.5 }}
                  />
                )}
              </TableCell>
              <TableCell align="right">
                {topic.accuracy === null ? '—' : `${topic.accuracy} %`}
              </TableCell>
              <TableCell align="right">{topic.answers}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
