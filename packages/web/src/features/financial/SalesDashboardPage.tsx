import { useState } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { FINANCIAL_MSG, formatMoney } from '@balcao/schema';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { ErrorPanel, Loaded } from '../../ui/feedback';
import { FigureCard, FigureCards, formatCount as count } from '../../ui/figures';
import { SalesDashboardPageDocument } from '../../__generated__/graphql';
import { defaultSalesFilter, SalesFilters } from './SalesFilters';
import { SalesSection } from './SalesSection';
import './financial.css';

/** A long name under its bar: its first two words. */
const firstWords = (name: string) => name.split(/\s+/).slice(0, 2).join(' ');

/**
 * /financial/salesDashboard (DASHBOARD_VENDAS): the sales the user may see (a representative his
 * own, a regional manager his region's) of a period and region, in all and by month,
 * representative, region, product family and customer, each as bars with its table beside them.
 */
export function SalesDashboardPage() {
  const [filter, setFilter] = useState(defaultSalesFilter);
  const { data, loading, error, refetch } = useQuery(SalesDashboardPageDocument, {
    variables: { from: filter.from, to: filter.to, region: filter.region || null },
    fetchPolicy: 'cache-and-network',
    ...OWN_ERROR_TEXT,
  });
  return (
    <div className="page sales-dashboard">
      <h1 className="page-title">Dashboard de Vendas</h1>
      <div className="financial-filters">
        <SalesFilters value={filter} onChange={setFilter} />
      </div>
      <Loaded
        data={data?.salesDashboard}
        loading={loading}
        failure={
          error && (
            <ErrorPanel
              title={error.message || FINANCIAL_MSG.salesDashboardFailed}
              onRetry={() => void refetch()}
            />
          )
        }
        loadingLabel="Carregando dashboard"
      >
        {(d) => (
          <>
            <FigureCards wide>
              <FigureCard label="Total vendido" value={formatMoney(d.value)} />
              <FigureCard label="Pedidos" value={count(d.orders)} />
              <FigureCard
                label="Ticket médio"
                value={formatMoney(d.orders ? (Number(d.value) / d.orders).toFixed(2) : '0')}
              />
              <FigureCard label="Clientes" value={count(d.customers)} />
            </FigureCards>
            {d.orders === 0 ? (
              <NonIdealState icon="search" description="Nenhuma venda encontrada para os filtros." />
            ) : (
              <>
                <SalesSection id="sales-by-month" title="Vendas por mês" group="Mês" rows={d.byMonth} />
                <SalesSection
                  id="sales-by-representative"
                  title="Vendas por representante"
                  group="Representante"
                  rows={d.byRepresentative}
                  short={firstWords}
                />
                <SalesSection
                  id="sales-by-region"
                  title="Vendas por região"
                  group="Região"
                  rows={d.byRegion}
                />
                <SalesSection
                  id="sales-by-family"
                  title="Vendas por família"
                  group="Família"
                  rows={d.byFamily}
                />
                <SalesSection
                  id="sales-by-customer"
                  title="Os 10 clientes que mais compraram"
                  group="Cliente"
                  rows={d.byCustomer}
                  short={firstWords}
                />
              </>
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}
