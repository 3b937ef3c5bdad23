import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { attemptHistoryQuery } from '../../api/attempts';
import { useStudentPerformance } from '../../api/progress';
import { QueryStates } from '../query-states/query-states';
import { ReadinessCard } from './readiness-card';
import { ScoreTrend } from './score-trend';
import { TopicAccuracy } from './topic-accuracy';
import { WeakAreas } from './weak-areas';

type StudentProgressPanelProps = {
  classId: number;
  studentId: number;
  /** The drill for "Practise now" (the student's own class home only). */
  practiseTo?: string;
};

/**
 * Where a student stands in a class: readiness, accuracy per topic, the score trend and the weak
 * areas. The student's class home and the teacher's page of the student show the same.
 */
export function StudentProgressPanel({
  classId,
  studentId,
  practiseTo,
}: StudentProgressPanelProps) {
  const performance = useStudentPerformance(classId, studentId);
  const history = useQuery(attemptHistoryQuery(classId, studentId));
  return (
    <QueryStates
      query={performance}
      what="The progress"
      loading={<Skeleton variant="rounded" height={240} aria-label="Loading the progress" />}
    >
      {(data) => (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <ReadinessCard readiness={data.readiness} />
          <WeakAreas topics={data.topics} practiseTo={practiseTo} />
          <TopicAccuracy topics={data.topics} />
          <ScoreTrend attempts={history.data ?? []} />
        </Box>
      )}
    </QueryStates>
  );
}
