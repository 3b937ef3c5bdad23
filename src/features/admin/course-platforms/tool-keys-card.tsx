import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { showSuccessToast } from '../../../lib/toasts';
import type { LtiToolKey } from '../../../../contract/lti-platforms';
import { useRotateToolKey } from '../../../api/lti-platforms';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** The tool's signing keys and the rotation (a new key signs; the old one verifies a week more). */
export function ToolKeysCard({ keys }: { keys: LtiToolKey[] }) {
  const rotate = useRotateToolKey();
  const [asking, setAsking] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="tool-keys-title">
      <Typography id="tool-keys-title" variant="h6" component="h2" gutterBottom>
        Signing keys
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Platforms read these from the key set URL. Rotate if a key may have leaked, or once a year.
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        {keys.map((key) => (
          <Typography component="li" variant="body2" key={key.kid}>
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {key.kid.slice(0, 12)}…
            </Box>{' '}
            {key.retired_at
              ? `retired ${day(key.retired_at)}, published a week after`
              : `signs since ${day(key.created_at)}`}
          </Typography>
        ))}
      </Box>
      <Button variant="outlined" onClick={() => setAsking(true)}>
        Rotate key
      </Button>
      {asking && (
        <ConfirmDialog
          title="Rotate the signing key?"
          confirmLabel="Rotate"
          busy={rotate.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            rotate.mutate(undefined, {
              onSuccess: () => {
                setAsking(false);
                showSuccessToast('A new key signs from now on.');
              },
            })
          }
        >
          A new key signs from now on. The current one stays published for a week, so launches and
          grades in progress keep working; nothing needs changing in the platforms.
        </ConfirmDialog>
      )}
    </Paper>
  );
}
