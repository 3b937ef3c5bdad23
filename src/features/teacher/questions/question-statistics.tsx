import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { QuestionDetail } from '../../../../contract/questions';
import type { ItemStatisticsView } from '../../../../contract/progress';
import { useQuestionStatistics } from '../../../api/questions';
import { choiceLetter } from '../../../components/attempt/choice-letter';
import { FormSection } from '../../../components/form';
import { QueryStates } from '../../../components/query-states/query-states';

const percent = (value: number | null) => (value === null ? '—' : `${value} %`);

/** The figures of an item, as a definition list. */
export function ItemFigures({ item }: { item: ItemStatisticsView }) {
  const figures: [string, string][] = [
    ['Attempts', String(item.attempts)],
    ['Facility (right on average)', percent(item.facility)],
    ['Standard deviation', percent(item.standard_deviation)],
    ['Discrimination index', percent(item.discrimination_index)],
    ['Discriminative efficiency', percent(item.discriminative_efficiency)],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
    >
      {figures.map(([term, value]) => (
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
  );
}

/** Moodle's statistics of the question and how often students pick each choice. */
export function QuestionStatisticsSection({
  classId,
  question,
}: {
  classId: number;
  question: QuestionDetail;
}) {
  const statistics = useQuestionStatistics(classId, question.id);
  return (
    <FormSection id="question-statistics" title="Statistics">
      <QueryStates
        query={statistics}
        what="The statistics"
        loading={<Skeleton variant="rounded" height={120} />}
      >
        {({ item, distribution }) => {
          if (!item) {
            return (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                The figures appear once students have finished a quiz with this question.
              </Typography>
            );
          }
          const total = distribution.reduce((sum, entry) => sum + entry.picked, 0) || 1;
          return (
            <>
              {item.hint && <Alert severity="warning">{item.hint}</Alert>}
              <ItemFigures item={item} />
              <Table size="small" aria-label="Answer distribution">
                <TableHead>
                  <TableRow>
                    <TableCell>Choice</TableCell>
                    <TableCell align="right">Picked</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {distribution.map((entry) => {
                    const choice = question.choices[entry.position];
                    const share = Math.round((100 * entry.picked) / total);
                    return (
                      <TableRow key={entry.position}>
                        <TableCell>
                          {choiceLetter(entry.position)}. {choice?.text}
                          {choice?.correct ? ' (correct)' : ''}
                          <LinearProgress
                            variant="determinate"
                            value={share}
                            color={choice?.correct ? 'success' : 'primary'}
                            aria-hidden
                            sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                          />
                        </TableCell>
                        <TableCell align="right">
                          {entry.picked} ({share} %)
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </>
          );
        }}
      </QueryStates>
    </FormSection>
  );
}
