import FlightClassOutlined from '@mui/icons-material/FlightClassOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useClassList } from '../../../api/classes';
import { ClassCard } from '../../../components/class-card/class-card';
import { ClassGrid, ClassGridLoading } from '../../../components/class-card/class-grid';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { QueryStates } from '../../../components/query-states/query-states';
import { PageHeader } from '../../../components/page-header/page-header';

/** /student: the classes the student belongs to. */
export function StudentHomePage() {
  const classes = useClassList('student');

  return (
    <>
      <PageHeader title="My classes" subtitle="Pick a class to study." />
      <QueryStates
        query={classes}
        what="Your classes"
        loading={<ClassGridLoading label="Loading your classes" />}
        empty={
          <EmptyState icon={<FlightClassOutlined />} title="You are not in a class yet">
            Ask your flight or ground instructor to add you to their class. Once they have, it
            appears here.
          </EmptyState>
        }
      >
        {(list) => (
          <ClassGrid label="Your classes">
            {list.map((summary) => {
              const base = `/student/classes/${summary.id}`;
              return (
                <ClassCard
                  key={summary.id}
                  classSummary={summary}
                  to={`${base}/performance`}
                  actions={
                    <>
                      <Button component={RouterLink} to={`${base}/flashCard`} size="small">
                        Flashcards
                      </Button>
                      <Button component={RouterLink} to={`${base}/performance`} size="small">
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
    </>
  );
}
