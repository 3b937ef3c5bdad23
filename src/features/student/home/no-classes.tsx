import FlightClassOutlined from '@mui/icons-material/FlightClassOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { paths } from '../../../lib/paths';

/** The student home with no class: how to join one (and, for a teacher, where their classes are). */
export function NoClasses({ teaches }: { teaches: boolean }) {
  return teaches ? (
    <EmptyState
      icon={<FlightClassOutlined />}
      title="You are not a student in any class"
      action={
        <Button component={RouterLink} to={paths.teacher.home.href()} variant="outlined">
          Go to my teaching
        </Button>
      }
    >
      The classes you teach are under Teaching. To study in a class yourself, join it with its code.
    </EmptyState>
  ) : (
    <EmptyState icon={<FlightClassOutlined />} title="You are not in a class yet">
      Join with the code your flight or ground instructor shared, or ask them to invite you. Your
      classes appear here.
    </EmptyState>
  );
}
