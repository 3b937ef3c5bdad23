import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useLogout } from './use-logout';

export const LOGIN_FAILED_TITLE = 'Login Failed';
export const LOGIN_FAILED_ACTION = 'Log Out and Try Again';

/**
 * Spec §4/§8: a signed-in user with an empty roles list did not let the course platform share their
 * course information. Blocking (no onClose: neither Escape nor the backdrop closes it), over the whole app; one action.
 */
export function LoginFailedModal({ open }: { open: boolean }) {
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const logOutAndRetry = () => {
    setBusy(true);
    void logout({ forced: true }).finally(() => setBusy(false));
  };
  return (
    <Dialog
      open={open}
      aria-labelledby="login-failed-title"
      aria-describedby="login-failed-text"
      slotProps={{ backdrop: { sx: { bgcolor: 'background.default' } } }}
    >
      <DialogTitle id="login-failed-title">{LOGIN_FAILED_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="login-failed-text" sx={{ mb: 2 }}>
          Groundschool could not see which courses you belong to. The checkbox &apos;View Your
          Course(s) information&apos; must stay enabled when you allow Groundschool to access your
          account.
        </DialogContentText>
        <DialogContentText>
          Please log out, then sign in again and tick the box &apos;View Your Course(s)
          information&apos;.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={logOutAndRetry} disabled={busy}>
          {LOGIN_FAILED_ACTION}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
