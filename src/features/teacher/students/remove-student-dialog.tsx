import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { ClassStudent } from '../../../../contract/classes';
import { useRemoveStudent } from '../../../api/class-admin';

type RemoveStudentDialogProps = { classId: number; student: ClassStudent; onClose: () => void };

/** Asks before a student leaves the class; their attempts stay on record. */
export function RemoveStudentDialog({ classId, student, onClose }: RemoveStudentDialogProps) {
  const remove = useRemoveStudent(classId);
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Remove {student.name} from the class?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          They lose access to the class. Their attempts are kept for the record but no longer show
          in the class lists.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button
          color="error"
          loading={remove.isPending}
          onClick={() => remove.mutate(student.id, { onSuccess: onClose })}
        >
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
