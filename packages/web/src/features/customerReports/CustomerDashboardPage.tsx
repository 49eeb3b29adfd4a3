import { lazy, Suspense } from 'react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { CUSTOMER_REPORT_MSG } from '@balcao/schema';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { Loaded } from '../../ui/feedback';
import { FigureCard, FigureCards, formatCount as count } from '../../ui/figures';
import { CustomerDashboardPageDocument } from '../../__generated__/graphql';
import { labelled } from './dashboardData';
import './customerReports.css';

const DashboardCharts = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.DashboardCharts })));

/** /client/customer/dashboard (DASHBOARD_CLIENTES): totals and charts of the customers the user may see. */
export function CustomerDashboardPage() {
  const can = useCan();
  const { data, loading, error } = useQuery(CustomerDashboardPageDocument, {
    fetchPolicy: 'cache-and-network',
    ...OWN_ERROR_TEXT,
  });
  return (
    <div className="page customer-dashboard">
      <h1 className="page-title">Dashboard de Clientes</h1>
      <Loaded
        data={data?.customerDashboard}
        loading={loading}
        failure={error && <NonIdealState icon="error" title={CUSTOMER_REPORT_MSG.dashboardFailed} />}
        loadingLabel="Carregando dashboard"
      >
        {(d) => (
          <>
            <FigureCards>
              <FigureCard label="Total de clientes" value={count(d.total)} />
              <FigureCard label="Ativos" value={count(d.active)} />
              <FigureCard
                label="Em prospecção"
                value={count(d.prospects)}
                wrap={
                  can('PROSPECCAO_CLIENTE', 'VISUALIZAR')
                    ? (figure) => <Link to="/client/customerProspection/view">{figure}</Link>
                    : undefined
                }
              />
              <FigureCard label="Inativos" value={count(d.inactive)} />
              <FigureCard label="Novos no mês" value={count(d.newThisMonth)} />
            </FigureCards>
            <Suspense fallback={<Spinner aria-label="Carregando gráficos" />}>
              <DashboardCharts
                charts={[
                  { id: 'by-status', title: 'Clientes por situação', data: labelled.status(d.byStatus) },
                  { id: 'by-region', title: 'Clientes por região', data: labelled.region(d.byRegion) },
                  {
                    id: 'by-risk',
                    title: 'Clientes por classe de risco',
                    data: labelled.plain(d.byRiskClass),
                  },
                  { id: 'by-state', title: 'Clientes por UF', data: labelled.plain(d.byState) },
                  {
                    id: 'per-month',
                    title: 'Novos cadastros por mês',
                    data: labelled.month(d.newPerMonth),
                    wide: true,
                  },
                ]}
              />
            </Suspense>
          </>
        )}
      </Loaded>
    </div>
  );
}
