import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** The banner's look: who is being viewed, and "Stop". */
export function ImpersonationAlert({ name, onStop }: { name: string; onStop: () => void }) {
  return (
    <Alert
      severity="warning"
      square
      sx={{ borderBottom: 1, borderColor: 'warning.main' }}
      action={
        <Button color="inherit" size="small" onClick={onStop}>
          Stop
        </Button>
      }
    >
      {`Viewing as ${name} — read-only`}
    </Alert>
  );
}
