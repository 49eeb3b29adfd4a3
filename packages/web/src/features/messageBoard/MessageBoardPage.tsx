import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Switch } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import {
  activeFilterCount,
  DataGrid,
  filterSelects,
  toListInput,
  twoWayOptions,
  type RowAction,
} from '../../ui/grid';
import { useCan } from '../../lib/access';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { notify } from '../../lib/toaster';
import { useRowSelection } from '../../lib/useRowSelection';
import {
  DeleteMessagesDocument,
  MarkMessagesReadDocument,
  MessageBoardPanelDocument,
  RemoveReceivedMessagesDocument,
  SetMessagePinnedDocument,
  SetMessagesActiveDocument,
  type MessageRow_MessageFragment as Row,
} from '../../__generated__/graphql';
import { ComposeMessageDialog } from './ComposeMessageDialog';
import { messageColumns } from './messageColumns';
import { MessagePreviewDialog } from './MessagePreviewDialog';
import { MessagePreviewPane } from './MessagePreviewPane';
import { usePreviewPane } from './usePreviewPane';
import { ReadersDialog } from './ReadersDialog';
import { useMessageCount } from './useMessageCount';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';

const M = 'MURAL_DE_RECADOS';

/** The board page (route messageboard): received messages, compose, pin, read/unread, delete, who read. */
export function MessageBoardPage() {
  const can = useCan();
  const [canCreate, canEdit, canDelete] = [can(M, 'INCLUIR'), can(M, 'EDITAR'), can(M, 'EXCLUIR')];
  const [state, setState] = useGridUrlState();
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [readers, setReaders] = useState<Row | null>(null);
  const [composing, setComposing] = useState(false);
  const count = useMessageCount();
  const [paneShown, setPaneShown] = usePreviewPane();
  const input = toListInput(state);
  const { data, previousData, loading, error, refetch } = useQuery(MessageBoardPanelDocument, {
    variables: { input },
  });
  const [markRead] = useMutation(MarkMessagesReadDocument, OWN_ERROR_TEXT);
  const [setPinned] = useMutation(SetMessagePinnedDocument, OWN_ERROR_TEXT);
  const [setActive] = useMutation(SetMessagesActiveDocument, OWN_ERROR_TEXT);
  const [removeReceived] = useMutation(RemoveReceivedMessagesDocument, OWN_ERROR_TEXT);
  const [remove] = useMutation(DeleteMessagesDocument, OWN_ERROR_TEXT);
  const page = (data ?? previousData)?.messages;
  const rows = useMemo(() => page?.rows ?? [], [page]);
  const selection = useRowSelection(rows);
  const { selected, toggle } = selection;

  useEffect(() => {
    if (count !== null) void refetch();
  }, [count, refetch]);

  const run = (p: Promise<unknown>, failure: string, success?: string) =>
    p.then(
      () => {
        if (success) notify.success(success);
        selection.clear();
        return refetch();
      },
      () => notify.error(failure),
    );
  const ids = [...selected];
  const columns = messageColumns(selected, toggle);

  const actions: RowAction<Row>[] = [
    { kind: 'view', label: 'Visualizar', onClick: (r) => setPreviewing(r.id) },
    {
      kind: 'custom',
      label: 'Marcar como lido',
      icon: 'eye-open',
      hidden: (r) => r.read,
      onClick: (r) => void run(markRead({ variables: { ids: [r.id], read: true } }), MSG.markReadFailed),
    },
    {
      kind: 'custom',
      label: 'Marcar como não lido',
      icon: 'eye-off',
      hidden: (r) => !r.read,
      onClick: (r) => void run(markRead({ variables: { ids: [r.id], read: false } }), MSG.markReadFailed),
    },
    {
      kind: 'pin',
      label: 'Fixar / desafixar',
      hidden: () => !canEdit,
      onClick: (r) =>
        void run(setPinned({ variables: { id: r.id, pinned: !r.pinned } }), MSG.markFixedFailed),
    },
    {
      kind: 'custom',
      label: 'Quem leu',
      icon: 'people',
      hidden: () => !canEdit && !canCreate,
      onClick: (r) => setReaders(r),
    },
    {
      kind: 'delete',
      label: 'Excluir',
      onClick: (r) =>
        void run(removeReceived({ variables: { ids: [r.id] } }), MSG.deleteMessageFailed, MSG.messageDeleted),
    },
  ];

  const select = filterSelects(state, setState, 'board');

  return (
    <div className="page">
      <h1 className="page-title">{MSG.messageBoardTitle}</h1>
      <div className={paneShown ? 'board-with-pane' : undefined}>
        <DataGrid
          gridKey="messageboard"
          label={MSG.messageBoardTitle}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          totalRegisters={page?.totalRegisters ?? 0}
          loading={loading}
          error={error && !page ? MSG.loadDataFailed : null}
          state={state}
          onStateChange={setState}
          actions={actions}
          rowLabel={(r) => r.subject}
          onAdd={canCreate ? () => setComposing(true) : undefined}
          addLabel="Novo recado"
          emptyText="Nenhum recado"
          activeFilters={activeFilterCount(state)}
          filters={
            <>
              {select('notRead', 'Leitura', twoWayOptions('Todos', 'Não lidos', 'Lidos'), 'read')}
              {select('active', 'Situação', twoWayOptions('Todos', 'Ativos', 'Inativos', ['1', '0']))}
            </>
          }
          toolbar={
            <>
              <Checkbox
                label="Selecionar todos"
                checked={selection.allSelected}
                onChange={(e) => selection.setAll(e.currentTarget.checked)}
                style={{ margin: '0 8px' }}
              />
              <Button
                icon="eye-open"
                text="Marcar lidos"
                disabled={!ids.length}
                onClick={() => void run(markRead({ variables: { ids, read: true } }), MSG.markReadFailed)}
              />
              <Button
                icon="eye-off"
                text="Marcar não lidos"
                disabled={!ids.length}
                onClick={() => void run(markRead({ variables: { ids, read: false } }), MSG.markReadFailed)}
              />
              <Button
                icon="trash"
                text="Excluir selecionados"
                disabled={!ids.length}
                onClick={() =>
                  void run(
                    removeReceived({ variables: { ids } }),
                    MSG.deleteMessageFailed,
                    MSG.messageDeleted,
                  )
                }
              />
              {canEdit && (
                <Button
                  icon="disable"
                  text="Inativar"
                  disabled={!ids.length}
                  onClick={() =>
                    void run(setActive({ variables: { ids, active: false } }), MSG.changeStatusFailed)
                  }
                />
              )}
              {canEdit && (
                <Button
                  icon="tick-circle"
                  text="Ativar"
                  disabled={!ids.length}
                  onClick={() =>
                    void run(setActive({ variables: { ids, active: true } }), MSG.changeStatusFailed)
                  }
                />
              )}
              {canDelete && (
                <Button
                  icon="delete"
                  intent="danger"
                  text="Excluir para todos"
                  disabled={!ids.length}
                  onClick={() =>
                    void run(remove({ variables: { ids } }), MSG.deleteMessageFailed, MSG.messageDeleted)
                  }
                />
              )}
              <Switch
                label="Painel de visualização"
                checked={paneShown}
                onChange={(e) => setPaneShown(e.currentTarget.checked)}
                style={{ margin: '0 8px' }}
              />
            </>
          }
        />
        {paneShown && <MessagePreviewPane id={previewing} onRead={() => void refetch()} />}
      </div>
      {previewing && !paneShown && (
        <MessagePreviewDialog id={previewing} onClose={() => (setPreviewing(null), void refetch())} />
      )}
      {readers && (
        <ReadersDialog id={readers.id} subject={readers.subject} onClose={() => setReaders(null)} />
      )}
      {composing && (
        <ComposeMessageDialog
          onClose={() => setComposing(false)}
          onSaved={() => {
            setComposing(false);
            notify.success(MSG.messageSaved);
            void refetch();
          }}
        />
      )}
    </div>
  );
}
