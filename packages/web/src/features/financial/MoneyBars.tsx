import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@balcao/schema';

export type MoneyBar = { label: string; value: number };

const short = (v: unknown) =>
  Number(v).toLocaleString('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** A money figure per group as bars (recharts: its own chunk); the table beside it says the same. */
export function MoneyBars({ data, series, summary }: { data: MoneyBar[]; series: string; summary: string }) {
  return (
    <div role="img" aria-label={summary} className="financial-chart-plot">
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" interval={0} tick={{ fontSize: 11 }} />
          <YAxis tickFormatter={short} width={56} tick={{ fontSize: 11 }} />
          <Tooltip formatter={(v) => [formatMoney(Number(v)), series]} />
          <Bar dataKey="value" name={series} fill="#2d72d2" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
