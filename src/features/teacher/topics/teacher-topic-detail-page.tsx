import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Topic } from '../../../../contract/topics';
import { useClass } from '../../../api/classes';
import { useTopic, useTopics } from '../../../api/topics';
import { PageHeader } from '../../../components/page-header/page-header';
import { QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { paths } from '../../../lib/paths';
import { DeleteTopicDialog } from './delete-topic-dialog';

/** /teacher/classes/:classId/topics/:topicID: the topic and the way to its questions, flashcards, quizzes. */
export function TeacherTopicDetailPage() {
  const classId = useIdParam('classId');
  const topicId = useIdParam('topicID');
  const classSummary = useClass(classId);
  const topic = useTopic(classId, topicId);
  return (
    <QueryStates
      query={topic}
      what="The topic"
      loading={<Skeleton variant="rounded" height={320} aria-label="Loading the topic" />}
    >
      {(loaded) => (
        <TopicDetail classId={classId} topic={loaded} className={classSummary.data?.name} />
      )}
    </QueryStates>
  );
}

function TopicDetail({
  classId,
  topic,
  className,
}: {
  classId: number;
  topic: Topic;
  className: string | undefined;
}) {
  const [deleting, setDeleting] = useState(false);
  const topics = useTopics(classId);
  const navigate = useNavigate();
  const filter = { topic_id: String(topic.id) };
  return (
    <>
      <PageHeader
        title={topic.name}
        overline={className}
        subtitle={topic.description || undefined}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<EditOutlined />}
              component={RouterLink}
              to={paths.teacher.editTopic.href({ classId, topicID: topic.id })}
            >
              Edit
            </Button>
            <Button
              color="error"
              startIcon={<DeleteOutlineRounded />}
              onClick={() => setDeleting(true)}
            >
              Delete
            </Button>
          </>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <ContentCard
          title="Questions"
          count={topic.question_count}
          text="Questions that are not retired. Only published ones reach students."
          open={{
            label: 'Open questions',
            to: paths.teacher.questions.href({ classId, ...filter }),
          }}
          add={{
            label: 'Add question',
            to: paths.teacher.addQuestion.href({ classId, topic: topic.id }),
          }}
        />
        <ContentCard
          title="Flashcards"
          count={topic.flashcard_count}
          text="Cards students review with spaced repetition."
          open={{
            label: 'Open flashcards',
            to: paths.teacher.flashcards.href({ classId, topic_id: topic.id }),
          }}
          add={{
            label: 'Add flashcard',
            to: paths.teacher.addFlashcard.href({ classId, topic: topic.id }),
          }}
        />
        <ContentCard
          title="Quizzes"
          count={topic.quiz_count}
          text="Practice quizzes built from the topic's published questions."
          open={{
            label: 'Open quizzes',
            to: paths.teacher.topicQuizzes.href({ classId, topicID: topic.id }),
          }}
        />
      </Box>
      {deleting && (
        <DeleteTopicDialog
          classId={classId}
          topic={topic}
          others={(topics.data ?? []).filter((other) => other.id !== topic.id)}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(paths.teacher.topics.href({ classId }))}
        />
      )}
    </>
  );
}

type CardLink = { label: string; to: string };

function ContentCard({
  title,
  count,
  text,
  open,
  add,
}: {
  title: string;
  count: number;
  text: string;
  open: CardLink;
  add?: CardLink;
}) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="h3" component="p">
        {count}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
        {text}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={open.to}>
          {open.label}
        </Button>
        {add && (
          <Button component={RouterLink} to={add.to}>
            {add.label}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
