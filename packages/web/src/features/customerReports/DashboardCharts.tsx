import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { summaryOf, type ChartData } from './dashboardData';

export type ChartSpec = { id: string; title: string; data: ChartData; wide?: boolean };

const number = (v: unknown) => Number(v).toLocaleString('pt-BR');

/** One chart: its title, the bars (a picture described by its summary) and the same figures as a table. */
function Chart({ id, title, data, wide }: ChartSpec) {
  const summary = summaryOf(title, data);
  return (
    <figure
      className={`dashboard-chart${wide ? ' dashboard-chart-wide' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="dashboard-chart-title">
        {title}
      </h2>
      <div role="img" aria-label={summary} className="dashboard-chart-plot">
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" interval={0} tick={{ fontSize: 11 }} />
            <YAxis allowDecimals={false} tickFormatter={number} width={48} tick={{ fontSize: 11 }} />
            <Tooltip formatter={(v) => [number(v), 'Clientes']} />
            <Bar dataKey="count" name="Clientes" fill="#2d72d2" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="dashboard-chart-table">
        <summary>Ver tabela: {title}</summary>
        <table className="bp6-html-table bp6-compact">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{title.split(' por ')[1] ?? 'Item'}</th>
              <th scope="col">Clientes</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td>{number(d.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** The dashboard's charts (recharts: its own chunk, loaded with this screen only). */
export function DashboardCharts({ charts }: { charts: ChartSpec[] }) {
  return (
    <div className="dashboard-charts">
      {charts.map((c) => (
        <Chart key={c.id} {...c} />
      ))}
    </div>
  );
}
