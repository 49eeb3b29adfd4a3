import { useEffect } from 'react';
import { Icon } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import { GridPage, pageGridProps, type GridColumn, type RowAction } from '../../ui/grid';
import { useGridUrlState } from '../../lib/useGridUrlState';
import {
  NotificationListPageDocument,
  type NotificationItem_NotificationFragment as Row,
} from '../../__generated__/graphql';
import { targetOf } from './routePaths';
import { useOpenTarget } from './useOpenTarget';
import { useNotificationActions } from './useNotificationActions';
import { useNotificationCount } from './useNotificationCount';

const COLUMNS: GridColumn<Row>[] = [
  {
    key: 'fixed',
    title: 'Fixa',
    width: 60,
    text: (r) => (r.fixed ? 'Sim' : 'Não'),
    render: (r) => (r.fixed ? <Icon icon="pin" intent="warning" title="Fixa" /> : null),
  },
  { key: 'title', title: 'Título', width: 260, text: (r) => r.notification.title },
  { key: 'content', title: 'Conteúdo', width: 420, text: (r) => r.notification.content },
  { key: 'formattedDate', title: 'Data', width: 160 },
];

/** The notification list page (route notificationList): every visible notification, paged. */
export function NotificationListPage() {
  const open = useOpenTarget();
  const [state, setState] = useGridUrlState();
  const count = useNotificationCount();
  const { data, previousData, loading, error, refetch } = useQuery(NotificationListPageDocument, {
    variables: { page: state.page + 1, pageSize: state.pageSize, q: state.q || null },
  });
  const page = (data ?? previousData)?.notifications;
  // A new, snoozed-back or removed notification shows here without a reload.
  useEffect(() => {
    if (count !== null) void refetch();
  }, [count, refetch]);

  const notification = useNotificationActions(refetch);
  const actions: RowAction<Row>[] = [
    {
      kind: 'redirect',
      label: 'Abrir',
      hidden: (r) => !targetOf(r.notification),
      onClick: (r) => open(targetOf(r.notification)!),
    },
    {
      kind: 'pin',
      label: 'Fixar / desafixar',
      onClick: (r) => notification.fix(r.id, !r.fixed),
    },
    { kind: 'custom', label: 'Lembrar depois', icon: 'time', onClick: (r) => notification.snoozeLater(r.id) },
    {
      kind: 'delete',
      label: 'Limpar',
      onClick: (r) => notification.clear(r.id),
    },
  ];

  return (
    <GridPage
      title="Notificações"
      gridKey="notifications"
      label="Notificações"
      columns={COLUMNS}
      {...pageGridProps(page, loading, error, MSG.loadDataFailed)}
      state={state}
      onStateChange={setState}
      actions={actions}
      emptyText={MSG.noNotifications}
    >
      {notification.snoozeDialog}
    </GridPage>
  );
}
