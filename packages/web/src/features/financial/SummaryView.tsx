import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatMoney, MSG } from '@balcao/schema';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/toaster';
import { ErrorPanel } from '../../ui/feedback/ErrorPanel';
import { RowsTable } from '../../ui/table';
import './financial.css';

const MoneyBars = lazy(() => import('./MoneyBars').then((m) => ({ default: m.MoneyBars })));

export type SummaryColumn<Row> = { title: string; value: (r: Row) => string | number; money?: boolean };

type Props<Row> = {
  title: string;
  filters: ReactNode;
  rows: readonly Row[] | undefined;
  loading: boolean;
  failed: string | null;
  onRetry: () => void;
  columns: SummaryColumn<Row>[];
  /** The chart: each row's label and figure (a money column's). */
  chart: { series: string; label: (r: Row) => string; value: (r: Row) => string };
  empty: string;
  /** The export's list key (/files/exports/<key>) and query string. */
  exports: { list: string; query: string };
};

const FORMATS = [
  ['xlsx', 'Exportar Excel', 'th'],
  ['csv', 'Exportar CSV', 'th-list'],
  ['pdf', 'Exportar PDF', 'document'],
] as const;

/**
 * A financial summary screen: its filters, then its figures as a chart with the same figures in a
 * table beside it, and the exports (Excel, CSV, PDF) of what the filters select.
 */
export function SummaryView<Row>(p: Props<Row>) {
  const [exporting, setExporting] = useState<string | null>(null);
  const rows = p.rows ?? [];
  const run = (format: string) => {
    setExporting(format);
    void downloadFile(
      `/files/exports/${p.exports.list}?format=${format}&${p.exports.query}`,
      `${p.title}.${format}`,
    )
      .catch((e: Error) => notify.error(e.message || MSG.downloadFailed))
      .finally(() => setExporting(null));
  };
  const summary = `${p.chart.series}: ${rows.map((r) => `${p.chart.label(r)} ${formatMoney(p.chart.value(r))}`).join('; ')}`;
  return (
    <div className="page financial-summary">
      <h1 className="page-title">{p.title}</h1>
      <div className="financial-filters">{p.filters}</div>
      <div className="financial-toolbar">
        {FORMATS.map(([format, text, icon]) => (
          <Button
            key={format}
            icon={icon}
            text={text}
            loading={exporting === format}
            disabled={exporting !== null || rows.length === 0}
            onClick={() => run(format)}
          />
        ))}
      </div>
      {p.failed && !p.rows ? (
        <ErrorPanel title={p.failed} onRetry={p.onRetry} />
      ) : !p.rows ? (
        <Spinner aria-label="Carregando" />
      ) : rows.length === 0 ? (
        <NonIdealState icon="search" description={p.empty} />
      ) : (
        <div className="financial-chart-table" aria-busy={p.loading}>
          <figure className="financial-chart" aria-label={p.chart.series}>
            <Suspense fallback={<Spinner size={24} aria-label="Carregando gráfico" />}>
              <MoneyBars
                series={p.chart.series}
                summary={summary}
                data={rows.map((r) => ({ label: p.chart.label(r), value: Number(p.chart.value(r)) }))}
              />
            </Suspense>
          </figure>
          <RowsTable
            className="financial-table"
            aria-label={p.title}
            scoped
            rows={rows}
            rowKey={(_, i) => i}
            columns={p.columns.map((c) => ({
              title: c.title,
              className: c.money ? 'figure' : undefined,
              cell: (r: Row) => (c.money ? formatMoney(c.value(r)) : c.value(r)),
            }))}
          />
        </div>
      )}
    </div>
  );
}
