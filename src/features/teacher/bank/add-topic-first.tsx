import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { paths } from '../../../lib/paths';

/** Shown instead of an add form while the class has no topic: everything belongs to one. */
export function AddTopicFirst({ classId, what }: { classId: number; what: string }) {
  return (
    <EmptyState
      icon={<ListAltOutlined />}
      title="Add a topic first"
      action={
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.teacher.addTopic.href({ classId })}
        >
          Add topic
        </Button>
      }
    >
      Every {what} belongs to a topic of the class.
    </EmptyState>
  );
}
