import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useSyncExternalStore } from 'react';
import { pendingAnswers } from './answer-outbox';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** The status line's words. */
export function saveStatusText(pending: number, online: boolean) {
  if (!online && pending > 0) {
    return `Offline — ${pending} ${pending === 1 ? 'answer' : 'answers'} will be sent when you're back online`;
  }
  if (!online) return 'Offline — your answers are kept on this device';
  return pending > 0 ? 'Saving…' : 'All answers saved';
}

/**
 * Whether the answers reached the server, announced politely to screen readers. It follows the
 * outbox and the connection itself: the rest of the page does not re-render for it.
 */
export const SaveStatus = memo(function SaveStatus() {
  const pending = useSyncExternalStore(pendingAnswers.subscribe, pendingAnswers.get);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const Icon = !online ? CloudOffOutlined : pending > 0 ? CloudUploadOutlined : CloudDoneOutlined;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" role="status" aria-live="polite">
        {saveStatusText(pending, online)}
      </Typography>
    </Stack>
  );
});
