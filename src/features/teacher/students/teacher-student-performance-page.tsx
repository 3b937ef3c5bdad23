import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { showSuccessToast } from '../../../lib/toasts';
import { Link as RouterLink } from 'react-router';
import type { ClassStudent } from '../../../../contract/classes';
import { attemptHistoryQuery } from '../../../api/attempts';
import { useClassStudents } from '../../../api/classes';
import { useEndorse, useStudentProgress } from '../../../api/progress';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { ClassPageHeader } from '../class-page/class-page-header';
import { KnowledgeTestReport } from '../../../components/progress/knowledge-test-report';
import { StudentProgressPanel } from '../../../components/progress/student-progress-panel';
import { QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { AccommodationsDialog, describeAccommodations } from './accommodations-dialog';
import { paths } from '../../../lib/paths';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /teacher/classes/:classId/students/:stdID/performance: the student's class home as the teacher
 * sees it, their attempts, and the teacher's actions (endorse, extra time).
 */
export function TeacherStudentPerformancePage() {
  const classId = useIdParam('classId');
  const studentId = useIdParam('stdID');
  const students = useClassStudents(classId);
  const student = students.data?.find((entry) => entry.id === studentId);
  return (
    <>
      <ClassPageHeader
        classId={classId}
        title={student?.name ?? 'Student'}
        subtitle={student?.email ?? undefined}
        actions={
          <Button
            component={RouterLink}
            to={paths.teacher.studentRecord.href({ classId, stdID: studentId })}
          >
            Training record
          </Button>
        }
      />
      <Stack spacing={2}>
        {student && <TeacherActions classId={classId} student={student} />}
        <StudentProgressPanel classId={classId} studentId={studentId} />
        <KnowledgeTestReport classId={classId} studentId={studentId} as="instructor" />
        <Attempts classId={classId} studentId={studentId} />
      </Stack>
    </>
  );
}

function TeacherActions({ classId, student }: { classId: number; student: ClassStudent }) {
  const progress = useStudentProgress(classId, student.id);
  const endorse = useEndorse(classId, student.id);
  const [confirming, setConfirming] = useState<'endorse' | 'withdraw' | null>(null);
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const endorsement = progress.data?.endorsement ?? null;
  const extra = describeAccommodations(student.accommodations);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        Endorsement and accommodations
      </Typography>
      <Stack spacing={1.5}>
        <Typography>
          {endorsement
            ? `Endorsed by ${endorsement.teacher_name} on ${dateTime.format(new Date(endorsement.endorsed_at))} to sit the knowledge test.`
            : 'Not endorsed yet. Endorse the student once they are ready to sit the knowledge test.'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {extra ? `Accommodations: ${extra}.` : 'No accommodations.'}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {endorsement ? (
            <Button variant="outlined" onClick={() => setConfirming('withdraw')}>
              Withdraw endorsement
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setConfirming('endorse')}>
              Endorse
            </Button>
          )}
          <Button onClick={() => setEditing(true)}>Extra time and attempts</Button>
        </Stack>
      </Stack>
      {confirming === 'endorse' && (
        <ConfirmDialog
          title={`Endorse ${student.name}?`}
          confirmLabel="Endorse"
          confirmColor="primary"
          busy={endorse.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            endorse.mutate(true, {
              onSuccess: () => {
                setConfirming(null);
                showSuccessToast(`${student.name} is endorsed.`);
              },
            })
          }
        >
          You sign, with your name and today&apos;s date, that {student.name} is ready to sit the
          knowledge test. They are told, and can print the endorsement.
        </ConfirmDialog>
      )}
      {confirming === 'withdraw' && (
        <ConfirmDialog
          title="Withdraw the endorsement?"
          confirmLabel="Withdraw"
          busy={endorse.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            endorse.mutate(false, {
              onSuccess: () => {
                setConfirming(null);
                showSuccessToast(`The endorsement of ${student.name} is withdrawn.`);
              },
            })
          }
        >
          {student.name} keeps the badge already earned; the endorsement page no longer shows.
        </ConfirmDialog>
      )}
      {editing && (
        <AccommodationsDialog
          classId={classId}
          student={student}
          onClose={() => setEditing(false)}
        />
      )}
    </Paper>
  );
}

function Attempts({ classId, studentId }: { classId: number; studentId: number }) {
  const history = useQuery(attemptHistoryQuery(classId, studentId));
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Typography id={titleId} variant="h6" component="h2">
        Attempts
      </Typography>
      <QueryStates
        query={history}
        what="The attempts"
        loading={<Skeleton variant="rounded" height={120} />}
        empty={<Typography sx={{ color: 'text.secondary', mt: 1 }}>No attempt yet.</Typography>}
      >
        {(attempts) => (
          <List aria-labelledby={titleId}>
            {attempts.map((attempt) => (
              <ListItem key={attempt.id} divider disableGutters>
                <ListItemText
                  primary={
                    <Link
                      component={RouterLink}
                      to={paths.teacher.studentAttempt.href({
                        classId,
                        stdID: studentId,
                        quizId: attempt.quiz_id,
                        attemptId: attempt.id,
                      })}
                    >
                      {attempt.quiz_title}
                    </Link>
                  }
                  secondary={`${dateTime.format(new Date(attempt.started_at))} · ${
                    attempt.score_percent === null
                      ? 'in progress'
                      : `${attempt.score_percent} %${attempt.passed ? ', passed' : ''}`
                  }`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </QueryStates>
    </Paper>
  );
}
