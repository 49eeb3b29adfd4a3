import { statusFilterOptions, statusText, toggleFailedText } from '@balcao/schema/resources';
import { useToggleActive } from '../../lib/useToggleActive';
import { useMemo } from 'react';
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { formatCnpj, MSG } from '@balcao/schema';
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
import {
  CompaniesListDocument,
  SetCompanyActiveDocument,
  type CompaniesListQuery,
} from '../../__generated__/graphql';
import { COMPANIES_PATH as BASE } from './records';

type Row = CompaniesListQuery['companies']['rows'][number];
const M = 'EMPRESAS';

const COLUMNS: GridColumn<Row>[] = [
  { key: 'code', title: 'Código matriz', width: 130, sortable: true },
  { key: 'cnpj', title: 'CNPJ', width: 170, sortable: true, text: (c) => formatCnpj(c.cnpj) },
  { key: 'corporateName', title: 'Razão social', width: 260, sortable: true },
  { key: 'tradeName', title: 'Nome fantasia', width: 180, sortable: true, text: (c) => c.tradeName ?? '' },
  {
    key: 'representative',
    title: 'Representante',
    width: 180,
    sortable: true,
    text: (c) => c.representative?.name ?? '—',
  },
  { key: 'bankAccountCount', title: 'Contas', width: 80, text: (c) => String(c.bankAccountCount) },
  activeColumn((active) => statusText('f', active)),
  updatedAtColumn(),
];

/** Companies (EMPRESAS): the ones the user may see, with search, status filter and row actions. */
export function CompaniesList() {
  const can = useCan();
  const navigate = useNavigate();
  const [state, setState] = useGridUrlState();
  const { data, previousData, loading, error } = useQuery(CompaniesListDocument, {
    variables: { input: toListInput(state) },
  });
  const setActive = useToggleActive(SetCompanyActiveDocument, toggleFailedText('empresa', 'f'));
  const page = (data ?? previousData)?.companies;
  const actions = useMemo<RowAction<Row>[]>(() => {
    const toggle = (c: Row, active: boolean) => void setActive(c, active);
    return [
      { kind: 'view', label: 'Visualizar', onClick: (c) => navigate(`${BASE}/view/${c.id}`) },
      {
        kind: 'edit',
        label: 'Editar',
        hidden: () => !can(M, 'EDITAR'),
        onClick: (c) => navigate(`${BASE}/edit/${c.id}`),
      },
      { kind: 'redirect', label: 'Workflow', onClick: (c) => navigate(`${BASE}/workflow/${c.id}`) },
      {
        kind: 'custom',
        label: 'Inativar',
        icon: 'disable',
        hidden: () => !can(M, 'INATIVAR'),
        disabled: (c) => !c.active,
        onClick: (c) => toggle(c, false),
      },
      {
        kind: 'custom',
        label: 'Ativar',
        icon: 'tick-circle',
        hidden: (c) => !can(M, 'INATIVAR') || c.active,
        onClick: (c) => toggle(c, true),
      },
    ];
  }, [can, navigate, setActive]);
  const active = state.filters.active?.[0] ?? '';
  const savedView = useSavedGridView('companies');
  return (
    <div className="page">
      <h1 className="page-title">Empresas</h1>
      <DataGrid
        savedView={savedView}
        gridKey="companies"
        label="Empresas"
        columns={COLUMNS}
        rows={page?.rows ?? []}
        rowKey={(c) => c.id}
        totalRegisters={page?.totalRegisters ?? 0}
        loading={loading}
        error={error && !page ? MSG.loadDataFailed : null}
        state={state}
        onStateChange={setState}
        actions={actions}
        emptyText="Nenhuma empresa encontrada."
        onAdd={can(M, 'INCLUIR') ? () => navigate(`${BASE}/create`) : undefined}
        exports={listExports(state, 'companies', 'Empresas', { log: true })}
        activeFilters={active ? 1 : 0}
        filters={
          <FormGroup label="Situação" labelFor="companies-filter-active" inline>
            <HTMLSelect
              id="companies-filter-active"
              value={active}
              onChange={(e) => setState((s) => withFilter(s, 'active', e.target.value))}
              options={statusFilterOptions('f')}
            />
          </FormGroup>
        }
      />
    </div>
  );
}
