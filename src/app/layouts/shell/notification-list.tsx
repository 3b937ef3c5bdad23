import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useNavigate } from 'react-router';
import type { Notification, NotificationList as List_ } from '../../../../contract/notifications';
import { useMarkNotificationsRead } from '../../../api/progress';
import { useReadOnly } from '../../../lib/session/use-read-only';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type NotificationListProps = {
  id: string;
  anchor: HTMLElement | null;
  list: List_ | undefined;
  onClose: () => void;
};

/** The latest notifications, unread ones first marked; opening one marks it read. */
export function NotificationList({ id, anchor, list, onClose }: NotificationListProps) {
  const markRead = useMarkNotificationsRead();
  // Read-only (viewing as a student): the notifications open but stay unread.
  const { readOnly } = useReadOnly();
  const navigate = useNavigate();
  const titleId = `${id}-title`;
  const open = (notification: Notification) => {
    if (!notification.read_at && !readOnly) markRead.mutate({ ids: [notification.id] });
    onClose();
    if (notification.link) void navigate(notification.link);
  };
  const items = list?.items ?? [];
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 360, maxWidth: 'calc(100vw - 32px)', maxHeight: 480 },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{ px: 2, py: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Notifications
        </Typography>
        {(list?.unread ?? 0) > 0 && !readOnly && (
          <Button size="small" onClick={() => markRead.mutate({})}>
            Mark all read
          </Button>
        )}
      </Stack>
      {items.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2, color: 'text.secondary' }}>
          Nothing yet. New quizzes, badges and answers to your reports show here.
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={titleId}>
          {items.map((notification) => (
            <li key={notification.id}>
              <ListItemButton onClick={() => open(notification)} sx={{ alignItems: 'flex-start' }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    mt: 1,
                    mr: 1.5,
                    flexShrink: 0,
                    bgcolor: notification.read_at ? 'transparent' : 'primary.main',
                  }}
                />
                <ListItemText
                  primary={
                    <>
                      {!notification.read_at && (
                        <Box component="span" sx={visuallyHidden}>
                          Unread:{' '}
                        </Box>
                      )}
                      {notification.text}
                    </>
                  }
                  secondary={dateTime.format(new Date(notification.created_at))}
                  slotProps={{
                    primary: {
                      sx: { fontWeight: notification.read_at ? 400 : 600, whiteSpace: 'normal' },
                    },
                  }}
                />
              </ListItemButton>
            </li>
          ))}
        </List>
      )}
    </Popover>
  );
}
