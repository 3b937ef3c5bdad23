import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ClassQuiz } from '../../../../contract/attempts';
import { attemptHistoryQuery, useClassQuizList } from '../../../api/attempts';
import { useClass } from '../../../api/classes';
import { useStudentPerformance, useStudentProgress } from '../../../api/progress';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { FlashcardDuePanel } from '../../../components/flashcard-due/flashcard-due-panel';
import { PageHeader } from '../../../components/page-header/page-header';
import { PaintedScreen } from '../../../components/start-up-shell/start-up-shell';
import { QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { useViewerId, useViewerName } from '../../../lib/session/use-viewer-id';
import { KnowledgeTestReport } from '../../../components/progress/knowledge-test-report';
import { StudentProgressPanel } from '../../../components/progress/student-progress-panel';
import { ProgressStrip } from '../class-home/progress-strip';
import { QuizList } from '../class-home/quiz-list';
import { MissedDueCard } from '../missed-questions/missed-due-card';
import { useMissedCounts } from '../../../api/missed-questions';
import { paths } from '../../../lib/paths';

/** Practice quizzes grouped by topic, in the order they came (the class's topic order). */
function byTopic(quizzes: readonly ClassQuiz[]) {
  const groups = new Map<number, { name: string; quizzes: ClassQuiz[] }>();
  for (const quiz of quizzes) {
    if (quiz.topic_id === null) continue;
    const group = groups.get(quiz.topic_id) ?? { name: quiz.topic_name ?? 'Topic', quizzes: [] };
    group.quizzes.push(quiz);
    groups.set(quiz.topic_id, group);
  }
  return [...groups.entries()];
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** What the class home shows until its sections can all be drawn. */
function ClassHomeSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading the class home">
      <Skeleton variant="rounded" height={112} />
      <Skeleton variant="rounded" height={240} />
      <Skeleton variant="rounded" height={200} />
    </Stack>
  );
}

/**
 * Whether the class home's sections are still waiting for their data. They are drawn together once
 * it has come: drawn as each answer came, each pushed the ones below it down the screen.
 */
function useClassHomeLoading(classId: number, viewerId: number | null) {
  const student = viewerId ?? 0;
  const queries = [
    useClass(classId),
    useClassQuizList(classId),
    useStudentProgress(classId, viewerId),
    useStudentPerformance(classId, viewerId),
    useQuery({ ...attemptHistoryQuery(classId, student), enabled: viewerId !== null }),
    useMissedCounts(classId, viewerId !== null),
  ];
  // Without a viewer only the class and its quizzes are asked for.
  const asked = viewerId === null ? queries.slice(0, 2) : queries;
  return asked.some((query) => query.isPending);
}

/**
 * /student/classes/:classId/performance, the student's class home: progress, the final exam, the
 * weak-area drill, the topics with their quizzes and the flashcards due.
 */
export function StudentPerformancePage() {
  const classId = useIdParam('classId');
  const viewerId = useViewerId();
  const classQuery = useClass(classId);
  const loading = useClassHomeLoading(classId, viewerId);
  // The sections are many (a quiz list per topic, the progress panel, the reports): drawn as a
  // deferred value, React draws them in slices of a few milliseconds between which the browser
  // stays responsive, where an update from the data would draw them in one long task.
  const ready = useDeferredValue(!loading);
  const page = (
    <Stack spacing={3}>
      <PageHeader
        title={classQuery.data?.name ?? 'Class home'}
        overline="Class home"
        overlineLoading={classQuery.isPending}
      />
      {ready ? <ClassHomeSections classId={classId} /> : <ClassHomeSkeleton />}
    </Stack>
  );
  // Until the sections are drawn, what the server painted of them, if it did.
  return ready ? page : <PaintedScreen kind="class-home" fallback={page} />;
}

/** The class home's sections below its title. */
function ClassHomeSections({ classId }: { classId: number }) {
  const viewerId = useViewerId();
  const viewerName = useViewerName();
  const classQuery = useClass(classId);
  const quizzes = useClassQuizList(classId);
  const progress = useStudentProgress(classId, viewerId);
  const data = classQuery.data;
  const drill = quizzes.data?.quizzes.find((quiz) => quiz.kind === 'drill');
  return (
    <>
      {/* With the sections, not in the title's row: drawn there, it moved when the title came. */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: -1.5 }}>
        <Button component={RouterLink} to={paths.student.record.href({ classId })}>
          Training record
        </Button>
      </Box>
      {progress.data && viewerId !== null && (
        <ProgressStrip
          ledgerOf={{ classId, userId: viewerId }}
          progress={progress.data}
          studentName={viewerName}
          className={data?.name ?? ''}
        />
      )}
      {viewerId !== null && <MissedDueCard classId={classId} />}
      {viewerId !== null && (
        <StudentProgressPanel
          classId={classId}
          studentId={viewerId}
          practiseTo={drill && paths.student.quiz.href({ classId, id: drill.id })}
        />
      )}
      <QueryStates
        query={quizzes}
        what="The quizzes"
        loading={<Skeleton variant="rounded" height={200} />}
      >
        {(list) => {
          const exams = list.quizzes.filter((quiz) => quiz.kind !== 'practice');
          const topics = byTopic(list.quizzes.filter((quiz) => quiz.kind === 'practice'));
          return (
            <Stack spacing={3}>
              <Section title="Final exam and weak areas">
                <QuizList classId={classId} quizzes={exams} />
              </Section>
              {topics.length === 0 ? (
                <EmptyState title="No practice quizzes yet">
                  Your teacher has not published a quiz in this class yet.
                </EmptyState>
              ) : (
                topics.map(([topicId, group]) => (
                  <Section key={topicId} title={group.name}>
                    <QuizList classId={classId} quizzes={group.quizzes} />
                    <Box sx={{ px: 2, py: 1 }}>
                      <Link
                        component={RouterLink}
                        to={paths.student.topic.href({ classId, id: topicId })}
                      >
                        About {group.name}
                      </Link>
                    </Box>
                  </Section>
                ))
              )}
            </Stack>
          );
        }}
      </QueryStates>
      <FlashcardDuePanel
        title="Flashcards"
        due={data?.due_flashcards}
        newLeft={data?.new_flashcards_left}
        studyTo={paths.student.flashcards.href({ classId })}
      />
      {viewerId !== null && (
        <KnowledgeTestReport
          classId={classId}
          studentId={viewerId}
          as="student"
          practiseTo={
            drill && paths.student.quiz.href({ classId, id: drill.id, focus: 'knowledge_test' })
          }
        />
      )}
    </>
  );
}
