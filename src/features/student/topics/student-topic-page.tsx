import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useClassQuizList } from '../../../api/attempts';
import { useFlashcardCounts } from '../../../api/flashcard-reviews';
import { useTopic } from '../../../api/topics';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { FlashcardDuePanel } from '../../../components/flashcard-due/flashcard-due-panel';
import { Markdown } from '../../../components/markdown/markdown';
import { PageHeader } from '../../../components/page-header/page-header';
import { QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { QuizList } from '../class-home/quiz-list';
import { paths } from '../../../lib/paths';

/** /student/classes/:classId/topic/:id: the topic's description, its quizzes and its flashcards. */
export function StudentTopicPage() {
  const classId = useIdParam('classId');
  const topicId = useIdParam('id');
  const topic = useTopic(classId, topicId);
  const quizzes = useClassQuizList(classId);
  const counts = useFlashcardCounts(classId, topicId);
  return (
    <QueryStates
      query={topic}
      what="The topic"
      loading={<Skeleton variant="rounded" height={200} />}
    >
      {(data) => (
        <Stack spacing={3}>
          <PageHeader title={data.name} overline="Topic" />
          {data.description && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Markdown>{data.description}</Markdown>
            </Paper>
          )}
          <Paper variant="outlined" component="section" aria-label="Quizzes">
            <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
              Quizzes
            </Typography>
            <QueryStates
              query={quizzes}
              what="The quizzes"
              loading={<Skeleton variant="rounded" height={120} />}
              isEmpty={(list) => !list.quizzes.some((quiz) => quiz.topic_id === topicId)}
              empty={<EmptyState title="No quizzes in this topic yet" />}
            >
              {(list) => (
                <QuizList
                  classId={classId}
                  quizzes={list.quizzes.filter((quiz) => quiz.topic_id === topicId)}
                />
              )}
            </QueryStates>
          </Paper>
          <FlashcardDuePanel
            title="Flashcards of this topic"
            due={counts.data?.due}
            newLeft={counts.data?.new_left}
            studyTo={paths.student.topicFlashcards.href({ classId, id: topicId })}
          />
        </Stack>
      )}
    </QueryStates>
  );
}
