import { statusFilterOptions, toggleFailedText } from '@balcao/schema/resources';
import { useToggleActive } from '../../lib/useToggleActive';
import { useMemo, useState } from 'react';
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@balcao/schema';
import {
  activeColumn,
  DataGrid,
  toListInput,
  updatedAtColumn,
  withFilter,
  type GridColumn,
  type RowAction,
} from '../../ui/grid';
import { YesNoDialog } from '../../ui/dialogs';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { notify } from '../../lib/toaster';
import { useSavedGridView } from '../../lib/useSavedGridView';
import {
  CloneProfileDocument,
  CloneSourceDocument,
  DeleteProfileDocument,
  ProfilesListDocument,
  SetProfileStatusDocument,
  type ProfilesListQuery,
} from '../../__generated__/graphql';

type ProfileRow = ProfilesListQuery['profiles']['rows'][number];
const BASE = '/administrative/profiles';

const COLUMNS: GridColumn<ProfileRow>[] = [
  { key: 'name', title: 'Nome', width: 220, sortable: true },
  { key: 'description', title: 'Descrição', width: 280, sortable: true, text: (p) => p.description ?? '' },
  {
    key: 'global',
    title: 'Acesso total',
    width: 110,
    sortable: true,
    text: (p) => (p.global ? 'Sim' : 'Não'),
  },
  {
    key: 'modules',
    title: 'Módulos',
    width: 90,
    text: (p) => (p.global ? 'Todos' : String(p.grants.filter((g) => g.permissions.length).length)),
  },
  { key: 'userCount', title: 'Usuários', width: 90, sortable: true, text: (p) => String(p.userCount) },
  activeColumn(),
  updatedAtColumn(),
];

type Can = { create: boolean; edit: boolean; inactivate: boolean; remove: boolean };

/** Profiles (CONTROLE_DE_PERFIL): list, status toggle, clone and delete. */
export function ProfilesList({ can }: { can: Can }) {
  const navigate = useNavigate();
  const [state, setState] = useGridUrlState();
  const { data, previousData, loading, error, refetch } = useQuery(ProfilesListDocument, {
    variables: { input: toListInput(state) },
  });
  const setStatus = useToggleActive(SetProfileStatusDocument, toggleFailedText('perfil', 'm'));
  const [clone] = useMutation(CloneProfileDocument);
  const client = useApolloClient();
  const [remove, removing] = useMutation(DeleteProfileDocument);
  const [toDelete, setToDelete] = useState<ProfileRow | null>(null);
  const page = (data ?? previousData)?.profiles;

  const actions = useMemo<RowAction<ProfileRow>[]>(() => {
    const toggle = (p: ProfileRow, active: boolean) => void setStatus(p, active);
    return [
      { kind: 'view', label: 'Visualizar', onClick: (p) => navigate(`${BASE}/view/${p.id}`) },
      {
        kind: 'redirect',
        label: 'Histórico',
        icon: 'history',
        onClick: (p) => navigate(`${BASE}/historic/${p.id}`),
      },
      {
        kind: 'edit',
        label: 'Editar',
        hidden: () => !can.edit,
        onClick: (p) => navigate(`${BASE}/edit/${p.id}`),
      },
      {
        kind: 'custom',
        label: 'Clonar',
        icon: 'duplicate',
        hidden: () => !can.create,
        onClick: async (p) => {
          // The copy is made from the profile as it is now, not from the row read before.
          const source = await client
            .query({ query: CloneSourceDocument, variables: { id: p.id }, fetchPolicy: 'network-only' })
            .then((r) => r.data?.profile)
            .catch(() => null);
          if (!source) {
            notify.error(MSG.profileCloneFailedGeneric);
            return;
          }
          try {
            const r = await clone({
              variables: {
                input: {
                  name: `${source.name} (cópia)`.slice(0, 100),
                  description: source.description,
                  global: source.global,
                  grants: source.grants.map((g) => ({ module: g.module, permissions: g.permissions })),
                  exceptions: source.exceptions.map((e) => ({ name: e.name, permission: e.permission })),
                },
              },
            });
            notify.success(MSG.inclusionDone);
            navigate(`${BASE}/edit/${r.data!.createProfile.id}`);
          } catch {
            notify.error(MSG.profileCloneFailed(source.name));
          }
        },
      },
      {
        kind: 'custom',
        label: 'Inativar',
        icon: 'disable',
        hidden: () => !can.inactivate,
        disabled: (p) => !p.active,
        onClick: (p) => toggle(p, false),
      },
      {
        kind: 'custom',
        label: 'Ativar',
        icon: 'tick-circle',
        hidden: (p) => !can.inactivate || p.active,
        onClick: (p) => toggle(p, true),
      },
      { kind: 'delete', label: 'Excluir', hidden: () => !can.remove, onClick: (p) => setToDelete(p) },
    ];
  }, [navigate, can, setStatus, clone, client]);

  const filterValue = (key: string) => state.filters[key]?.[0] ?? '';
  const setFilter = (key: string, value: string) => setState((s) => withFilter(s, key, value));

  const savedView = useSavedGridView('profiles');
  return (
    <div className="page">
      <h1 className="page-title">Perfis</h1>
      <DataGrid
        savedView={savedView}
        gridKey="profiles"
        label="Perfis"
        columns={COLUMNS}
        rows={page?.rows ?? []}
        rowKey={(p) => p.id}
        totalRegisters={page?.totalRegisters ?? 0}
        loading={loading}
        error={error && !page ? MSG.loadDataFailed : null}
        state={state}
        onStateChange={setState}
        actions={actions}
        onAdd={can.create ? () => navigate(`${BASE}/create`) : undefined}
        activeFilters={Object.values(state.filters).filter((v) => v.some(Boolean)).length}
        filters={
          <FormGroup label="Situação" labelFor="profiles-filter-active" inline>
            <HTMLSelect
              id="profiles-filter-active"
              value={filterValue('active')}
              onChange={(e) => setFilter('active', e.target.value)}
              options={statusFilterOptions('m')}
            />
          </FormGroup>
        }
      />
      <YesNoDialog
        isOpen={toDelete !== null}
        title="Excluir perfil"
        intent="danger"
        busy={removing.loading}
        onAnswer={async (yes) => {
          const p = toDelete;
          if (!yes || !p) return setToDelete(null);
          try {
            await remove({ variables: { id: p.id } });
            notify.success(MSG.deletionDone);
            await refetch();
          } catch {
            /* the error link shows the server's message */
          }
          setToDelete(null);
        }}
      >
        {toDelete && (
          <p>
            Excluir o perfil <strong>{toDelete.name}</strong>?
            {toDelete.userCount > 0 &&
              ` ${toDelete.userCount} usuário(s) perderão os acessos que ele concede.`}
          </p>
        )}
      </YesNoDialog>
    </div>
  );
}
