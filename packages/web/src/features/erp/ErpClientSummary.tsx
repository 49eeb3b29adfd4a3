import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { MSG, isValidCnpj, onlyDigits } from '@balcao/schema';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { ErpClientSummaryDocument } from '../../__generated__/graphql';
import { ErpSummaryDetails } from './ErpSummaryDetails';
import './erp.css';

/**
 * A client's standing in the ERP (TOTVS), for any page that knows its CNPJ (or ERP code): credit,
 * open titles, last invoice and last orders. Loading, not found and failure (with a retry) are
 * shown in place; a failure says 'Erro ao consultar Api do Totvs'.
 */
export function ErpClientSummary({
  cnpj,
  code,
  showName = true,
}: {
  cnpj?: string | null;
  code?: string | null;
  /** Off where the client's name is already the title around it. */
  showName?: boolean;
}) {
  const digits = cnpj ? onlyDigits(cnpj) : '';
  const invalid = !!cnpj && !isValidCnpj(digits);
  const { data, loading, error, refetch } = useQuery(ErpClientSummaryDocument, {
    ...OWN_ERROR_TEXT,
    variables: digits ? { cnpj: digits } : { code: code ?? null },
    skip: invalid || (!digits && !code),
    fetchPolicy: 'network-only',
  });
  if (invalid) return <NonIdealState icon="warning-sign" title={MSG.invalidCnpj} />;
  if (!digits && !code) return <NonIdealState icon="warning-sign" title={MSG.cnpjRequired} />;
  if (loading)
    return (
      <div className="erp-summary-state" role="status">
        <Spinner size={24} />
        <span>Consultando o TOTVS…</span>
      </div>
    );
  if (error)
    return (
      <NonIdealState
        icon="error"
        title={MSG.erpQueryFailed}
        action={<Button icon="refresh" text="Tentar novamente" onClick={() => void refetch()} />}
      />
    );
  const c = data?.erpClientSummary;
  if (!c) return <NonIdealState icon="search" title={MSG.erpClientNotFound} />;
  return <ErpSummaryDetails summary={c} showName={showName} />;
}
