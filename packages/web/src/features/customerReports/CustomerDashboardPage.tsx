import { lazy, Suspense } from 'react';
import { Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { CUSTOMER_REPORT_MSG } from '@balcao/schema';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { CustomerDashboardPageDocument } from '../../__generated__/graphql';
import { labelled } from './dashboardData';
import './customerReports.css';

const DashboardCharts = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.DashboardCharts })));

function Total({ label, value, to }: { label: string; value: number; to?: string }) {
  const figure = <strong className="dashboard-card-value">{value.toLocaleString('pt-BR')}</strong>;
  return (
    <Card className="dashboard-card" role="group" aria-label={`${label}: ${value.toLocaleString('pt-BR')}`}>
      <span className="dashboard-card-label">{label}</span>
      {to ? <Link to={to}>{figure}</Link> : figure}
    </Card>
  );
}

/** /client/customer/dashboard (DASHBOARD_CLIENTES): totals and charts of the customers the user may see. */
export function CustomerDashboardPage() {
  const can = useCan();
  const { data, loading, error } = useQuery(CustomerDashboardPageDocument, {
    fetchPolicy: 'cache-and-network',
    ...OWN_ERROR_TEXT,
  });
  const d = data?.customerDashboard;
  return (
    <div className="page customer-dashboard">
      <h1 className="page-title">Dashboard de Clientes</h1>
      {error && !d ? (
        <NonIdealState icon="error" title={CUSTOMER_REPORT_MSG.dashboardFailed} />
      ) : !d ? (
        <Spinner aria-label="Carregando dashboard" />
      ) : (
        <div aria-busy={loading}>
          <div className="dashboard-cards">
            <Total label="Total de clientes" value={d.total} />
            <Total label="Ativos" value={d.active} />
            <Total
              label="Em prospecção"
              value={d.prospects}
              to={can('PROSPECCAO_CLIENTE', 'VISUALIZAR') ? '/client/customerProspection/view' : undefined}
            />
            <Total label="Inativos" value={d.inactive} />
            <Total label="Novos no mês" value={d.newThisMonth} />
          </div>
          <Suspense fallback={<Spinner aria-label="Carregando gráficos" />}>
            <DashboardCharts
              charts={[
                { id: 'by-status', title: 'Clientes por situação', data: labelled.status(d.byStatus) },
                { id: 'by-region', title: 'Clientes por região', data: labelled.region(d.byRegion) },
                { id: 'by-risk', title: 'Clientes por classe de risco', data: labelled.plain(d.byRiskClass) },
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
        </div>
      )}
    </div>
  );
}
