import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useClassQuizzesOfKind, useQuizStatistics } from '../../../api/quizzes';
import { FormSection } from '../../../components/form';
import { paths } from '../../../lib/paths';
import { facilityOf } from '../questions/statistics-wording';

const percent = (value: number | null) => (value === null ? '—' : `${value} %`);

/**
 * How the final exam has gone so far: mean, spread and internal consistency (Cronbach's alpha),
 * and the questions whose figures suggest a problem.
 */
export function FinalExamResults({ classId }: { classId: number }) {
  const finals = useClassQuizzesOfKind(classId, 'final');
  const finalId = finals.data?.items[0]?.id;
  const statistics = useQuizStatistics(classId, finalId);
  const data = statistics.data;
  return (
    <FormSection id="final-exam-results" title="Results so far">
      {!data || data.attempts === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          The exam's statistics appear once students have finished it.
        </Typography>
      ) : (
        <>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
          >
            {(
              [
                ['First attempts', String(data.attempts)],
                ['Mean score', percent(data.mean)],
                ['Standard deviation', percent(data.standard_deviation)],
                ["Internal consistency (Cronbach's alpha)", percent(data.internal_consistency)],
              ] as const
            ).map(([term, value]) => (
              <Box key={term} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {term}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          {data.internal_consistency !== null && data.internal_consistency < 50 && (
            <Alert severity="info">
              A low internal consistency means the exam's questions measure different things or some
              do not measure well: look at the questions flagged below.
            </Alert>
          )}
          {data.items.some((item) => item.hint) && (
            <List dense aria-label="Questions to check">
              {data.items
                .filter((item) => item.hint)
                .map((item) => (
                  <ListItem key={item.question_id} disableGutters>
                    <ListItemText
                      primary={
                        <Link
                          component={RouterLink}
                          to={paths.teacher.question.href({ classId, quesID: item.question_id })}
                        >
                          Question {item.question_id}: {facilityOf(percent(item.facility))}
                        </Link>
                      }
                      secondary={item.hint}
                    />
                  </ListItem>
                ))}
            </List>
          )}
        </>
      )}
    </FormSection>
  );
}
