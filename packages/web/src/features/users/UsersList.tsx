import { statusFilterOptions, toggleFailedText } from '@balcao/schema/resources';
import { useToggleActive } from '../../lib/useToggleActive';
import { useMemo } from 'react';
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { formatPhone, MSG } from '@balcao/schema';
import {
  activeColumn,
  DataGrid,
  toListInput,
  updatedAtColumn,
  withFilter,
  withFilters,
  type GridColumn,
  type RowAction,
} from '../../ui/grid';
import { PeriodFilter } from '../../ui/form';
import { listExports } from '../../lib/download';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { useSavedGridView } from '../../lib/useSavedGridView';
import {
  SetUserActiveDocument,
  UsersListDocument,
  UsersListProfilesDocument,
  type UsersListQuery,
} from '../../__generated__/graphql';

type UserRow = UsersListQuery['users']['rows'][number];

const COLUMNS: GridColumn<UserRow>[] = [
  { key: 'name', title: 'Nome', width: 220, sortable: true },
  { key: 'userName', title: 'Usuário', width: 150, sortable: true },
  { key: 'email', title: 'E-mail', width: 240, sortable: true },
  { key: 'phone', title: 'Telefone', width: 130, sortable: true, text: (u) => formatPhone(u.phone ?? '') },
  { key: 'profiles', title: 'Perfis', width: 200, text: (u) => u.profiles.map((p) => p.name).join(', ') },
  activeColumn(),
  updatedAtColumn(),
];

const BASE = '/administrative/users';

/** Users (CONTROLE_DE_USUARIO): the list with search, filters by status and profile, and row actions. */
export function UsersList({
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
  const input = toListInput(state);
  const { data, previousData, loading, error } = useQuery(UsersListDocument, { variables: { input } });
  const profiles = useQuery(UsersListProfilesDocument);
  const setActive = useToggleActive(SetUserActiveDocument, toggleFailedText('usuário', 'm'));
  const page = (data ?? previousData)?.users;

  const actions = useMemo<RowAction<UserRow>[]>(
    () => [
      { kind: 'view', label: 'Visualizar', onClick: (u) => navigate(`${BASE}/view/${u.id}`) },
      {
        kind: 'edit',
        label: 'Editar',
        onClick: (u) => navigate(`${BASE}/edit/${u.id}`),
        hidden: () => !canEdit,
      },
      {
        kind: 'custom',
        label: 'Inativar',
        icon: 'disable',
        hidden: () => !canInactivate,
        // spec/02 §2: an inactive row cannot be inactivated.
        disabled: (u) => !u.active,
        onClick: (u) => void setActive(u, false),
      },
      {
        kind: 'custom',
        label: 'Ativar',
        icon: 'tick-circle',
        hidden: (u) => !canInactivate || u.active,
        onClick: (u) => void setActive(u, true),
      },
    ],
    [navigate, canEdit, canInactivate, setActive],
  );

  const filterValue = (key: string) => state.filters[key]?.[0] ?? '';
  const setFilter = (key: string, value: string) => setState((s) => withFilter(s, key, value));
  // The period's two bounds count as one filter.
  const activeFilters = Object.entries(state.filters).filter(
    ([k, v]) => k !== 'updatedAtTo' && v.some(Boolean),
  ).length;

  const savedView = useSavedGridView('users');
  return (
    <div className="page">
      <h1 className="page-title">Usuários</h1>
      <DataGrid
        savedView={savedView}
        gridKey="users"
        label="Usuários"
        columns={COLUMNS}
        rows={page?.rows ?? []}
        rowKey={(u) => u.id}
        totalRegisters={page?.totalRegisters ?? 0}
        loading={loading}
        error={error && !page ? MSG.loadDataFailed : null}
        state={state}
        onStateChange={setState}
        actions={actions}
        onAdd={canCreate ? () => navigate(`${BASE}/create`) : undefined}
        exports={listExports(state, 'users', 'Usuários', { log: true })}
        activeFilters={activeFilters}
        filters={
          <>
            <FormGroup label="Situação" labelFor="users-filter-active" inline>
              <HTMLSelect
                id="users-filter-active"
                value={filterValue('active')}
                onChange={(e) => setFilter('active', e.target.value)}
                options={statusFilterOptions('m')}
              />
            </FormGroup>
            <FormGroup label="Perfil" labelFor="users-filter-profile" inline>
              <HTMLSelect
                id="users-filter-profile"
                value={filterValue('profile')}
                onChange={(e) => setFilter('profile', e.target.value)}
                options={[
                  { value: '', label: 'Todos' },
                  ...(profiles.data?.userProfileOptions ?? []).map((p) => ({ value: p.id, label: p.name })),
                ]}
              />
            </FormGroup>
            <PeriodFilter
              formLabel="Período de atualização"
              label="Atualizado entre"
              required
              from={filterValue('updatedAtFrom')}
              to={filterValue('updatedAtTo')}
              onApply={(range) =>
                setState((s) =>
                  withFilters(s, {
                    updatedAtFrom: range ? [range.from] : [],
                    updatedAtTo: range ? [range.to] : [],
                  }),
                )
              }
            />
          </>
        }
      />
    </div>
  );
}
