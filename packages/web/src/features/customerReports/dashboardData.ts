import { CUSTOMER_STATUS_LABEL, REGIONS, type CustomerStatus } from '@balcao/schema';

export type Count = { key?: string | null; count: number };
export type ChartData = { label: string; count: number }[];

const NONE = 'Não informado';
/** '2026-03' → '03/2026'. */
export const monthLabel = (key: string) => key.replace(/^(\d{4})-(\d{2})$/, '$2/$1');

/** Each aggregate with the labels the user reads. */
export const labelled = {
  status: (c: Count[]): ChartData =>
    c.map((x) => ({
      label: CUSTOMER_STATUS_LABEL[x.key as CustomerStatus] ?? x.key ?? NONE,
      count: x.count,
    })),
  region: (c: Count[]): ChartData =>
    c.map((x) => ({
      label: x.key ? (REGIONS[x.key as keyof typeof REGIONS] ?? x.key) : NONE,
      count: x.count,
    })),
  plain: (c: Count[]): ChartData => c.map((x) => ({ label: x.key ?? NONE, count: x.count })),
  month: (c: Count[]): ChartData => c.map((x) => ({ label: monthLabel(x.key ?? ''), count: x.count })),
};

/** A chart's text alternative in one sentence: the largest values first. */
export function summaryOf(title: string, data: ChartData) {
  const total = data.reduce((a, d) => a + d.count, 0);
  if (total === 0) return `${title}: nenhum cliente.`;
  const top = [...data]
    .sort((a, b) => b.count - a.count)
    .slice(0, 3)
    .map((d) => `${d.label} ${d.count.toLocaleString('pt-BR')}`);
  return `${title}: ${total.toLocaleString('pt-BR')} no total; maiores: ${top.join(', ')}.`;
}
