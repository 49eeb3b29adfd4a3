import { useEffect, useState } from 'react';
import { Checkbox, Icon, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime, MESSAGE_PANEL_PAGE_SIZE, MSG } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import { useRowSelection } from '../../lib/useRowSelection';
import { PanelSeeAll, PanelSelectionToolbar, pathOf, SidePanel } from '../notifications';
import { MarkMessagesReadDocument, MessageBoardPanelDocument } from '../../__generated__/graphql';
import { MessagePreviewDialog } from './MessagePreviewDialog';
import { cutPreview } from './preview';
import { plainText } from './SafeHtml';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';

/** spec/01 §7: the panel asks for unread, active, type 0 messages, newest first, 12 a page. */
export const PANEL_INPUT = {
  page: 1,
  pageSize: MESSAGE_PANEL_PAGE_SIZE,
  orderBy: 'created_at',
  sort: 'DESC' as const,
  filters: [
    { key: 'active', values: ['1'] },
    { key: 'type', values: ['0'] },
    { key: 'notRead', values: ['true'] },
  ],
};

/** 'Mural de Recados': unread messages, select-all and clear (mark read), see all, preview. */
export function MessageBoardPanel({ count, onClose }: { count: number | null; onClose: () => void }) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(MessageBoardPanelDocument, {
    variables: { input: PANEL_INPUT },
  });
  const [markRead] = useMutation(MarkMessagesReadDocument, OWN_ERROR_TEXT);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const rows = data?.messages.rows ?? [];
  const selection = useRowSelection(rows);
  const { selected } = selection;

  useEffect(() => {
    if (count !== null) void refetch();
  }, [count, refetch]);

  return (
    <SidePanel title={MSG.messageBoardTitle} icon="comment" onClose={onClose}>
      <PanelSelectionToolbar
        selectAllLabel="Selecionar todos"
        clearLabel="Limpar selecionados"
        clearIcon="tick"
        rowCount={rows.length}
        selection={selection}
        onClear={(ids) =>
          void markRead({ variables: { ids, read: true } }).then(
            () => (selection.clear(), refetch()),
            () => notify.error(MSG.markReadFailed),
          )
        }
      />
      {loading && !data ? (
        <Spinner className="panel-empty" aria-label="Carregando" />
      ) : error && !data ? (
        <p className="panel-empty">{MSG.loadDataFailed}</p>
      ) : rows.length === 0 ? (
        <p className="panel-empty">{MSG.allMessagesRead}</p>
      ) : (
        <ul className="panel-list" aria-label="Recados não lidos">
          {rows.map((m) => (
            <li key={m.id} className="panel-item" aria-label={m.subject}>
              <Checkbox
                checked={selected.has(m.id)}
                aria-label={`Selecionar ${m.subject}`}
                onChange={(e) => selection.toggle(m.id, e.currentTarget.checked)}
              />
              <button
                type="button"
                className="panel-item-title link-button"
                onClick={() => setPreviewing(m.id)}
              >
                {m.pinned && (
                  <Icon icon="pin" size={12} intent="warning" title="Fixo" style={{ marginRight: 4 }} />
                )}
                {m.subject}
              </button>
              <span className="panel-item-text">{cutPreview(plainText(m.content))}</span>
              <span className="panel-item-meta">
                <span>{m.user.name}</span>
                <span>{formatDateTime(m.created_at)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <PanelSeeAll
        text="Ver todos"
        onClick={() => {
          onClose();
          navigate(pathOf('messageboard'));
        }}
      />
      {previewing && <MessagePreviewDialog id={previewing} onClose={() => setPreviewing(null)} />}
    </SidePanel>
  );
}
