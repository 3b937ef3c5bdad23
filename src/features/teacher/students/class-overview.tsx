import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ClassOverview } from '../../../../contract/progress';
import { useClassOverview } from '../../../api/progress';
import { useClassScoreSync } from '../../../api/lti-grades';
import { QueryStates } from '../../../components/query-states/query-states';
import { saveFile } from '../../../lib/save-file';
import { overviewCsv, predictedOf, sortOverview, type OverviewSortKey } from './overview-rows';
import { TopicHeatMap } from './topic-heat-map';
import { ScoreSyncCell } from './score-sync-cell';
import { paths } from '../../../lib/paths';
import { SidewaysScroll } from '../../../components/sideways-scroll/sideways-scroll';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const COLUMNS: { key: OverviewSortKey; label: string; numeric?: boolean }[] = [
  { key: 'name', label: 'Student' },
  { key: 'last_activity', label: 'Last activity' },
  { key: 'average', label: 'Average', numeric: true },
  { key: 'best_final', label: 'Best final', numeric: true },
  { key: 'readiness', label: 'Predicted final', numeric: true },
  { key: 'points', label: 'Points', numeric: true },
  { key: 'missed_queue', label: 'Missed questions queued', numeric: true },
];

/** Every student's progress (sortable, exportable as CSV) and the topic heat map. */
export function ClassOverviewSection({
  classId,
  className,
}: {
  classId: number;
  className: string;
}) {
  const overview = useClassOverview(classId);
  return (
    <QueryStates
      query={overview}
      what="The class overview"
      loading={<Skeleton variant="rounded" height={240} aria-label="Loading the class overview" />}
      isEmpty={(data) => data.students.length === 0}
      empty={null}
    >
      {(data) => (
        <Stack spacing={2} sx={{ mt: 3 }}>
          <OverviewTable classId={classId} className={className} overview={data} />
          <TopicHeatMap overview={data} />
        </Stack>
      )}
    </QueryStates>
  );
}

function OverviewTable({
  classId,
  className,
  overview,
}: {
  classId: number;
  className: string;
  overview: ClassOverview;
}) {
  const titleId = useId();
  const scoreSync = useClassScoreSync(classId);
  const gradebook = scoreSync.data?.linked ? scoreSync.data.scores : null;
  const [sort, setSort] = useState<{ key: OverviewSortKey; direction: 'asc' | 'desc' }>({
    key: 'name',
    direction: 'asc',
  });
  const rows = sortOverview(overview.students, sort.key, sort.direction);
  const sortBy = (key: OverviewSortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc',
    }));
  const fileName = `${className.replace(/[^\w-]+/g, '-').toLowerCase()}-results.csv`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId}>
      <Stack
        direction="row"
        sx={{ p: 2, pb: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          Class overview
        </Typography>
        <Button
          startIcon={<DownloadRounded />}
          onClick={() =>
            saveFile(
              new Blob([overviewCsv(overview)], { type: 'text/csv;charset=utf-8' }),
              fileName,
            )
          }
        >
          Export CSV
        </Button>
      </Stack>
      <SidewaysScroll label="Class overview table" hintInset={2}>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={sort.key === column.key ? sort.direction : false}
                >
                  <TableSortLabel
                    active={sort.key === column.key}
                    direction={sort.key === column.key ? sort.direction : 'asc'}
                    onClick={() => sortBy(column.key)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell>Endorsed</TableCell>
              {gradebook && <TableCell>Gradebook</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((student) => (
              <TableRow key={student.user_id} hover>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={paths.teacher.studentPerformance.href({ classId, stdID: student.user_id })}
                  >
                    {student.name}
                  </Link>
                </TableCell>
                <TableCell>
                  {student.last_activity
                    ? dateFormat.format(new Date(student.last_activity))
                    : 'Not yet'}
                </TableCell>
                <TableCell align="right">
                  {student.average === null ? '—' : `${student.average} %`}
                </TableCell>
                <TableCell align="right">
                  {student.best_final === null ? '—' : `${student.best_final} %`}
                </TableCell>
                <TableCell align="right">
                  {predictedOf(student) === null
                    ? '—'
                    : `${predictedOf(student)} %${student.readiness?.ready ? ', ready' : ''}`}
                </TableCell>
                <TableCell align="right">{student.points}</TableCell>
                <TableCell align="right">{student.missed_queue}</TableCell>
                <TableCell>{student.endorsed ? 'Yes' : 'No'}</TableCell>
                {gradebook && (
                  <TableCell>
                    <ScoreSyncCell
                      classId={classId}
                      studentName={student.name}
                      scores={gradebook.filter((score) => score.user_id === student.user_id)}
                    />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SidewaysScroll>
    </Paper>
  );
}
