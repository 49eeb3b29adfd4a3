import { useState } from 'react';
import { Button, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { MSG, formatMoney } from '@balcao/schema';
import { YesNoDialog } from '../../ui/dialogs';
import { notify } from '../../lib/toaster';
import {
  DeleteWorkflowJurisdictionDocument,
  JurisdictionsPanelDocument,
  type JurisdictionsPanelQuery,
} from '../../__generated__/graphql';
import { JurisdictionDialog } from './JurisdictionDialog';

type Row = JurisdictionsPanelQuery['workflowJurisdictions'][number];
const bound = (v: string | null | undefined, open: string) => (v ? formatMoney(v) : open);

/**
 * The alçadas of a workflow type: which approval mode answers its approver tasks, by the value of
 * the record (the amount its execution starts with).
 */
export function JurisdictionsPanel({
  workflowTypeId,
  readOnly,
}: {
  workflowTypeId: string;
  readOnly: boolean;
}) {
  const { data, loading, error, refetch } = useQuery(JurisdictionsPanelDocument, {
    variables: { workflowTypeId },
    fetchPolicy: 'network-only',
  });
  const [remove, removing] = useMutation(DeleteWorkflowJurisdictionDocument);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const rows = data?.workflowJurisdictions ?? [];

  const confirmDelete = async (yes: boolean) => {
    const row = deleting;
    if (!yes || !row) return setDeleting(null);
    try {
      await remove({ variables: { id: row.id } });
      notify.success(MSG.deletionDone);
      await refetch();
    } catch {
      notify.error(MSG.jurisdictionSaveFailed);
    }
    setDeleting(null);
  };

  return (
    <section className="wf-section" aria-label="Alçadas">
      <h2>Alçadas</h2>
      {!readOnly && (
        <div className="wf-row-buttons">
          <Button icon="add" onClick={() => setEditing('new')} disabled={!data}>
            Incluir alçada
          </Button>
        </div>
      )}
      <p className="wf-task-meta">
        Pelo valor do registro, a alçada escolhe o modo de aprovação que responde às tarefas do papel
        Aprovador. Sem alçada, respondem os membros do papel.
      </p>
      {loading && !data && <Spinner size={20} aria-label="Carregando" />}
      {error && !data && <NonIdealState icon="error" title={MSG.jurisdictionListFailed} />}
      {data && rows.length === 0 && <p>Nenhuma alçada cadastrada.</p>}
      {rows.length > 0 && (
        <HTMLTable compact striped aria-label="Alçadas do workflow">
          <thead>
            <tr>
              <th>Descrição</th>
              <th>De</th>
              <th>Até</th>
              <th>Modo de aprovação</th>
              <th>Situação</th>
              {!readOnly && <th>Ações</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.description}</td>
                <td>{bound(r.minAmount, 'sem mínimo')}</td>
                <td>{bound(r.maxAmount, 'sem máximo')}</td>
                <td>
                  {r.approverCode} — {r.approverDescription}
                </td>
                <td>{r.active ? <Tag intent="success">Ativa</Tag> : <Tag>Inativa</Tag>}</td>
                {!readOnly && (
                  <td>
                    <Button
                      minimal
                      icon="edit"
                      aria-label={`Editar alçada ${r.description}`}
                      onClick={() => setEditing(r)}
                    />
                    <Button
                      minimal
                      icon="trash"
                      intent="danger"
                      aria-label={`Excluir alçada ${r.description}`}
                      onClick={() => setDeleting(r)}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {editing && data && (
        <JurisdictionDialog
          workflowTypeId={workflowTypeId}
          row={editing === 'new' ? null : editing}
          modes={data.approvalModes.rows}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      <YesNoDialog
        isOpen={deleting !== null}
        title="Excluir alçada"
        intent="danger"
        busy={removing.loading}
        onAnswer={(yes) => void confirmDelete(yes)}
      >
        Excluir a alçada {deleting?.description}?
      </YesNoDialog>
    </section>
  );
}
