import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { showSuccessToast } from '../../../lib/toasts';
import type { ClassSummary } from '../../../../contract/classes';
import { useRegenerateJoinCode, useSwitchOffJoinCode } from '../../../api/class-admin';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { paths } from '../../../lib/paths';

/** The link a student opens to join: `/student?join=CODE` on this app's origin. */
export const joinLinkOf = (code: string) =>
  `${window.location.origin}${paths.student.home.href({ join: code })}`;

/** The class's join code: shown, copied as a link, regenerated, switched off. */
export function JoinCodeCard({ classSummary }: { classSummary: ClassSummary }) {
  const regenerate = useRegenerateJoinCode(classSummary.id);
  const switchOff = useSwitchOffJoinCode(classSummary.id);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState<'new-code' | 'switch-off' | null>(null);
  const code = classSummary.join_code ?? '';
  const enabled = classSummary.join_code_enabled ?? false;

  const makeNewCode = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        setCopied(false);
        showSuccessToast('New join code made.');
      },
    });
  const copy = async () => {
    await navigator.clipboard.writeText(joinLinkOf(code));
    setCopied(true);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="join-code-title">
      <Typography id="join-code-title" variant="h6" component="h2" gutterBottom>
        Join code
      </Typography>
      {enabled ? (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            Students type this code under “Join a class”, or open the link.
          </Typography>
          <Typography
            sx={{ fontFamily: 'monospace', fontSize: '1.5rem', letterSpacing: 2, mb: 1 }}
            aria-label={`Join code ${code.split('').join(' ')}`}
          >
            {code}
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all', mb: 1.5 }}>
            {joinLinkOf(code)}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Switched off: nobody can join with a code. Make a new one to let students join again.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {enabled && (
          <Button
            variant="contained"
            startIcon={<ContentCopyOutlined />}
            onClick={() => void copy()}
          >
            {copied ? 'Link copied' : 'Copy link'}
          </Button>
        )}
        <Button
          variant="outlined"
          onClick={() => (enabled ? setConfirming('new-code') : makeNewCode())}
          loading={!enabled && regenerate.isPending}
        >
          {enabled ? 'New code' : 'Switch on with a new code'}
        </Button>
        {enabled && (
          <Button color="error" onClick={() => setConfirming('switch-off')}>
            Switch off
          </Button>
        )}
      </Box>
      {confirming === 'new-code' && (
        <ConfirmDialog
          title="Make a new join code?"
          confirmLabel="New code"
          busy={regenerate.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={makeNewCode}
        >
          The code {code} and its link stop working at once. Students already in the class stay.
        </ConfirmDialog>
      )}
      {confirming === 'switch-off' && (
        <ConfirmDialog
          title="Switch the join code off?"
          confirmLabel="Switch off"
          busy={switchOff.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            switchOff.mutate(undefined, {
              onSuccess: () => {
                setConfirming(null);
                showSuccessToast('Join code switched off.');
              },
            })
          }
        >
          Nobody can join with a code until you make a new one. Students already in the class stay.
        </ConfirmDialog>
      )}
    </Paper>
  );
}
