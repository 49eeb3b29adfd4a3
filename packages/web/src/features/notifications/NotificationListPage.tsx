import { useEffect, useState } from 'react';
import { Icon } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import { DataGrid, pageGridProps, type GridColumn, type RowAction } from '../../ui/grid';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { notify } from '../../lib/toaster';
import {
  HideNotificationDocument,
  NotificationListPageDocument,
  SetNotificationFixedDocument,
  SnoozeNotificationDocument,
  type NotificationItem_NotificationFragment as Row,
} from '../../__generated__/graphql';
import { targetOf } from './routePaths';
import { useOpenTarget } from './useOpenTarget';
import { SnoozeDialog } from './SnoozeDialog';
import { useNotificationCount } from './useNotificationCount';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';

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
  const [snoozing, setSnoozing] = useState<string | null>(null);
  const count = useNotificationCount();
  const { data, previousData, loading, error, refetch } = useQuery(NotificationListPageDocument, {
    variables: { page: state.page + 1, pageSize: state.pageSize, q: state.q || null },
  });
  const [setFixed] = useMutation(SetNotificationFixedDocument, OWN_ERROR_TEXT);
  const [hide] = useMutation(HideNotificationDocument, OWN_ERROR_TEXT);
  const [snooze] = useMutation(SnoozeNotificationDocument, OWN_ERROR_TEXT);
  const page = (data ?? previousData)?.notifications;
  // A new, snoozed-back or removed notification shows here without a reload.
  useEffect(() => {
    if (count !== null) void refetch();
  }, [count, refetch]);

  const run = (p: Promise<unknown>, failure: string) =>
    p.then(
      () => refetch(),
      () => notify.error(failure),
    );
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
      onClick: (r) => void run(setFixed({ variables: { id: r.id, fixed: !r.fixed } }), MSG.markFixedFailed),
    },
    { kind: 'custom', label: 'Lembrar depois', icon: 'time', onClick: (r) => setSnoozing(r.id) },
    {
      kind: 'delete',
      label: 'Limpar',
      onClick: (r) => void run(hide({ variables: { id: r.id } }), MSG.deleteMessageFailed),
    },
  ];

  return (
    <div className="page">
      <h1 className="page-title">Notificações</h1>
      <DataGrid
        gridKey="notifications"
        label="Notificações"
        columns={COLUMNS}
        {...pageGridProps(page, loading, error, MSG.loadDataFailed)}
        state={state}
        onStateChange={setState}
        actions={actions}
        emptyText={MSG.noNotifications}
      />
      {snoozing && (
        <SnoozeDialog
          onClose={() => setSnoozing(null)}
          onConfirm={(delay) => {
            const id = snoozing;
            setSnoozing(null);
            void run(snooze({ variables: { id, delay } }), MSG.changeStatusFailed);
          }}
        />
      )}
    </div>
  );
}
