import { lazy, Suspense, useState } from 'react';
import { Button, Spinner, Switch } from '@blueprintjs/core';
import { PanelSeeAll, PanelSelectionToolbar, SidePanel } from './SidePanel';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@balcao/schema';
import { useRowSelection } from '../../lib/useRowSelection';
import {
  DeleteNotificationsDocument,
  SetNotificationsMutedDocument,
  type NotificationDrawerQuery,
} from '../../__generated__/graphql';
import { NotificationItem } from './NotificationItem';
import { isFileLink, pathOf } from './routePaths';
import { useOpenTarget } from './useOpenTarget';
import { useNotificationActions } from './useNotificationActions';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';

const NotificationConfigDialog = lazy(() =>
  import('./NotificationConfigDialog').then((m) => ({ default: m.NotificationConfigDialog })),
);

/** spec/01 §2: the right drawer with the 5 newest, select-all, bulk clear, mute, see all, configuration. */
export function NotificationDrawer(props: {
  data: NotificationDrawerQuery | undefined;
  refetch: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { data, refetch, onClose } = props;
  const navigate = useNavigate();
  const [configuring, setConfiguring] = useState(false);
  // Shown switched at once; the server's answer follows.
  const [muted, setMutedNow] = useState<boolean | null>(null);
  const [setMuted] = useMutation(SetNotificationsMutedDocument, OWN_ERROR_TEXT);
  const [remove] = useMutation(DeleteNotificationsDocument, OWN_ERROR_TEXT);
  const rows = data?.notifications.rows ?? [];
  const selection = useRowSelection(rows);
  const { selected } = selection;

  const notification = useNotificationActions(refetch);
  const { run } = notification;
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  const open = useOpenTarget();

  return (
    <SidePanel title="Notificações" icon="notifications" onClose={onClose}>
      <PanelSelectionToolbar
        selectAllLabel="Selecionar todas"
        clearLabel="Limpar selecionadas"
        clearIcon="trash"
        rowCount={rows.length}
        selection={selection}
        onClear={(ids) =>
          void run(remove({ variables: { ids } }), MSG.deleteMessageFailed).then(selection.clear)
        }
      >
        <span className="spacer" />
        <Switch
          role="switch"
          label="Silenciar"
          checked={muted ?? data?.notificationsMuted ?? false}
          disabled={!data}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setMutedNow(on);
            void run(setMuted({ variables: { muted: on } }), MSG.changeStatusFailed).then(() =>
              setMutedNow(null),
            );
          }}
        />
        <Button
          size="small"
          variant="minimal"
          icon="cog"
          aria-label={MSG.notificationConfigTitle}
          title={MSG.notificationConfigTitle}
          onClick={() => setConfiguring(true)}
        />
      </PanelSelectionToolbar>
      {!data ? (
        <Spinner className="panel-empty" aria-label="Carregando" />
      ) : rows.length === 0 ? (
        <p className="panel-empty">{MSG.noNotifications}</p>
      ) : (
        <ul className="panel-list" aria-label="Lista de notificações">
          {rows.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              selected={selected.has(item.id)}
              onSelect={(on) => selection.toggle(item.id, on)}
              actions={{
                onOpen: (target) => {
                  // A file downloads with the panel left open; a screen closes it.
                  if (isFileLink(target)) open(target);
                  else go(target);
                },
                onFix: (fixed) => notification.fix(item.id, fixed),
                onClear: () => notification.clear(item.id),
                onSnooze: () => notification.snoozeLater(item.id),
              }}
            />
          ))}
        </ul>
      )}
      <PanelSeeAll text="Ver todas" onClick={() => go(pathOf('notificationList'))} />
      {notification.snoozeDialog}
      {configuring && (
        <Suspense fallback={null}>
          <NotificationConfigDialog onClose={() => setConfiguring(false)} />
        </Suspense>
      )}
    </SidePanel>
  );
}
