import { useState } from 'react';
import { PeriodFilter } from '../../ui/form';
import type { PickedCustomer } from '../buyers';
import { FinancialCustomerPicker } from './FinancialCustomerField';

/** What every financial summary is filtered by: a customer and a period (YYYY-MM-DD ends). */
export type SummaryFilter = { customer: PickedCustomer | null; from: string; to: string };

export function useSummaryFilter() {
  return useState<SummaryFilter>({ customer: null, from: '', to: '' });
}

/** The variables and the export's query string of a summary's filter, and its own extra ones. */
export function summaryQuery(f: SummaryFilter, extra: Record<string, string> = {}) {
  const variables = {
    ...extra,
    ...(f.customer ? { customerId: f.customer.id } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
  const query = new URLSearchParams(Object.entries(variables).filter(([, v]) => v)).toString();
  return { variables, query };
}

/** The customer picker and the period, each applied as it is chosen. */
export function SummaryFilters({
  value,
  onChange,
  period,
}: {
  value: SummaryFilter;
  onChange: (f: SummaryFilter) => void;
  period: string;
}) {
  return (
    <>
      <FinancialCustomerPicker
        value={value.customer}
        onChange={(customer) => onChange({ ...value, customer })}
      />
      <PeriodFilter
        formLabel={period}
        label={period}
        from={value.from}
        to={value.to}
        onApply={(range) => onChange({ ...value, from: range?.from ?? '', to: range?.to ?? '' })}
      />
    </>
  );
}
