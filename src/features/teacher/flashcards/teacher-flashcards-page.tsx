import AddRounded from '@mui/icons-material/AddRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFlashcards } from '../../../api/flashcards';
import { useTopics } from '../../../api/topics';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ClassPageHeader } from '../class-page/class-page-header';
import { QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { plainText } from '../../../lib/plain-text';
import { plural } from '../../../../contract/plural';
import { paths } from '../../../lib/paths';
import { FilterSelect } from '../bank/filter-select';
import { ImportDialog } from '../bank/import-dialog';
import { SearchField } from '../bank/search-field';
import { useListParams } from '../bank/use-list-params';

const PAGE_SIZE = 25;
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
const clamp = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** /teacher/classes/:classId/flashcards: the class's cards by topic and search; add and import. */
export function TeacherFlashcardsPage() {
  const classId = useIdParam('classId');
  const topics = useTopics(classId);
  const params = useListParams<'topic_id' | 'q'>();
  const topicId = Number(params.get('topic_id')) || undefined;
  const q = params.get('q') || undefined;
  const cards = useFlashcards(classId, {
    page: params.page,
    page_size: PAGE_SIZE,
    topic_id: topicId,
    q,
  });
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const addFlashcard = (
    <Button
      variant="contained"
      startIcon={<AddRounded />}
      component={RouterLink}
      to={paths.teacher.addFlashcard.href({ classId, topic: topicId })}
    >
      Add flashcard
    </Button>
  );

  return (
    <>
      <ClassPageHeader
        classId={classId}
        title="Flashcards"
        actions={
          <>
            <Button startIcon={<UploadFileOutlined />} onClick={() => setImporting(true)}>
              Import
            </Button>
            {addFlashcard}
          </>
        }
      />
      <Paper
        variant="outlined"
        role="search"
        aria-label="Filter flashcards"
        sx={{
          p: 2,
          mb: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
        }}
      >
        <SearchField
          label="Search flashcards"
          value={params.get('q')}
          onSearch={(value) => params.set({ q: value })}
        />
        <FilterSelect
          label="Topic"
          value={params.get('topic_id')}
          onChange={(value) => params.set({ topic_id: value })}
          options={[
            { value: '', label: 'All topics' },
            ...(topics.data ?? []).map((topic) => ({ value: String(topic.id), label: topic.name })),
          ]}
        />
      </Paper>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <QueryStates
        query={cards}
        what="The flashcards"
        loading={<Skeleton variant="rounded" height={320} aria-label="Loading flashcards" />}
        isEmpty={(page) => page.total === 0}
        empty={
          topicId || q ? (
            <EmptyState title="No flashcards match">Change or clear the filters.</EmptyState>
          ) : (
            <EmptyState icon={<StyleOutlined />} title="No flashcards yet" action={addFlashcard}>
              Write cards for the facts students must know by heart, or import a CSV or an Anki text
              export.
            </EmptyState>
          )
        }
      >
        {(page) => (
          <Paper variant="outlined">
            <Box sx={{ height: 4 }}>
              {cards.isFetching && <LinearProgress aria-label="Updating the list" />}
            </Box>
            <TableContainer>
              <Table aria-label="Flashcards" size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Front</TableCell>
                    <TableCell sx={wide}>Back</TableCell>
                    <TableCell>Topic</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.items.map((card) => (
                    <TableRow key={card.id} hover>
                      <TableCell sx={{ maxWidth: 360 }}>
                        <Link
                          component={RouterLink}
                          to={paths.teacher.flashcard.href({ classId, flashcardID: card.id })}
                          underline="hover"
                          sx={{ ...clamp, color: 'text.primary' }}
                        >
                          {plainText(card.front) || 'Untitled card'}
                        </Link>
                        {card.figure && (
                          <ImageOutlined
                            fontSize="small"
                            titleAccess="Has a picture"
                            sx={{ color: 'text.secondary', verticalAlign: 'middle' }}
                          />
                        )}
                      </TableCell>
                      <TableCell sx={{ ...wide, maxWidth: 360, color: 'text.secondary' }}>
                        <Box sx={clamp}>{plainText(card.back)}</Box>
                      </TableCell>
                      <TableCell>{card.topic_name}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={page.total}
              page={page.page - 1}
              rowsPerPage={page.page_size}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_, next) => params.set({ page: String(next + 1) })}
            />
          </Paper>
        )}
      </QueryStates>
      {importing && (
        <ImportDialog
          classId={classId}
          kind="flashcards"
          onClose={() => setImporting(false)}
          onImported={(created) => {
            setImporting(false);
            setNotice(`${plural(created, 'flashcard')} imported.`);
          }}
        />
      )}
    </>
  );
}
