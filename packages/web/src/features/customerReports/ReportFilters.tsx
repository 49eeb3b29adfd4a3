import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { CUSTOMER_STATUS_LABEL, REGION_UFS, REGIONS, RISK_CLASSES, UFS } from '@balcao/schema';
import { UserPicker } from '../../lib/UserPicker';
import { PeriodFilter } from '../../ui/form';

export type ReportFilterValues = Record<string, string[]>;
const one = (f: ReportFilterValues, key: string) => f[key]?.[0] ?? '';

/**
 * The report's filters (status, region, state, representative, risk class, registration period);
 * a select applies at once, the period when both its days are typed and applied. `representatives`: shown to who sees every customer.
 */
export function ReportFilters({
  value,
  onChange,
  representatives,
  representativeName,
}: {
  value: ReportFilterValues;
  /** Each change as an update of the latest filters, so that two made in quick succession both hold. */
  onChange: (update: (prev: ReportFilterValues) => ReportFilterValues) => void;
  representatives: boolean;
  representativeName: string;
}) {
  const set = (key: string, v: string, extra: ReportFilterValues = {}) =>
    onChange((prev) => ({ ...prev, [key]: v ? [v] : [], ...extra }));
  const select = (key: string, label: string, options: { value: string; label: string }[]) => (
    <FormGroup label={label} labelFor={`report-filter-${key}`}>
      <HTMLSelect
        id={`report-filter-${key}`}
        value={one(value, key)}
        onChange={(e) => set(key, e.target.value)}
        options={[{ value: '', label: 'Todos' }, ...options]}
      />
    </FormGroup>
  );
  const region = one(value, 'region') as keyof typeof REGIONS | '';
  const ufs = region ? REGION_UFS[region] : UFS;
  return (
    <div className="report-filters" role="group" aria-label="Filtros do relatório">
      {select(
        'status',
        'Situação',
        Object.entries(CUSTOMER_STATUS_LABEL).map(([v, label]) => ({ value: v, label })),
      )}
      <FormGroup label="Região" labelFor="report-filter-region">
        <HTMLSelect
          id="report-filter-region"
          value={region}
          // A state outside the chosen region would select nothing: it is cleared.
          onChange={(e) => set('region', e.target.value, { uf: [] })}
          options={[
            { value: '', label: 'Todas' },
            ...Object.entries(REGIONS).map(([v, label]) => ({ value: v, label })),
          ]}
        />
      </FormGroup>
      {select(
        'uf',
        'UF',
        ufs.map((u) => ({ value: u, label: u })),
      )}
      {select(
        'riskClass',
        'Classe de risco',
        Object.keys(RISK_CLASSES).map((r) => ({ value: r, label: r })),
      )}
      {representatives && (
        <UserPicker
          label="Representante"
          value={
            one(value, 'representativeId')
              ? { id: one(value, 'representativeId'), name: representativeName || 'Representante' }
              : null
          }
          onChange={(u) => set('representativeId', u?.id ?? '', { representativeName: u ? [u.name] : [] })}
        />
      )}
      <Button
        className="report-filters-clear"
        variant="minimal"
        icon="eraser"
        onClick={() => onChange(() => ({}))}
      >
        Limpar filtros
      </Button>
      <PeriodFilter
        formLabel="Período de cadastro"
        label="Cadastrado entre"
        from={one(value, 'createdAtFrom')}
        to={one(value, 'createdAtTo')}
        onApply={(range) =>
          onChange((prev) => ({
            ...prev,
            createdAtFrom: range ? [range.from] : [],
            createdAtTo: range ? [range.to] : [],
          }))
        }
      />
    </div>
  );
}
