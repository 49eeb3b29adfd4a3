import { useState } from 'react';
import { HTMLSelect, FormGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { FINANCIAL_MSG, FINANCIAL_OPTIONS } from '@balcao/schema';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { BalanceFundsPageDocument, type BalanceFundsPageQuery } from '../../__generated__/graphql';
import { SummaryFilters, summaryQuery, useSummaryFilter } from './SummaryFilters';
import { SummaryView } from './SummaryView';

type Row = BalanceFundsPageQuery['budgetBalances'][number];

/**
 * /financial/balanceFunds (SALDO_DE_VERBAS): the budgets' balances by category, customer or month,
 * of a category, a customer and a period, as a chart with its table beside it, and their exports.
 */
export function BalanceFundsPage() {
  const [filter, setFilter] = useSummaryFilter();
  const [groupBy, setGroupBy] = useState('category');
  const [category, setCategory] = useState('');
  const { variables, query } = summaryQuery(filter, { groupBy, ...(category ? { category } : {}) });
  const { data, loading, error, refetch } = useQuery(BalanceFundsPageDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    ...OWN_ERROR_TEXT,
  });
  const group = FINANCIAL_OPTIONS.balanceGroups.find((g) => g.value === groupBy)?.label ?? '';
  return (
    <SummaryView<Row>
      title="Saldo de Verbas"
      filters={
        <>
          <FormGroup label="Agrupar por" labelFor="balance-group">
            <HTMLSelect
              id="balance-group"
              value={groupBy}
              onChange={(e) => setGroupBy(e.target.value)}
              options={FINANCIAL_OPTIONS.balanceGroups}
            />
          </FormGroup>
          <FormGroup label="Categoria" labelFor="balance-category">
            <HTMLSelect
              id="balance-category"
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              options={[{ value: '', label: 'Todas' }, ...FINANCIAL_OPTIONS.categories]}
            />
          </FormGroup>
          <SummaryFilters value={filter} onChange={setFilter} period="Movimentos entre" />
        </>
      }
      rows={data?.budgetBalances}
      loading={loading}
      failed={error ? FINANCIAL_MSG.balancesFailed : null}
      onRetry={() => void refetch()}
      columns={[
        { title: group, value: (r) => r.label },
        { title: 'Créditos', value: (r) => r.credited, money: true },
        { title: 'Consumos', value: (r) => r.spent, money: true },
        { title: 'Estornos', value: (r) => r.refunded, money: true },
        { title: 'Saldo', value: (r) => r.balance, money: true },
      ]}
      chart={{ series: `Saldo por ${group.toLowerCase()}`, label: (r) => r.label, value: (r) => r.balance }}
      empty="Nenhum movimento de verba encontrado para os filtros."
      exports={{ list: 'budget-balances', query }}
    />
  );
}
