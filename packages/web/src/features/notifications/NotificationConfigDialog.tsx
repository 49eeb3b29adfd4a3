import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, HTMLSelect, Spinner, Switch } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { MSG, NOTIFICATION_CONFIG_BOUNDS as B } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import { RowsTable } from '../../ui/table';
import {
  CreateNotificationConfigDocument,
  DeleteNotificationConfigDocument,
  NotificationConfigDialogDocument,
  ResetNotificationConfigsDocument,
  UpdateNotificationConfigDocument,
  type NotificationConfigInput,
  type NotificationConfigRow_ConfigFragment as Row,
} from '../../__generated__/graphql';
import { ConfigNumberCell } from './ConfigNumberCell';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';

const SWITCHES = [
  ['instantNotice', 'Aviso imediato'],
  ['sendEmail', 'Enviar e-mail'],
  ['hideNotifications', 'Ocultar notificações'],
  ['resend', 'Reenviar'],
] as const;
const NUMBERS = [
  ['resendDaysBefore', 'Dias antes (reenvio)'],
  ['resendHoursBefore', 'Horas antes (reenvio)'],
  ['daysBeforeHighlight', 'Dias antes (destaque)'],
] as const;

/** spec/01 §2 'Configurar Notificações': one row per process; add, change, delete, reset. */
export function NotificationConfigDialog({ onClose }: { onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(NotificationConfigDialogDocument, {
    fetchPolicy: 'network-only',
  });
  const [create] = useMutation(CreateNotificationConfigDocument, OWN_ERROR_TEXT);
  const [update] = useMutation(UpdateNotificationConfigDocument, OWN_ERROR_TEXT);
  const [remove] = useMutation(DeleteNotificationConfigDocument, OWN_ERROR_TEXT);
  const [reset] = useMutation(ResetNotificationConfigsDocument, OWN_ERROR_TEXT);
  const [adding, setAdding] = useState('');
  const rows = data?.notificationConfigs ?? [];
  const free = (data?.notificationProcesses ?? []).filter(
    (p) => !rows.some((r) => r.accesses.name === p.name),
  );

  const change = (id: string, input: NotificationConfigInput) =>
    void update({ variables: { id, input } }).catch(() => notify.error(MSG.configChangeFailed));
  const add = () =>
    void create({ variables: { accessName: adding || free[0]!.name } }).then(
      () => (notify.success(MSG.configCreated), setAdding(''), refetch()),
      () => notify.error(MSG.createConfigFailed),
    );

  return (
    <Dialog
      isOpen
      isCloseButtonShown={false}
      title={MSG.notificationConfigTitle}
      onClose={onClose}
      style={{ width: 980 }}
    >
      <DialogBody>
        <div className="panel-toolbar" style={{ padding: '0 0 8px', border: 0 }}>
          <HTMLSelect
            aria-label="Processo"
            value={adding || free[0]?.name || ''}
            disabled={!free.length}
            onChange={(e) => setAdding(e.currentTarget.value)}
            options={
              free.length
                ? free.map((p) => ({ value: p.name, label: p.label }))
                : [{ value: '', label: 'Todos os processos configurados' }]
            }
          />
          <Button icon="add" text="Adicionar" disabled={!free.length} onClick={add} />
        </div>
        {loading && !data ? (
          <Spinner aria-label="Carregando" />
        ) : error && !data ? (
          <p className="panel-empty">{MSG.loadDataFailed}</p>
        ) : rows.length === 0 ? (
          <p className="panel-empty">
            Nenhuma configuração. Adicione um processo para configurar suas notificações.
          </p>
        ) : (
          <RowsTable
            className="config-table"
            aria-label="Configurações por processo"
            rows={rows}
            columns={[
              { title: 'Processo', cell: (r) => r.accesses.label },
              ...SWITCHES.map(([k, l]) => ({
                title: l,
                cell: (r: Row) => (
                  <Switch
                    role="switch"
                    aria-label={`${l} — ${r.accesses.label}`}
                    checked={r[k]}
                    onChange={(e) => change(r.id, { [k]: e.currentTarget.checked })}
                  />
                ),
              })),
              ...NUMBERS.map(([k, l]) => ({
                title: l,
                cell: (r: Row) => (
                  <ConfigNumberCell
                    key={r[k]}
                    label={`${l} — ${r.accesses.label}`}
                    value={r[k]}
                    min={B[k].min}
                    max={B[k].max}
                    onSave={(n) => change(r.id, { [k]: n })}
                  />
                ),
              })),
              {
                headLabel: 'Ações',
                cell: (r) => (
                  <Button
                    variant="minimal"
                    icon="trash"
                    aria-label={`Excluir ${r.accesses.label}`}
                    onClick={() =>
                      void remove({ variables: { id: r.id } }).then(
                        () => (notify.success(MSG.configDeleted), refetch()),
                        () => notify.error(MSG.deleteConfigFailed),
                      )
                    }
                  />
                ),
              },
            ]}
          />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              text="Redefinir"
              icon="reset"
              disabled={!rows.length}
              onClick={() =>
                void reset().then(
                  () => (notify.success(MSG.configsReset), refetch()),
                  () => notify.error(MSG.resetConfigFailed),
                )
              }
            />
            <Button text="Fechar" intent="primary" onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
