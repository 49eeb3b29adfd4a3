import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { CUSTOMER_MSG, MSG, onlyDigits } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { CustomerCnpjLookupDocument, type CustomerCnpjLookupQuery } from '../../__generated__/graphql';

export type Matrix = NonNullable<CustomerCnpjLookupQuery['customerCnpjLookup']['matrix']>;

/**
 * The CNPJ lookup against our own matrices, with the reactions of spec/02 §8: success → 'CNPJ
 * encontrado com sucesso'; status ERROR → the server's message (also on the field); 403 → 'Você não
 * possui acesso a este cliente. Entre em contato com o administrador.'; any other failure → its
 * message, or 'Erro ao buscar CNPJ'. An empty CNPJ is 'É necessário preencher o campo de CNPJ'.
 */
export function useCnpjLookup(onFound: (m: Matrix) => void, onFieldError: (message: string) => void) {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  /** matrixOnly: a person customer's matrix (its CNPJ may be a customer already). */
  const lookup = async (typed: string, matrixOnly = false) => {
    if (!onlyDigits(typed)) return onFieldError(MSG.cnpjRequired);
    setLoading(true);
    try {
      const { data } = await client.query({
        query: CustomerCnpjLookupDocument,
        variables: { cnpj: onlyDigits(typed), matrixOnly },
        fetchPolicy: 'network-only',
        ...OWN_ERROR_TEXT,
      });
      const r = data?.customerCnpjLookup;
      if (r?.status === 'SUCCESS' && r.matrix) {
        notify.success(r.message || CUSTOMER_MSG.cnpjFound);
        onFound(r.matrix);
      } else {
        notify.error(r?.message || CUSTOMER_MSG.cnpjLookupFailed);
        onFieldError(r?.message || CUSTOMER_MSG.cnpjLookupFailed);
      }
    } catch (e) {
      const first = CombinedGraphQLErrors.is(e) ? e.errors[0] : null;
      const code = first?.extensions?.code;
      if (code === 'FORBIDDEN') notify.error(MSG.noClientAccessContactAdmin);
      else if (code === 'VALIDATION_FAILED') onFieldError(MSG.cnpjRequired);
      else if (first && code !== 'INTERNAL_SERVER_ERROR')
        notify.error(first.message || CUSTOMER_MSG.cnpjLookupFailed);
      else notify.error(CUSTOMER_MSG.cnpjLookupFailed);
    } finally {
      setLoading(false);
    }
  };
  return { lookup, loading };
}
