import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import type { QuestionDetail } from '../../../../contract/questions';
import { useBulkUpdateQuestions, useQuestion } from '../../../api/questions';
import { ClassPageHeader } from '../class-page/class-page-header';
import { QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { paths } from '../../../lib/paths';
import { StatusChip } from '../bank/status-chip';
import { QuestionFacts } from './question-facts';
import { QuestionPreview } from './question-preview';
import { QuestionStatisticsSection } from './question-statistics';
import { QuestionReports } from './question-reports';
import { QuestionVersions } from './question-versions';

/**
 * /teacher/classes/:classId/questions/:quesID (teacher layout): the question as a student sees it,
 * its answer key, metadata, problem reports and version history.
 */
export function TeacherQuestionDetailPage() {
  const classId = useIdParam('classId');
  const questionId = useIdParam('quesID');
  const question = useQuestion(classId, questionId);
  return (
    <QueryStates
      query={question}
      what="The question"
      loading={<Skeleton variant="rounded" height={480} aria-label="Loading the question" />}
    >
      {(loaded) => <QuestionDetailView classId={classId} question={loaded} />}
    </QueryStates>
  );
}

function QuestionDetailView({ classId, question }: { classId: number; question: QuestionDetail }) {
  const bulk = useBulkUpdateQuestions(classId);
  const setStatus = (action: 'publish' | 'retire') =>
    bulk.mutate({ action, question_ids: [question.id] });
  return (
    <>
      <ClassPageHeader
        classId={classId}
        title={
          question.name ? `${question.name} (question ${question.id})` : `Question ${question.id}`
        }
        within={question.topic_name}
        subtitle={<StatusChip status={question.status} />}
        actions={
          <>
            {question.status !== 'published' && (
              <Button
                variant="outlined"
                loading={bulk.isPending}
                onClick={() => setStatus('publish')}
              >
                Publish
              </Button>
            )}
            {question.status !== 'retired' && (
              <Button
                variant="outlined"
                loading={bulk.isPending}
                onClick={() => setStatus('retire')}
              >
                Retire
              </Button>
            )}
            <Button
              variant="contained"
              startIcon={<EditOutlined />}
              component={RouterLink}
              to={paths.teacher.editQuestion.href({ classId, quesID: question.id })}
            >
              Edit
            </Button>
          </>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <QuestionPreview question={question} />
          <QuestionVersions question={question} />
        </Stack>
        <Stack spacing={2}>
          <QuestionFacts question={question} />
          <QuestionStatisticsSection classId={classId} question={question} />
          <QuestionReports classId={classId} questionId={question.id} />
        </Stack>
      </Box>
    </>
  );
}
