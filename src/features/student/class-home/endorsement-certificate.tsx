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

type EndorsementCertificateProps = {
  studentName: string;
  className: string;
  endorsement: Endorsement;
  onClose: () => void;
};

/**
 * The instructor's endorsement as a page to print: who endorsed whom, for what, and when. Printing
 * shows only this page.
 */
export function EndorsementCertificate({
  studentName,
  className,
  endorsement,
  onClose,
}: EndorsementCertificateProps) {
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
            Endorsement for the knowledge test
          </Typography>
          <Typography>I certify that</Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {studentName}
          </Typography>
          <Typography>
            has received the required ground training and I have determined that this person is
            prepared for the knowledge test.
          </Typography>
          <Box sx={{ mt: 3, display: 'grid', gap: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{endorsement.teacher_name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Instructor · {longDate(endorsement.endorsed_at)}
            </Typography>
          </Box>
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
