import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

/** "Submit now?" with the questions still unanswered and those flagged, each a way back. */
export function SubmitDialog({
  open,
  unanswered,
  flagged,
  submitting,
  onGo,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  /** Question numbers (1-based). */
  unanswered: readonly number[];
  flagged: readonly number[];
  submitting: boolean;
  onGo: (number: number) => void;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  const links = (numbers: readonly number[]) => (
    <Stack
      component="span"
      direction="row"
      spacing={1}
      sx={{ display: 'inline-flex', flexWrap: 'wrap' }}
    >
      {numbers.map((number) => (
        <Button
          key={number}
          size="small"
          variant="outlined"
          onClick={() => onGo(number)}
          aria-label={`Question ${number}`}
          sx={{ minWidth: 36, px: 1 }}
        >
          {number}
        </Button>
      ))}
    </Stack>
  );
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="submit-quiz-title">
      <DialogTitle id="submit-quiz-title">Submit your answers?</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          {unanswered.length === 0 ? (
            <DialogContentText>Every question has an answer.</DialogContentText>
          ) : (
            <DialogContentText>
              {unanswered.length === 1 ? 'Question' : `${unanswered.length} questions`} without an
              answer: {links(unanswered)}
            </DialogContentText>
          )}
          {flagged.length > 0 && (
            <DialogContentText>Flagged for later: {links(flagged)}</DialogContentText>
          )}
          <DialogContentText>After you submit, the answers can no longer change.</DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Keep answering</Button>
        <Button variant="contained" onClick={onSubmit} disabled={submitting}>
          {submitting ? 'Submitting…' : 'Submit'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
