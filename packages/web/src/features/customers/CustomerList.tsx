import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { CUSTOMER_MSG, CUSTOMER_STATUS_LABEL, MSG, type CustomerStatus } from '@balcao/schema';
import {
  filterSelects,
  GridPage,
  pageGridProps,
  toListInput,
  updatedAtColumn,
  type GridColumn,
  type RowAction,
} from '../../ui/grid';
import { YesNoDialog } from '../../ui/dialogs';
import { useCan } from '../../lib/access';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { notify } from '../../lib/toaster';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { customerStatusColumn } from './StatusTag';
import { customerDocumentColumn } from './documentColumn';
import {
  CustomerPanelPageDocument,
  CustomersPageDocument,
  RemovePreRegisteredCustomerDocument,
  type CustomerRow_CustomerFragment as Row,
} from '../../__generated__/graphql';

export const BASE = '/client/customer';

const COLUMNS: GridColumn<Row>[] = [
  { key: 'corporateName', title: 'Razão social', width: 280, sortable: true },
  { key: 'shortName', title: 'Nome reduzido', width: 170, sortable: true },
  customerDocumentColumn<Row>(),
  { key: 'companyName', title: 'Matriz', width: 240, text: (r) => `${r.companyCode} · ${r.companyName}` },
  {
    key: 'city',
    title: 'Cidade',
    width: 150,
    sortable: true,
    text: (r) => (r.city ? `${r.city}/${r.uf ?? ''}` : ''),
  },
  { key: 'representativeName', title: 'Representante', width: 170 },
  customerStatusColumn<Row>(),
  updatedAtColumn(),
];

/**
 * The customers grid: `panel` lists pre-registrations and customers in approval
 * (/client/customer/panel, PRE_CADASTRO_CLIENTE), otherwise every customer the user may see.
 */
export function CustomerList({ panel }: { panel: boolean }) {
  const can = useCan();
  const navigate = useNavigate();
  const [state, setState] = useGridUrlState();
  const input = toListInput(state);
  const panelQuery = useQuery(CustomerPanelPageDocument, {
    variables: { input },
    skip: !panel,
    ...OWN_ERROR_TEXT,
  });
  const listQuery = useQuery(CustomersPageDocument, { variables: { input }, skip: panel, ...OWN_ERROR_TEXT });
  const page = panel
    ? (panelQuery.data ?? panelQuery.previousData)?.customerPanel
    : (listQuery.data ?? listQuery.previousData)?.customers;
  const { loading, error, refetch } = panel ? panelQuery : listQuery;
  const [remove, removing] = useMutation(RemovePreRegisteredCustomerDocument, OWN_ERROR_TEXT);
  const [removing_, setRemoving] = useState<Row | null>(null);
  const editModule = panel ? 'PRE_CADASTRO_CLIENTE' : 'CLIENTES';

  const actions = useMemo<RowAction<Row>[]>(
    () => [
      { kind: 'view', label: 'Visualizar', onClick: (r) => navigate(`${BASE}/view/${r.id}`) },
      {
        kind: 'edit',
        label: 'Editar',
        hidden: () => !can(editModule, 'EDITAR'),
        onClick: (r) => navigate(`${BASE}/edit/${r.id}`),
      },
      {
        kind: 'delete',
        label: 'Remover',
        hidden: () => !panel || !can('PRE_CADASTRO_CLIENTE', 'EXCLUIR'),
        onClick: (r) => setRemoving(r),
      },
    ],
    [can, navigate, panel, editModule],
  );
  const status = state.filters.status?.[0] ?? '';
  const select = filterSelects(state, setState, 'customers');
  return (
    <GridPage
      title={panel ? 'Pré-Cadastro de Clientes' : 'Clientes'}
      gridKey={panel ? 'customerPanel' : 'customers'}
      label={panel ? 'Clientes em pré-cadastro' : 'Clientes'}
      columns={COLUMNS}
      {...pageGridProps(
        page,
        loading,
        error,
        panel ? CUSTOMER_MSG.preRegistrationListFailed : CUSTOMER_MSG.listFailed,
      )}
      state={state}
      onStateChange={setState}
      actions={actions}
      emptyText={panel ? 'Nenhum cliente em pré-cadastro.' : 'Nenhum cliente encontrado.'}
      onAdd={can('PRE_CADASTRO_CLIENTE', 'INCLUIR') ? () => navigate(`${BASE}/create`) : undefined}
      activeFilters={status ? 1 : 0}
      filters={select('status', 'Situação', [
        { value: '', label: 'Todas' },
        ...(panel ? ['PRE_REGISTRATION', 'IN_APPROVAL'] : Object.keys(CUSTOMER_STATUS_LABEL)).map((s) => ({
          value: s,
          label: CUSTOMER_STATUS_LABEL[s as CustomerStatus],
        })),
      ])}
    >
      <YesNoDialog
        isOpen={removing_ !== null}
        title="Remover pré-cadastro"
        intent="danger"
        busy={removing.loading}
        onAnswer={(yes) => {
          const row = removing_;
          if (!yes || !row) return setRemoving(null);
          void remove({ variables: { id: row.id } }).then(
            () => {
              setRemoving(null);
              notify.success(MSG.deletionDone);
              void refetch();
            },
            () => {
              setRemoving(null);
              notify.error(CUSTOMER_MSG.preRegistrationRemoveFailed);
            },
          );
        }}
      >
        Remover o pré-cadastro de {removing_?.corporateName}? O fluxo de aprovação dele será encerrado.
      </YesNoDialog>
    </GridPage>
  );
}
