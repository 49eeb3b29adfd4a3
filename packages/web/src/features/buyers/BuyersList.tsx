import { useMemo, useState } from 'react';
import { FormGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { BUYERS_PATH as BASE, formatCpf, formatPhone, MSG } from '@balcao/schema';
import {
  activeColumn,
  DataGrid,
  toListInput,
  updatedAtColumn,
  withFilter,
  type GridColumn,
  type RowAction,
} from '../../ui/grid';
import { useCan } from '../../lib/access';
import { listExports } from '../../lib/download';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { useSavedGridView } from '../../lib/useSavedGridView';
import { BuyersListDocument, type BuyersListQuery } from '../../__generated__/graphql';
import { BuyerCustomerPicker } from './BuyerCustomerPicker';
import { useToggleBuyer } from './useToggleBuyer';

type Row = BuyersListQuery['buyers']['rows'][number];
const M = 'COMPRADORES';

const COLUMNS: GridColumn<Row>[] = [
  { key: 'name', title: 'Nome', width: 220, sortable: true },
  { key: 'cpf', title: 'CPF', width: 140, sortable: true, text: (b) => formatCpf(b.cpf) },
  { key: 'customerName', title: 'Cliente', width: 260, sortable: true },
  { key: 'position', title: 'Cargo', width: 170, sortable: true, text: (b) => b.position ?? '' },
  { key: 'email', title: 'E-mail', width: 220, sortable: true },
  { key: 'phone', title: 'Telefone', width: 140, text: (b) => (b.phone ? formatPhone(b.phone) : '') },
  {
    key: 'main',
    title: 'Principal',
    width: 90,
    sortable: true,
    text: (b) => (b.main ? 'Sim' : 'Não'),
    render: (b) =>
      b.main ? (
        <Tag minimal intent="primary">
          Sim
        </Tag>
      ) : (
        'Não'
      ),
  },
  activeColumn(),
  updatedAtColumn(),
];

/** Buyers (COMPRADORES): those of the customers the user may see, with search, filters and row actions. */
export function BuyersList() {
  const can = useCan();
  const navigate = useNavigate();
  const [state, setState] = useGridUrlState();
  const { data, previousData, loading, error, refetch } = useQuery(BuyersListDocument, {
    variables: { input: toListInput(state) },
  });
  const toggle = useToggleBuyer();
  const page = (data ?? previousData)?.buyers;
  const actions = useMemo<RowAction<Row>[]>(() => {
    const setActive = (b: Row, active: boolean) => void toggle(b, active).then(() => refetch());
    return [
      { kind: 'view', label: 'Visualizar', onClick: (b) => navigate(`${BASE}/view/${b.id}`) },
      {
        kind: 'edit',
        label: 'Editar',
        hidden: () => !can(M, 'EDITAR'),
        onClick: (b) => navigate(`${BASE}/edit/${b.id}`),
      },
      { kind: 'redirect', label: 'Workflow', onClick: (b) => navigate(`${BASE}/workflow/${b.id}`) },
      {
        kind: 'custom',
        label: 'Inativar',
        icon: 'disable',
        hidden: () => !can(M, 'INATIVAR'),
        disabled: (b) => !b.active,
        onClick: (b) => setActive(b, false),
      },
      {
        kind: 'custom',
        label: 'Ativar',
        icon: 'tick-circle',
        hidden: (b) => !can(M, 'INATIVAR') || b.active,
        onClick: (b) => setActive(b, true),
      },
    ];
  }, [can, navigate, toggle, refetch]);
  const active = state.filters.active?.[0] ?? '';
  const customerId = state.filters.customerId?.[0] ?? '';
  const [pickedName, setPickedName] = useState('');
  const customerName = pickedName || page?.rows[0]?.customerName || 'Cliente selecionado';
  const savedView = useSavedGridView('buyers');
  return (
    <div className="page">
      <h1 className="page-title">Compradores</h1>
      <DataGrid
        savedView={savedView}
        gridKey="buyers"
        label="Compradores"
        columns={COLUMNS}
        rows={page?.rows ?? []}
        rowKey={(b) => b.id}
        totalRegisters={page?.totalRegisters ?? 0}
        loading={loading}
        error={error && !page ? MSG.loadDataFailed : null}
        state={state}
        onStateChange={setState}
        actions={actions}
        emptyText="Nenhum comprador encontrado."
        onAdd={can(M, 'INCLUIR') ? () => navigate(`${BASE}/create`) : undefined}
        exports={listExports(state, 'buyers', 'Compradores', { log: true })}
        activeFilters={(active ? 1 : 0) + (customerId ? 1 : 0)}
        filters={
          <div className="buyers-filters">
            <BuyerCustomerPicker
              value={customerId ? { id: customerId, name: customerName } : null}
              onChange={(c) => {
                setPickedName(c?.name ?? '');
                setState((s) => withFilter(s, 'customerId', c?.id ?? ''));
              }}
            />
            <FormGroup label="Situação" labelFor="buyers-filter-active" inline>
              <HTMLSelect
                id="buyers-filter-active"
                value={active}
                onChange={(e) => setState((s) => withFilter(s, 'active', e.target.value))}
                options={[
                  { value: '', label: 'Todos' },
                  { value: 'true', label: 'Ativos' },
                  { value: 'false', label: 'Inativos' },
                ]}
              />
            </FormGroup>
          </div>
        }
      />
    </div>
  );
}
