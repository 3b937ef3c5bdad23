import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useMissedCounts } from '../../../api/missed-questions';
import { paths } from '../../../lib/paths';
import { missedDueCounts, NO_MISSED_QUESTIONS } from '../../../../contract/study-texts';

/**
 * "Missed questions due": the student's queue in the class, with a way into the review.
 * `onlyWhenDue`: nothing at all unless a question is due (the daily review's notice).
 */
export function MissedDueCard({
  classId,
  onlyWhenDue = false,
}: {
  classId: number;
  onlyWhenDue?: boolean;
}) {
  const counts = useMissedCounts(classId);
  const due = counts.data?.due ?? 0;
  const queued = counts.data?.queued ?? 0;
  if (counts.isError || (onlyWhenDue && due === 0)) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="missed-due-title"
      sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <ReplayOutlined color="primary" aria-hidden />
      <Box sx={{ flexGrow: 1 }}>
        <Typography id="missed-due-title" variant="h6" component="h2">
          Missed questions due
        </Typography>
        {counts.isPending ? (
          <Skeleton width={180} />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {queued === 0 ? NO_MISSED_QUESTIONS : missedDueCounts(due, queued)}
          </Typography>
        )}
      </Box>
      {due > 0 && (
        <Button
          component={RouterLink}
          to={paths.student.missedQuestions.href({ classId })}
          variant="contained"
        >
          Review missed questions
        </Button>
      )}
    </Paper>
  );
}
