import AddRounded from '@mui/icons-material/AddRounded';
import CoPresentOutlined from '@mui/icons-material/CoPresentOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { showSuccessToast } from '../../../lib/toasts';
import { Link as RouterLink } from 'react-router';
import { useClassList } from '../../../api/classes';
import { ClassCard } from '../../../components/class-card/class-card';
import { ClassGrid, ClassGridLoading } from '../../../components/class-card/class-grid';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { QueryStates } from '../../../components/query-states/query-states';
import { PageHeader } from '../../../components/page-header/page-header';
import { CreateClassDialog } from './create-class-dialog';
import { paths } from '../../../lib/paths';

type TeacherHomePageProps = {
  /** Superusers see every class and may create one. */
  canCreateClass: boolean;
};

/** /teacher: the classes the user teaches (a superuser: all classes). */
export function TeacherHomePage({ canCreateClass }: TeacherHomePageProps) {
  const classes = useClassList('teacher');
  const [creating, setCreating] = useState(false);

  const newClassButton = canCreateClass ? (
    <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
      New class
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title={canCreateClass ? 'All classes' : 'Classes you teach'}
        subtitle={
          canCreateClass
            ? 'Every class in Groundschool. Open one to manage it.'
            : 'Open a class to manage its topics, questions, flashcards and students.'
        }
        actions={newClassButton}
      />
      <QueryStates
        query={classes}
        what="Your classes"
        loading={<ClassGridLoading label="Loading classes" />}
        empty={
          canCreateClass ? (
            <EmptyState icon={<CoPresentOutlined />} title="No classes yet" action={newClassButton}>
              Create the first class, then add its topics, questions and students.
            </EmptyState>
          ) : (
            <EmptyState icon={<CoPresentOutlined />} title="You don't teach a class yet">
              A Groundschool administrator makes you a teacher of a class. Ask yours to add you; the
              class appears here once they have.
            </EmptyState>
          )
        }
      >
        {(list) => (
          <ClassGrid label="Classes">
            {list.map((summary) => {
              const classId = summary.id;
              return (
                <ClassCard
                  key={summary.id}
                  classSummary={summary}
                  to={paths.teacher.topics.href({ classId })}
                  showStudentCount
                  actions={
                    <>
                      <Button
                        component={RouterLink}
                        to={paths.teacher.questions.href({ classId })}
                        size="small"
                      >
                        Questions
                      </Button>
                      <Button
                        component={RouterLink}
                        to={paths.teacher.students.href({ classId })}
                        size="small"
                      >
                        Students
                      </Button>
                    </>
                  }
                />
              );
            })}
          </ClassGrid>
        )}
      </QueryStates>
      {canCreateClass ? (
        <CreateClassDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            showSuccessToast(`Class “${created.name}” created.`);
          }}
        />
      ) : null}
    </>
  );
}
