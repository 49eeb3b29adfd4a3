import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { CUSTOMER_STATUS_LABEL, MSG, REGION_UFS, REGIONS, RISK_CLASSES, UFS } from '@balcao/schema';
import { UserPicker } from '../../lib/UserPicker';

export type ReportFilterValues = Record<string, string[]>;
const one = (f: ReportFilterValues, key: string) => f[key]?.[0] ?? '';

/**
 * The report's filters (status, region, state, representative, risk class, registration date
 * range); each change applies at once. `representatives`: shown to who sees every customer.
 */
export function ReportFilters({
  value,
  onChange,
  representatives,
  representativeName,
}: {
  value: ReportFilterValues;
  onChange: (next: ReportFilterValues) => void;
  representatives: boolean;
  representativeName: string;
}) {
  const set = (key: string, v: string, extra: ReportFilterValues = {}) =>
    onChange({ ...value, [key]: v ? [v] : [], ...extra });
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
  const from = one(value, 'createdAtFrom');
  const to = one(value, 'createdAtTo');
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
      <FormGroup label="Cadastrado de" labelFor="report-filter-from">
        <InputGroup
          id="report-filter-from"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => set('createdAtFrom', e.target.value)}
        />
      </FormGroup>
      <FormGroup
        label="até"
        labelFor="report-filter-to"
        intent={from && to && to < from ? 'danger' : 'none'}
        helperText={from && to && to < from ? MSG.endBeforeStart : undefined}
      >
        <InputGroup
          id="report-filter-to"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => set('createdAtTo', e.target.value)}
        />
      </FormGroup>
      <Button className="report-filters-clear" variant="minimal" icon="eraser" onClick={() => onChange({})}>
        Limpar filtros
      </Button>
    </div>
  );
}
