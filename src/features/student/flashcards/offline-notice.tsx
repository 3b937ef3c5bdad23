import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';

/** Says that the session on screen is the one kept on this device, and what happens to the work. */
export function OfflineNotice({
  children = 'Offline — studying the cards kept on this device. Your ratings will be sent when you’re back online.',
}: {
  children?: string;
}) {
  return (
    <Alert severity="info" icon={<CloudOffOutlined />} role="status" sx={{ mb: 2 }}>
      {children}
    </Alert>
  );
}
