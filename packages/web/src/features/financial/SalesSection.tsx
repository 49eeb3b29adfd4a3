import { lazy, Suspense } from 'react';
import { Spinner } from '@blueprintjs/core';
import { formatMoney } from '@balcao/schema';
import { formatCount as count } from '../../ui/figures';
import { RowsTable } from '../../ui/table';
import type { SalesSection_RowsFragment } from '../../__generated__/graphql';
import './financial.css';

const MoneyBars = lazy(() => import('./MoneyBars').then((m) => ({ default: m.MoneyBars })));

/**
 * One view of the sales dashboard: its title, the value per group as bars, and beside them the
 * same groups in a table (orders and value), which is what a screen reader reads.
 */
export function SalesSection({
  id,
  title,
  group,
  rows,
  short = (label) => label,
}: {
  id: string;
  title: string;
  /** The table's first column: what the groups are (Mês, Representante…). */
  group: string;
  rows: readonly SalesSection_RowsFragment[];
  /** A group's name under its bar, where the whole one is too long (the table says it whole). */
  short?: (label: string) => string;
}) {
  const summary = `${title}: ${rows.map((r) => `${r.label} ${formatMoney(r.value)}`).join('; ')}`;
  return (
    <section className="sales-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sales-section-title">
        {title}
      </h2>
      <div className="financial-chart-table">
        <figure className="financial-chart" aria-label={title}>
          <Suspense fallback={<Spinner size={24} aria-label="Carregando gráfico" />}>
            <MoneyBars
              series={title}
              summary={summary}
              data={rows.map((r) => ({ label: short(r.label), value: Number(r.value) }))}
            />
          </Suspense>
        </figure>
        <RowsTable
          className="financial-table"
          aria-label={title}
          scoped
          rows={rows}
          rowKey={(r) => r.key}
          columns={[
            { title: group, rowHeader: true, cell: (r) => r.label },
            { title: 'Pedidos', className: 'figure', cell: (r) => count(r.orders) },
            { title: 'Valor', className: 'figure', cell: (r) => formatMoney(r.value) },
          ]}
        />
      </div>
    </section>
  );
}
