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
import type { ItemStatisticsView, VersionDistribution } from '../../../../contract/progress';
import { plural } from '../../../../contract/plural';
import { useQuestionStatistics } from '../../../api/questions';
import { choiceLetter } from '../../../../contract/choice-letter';
import { FormSection } from '../../../components/form';
import { QueryStates } from '../../../components/query-states/query-states';
import { FACILITY_NOTE, FACILITY_TERM } from './statistics-wording';

const percent = (value: number | null) => (value === null ? '—' : `${value} %`);

/** The figures of an item, as a definition list. */
export function ItemFigures({ item }: { item: ItemStatisticsView }) {
  const figures: [string, string][] = [
    ['First attempts', String(item.attempts)],
    [FACILITY_TERM, percent(item.facility)],
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

/** How often each choice of one version was picked, with that version's own wording. */
function VersionDistributionTable({ entry, label }: { entry: VersionDistribution; label: string }) {
  const total = entry.choices.reduce((sum, choice) => sum + choice.picked, 0) || 1;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Choice</TableCell>
          <TableCell align="right">Picked</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entry.choices.map((choice, position) => {
          const share = Math.round((100 * choice.picked) / total);
          return (
            <TableRow key={position}>
              <TableCell>
                {choiceLetter(position)}. {choice.text}
                {choice.correct ? ' (correct)' : ''}
                <LinearProgress
                  variant="determinate"
                  value={share}
                  color={choice.correct ? 'success' : 'primary'}
                  aria-hidden
                  sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {choice.picked} ({share} %)
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** The name of a version's table: the current wording, or an earlier one with its answers. */
const versionTitle = (entry: VersionDistribution) =>
  entry.current
    ? `Answer distribution, version ${entry.version} (current wording)`
    : `Answer distribution, version ${entry.version} (earlier wording, ${plural(entry.answers, 'answer')})`;

/**
 * Moodle's statistics of the question and how often students pick each choice, version by
 * version: an answer is only ever shown beside the wording it was given.
 */
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
        {({ item, versions }) => {
          if (!item) {
            return (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                The figures appear once students have finished a quiz with this question.
              </Typography>
            );
          }
          const single = versions.length === 1;
          return (
            <>
              {item.hint && <Alert severity="warning">{item.hint}</Alert>}
              <ItemFigures item={item} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {FACILITY_NOTE}
              </Typography>
              {versions.map((entry) => (
                <Box key={entry.version}>
                  {!single && (
                    <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                      {versionTitle(entry)}
                    </Typography>
                  )}
                  {entry.answers === 0 ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      No first attempt has answered this wording yet.
                    </Typography>
                  ) : (
                    <VersionDistributionTable
                      entry={entry}
                      label={single ? 'Answer distribution' : versionTitle(entry)}
                    />
                  )}
                </Box>
              ))}
            </>
          );
        }}
      </QueryStates>
    </FormSection>
  );
}
