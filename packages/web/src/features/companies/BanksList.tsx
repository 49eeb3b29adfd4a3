import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@balcao/schema';
import { DataGrid, toListInput, updatedAtColumn, type GridColumn, type RowAction } from '../../ui/grid';
import { useCan } from '../../lib/access';
import { listExports } from '../../lib/download';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { useSavedGridView } from '../../lib/useSavedGridView';
import { BanksListDocument, type BanksListQuery } from '../../__generated__/graphql';
import { BANKS_PATH as BASE } from './records';
import { useDeleteBankAccount } from './useDeleteBankAccount';

type Row = BanksListQuery['bankAccounts']['rows'][number];
const M = 'BANCOS';

const COLUMNS: GridColumn<Row>[] = [
  { key: 'companyName', title: 'Empresa', width: 260, sortable: true },
  { key: 'bankCode', title: 'Código do banco', width: 130, sortable: true },
  { key: 'bankName', title: 'Banco', width: 200, sortable: true },
  { key: 'agencyCode', title: 'Agência', width: 100, sortable: true },
  { key: 'accountCode', title: 'Conta', width: 140, sortable: true },
  { key: 'companyCode', title: 'Código matriz', width: 130, sortable: true },
  updatedAtColumn(),
];

/** /financial/banks: bank accounts across the companies the user may see. */
export function BanksList() {
  const can = useCan();
  const navigate = useNavigate();
  const [state, setState] = useGridUrlState();
  const { data, previousData, loading, error, refetch } = useQuery(BanksListDocument, {
    variables: { input: toListInput(state) },
  });
  const remove = useDeleteBankAccount(() => void refetch());
  const page = (data ?? previousData)?.bankAccounts;
  const { ask } = remove;
  const actions = useMemo<RowAction<Row>[]>(
    () => [
      { kind: 'view', label: 'Visualizar', onClick: (a) => navigate(`${BASE}/view/${a.id}`) },
      {
        kind: 'edit',
        label: 'Editar',
        hidden: () => !can(M, 'EDITAR'),
        onClick: (a) => navigate(`${BASE}/edit/${a.id}`),
      },
      { kind: 'redirect', label: 'Workflow', onClick: (a) => navigate(`${BASE}/workflow/${a.id}`) },
      { kind: 'delete', label: 'Excluir', hidden: () => !can(M, 'EXCLUIR'), onClick: (a) => ask(a) },
    ],
    [can, navigate, ask],
  );
  const savedView = useSavedGridView('bankAccounts');
  return (
    <div className="page">
      <h1 className="page-title">Bancos</h1>
      <DataGrid
        savedView={savedView}
        gridKey="bankAccounts"
        label="Contas bancárias"
        columns={COLUMNS}
        rows={page?.rows ?? []}
        rowKey={(a) => a.id}
        totalRegisters={page?.totalRegisters ?? 0}
        loading={loading}
        error={error && !page ? MSG.loadDataFailed : null}
        state={state}
        onStateChange={setState}
        actions={actions}
        emptyText="Nenhuma conta bancária encontrada."
        onAdd={can(M, 'INCLUIR') ? () => navigate(`${BASE}/create`) : undefined}
        exports={listExports(state, 'bank-accounts', 'Contas bancárias')}
      />
      {remove.dialog}
    </div>
  );
}
