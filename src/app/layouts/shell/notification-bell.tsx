import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useNotifications } from '../../../api/progress';
import { useCurrentUser } from '../../../features/auth';

// The list loads when first opened: only the count is needed to paint the page.
const NotificationList = lazy(() =>
  import('./notification-list').then((module) => ({ default: module.NotificationList })),
);

/** The bell with the unread count; it opens the latest notifications. */
export function NotificationBell() {
  const user = useCurrentUser();
  const notifications = useNotifications(user !== null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const listId = useId();
  const unread = notifications.data?.unread ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-controls={anchor ? listId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setLoaded(true);
        }}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsNoneOutlined />
        </Badge>
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationList
            id={listId}
            anchor={anchor}
            list={notifications.data}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
