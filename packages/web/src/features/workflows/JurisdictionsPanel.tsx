import { useState } from 'react';
import { Button, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@balcao/schema';
import { jurisdictions, resourceMessages, statusText } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { RowsTable } from '../../ui/table';
import { workflowJurisdictionDocs as docs } from '../../__generated__/resources';
import type { WorkflowJurisdiction_FieldsFragment as Row } from '../../__generated__/graphql';
import { ResourceDialog, useResourceRemove } from '../resources';
import { TYPE_JURISDICTION_UI } from './JurisdictionFields';

const bound = (v: string | null | undefined, open: string) => (v ? formatMoney(v) : open);
const M = jurisdictions.module;

/**
 * The alçadas of a workflow type, on its page: which approval mode answers its approver tasks, by
 * the value of the record (the amount its execution starts with). The kit's list, form and
 * deletion, in a view of their own.
 */
export function JurisdictionsPanel({
  workflowTypeId,
  readOnly,
}: {
  workflowTypeId: string;
  readOnly: boolean;
}) {
  const can = useCan();
  const { data, loading, error, refetch } = useQuery(docs.list, {
    variables: {
      input: { pageSize: 1000, orderBy: 'minAmount', filters: [{ key: 'typeId', values: [workflowTypeId] }] },
    },
    fetchPolicy: 'network-only',
  });
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const remove = useResourceRemove<Row>(jurisdictions, docs, () => void refetch());
  const rows = data?.workflowJurisdictions.rows ?? [];
  const msg = resourceMessages(jurisdictions);
  const edit = !readOnly && can(M, 'EDITAR');
  const drop = !readOnly && can(M, 'EXCLUIR');
  return (
    <section className="wf-section" aria-label="Alçadas">
      <h2>Alçadas</h2>
      {!readOnly && can(M, 'INCLUIR') && (
        <div className="wf-row-buttons">
          <Button icon="add" onClick={() => setEditing({ row: null })}>
            Incluir alçada
          </Button>
        </div>
      )}
      <p className="wf-task-meta">
        Pelo valor do registro, a alçada escolhe o modo de aprovação que responde às tarefas do papel
        Aprovador. Sem alçada, respondem os membros do papel.
      </p>
      {loading && !data && <Spinner size={20} aria-label="Carregando" />}
      {error && !data && <NonIdealState icon="error" title={msg.listFailed} />}
      {data && rows.length === 0 && <p>{msg.empty}</p>}
      {rows.length > 0 && (
        <RowsTable
          aria-label="Alçadas do workflow"
          rows={rows}
          columns={[
            { title: 'Descrição', cell: (r) => r.description },
            { title: 'De', cell: (r) => bound(r.minAmount, 'sem mínimo') },
            { title: 'Até', cell: (r) => bound(r.maxAmount, 'sem máximo') },
            { title: 'Modo de aprovação', cell: (r) => r.approvalModeName },
            {
              title: 'Situação',
              cell: (r) => (
                <Tag intent={r.active ? 'success' : 'none'}>{statusText(jurisdictions, r.active)}</Tag>
              ),
            },
            (edit || drop) && {
              title: 'Ações',
              cell: (r) => (
                <>
                  {edit && (
                    <Button
                      minimal
                      icon="edit"
                      aria-label={`Editar alçada ${r.description}`}
                      onClick={() => setEditing({ row: r })}
                    />
                  )}
                  {drop && (
                    <Button
                      minimal
                      icon="trash"
                      intent="danger"
                      aria-label={`Excluir alçada ${r.description}`}
                      onClick={() => remove.ask(r)}
                    />
                  )}
                </>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <ResourceDialog
          def={jurisdictions}
          docs={docs}
          ui={TYPE_JURISDICTION_UI}
          id={editing.row?.id ?? null}
          record={editing.row}
          initial={{ typeId: workflowTypeId }}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      {remove.dialog}
    </section>
  );
}
