import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Endorsement } from '../../../../contract/progress';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

type EndorsementNoticeProps = {
  studentName: string;
  className: string;
  endorsement: Endorsement;
  onClose: () => void;
};

/** Said on the page and on paper: the instructor endorses in the logbook, not the app. */
export const NOT_THE_ENDORSEMENT =
  'This page is not an endorsement. The instructor writes the knowledge-test endorsement in the student’s logbook and signs it there.';

/**
 * A page to print saying that the instructor marked the student ready for the knowledge test in
 * Groundschool, and when. It is a note, not the endorsement: Groundschool issues none. Printing
 * shows only this page.
 */
export function EndorsementNotice({
  studentName,
  className,
  endorsement,
  onClose,
}: EndorsementNoticeProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <GlobalStyles
        styles={{
          '@media print': {
            '#root': { display: 'none' },
            '.endorsement-actions': { display: 'none' },
            '.MuiBackdrop-root': { display: 'none' },
          },
        }}
      />
      <DialogContent>
        <Box
          sx={{
            border: 3,
            borderColor: 'primary.main',
            borderRadius: 2,
            p: { xs: 3, sm: 6 },
            textAlign: 'center',
            display: 'grid',
            gap: 2,
          }}
        >
          <Typography variant="overline" component="p">
            Groundschool · {className}
          </Typography>
          <Typography id={titleId} variant="h4" component="h2">
            Marked ready for the knowledge test
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {studentName}
          </Typography>
          <Typography>
            was marked ready for the knowledge test in Groundschool by {endorsement.teacher_name} on{' '}
            {longDate(endorsement.endorsed_at)}.
          </Typography>
          <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
            {NOT_THE_ENDORSEMENT}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions className="endorsement-actions">
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={() => window.print()}>
          Print
        </Button>
      </DialogActions>
    </Dialog>
  );
}
