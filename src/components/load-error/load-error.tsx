import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A list that failed to load: say so and offer to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {what} could not be loaded.
    </Alert>
  );
}
