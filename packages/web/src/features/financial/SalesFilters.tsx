import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { businessDay, REGIONS } from '@balcao/schema';

/** The dashboard's filters: months from and to (YYYY-MM), a region ('' for all). */
export type SalesFilter = { from: string; to: string; region: string };

const monthLabel = (m: string) => `${m.slice(5, 7)}/${m.slice(0, 4)}`;

/** The last 36 months up to this one (business time zone), newest first. */
function months() {
  const [y, m] = businessDay().split('-').map(Number) as [number, number];
  return Array.from({ length: 36 }, (_, k) => {
    const d = y * 12 + (m - 1) - k;
    return `${Math.floor(d / 12)}-${String((d % 12) + 1).padStart(2, '0')}`;
  });
}

const REGION_OPTIONS = [
  { value: '', label: 'Todas' },
  ...Object.entries(REGIONS).map(([value, label]) => ({ value, label })),
];

/** A period whose start passed its end (or the other way round): the other end follows the one chosen. */
const ordered = (f: SalesFilter, chosen: 'from' | 'to'): SalesFilter =>
  f.from <= f.to ? f : chosen === 'from' ? { ...f, to: f.from } : { ...f, from: f.to };

/** The period (month to month) and the region, each applied as it is chosen. */
export function SalesFilters({
  value,
  onChange,
}: {
  value: SalesFilter;
  onChange: (f: SalesFilter) => void;
}) {
  const options = months().map((m) => ({ value: m, label: monthLabel(m) }));
  return (
    <>
      <FormGroup label="De" labelFor="sales-from">
        <HTMLSelect
          id="sales-from"
          value={value.from}
          options={options}
          onChange={(e) => onChange(ordered({ ...value, from: e.target.value }, 'from'))}
        />
      </FormGroup>
      <FormGroup label="Até" labelFor="sales-to">
        <HTMLSelect
          id="sales-to"
          value={value.to}
          options={options}
          onChange={(e) => onChange(ordered({ ...value, to: e.target.value }, 'to'))}
        />
      </FormGroup>
      <FormGroup label="Região" labelFor="sales-region">
        <HTMLSelect
          id="sales-region"
          value={value.region}
          options={REGION_OPTIONS}
          onChange={(e) => onChange({ ...value, region: e.target.value })}
        />
      </FormGroup>
    </>
  );
}

/** The twelve months up to this one, every region: what the dashboard opens with. */
export const defaultSalesFilter = (): SalesFilter => {
  const m = months();
  return { from: m[11]!, to: m[0]!, region: '' };
};
