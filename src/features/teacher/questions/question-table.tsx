import FlagOutlined from '@mui/icons-material/FlagOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { QuestionListItem, QuestionPage } from '../../../../contract/questions';
import type { Topic } from '../../../../contract/topics';
import { useBulkUpdateQuestions } from '../../../api/questions';
import { plural } from '../../../../contract/plural';
import { plainText } from '../../../lib/plain-text';
import { paths } from '../../../lib/paths';
import { StatusChip } from '../bank/status-chip';

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

type QuestionTableProps = {
  classId: number;
  page: QuestionPage;
  topics: Topic[];
  busy: boolean;
  pageSizes: number[];
  /** 1-based page and the page size. */
  onPage: (page: number, size: number) => void;
  /** What a bulk action did, to show above the list. */
  onDone: (message: string) => void;
};

/** One page of questions; select several to publish, retire or move them at once. */
export function QuestionTable({
  classId,
  page,
  topics,
  busy,
  pageSizes,
  onPage,
  onDone,
}: QuestionTableProps) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const ids = page.items.map((item) => item.id);
  const allOnPage = ids.length > 0 && ids.every((id) => selected.has(id));
  const someOnPage = ids.some((id) => selected.has(id));

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const togglePage = () =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (allOnPage) next.delete(id);
        else next.add(id);
      }
      return next;
    });

  return (
    <Paper variant="outlined">
      {selected.size > 0 && (
        <BulkActions
          classId={classId}
          selected={[...selected]}
          topics={topics}
          onDone={(message) => {
            setSelected(new Set());
            onDone(message);
          }}
          onClear={() => setSelected(new Set())}
        />
      )}
      <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label="Updating the list" />}</Box>
      <TableContainer>
        <Table aria-label="Questions" size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allOnPage}
                  indeterminate={someOnPage && !allOnPage}
                  onChange={togglePage}
                  slotProps={{ input: { 'aria-label': 'Select every question on this page' } }}
                />
              </TableCell>
              <TableCell>Question</TableCell>
              <TableCell sx={wide}>Topic</TableCell>
              <TableCell sx={wide}>Objective</TableCell>
              <TableCell>Status</TableCell>
              <TableCell sx={wide}>Changed</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.items.map((question) => (
              <QuestionRow
                key={question.id}
                classId={classId}
                question={question}
                selected={selected.has(question.id)}
                onToggle={() => toggle(question.id)}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={page.total}
        page={page.page - 1}
        rowsPerPage={page.page_size}
        rowsPerPageOptions={pageSizes}
        onPageChange={(_, next) => onPage(next + 1, page.page_size)}
        onRowsPerPageChange={(event) => onPage(1, Number(event.target.value))}
        labelRowsPerPage="Per page"
      />
    </Paper>
  );
}

function QuestionRow({
  classId,
  question,
  selected,
  onToggle,
}: {
  classId: number;
  question: QuestionListItem;
  selected: boolean;
  onToggle: () => void;
}) {
  const stem = plainText(question.stem);
  return (
    <TableRow hover selected={selected}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={selected}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': `Select: ${stem.slice(0, 80)}` } }}
        />
      </TableCell>
      <TableCell sx={{ maxWidth: 520 }}>
        <Link
          component={RouterLink}
          to={paths.teacher.question.href({ classId, quesID: question.id })}
          underline="hover"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            color: 'text.primary',
          }}
        >
          {question.name && (
            <>
              <Box component="strong" sx={{ fontWeight: 600 }}>
                {question.name}:
              </Box>{' '}
            </>
          )}
          {stem || 'Untitled question'}
        </Link>
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: { md: 'none' } }}>
            {question.topic_name}
            {question.learning_objective ? ` · ${question.learning_objective}` : ''}
          </Typography>
          {question.multiple_response && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              Multiple response
            </Typography>
          )}
          {question.has_figure && (
            <ImageOutlined
              fontSize="small"
              titleAccess="Has a figure"
              sx={{ color: 'text.secondary' }}
            />
          )}
          {question.open_reports > 0 && (
            <Chip
              size="small"
              color="error"
              variant="outlined"
              icon={<FlagOutlined />}
              label={plural(question.open_reports, 'open report')}
            />
          )}
        </Stack>
      </TableCell>
      <TableCell sx={wide}>{question.topic_name}</TableCell>
      <TableCell sx={{ ...wide, fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {question.learning_objective || '—'}
      </TableCell>
      <TableCell>
        <StatusChip status={question.status} />
      </TableCell>
      <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
        {dateFormat.format(new Date(question.updated_at))}
      </TableCell>
    </TableRow>
  );
}

function BulkActions({
  classId,
  selected,
  topics,
  onDone,
  onClear,
}: {
  classId: number;
  selected: number[];
  topics: Topic[];
  onDone: (message: string) => void;
  onClear: () => void;
}) {
  const bulk = useBulkUpdateQuestions(classId);
  const [moveTo, setMoveTo] = useState('');
  const count = plural(selected.length, 'question');
  const run = (body: Parameters<typeof bulk.mutate>[0], done: (updated: number) => string) =>
    bulk.mutate(body, { onSuccess: ({ updated }) => onDone(done(updated)) });
  return (
    <Stack
      role="region"
      aria-label="Selected questions"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ p: 1.5, alignItems: { sm: 'center' }, bgcolor: 'action.selected' }}
    >
      <Typography sx={{ fontWeight: 600, mr: 1 }}>{count} selected</Typography>
      <Button
        variant="contained"
        disabled={bulk.isPending}
        onClick={() =>
          run(
            { action: 'publish', question_ids: selected },
            (n) => `${plural(n, 'question')} published.`,
          )
        }
      >
        Publish
      </Button>
      <Button
        variant="outlined"
        disabled={bulk.isPending}
        onClick={() =>
          run(
            { action: 'retire', question_ids: selected },
            (n) => `${plural(n, 'question')} retired.`,
          )
        }
      >
        Retire
      </Button>
      <TextField
        select
        size="small"
        label="Move to topic"
        value={moveTo}
        sx={{ minWidth: 200 }}
        onChange={(event) => {
          const topicId = Number(event.target.value);
          setMoveTo('');
          const topic = topics.find((item) => item.id === topicId);
          run(
            { action: 'move', question_ids: selected, topic_id: topicId },
            (n) => `${plural(n, 'question')} moved to ${topic?.name ?? 'the topic'}.`,
          );
        }}
      >
        {topics.map((topic) => (
          <MenuItem key={topic.id} value={String(topic.id)}>
            {topic.name}
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={onClear}>Clear selection</Button>
    </Stack>
  );
}

/** The table's shape while the first page loads. */
export function QuestionTableSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Loading questions" aria-busy>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </Paper>
  );
}
