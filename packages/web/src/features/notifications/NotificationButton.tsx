import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { NOTIFICATION_PANEL_SIZE } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import { NotificationDrawerDocument } from '../../__generated__/graphql';
import { CountButton } from './CountButton';
import { useNotificationCount } from './useNotificationCount';

const NotificationDrawer = lazy(() =>
  import('./NotificationDrawer').then((m) => ({ default: m.NotificationDrawer })),
);

/** The top bar's 'Notificações' button: live badge, the drawer, and a toast for a new one unless muted. */
export function NotificationButton() {
  const [open, setOpen] = useState(false);
  const count = useNotificationCount();
  const { data, refetch } = useQuery(NotificationDrawerDocument, {
    variables: { pageSize: NOTIFICATION_PANEL_SIZE },
  });
  const previous = useRef<number | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    if (before === null || count === null) return;
    void refetch().then(({ data: fresh }) => {
      const newest = fresh?.notifications.rows.find((r) => !r.fixed) ?? fresh?.notifications.rows[0];
      if (count > before && newest && !fresh?.notificationsMuted)
        notify.custom(`Nova notificação: ${newest.notification.title}`);
    });
  }, [count, refetch]);

  return (
    <>
      <CountButton
        icon="notifications"
        label="Notificações"
        count={count ?? 0}
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <NotificationDrawer data={data} refetch={refetch} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
