import AddRounded from '@mui/icons-material/AddRounded';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useClassSettings } from '../../../api/class-admin';
import { useCreateQuiz, useTopicQuizzes } from '../../../api/quizzes';
import { useTopic } from '../../../api/topics';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ClassPageHeader } from '../class-page/class-page-header';
import { QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { paths } from '../../../lib/paths';
import { StatusChip } from '../bank/status-chip';
import { newQuiz, QuizForm } from './quiz-form';
import { quizQuestionsText } from './quiz-text';

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** /teacher/classes/:classId/topics/:topicID/quizzes: the topic's practice quizzes; a new one. */
export function TeacherTopicQuizzesPage() {
  const classId = useIdParam('classId');
  const topicId = useIdParam('topicID');
  const topic = useTopic(classId, topicId);
  const quizzes = useTopicQuizzes(classId, topicId);
  const create = useCreateQuiz(classId, topicId);
  // A new quiz explains as the class's settings say.
  const explanationMode = useClassSettings(classId).data?.general.explanation_mode;
  const [adding, setAdding] = useState(false);
  const newQuizButton = (
    <Button
      variant="contained"
      startIcon={<AddRounded />}
      disabled={explanationMode === undefined}
      onClick={() => setAdding(true)}
    >
      New quiz
    </Button>
  );
  return (
    <>
      <ClassPageHeader
        classId={classId}
        title={topic.data ? `Quizzes of ${topic.data.name}` : 'Quizzes'}
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.teacher.topic.href({ classId, topicID: topicId })}
            >
              Back to the topic
            </Button>
            {!adding && newQuizButton}
          </>
        }
      />
      {adding && explanationMode ? (
        <QuizForm
          classId={classId}
          topicId={topicId}
          saved={newQuiz(explanationMode)}
          submitLabel="Create quiz"
          extraActions={<Button onClick={() => setAdding(false)}>Cancel</Button>}
          onSave={async (values) =>
            paths.teacher.topicQuiz.href({
              classId,
              topicID: topicId,
              quizid: (await create.mutateAsync(values)).id,
            })
          }
        />
      ) : (
        <QueryStates
          query={quizzes}
          what="The quizzes"
          loading={<Skeleton variant="rounded" height={200} aria-label="Loading quizzes" />}
          isEmpty={(page) => page.total === 0}
          empty={
            <EmptyState icon={<QuizOutlined />} title="No quizzes yet" action={newQuizButton}>
              A practice quiz draws from the topic's published questions, or uses a list you pick.
            </EmptyState>
          }
        >
          {(page) => (
            <TableContainer component={Paper} variant="outlined">
              <Table aria-label="Quizzes" size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Title</TableCell>
                    <TableCell sx={wide}>Questions</TableCell>
                    <TableCell sx={wide}>Time limit</TableCell>
                    <TableCell sx={wide}>Pass mark</TableCell>
                    <TableCell>Status</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.items.map((quiz) => (
                    <TableRow key={quiz.id} hover>
                      <TableCell>
                        <Link
                          component={RouterLink}
                          to={paths.teacher.topicQuiz.href({
                            classId,
                            topicID: topicId,
                            quizid: quiz.id,
                          })}
                          underline="hover"
                        >
                          {quiz.title}
                        </Link>
                      </TableCell>
                      <TableCell sx={wide}>{quizQuestionsText(quiz)}</TableCell>
                      <TableCell sx={wide}>
                        {quiz.time_limit_minutes ? `${quiz.time_limit_minutes} min` : 'None'}
                      </TableCell>
                      <TableCell sx={wide}>{quiz.pass_mark} %</TableCell>
                      <TableCell>
                        <StatusChip status={quiz.status} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </QueryStates>
      )}
    </>
  );
}
