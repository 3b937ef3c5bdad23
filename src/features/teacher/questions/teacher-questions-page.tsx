import AddRounded from '@mui/icons-material/AddRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ExportFormatName } from '../../../../contract/question-imports';
import {
  QUESTION_SORTS,
  QUESTION_STATUSES,
  type QuestionListQuery,
  type QuestionSort,
  type QuestionStatus,
} from '../../../../contract/questions';
import { useClass } from '../../../api/classes';
import { EXPORT_FILE_EXTENSION, exportQuestions } from '../../../api/imports';
import { useQuestions } from '../../../api/questions';
import { useTopics } from '../../../api/topics';
import { DropdownMenu } from '../../../components/dropdown-menu';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ClassPageHeader } from '../class-page/class-page-header';
import { QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { plural } from '../../../../contract/plural';
import { paths } from '../../../lib/paths';
import { saveFile } from '../../../lib/save-file';
import { ImportDialog } from '../bank/import-dialog';
import { useListParams } from '../bank/use-list-params';
import { MostMissed } from './most-missed';
import { QuestionFilters, type QuestionParam } from './question-filters';
import { QuestionTable, QuestionTableSkeleton } from './question-table';

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The list's query from the address: only values the API accepts. */
function listQuery(get: (name: QuestionParam) => string, page: number, pageSize: number) {
  const topicId = Number(get('topic_id'));
  const query: QuestionListQuery = {
    page,
    page_size: pageSize,
    topic_id: Number.isInteger(topicId) && topicId > 0 ? topicId : undefined,
    status: oneOf<QuestionStatus>(QUESTION_STATUSES, get('status')),
    objective: get('objective') || undefined,
    q: get('q') || undefined,
    sort: oneOf<QuestionSort>(QUESTION_SORTS, get('sort')),
    reports: get('reports') === 'open' ? 'open' : undefined,
  };
  if (query.sort === 'updated_at' || query.sort === 'created_at') query.order = 'desc';
  return query;
}

const PAGE_SIZES = [25, 50, 100];

/** /teacher/classes/:classId/questions: filter, search, sort, select several; import and export. */
export function TeacherQuestionsPage() {
  const classId = useIdParam('classId');
  const classSummary = useClass(classId);
  const topics = useTopics(classId);
  const params = useListParams<QuestionParam | 'size'>();
  const pageSize = oneOf(PAGE_SIZES.map(String), params.get('size')) ?? '25';
  const query = listQuery(params.get, params.page, Number(pageSize));
  const questions = useQuestions(classId, query);
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const filtered = Boolean(
    query.topic_id || query.status || query.objective || query.q || query.reports,
  );

  const download = async (format: ExportFormatName) => {
    const blob = await exportQuestions(classId, format);
    const name = (classSummary.data?.name ?? 'class').replace(/[^\w-]+/g, '-').toLowerCase();
    saveFile(blob, `${name}-questions.${EXPORT_FILE_EXTENSION[format]}`);
  };

  const addQuestion = (
    <Button
      variant="contained"
      startIcon={<AddRounded />}
      component={RouterLink}
      to={paths.teacher.addQuestion.href({ classId, topic: query.topic_id })}
    >
      Add question
    </Button>
  );

  return (
    <>
      <ClassPageHeader
        classId={classId}
        title="Questions"
        actions={
          <>
            <Button startIcon={<UploadFileOutlined />} onClick={() => setImporting(true)}>
              Import
            </Button>
            <DropdownMenu<ExportFormatName>
              label="Export"
              buttonProps={{ startIcon: <DownloadRounded /> }}
              items={[
                // A CSV cell cannot hold an image: say so before the teacher relies on the file.
                { title: 'CSV (without figures)', value: 'csv' },
                { title: 'Moodle XML (with figures)', value: 'moodle-xml' },
              ]}
              onSelect={(format) => void download(format)}
            />
            {addQuestion}
          </>
        }
      />
      <MostMissed classId={classId} />
      <QuestionFilters topics={topics.data ?? []} params={params} />
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <QueryStates
        query={questions}
        what="The questions"
        loading={<QuestionTableSkeleton />}
        isEmpty={(page) => page.total === 0}
        empty={
          filtered ? (
            <EmptyState title="No questions match">
              Change or clear the filters to see more questions.
            </EmptyState>
          ) : (
            <EmptyState
              icon={<HelpOutlineOutlined />}
              title="No questions yet"
              action={addQuestion}
            >
              Write a question, or import a CSV, Moodle XML or GIFT file.
            </EmptyState>
          )
        }
      >
        {(page) => (
          <QuestionTable
            classId={classId}
            page={page}
            topics={topics.data ?? []}
            busy={questions.isFetching}
            pageSizes={PAGE_SIZES}
            onPage={(next, size) => params.set({ page: String(next), size: String(size) })}
            onDone={setNotice}
          />
        )}
      </QueryStates>
      {importing && (
        <ImportDialog
          classId={classId}
          kind="questions"
          onClose={() => setImporting(false)}
          onImported={(created) => {
            setImporting(false);
            setNotice(
              `${plural(created, 'question')} imported. Those the file gives no status are drafts.`,
            );
          }}
        />
      )}
    </>
  );
}
