import { useState } from 'react';
import { Button, Callout, FormGroup, HTMLSelect, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { MSG, ROLE_LABEL } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import {
  CreateWorkflowVersionDocument,
  DeleteWorkflowTaskDocument,
  ReorderWorkflowTasksDocument,
  WorkflowTasksOfVersionDocument,
  WorkflowVersionTasksDocument,
  type WorkflowTasksOfVersionQuery,
} from '../../__generated__/graphql';
import { SortableList } from './SortableList';
import { TaskDialog } from './TaskDialog';
import './workflows.css';

type Task = WorkflowTasksOfVersionQuery['workflowTasks'][number];

/** A type's versions and, for the chosen one, its tasks in execution order (drag to reorder). */
export function WorkflowVersionTasks({
  workflowTypeId,
  readOnly,
}: {
  workflowTypeId: string;
  readOnly: boolean;
}) {
  const versions = useQuery(WorkflowVersionTasksDocument, {
    variables: { workflowTypeId },
    fetchPolicy: 'network-only',
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const [createVersion, creating] = useMutation(CreateWorkflowVersionDocument);
  const list = versions.data?.workflowVersions ?? [];
  const version = list.find((v) => v.id === chosen) ?? list[0];
  if (versions.loading && !versions.data) return <Spinner aria-label="Carregando" />;
  if (versions.error && !versions.data)
    return <NonIdealState icon="error" title={MSG.workflowDetailFailed} />;

  const newVersion = async () => {
    const res = await createVersion({ variables: { workflowTypeId } }).catch(() => null);
    if (!res?.data) return;
    await versions.refetch();
    setChosen(res.data.createWorkflowVersion.id);
    notify.success(MSG.inclusionDone);
  };

  return (
    <section className="wf-section" aria-label="Versões e tarefas">
      <h2>Versões e tarefas</h2>
      <div className="wf-row-buttons">
        <FormGroup label="Versão" labelFor="wf-version" inline>
          <HTMLSelect
            id="wf-version"
            value={version?.id ?? ''}
            onChange={(e) => setChosen(e.target.value)}
            options={list.map((v) => ({
              value: v.id,
              label: `Versão ${v.number} (${v.tasks} tarefas, ${v.executions} execuções)`,
            }))}
          />
        </FormGroup>
        {!readOnly && (
          <Button icon="add" loading={creating.loading} onClick={() => void newVersion()}>
            Nova versão
          </Button>
        )}
      </div>
      {version && (
        <VersionTasks
          key={version.id}
          versionId={version.id}
          readOnly={readOnly || version.executions > 0}
          inUse={version.executions > 0}
          actionTitles={versions.data?.allActionTitles ?? []}
          onChanged={() => void versions.refetch()}
        />
      )}
    </section>
  );
}

function VersionTasks(p: {
  versionId: string;
  readOnly: boolean;
  inUse: boolean;
  actionTitles: { id: string; title: string }[];
  onChanged: () => void;
}) {
  const { data, loading, refetch } = useQuery(WorkflowTasksOfVersionDocument, {
    variables: { versionId: p.versionId },
    fetchPolicy: 'network-only',
  });
  const [reorder] = useMutation(ReorderWorkflowTasksDocument);
  const [remove] = useMutation(DeleteWorkflowTaskDocument);
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const [order, setOrder] = useState<string[] | null>(null);
  const tasks = data?.workflowTasks ?? [];
  const shown = order ? order.map((id) => tasks.find((t) => t.id === id)!).filter(Boolean) : tasks;
  if (loading && !data) return <Spinner aria-label="Carregando" />;

  const onReorder = async (ids: string[]) => {
    setOrder(ids);
    try {
      await reorder({ variables: { versionId: p.versionId, taskIds: ids } });
      notify.success(MSG.changeSaved);
    } catch {
      setOrder(null);
      notify.error(MSG.workflowSaveFailed);
    }
  };
  const done = async () => {
    setEditing(null);
    setOrder(null);
    await refetch();
    p.onChanged();
  };

  return (
    <>
      {p.inUse && <Callout intent="primary">{MSG.workflowVersionInUse}</Callout>}
      {tasks.length === 0 && <p>Nenhuma tarefa nesta versão.</p>}
      <SortableList
        label="Tarefas em ordem de execução"
        items={shown.map((t) => ({ ...t, label: t.title }))}
        disabled={p.readOnly}
        onReorder={(ids) => void onReorder(ids)}
        render={(t, i) => (
          <>
            <div className="wf-task-main">
              <strong>
                {i + 1}. {t.title}
              </strong>
              <span className="wf-task-meta">
                {t.roles.map((r) => ROLE_LABEL[r]).join(', ')} · SLA {t.slaHours} h · {t.actionTitle}
                {t.isEdit ? ' · edita o registro' : ''}
                {t.fields.length ? ` · ${t.fields.length} campo(s)` : ''}
              </span>
            </div>
            {t.isEdit && <Tag minimal>Edição</Tag>}
            <Button
              minimal
              icon={p.readOnly ? 'eye-open' : 'edit'}
              aria-label={`${p.readOnly ? 'Ver' : 'Editar'} ${t.title}`}
              onClick={() => setEditing(t)}
            />
            {!p.readOnly && (
              <Button
                minimal
                icon="trash"
                intent="danger"
                aria-label={`Excluir ${t.title}`}
                onClick={() =>
                  void remove({ variables: { id: t.id } }).then(
                    () => (notify.success(MSG.deletionDone), done()),
                    () => undefined,
                  )
                }
              />
            )}
          </>
        )}
      />
      {!p.readOnly && (
        <Button className="wf-section" icon="add" intent="primary" onClick={() => setEditing('new')}>
          Incluir tarefa
        </Button>
      )}
      {editing && (
        <TaskDialog
          versionId={p.versionId}
          task={editing === 'new' ? null : editing}
          readOnly={p.readOnly}
          actionTitles={p.actionTitles}
          onClose={() => setEditing(null)}
          onSaved={() => void done()}
        />
      )}
    </>
  );
}
