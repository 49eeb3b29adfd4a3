import { useMemo } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@balcao/schema';
import {
  DataGrid,
  toListInput,
  type GridColumn,
  type RowAction,
  activeColumn,
  updatedAtColumn,
} from '../../ui/grid';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { notify } from '../../lib/toaster';
import { RolesPanel } from './RolesPanel';
import './workflows.css';
import {
  DeactivateWorkflowTypeDocument,
  WorkflowTypesListDocument,
  type WorkflowTypesListQuery,
} from '../../__generated__/graphql';

type Row = WorkflowTypesListQuery['workflowTypes']['rows'][number];
const BASE = '/administrative/workflowPanel';

const COLUMNS: GridColumn<Row>[] = [
  { key: 'code', title: 'Código', width: 180, sortable: true },
  { key: 'title', title: 'Título', width: 240, sortable: true },
  { key: 'description', title: 'Descrição', width: 300, sortable: true, text: (r) => r.description ?? '' },
  { key: 'latestVersion', title: 'Versão', width: 90, text: (r) => String(r.latestVersion ?? '—') },
  activeColumn(),
  updatedAtColumn(),
];

/** /administrative/workflowPanel: the workflow types. */
export function WorkflowTypesList({
  canCreate,
  canEdit,
  canInactivate,
}: {
  canCreate: boolean;
  canEdit: boolean;
  canInactivate: boolean;
}) {
  const navigate = useNavigate();
  const [state, setState] = useGridUrlState();
  const { data, previousData, loading, error } = useQuery(WorkflowTypesListDocument, {
    variables: { input: toListInput(state) },
  });
  const [deactivate] = useMutation(DeactivateWorkflowTypeDocument);
  const page = (data ?? previousData)?.workflowTypes;
  const actions = useMemo<RowAction<Row>[]>(
    () => [
      { kind: 'view', label: 'Visualizar', onClick: (r) => navigate(`${BASE}/view/${r.id}`) },
      {
        kind: 'edit',
        label: 'Editar',
        hidden: () => !canEdit,
        onClick: (r) => navigate(`${BASE}/edit/${r.id}`),
      },
      {
        kind: 'custom',
        label: 'Inativar',
        icon: 'disable',
        hidden: () => !canInactivate,
        disabled: (r) => !r.active,
        onClick: (r) =>
          void deactivate({ variables: { id: r.id } }).then(
            () => notify.success(MSG.changeSaved),
            () => notify.error(MSG.workflowDeactivateFailed),
          ),
      },
    ],
    [navigate, canEdit, canInactivate, deactivate],
  );
  return (
    <div className="page">
      <h1 className="page-title">Painel de Workflow</h1>
      <DataGrid
        gridKey="workflowTypes"
        label="Workflows"
        columns={COLUMNS}
        rows={page?.rows ?? []}
        rowKey={(r) => r.id}
        totalRegisters={page?.totalRegisters ?? 0}
        loading={loading}
        error={error && !page ? MSG.workflowListFailed : null}
        state={state}
        onStateChange={setState}
        actions={actions}
        onAdd={canCreate ? () => navigate(`${BASE}/create`) : undefined}
      />
      <RolesPanel canEdit={canEdit} />
    </div>
  );
}
