import AddRounded from '@mui/icons-material/AddRounded';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router';
import { useTopics } from '../../../api/topics';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ClassPageHeader } from '../class-page/class-page-header';
import { QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { paths } from '../../../lib/paths';
import { TopicList } from './topic-list';

/** /teacher/classes/:classId/topics: the class's topics in order; add, reorder, edit, delete. */
export function TeacherTopicsPage() {
  const classId = useIdParam('classId');
  const topics = useTopics(classId);
  const addTopic = (
    <Button
      variant="contained"
      startIcon={<AddRounded />}
      component={RouterLink}
      to={paths.teacher.addTopic.href({ classId })}
    >
      Add topic
    </Button>
  );
  return (
    <>
      <ClassPageHeader
        classId={classId}
        title="Topics"
        subtitle="Students meet the topics in this order. Drag a topic, or use its arrows, to move it."
        actions={addTopic}
      />
      <QueryStates
        query={topics}
        what="The topics"
        loading={<Skeleton variant="rounded" height={320} aria-label="Loading topics" />}
        empty={
          <EmptyState icon={<ListAltOutlined />} title="No topics yet" action={addTopic}>
            Topics group the questions, flashcards and quizzes of the class: "Weather", "Airspace",
            "Navigation"…
          </EmptyState>
        }
      >
        {(list) => <TopicList classId={classId} topics={list} />}
      </QueryStates>
    </>
  );
}
