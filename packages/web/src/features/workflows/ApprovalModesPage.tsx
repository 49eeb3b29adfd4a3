import { useMemo, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MSG, matchRoute } from '@balcao/schema';
import { DataGrid, toListInput, type GridColumn, type RowAction, activeColumn } from '../../ui/grid';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { useCan } from '../../lib/access';
import { notify } from '../../lib/toaster';
import { WorkflowExecutionPanel } from '../workflowExecution';
import {
  ApprovalModesPageDocument,
  InactivateApprovalModeDocument,
  type ApprovalModesPageQuery,
} from '../../__generated__/graphql';
import { ApprovalModeDialog, ROLE_LABEL } from './ApprovalModeDialog';

type Row = ApprovalModesPageQuery['approvalModes']['rows'][number];
const M = 'MODO_DE_APROVACAO';
const BASE = '/administrative/registerAux/approvalMode';
/** The workflow an approval mode goes through (seeded with the demo workflows). */
export const APPROVAL_MODE_WORKFLOW = 'MODO_APROVACAO';

const COLUMNS: GridColumn<Row>[] = [
  { key: 'approverCode', title: 'Código', width: 120, sortable: true },
  { key: 'approverDescription', title: 'Descrição', width: 260, sortable: true },
  {
    key: 'roleCode',
    title: 'Papel',
    width: 170,
    sortable: true,
    text: (r) => (r.roleCode ? ROLE_LABEL[r.roleCode] : '—'),
  },
  {
    key: 'approvers',
    title: 'Aprovadores',
    width: 280,
    text: (r) => r.approvers.map((a) => a.name).join(', ') || '—',
  },
  activeColumn(),
];

/**
 * /administrative/registerAux/approvalMode: who approves, by code. /workflow/:id opens the
 * approval mode's workflow execution panel.
 */
export function ApprovalModesPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = pathname.split('/')[5];
  if (matchRoute(pathname)?.variant === 'workflow' && id)
    return (
      <div className="page">
        <h1 className="page-title">Modo de Aprovação: workflow</h1>
        <div>
          <Button className="wf-back" icon="arrow-left" minimal onClick={() => navigate(BASE)}>
            Voltar aos modos de aprovação
          </Button>
        </div>
        <WorkflowExecutionPanel key={id} registerId={id} workflowTypeCode={APPROVAL_MODE_WORKFLOW} />
      </div>
    );
  return <ApprovalModesList />;
}

function ApprovalModesList() {
  const can = useCan();
  const navigate = useNavigate();
  const [state, setState] = useGridUrlState();
  const { data, previousData, loading, error, refetch } = useQuery(ApprovalModesPageDocument, {
    variables: { input: toListInput(state) },
  });
  const [inactivate] = useMutation(InactivateApprovalModeDocument);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const page = (data ?? previousData)?.approvalModes;
  const actions = useMemo<RowAction<Row>[]>(
    () => [
      { kind: 'edit', label: 'Editar', hidden: () => !can(M, 'EDITAR'), onClick: (r) => setEditing(r) },
      {
        kind: 'redirect',
        label: 'Workflow',
        hidden: () => !can(M, 'WORKFLOW'),
        onClick: (r) => navigate(`${BASE}/workflow/${r.id}`),
      },
      {
        kind: 'custom',
        label: 'Inativar',
        icon: 'disable',
        hidden: () => !can(M, 'INATIVAR'),
        disabled: (r) => !r.active,
        onClick: (r) =>
          void inactivate({ variables: { id: r.id } }).then(
            () => notify.success(MSG.changeSaved),
            () => notify.error(MSG.approvalModeSaveFailed),
          ),
      },
    ],
    [can, inactivate, navigate],
  );
  return (
    <div className="page">
      <h1 className="page-title">Modo de Aprovação</h1>
      <DataGrid
        gridKey="approvalModes"
        label="Modos de aprovação"
        columns={COLUMNS}
        rows={page?.rows ?? []}
        rowKey={(r) => r.id}
        totalRegisters={page?.totalRegisters ?? 0}
        loading={loading}
        error={error && !page ? MSG.approvalModeListFailed : null}
        state={state}
        onStateChange={setState}
        actions={actions}
        emptyText="Nenhum modo de aprovação cadastrado."
        onAdd={can(M, 'INCLUIR') ? () => setEditing('new') : undefined}
      />
      {editing && (
        <ApprovalModeDialog
          mode={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
    </div>
  );
}
