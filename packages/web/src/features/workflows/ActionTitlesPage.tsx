import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import { DataGrid, toListInput, type GridColumn, type RowAction, activeColumn } from '../../ui/grid';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { useCan } from '../../lib/access';
import { notify } from '../../lib/toaster';
import {
  ActionTitlesPageDocument,
  DeactivateActionTitleDocument,
  type ActionTitleRow_TitleFragment,
} from '../../__generated__/graphql';
import { ActionTitleDialog } from './ActionTitleDialog';

type Row = ActionTitleRow_TitleFragment;
const M = 'TITULO_DE_ACAO';

const COLUMNS: GridColumn<Row>[] = [
  { key: 'title', title: 'Título', width: 220, sortable: true },
  { key: 'alias', title: 'Alias', width: 180, sortable: true },
  {
    key: 'actions',
    title: 'Ações (em ordem)',
    width: 320,
    text: (r) => r.actions.map((a) => a.name).join(', '),
  },
  activeColumn(),
];

/** /administrative/titleAction: action titles (the answers a task offers) and their actions. */
export function ActionTitlesPage() {
  const can = useCan();
  const [state, setState] = useGridUrlState();
  const { data, previousData, loading, error, refetch } = useQuery(ActionTitlesPageDocument, {
    variables: { input: toListInput(state) },
  });
  const [deactivate] = useMutation(DeactivateActionTitleDocument);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const page = (data ?? previousData)?.actionTitles;
  const actions = useMemo<RowAction<Row>[]>(
    () => [
      { kind: 'edit', label: 'Editar', hidden: () => !can(M, 'EDITAR'), onClick: (r) => setEditing(r) },
      {
        kind: 'custom',
        label: 'Inativar',
        icon: 'disable',
        hidden: () => !can(M, 'INATIVAR'),
        disabled: (r) => !r.active,
        onClick: (r) =>
          void deactivate({ variables: { id: r.id } }).then(
            () => notify.success(MSG.changeSaved),
            () => notify.error(MSG.actionTitleUpdateFailed),
          ),
      },
    ],
    [can, deactivate],
  );
  return (
    <div className="page">
      <h1 className="page-title">Títulos de Ação</h1>
      <DataGrid
        gridKey="actionTitles"
        label="Títulos de ação"
        columns={COLUMNS}
        rows={page?.rows ?? []}
        rowKey={(r) => r.id}
        totalRegisters={page?.totalRegisters ?? 0}
        loading={loading}
        error={error && !page ? MSG.actionTitleListFailed : null}
        state={state}
        onStateChange={setState}
        actions={actions}
        onAdd={can(M, 'INCLUIR') ? () => setEditing('new') : undefined}
      />
      {editing && (
        <ActionTitleDialog
          title={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
            void refetch();
          }}
          onCreated={(t) => setEditing(t)}
        />
      )}
    </div>
  );
}
