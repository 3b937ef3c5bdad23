import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { stopImpersonation, useImpersonationStore } from '../../lib/session/impersonation-store';
import { paths } from '../../lib/paths';

/** Shown by the layouts while a teacher or superuser views the app as a student. */
export function ImpersonationBanner() {
  const student = useImpersonationStore((state) => state.impersonatedStudent);
  const returnTo = useImpersonationStore((state) => state.returnTo);
  const navigate = useNavigate();
  if (!student) return null;
  // Back to the page the viewing began on (the class's students), else the teacher's home.
  const stop = () => {
    stopImpersonation();
    void navigate(returnTo ?? paths.teacher.home.href());
  };
  return (
    <Alert
      severity="warning"
      square
      sx={{ borderBottom: 1, borderColor: 'warning.main' }}
      action={
        <Button color="inherit" size="small" onClick={stop}>
          Stop
        </Button>
      }
    >
      {`Viewing as ${student.name} — read-only`}
    </Alert>
  );
}
