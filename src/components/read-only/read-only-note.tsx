import LockOutlined from '@mui/icons-material/LockOutlined';
import Typography from '@mui/material/Typography';
import { useReadOnly } from '../../lib/session/use-read-only';

/**
 * The reason beside controls a read-only session turns off; nothing otherwise. `id` lets the
 * controls name it with aria-describedby.
 */
export function ReadOnlyNote({ id }: { id?: string }) {
  const { readOnly, reason } = useReadOnly();
  if (!readOnly) return null;
  return (
    <Typography
      id={id}
      variant="body2"
      sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.75 }}
    >
      <LockOutlined fontSize="small" aria-hidden />
      {reason}
    </Typography>
  );
}
