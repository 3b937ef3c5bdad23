import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Button from '@mui/material/Button';
import { showSuccessToast } from '../../../lib/toasts';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useClassList } from '../../../api/classes';
import { ClassCard } from '../../../components/class-card/class-card';
import { ClassGrid, ClassGridLoading } from '../../../components/class-card/class-grid';
import { QueryStates } from '../../../components/query-states/query-states';
import { PageHeader } from '../../../components/page-header/page-header';
import { paths } from '../../../lib/paths';

// Only a student in no class sees it: the list's first screen does without its code.
const NoClasses = lazy(() => import('./no-classes').then((m) => ({ default: m.NoClasses })));

const JoinClassDialog = lazy(() =>
  import('./join-class-dialog').then((m) => ({ default: m.JoinClassDialog })),
);

type StudentHomePageProps = {
  /** The reader also teaches (or is a superuser): the empty state points at their teaching. */
  teaches?: boolean;
  /** Viewing as a student (read-only): nobody joins a class on their behalf. */
  readOnly?: boolean;
};

/** /student: the classes the student belongs to, and "Join a class" (`?join=CODE` pre-fills it). */
export function StudentHomePage({ teaches = false, readOnly = false }: StudentHomePageProps) {
  const classes = useClassList('student');
  const [searchParams, setSearchParams] = useSearchParams();
  const codeInAddress = searchParams.get('join') ?? '';
  const [open, setOpen] = useState(codeInAddress !== '' && !readOnly);

  const close = () => {
    setOpen(false);
    if (codeInAddress) setSearchParams({}, { replace: true });
  };

  const joinButton = readOnly ? undefined : (
    <Button variant="contained" startIcon={<GroupAddOutlined />} onClick={() => setOpen(true)}>
      Join a class
    </Button>
  );

  return (
    <>
      <PageHeader title="My classes" subtitle="Pick a class to study." actions={joinButton} />
      <QueryStates
        query={classes}
        what="Your classes"
        loading={<ClassGridLoading label="Loading your classes" />}
        empty={
          <Suspense fallback={null}>
            <NoClasses teaches={teaches} />
          </Suspense>
        }
      >
        {(list) => (
          <ClassGrid label="Your classes">
            {list.map((summary) => {
              const classId = summary.id;
              return (
                <ClassCard
                  key={summary.id}
                  classSummary={summary}
                  to={paths.student.performance.href({ classId })}
                  actions={
                    <>
                      <Button
                        component={RouterLink}
                        to={paths.student.flashcards.href({ classId })}
                        size="small"
                      >
                        Flashcards
                      </Button>
                      <Button
                        component={RouterLink}
                        to={paths.student.performance.href({ classId })}
                        size="small"
                      >
                        Performance
                      </Button>
                    </>
                  }
                />
              );
            })}
          </ClassGrid>
        )}
      </QueryStates>
      {open && (
        <Suspense fallback={null}>
          <JoinClassDialog
            open={open}
            initialCode={codeInAddress.toUpperCase()}
            onClose={close}
            onJoined={(joined) => {
              showSuccessToast(`You joined ${joined.name}.`);
              close();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
