import { useState } from 'react';
import { Button, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { CUSTOMER_MSG, formatDateTime, MSG } from '@balcao/schema';
import { ErpClientSummary } from '../erp';
import { useCan } from '../../lib/access';
import { notify } from '../../lib/toaster';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { CustomerFormDocument, SetCustomerActiveDocument } from '../../__generated__/graphql';
import { BusinessHierarchyTab } from './BusinessHierarchyTab';
import { BASE } from './CustomerList';
import { StatusTag } from './StatusTag';
import { CustomerMainForm } from './CustomerMainForm';
import { DocumentsTab } from './DocumentsTab';
import { FiscalParametersTab } from './FiscalParametersTab';
import { NatureOperationsTab } from './NatureOperationsTab';
import { RegistrationTab } from './RegistrationTab';
import type { Customer } from './customerValues';

type Mode = 'create' | 'edit' | 'view' | 'workflow';

/**
 * One customer: loads it (403/404 shown as the services word them) and shows its tabs. In workflow
 * mode it is read-only unless `editable` (the open task lets its holder edit the record).
 */
export function CustomerRecord({
  mode,
  id,
  editable = false,
}: {
  mode: Mode;
  id?: string;
  editable?: boolean;
}) {
  // Kept here: a save reloads the record and remounts its tabs, on the same tab.
  const [tab, setTab] = useState('main');
  const { data, loading, error, refetch } = useQuery(CustomerFormDocument, {
    variables: { id: id ?? '0' },
    skip: mode === 'create',
    fetchPolicy: 'network-only',
    ...OWN_ERROR_TEXT,
  });
  if (mode === 'create')
    return <CustomerTabs mode={mode} customer={null} onReload={() => undefined} tab={tab} onTab={setTab} />;
  if (loading && !data) return <Spinner aria-label="Carregando" />;
  if (!data?.customer) {
    const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : null;
    const code = first?.extensions?.code;
    return (
      <NonIdealState
        icon={code === 'FORBIDDEN' ? 'lock' : 'search'}
        title={
          code === 'FORBIDDEN'
            ? first!.message
            : code === 'NOT_FOUND' || !error
              ? CUSTOMER_MSG.notFound
              : CUSTOMER_MSG.queryFailed
        }
      />
    );
  }
  return (
    <CustomerTabs
      key={data.customer.updatedAt}
      mode={mode}
      editable={editable}
      customer={data.customer}
      onReload={() => void refetch()}
      tab={tab}
      onTab={setTab}
    />
  );
}

function CustomerTabs({
  mode,
  editable = false,
  customer,
  onReload,
  tab,
  onTab: setTab,
}: {
  mode: Mode;
  editable?: boolean;
  customer: Customer | null;
  onReload: () => void;
  tab: string;
  onTab: (tab: string) => void;
}) {
  const navigate = useNavigate();
  const can = useCan();
  const [setActive, toggling] = useMutation(SetCustomerActiveDocument, OWN_ERROR_TEXT);
  const mayEdit = can('CLIENTES', 'EDITAR') || can('PRE_CADASTRO_CLIENTE', 'EDITAR');
  const readOnly = mode === 'view' || (mode === 'workflow' && !editable) || !mayEdit;
  const docsReadOnly = readOnly || !can('DOCUMENTOS_CLIENTE', 'INCLUIR');
  const approved = customer?.status === 'ACTIVE' || customer?.status === 'INACTIVE';
  const toggle = () =>
    void setActive({ variables: { id: customer!.id, active: customer!.status !== 'ACTIVE' } }).then(
      () => {
        notify.success(MSG.changeSaved);
        onReload();
      },
      (e: unknown) =>
        notify.error((CombinedGraphQLErrors.is(e) && e.errors[0]?.message) || MSG.requestFailed),
    );
  const sub = (el: (c: Customer) => React.JSX.Element) => (customer ? el(customer) : undefined);
  return (
    <div className="page record-form customer-record">
      <h1 className="page-title">
        {customer ? customer.corporateName : 'Pré-cadastro de cliente'}
        {customer && <StatusTag status={customer.status} />}
      </h1>
      {customer && (
        <p className="record-meta">
          {customer.companyCode} · {customer.companyName} · Representante:{' '}
          {customer.representativeName ?? '—'} · Atualizado em {formatDateTime(customer.updatedAt)}
        </p>
      )}
      <div className="form-actions customer-top-actions">
        <Button
          text="VOLTAR"
          icon="arrow-left"
          onClick={() => navigate(customer && approved ? BASE : `${BASE}/panel`)}
        />
        {customer && (
          <Button
            icon="history"
            text="HISTÓRICO"
            onClick={() => navigate(`${BASE}/historic/${customer.id}`)}
          />
        )}
        {customer && mode === 'view' && mayEdit && (
          <Button
            icon="edit"
            intent="primary"
            text="EDITAR"
            onClick={() => navigate(`${BASE}/edit/${customer.id}`)}
          />
        )}
        {customer && approved && can('CLIENTES', 'INATIVAR') && mode !== 'workflow' && (
          <Button
            icon={customer.status === 'ACTIVE' ? 'disable' : 'tick-circle'}
            text={customer.status === 'ACTIVE' ? 'INATIVAR' : 'ATIVAR'}
            loading={toggling.loading}
            onClick={toggle}
          />
        )}
      </div>
      <Tabs
        id="customer-tabs"
        selectedTabId={tab}
        onChange={(t) => setTab(String(t))}
        renderActiveTabPanelOnly
      >
        <Tab
          id="main"
          title="Cadastro"
          panel={<CustomerMainForm customer={customer} readOnly={readOnly} onSaved={onReload} />}
        />
        <Tab
          id="documents"
          title="Documentos"
          disabled={!customer}
          panel={sub((c) => (
            <DocumentsTab
              customer={c}
              readOnly={docsReadOnly}
              mayEditDetails={!readOnly && can('DOCUMENTOS_CLIENTE', 'EDITAR')}
              onChanged={onReload}
            />
          ))}
        />
        <Tab
          id="hierarchy"
          title="Hierarquia comercial"
          disabled={!customer}
          panel={sub((c) => (
            <BusinessHierarchyTab customer={c} readOnly={readOnly} onReload={onReload} />
          ))}
        />
        <Tab
          id="registration"
          title="Parâmetros de cadastro"
          disabled={!customer}
          panel={sub((c) => (
            <RegistrationTab customer={c} readOnly={readOnly} onReload={onReload} />
          ))}
        />
        <Tab
          id="fiscal"
          title="Parâmetros fiscais"
          disabled={!customer}
          panel={sub((c) => (
            <FiscalParametersTab customer={c} readOnly={readOnly} onReload={onReload} />
          ))}
        />
        <Tab
          id="nature"
          title="Natureza de operação"
          disabled={!customer}
          panel={sub((c) => (
            <NatureOperationsTab customer={c} readOnly={readOnly} onReload={onReload} />
          ))}
        />
        {customer?.cnpj && can('CLIENTES', 'VISUALIZAR') && (
          <Tab
            id="erp"
            title="Situação no TOTVS"
            panel={<ErpClientSummary cnpj={customer.cnpj} showName={false} />}
          />
        )}
      </Tabs>
    </div>
  );
}
