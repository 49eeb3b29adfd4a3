import { Button, Callout, Icon } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '@balcao/schema';
import { RowsTable } from '../../ui/table';
import type { PendingChange_RequestFragment } from '../../__generated__/graphql';
import './changeRequests.css';

export type PendingRequest = PendingChange_RequestFragment;

/**
 * A record's registration change waiting for approval: who asked, when, and each field it changes
 * (now → asked for; a field saved directly since the request shows what it was then). `format` shows a stored value as the form does (masks); `workflowPath` opens
 * the record's workflow panel.
 */
export function PendingChange({
  request,
  labels,
  format = (_field, value) => value,
  workflowPath,
}: {
  request: PendingRequest;
  labels: Readonly<Record<string, string>>;
  format?: (field: string, value: string) => string;
  workflowPath?: string;
}) {
  const navigate = useNavigate();
  const show = (field: string, value: string | null | undefined) => (value ? format(field, value) : '—');
  // Saved directly after the request: the approver sees what approving will replace.
  const since = request.changes.filter((c) => (c.current ?? null) !== (c.before ?? null));
  return (
    <Callout intent="warning" icon="time" title="Alteração cadastral em aprovação" className="pending-change">
      <p>
        Solicitada por {request.requestedBy.name} em {formatDateTime(request.requestedAt)}. Os valores
        solicitados valem após a aprovação.
      </p>
      {since.length > 0 && (
        <p className="pending-change-since">
          <Icon icon="warning-sign" intent="danger" aria-hidden />{' '}
          {since.length === 1 ? 'Um campo foi alterado' : `${since.length} campos foram alterados`} no
          cadastro depois da solicitação: aprová-la grava o valor solicitado sobre o atual.
        </p>
      )}
      <RowsTable
        aria-label="Campos alterados"
        scoped
        rows={request.changes}
        rowKey={(c) => c.field}
        columns={[
          { title: 'Campo', rowHeader: true, cell: (c) => labels[c.field] ?? c.field },
          {
            title: 'Atual',
            cell: (c) => (
              <>
                {show(c.field, c.current)}
                {since.includes(c) && (
                  <span className="pending-change-was"> (na solicitação: {show(c.field, c.before)})</span>
                )}
              </>
            ),
          },
          { title: 'Solicitado', cell: (c) => show(c.field, c.after) },
        ]}
      />
      {workflowPath && (
        <Button icon="flow-linear" text="VER WORKFLOW" onClick={() => navigate(workflowPath)} />
      )}
    </Callout>
  );
}
