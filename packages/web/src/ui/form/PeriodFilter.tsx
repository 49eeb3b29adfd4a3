import { useEffect } from 'react';
import { Button } from '@blueprintjs/core';
import { z } from 'zod';
import { formatDateBr } from '@balcao/schema';
import { dateRange } from '@balcao/schema/fields';
import { DateRangeField } from './DateRangeField';
import { useAppForm } from './useAppForm';

const schema = z.object({ period: dateRange });
const shown = (from: string, to: string) => ({ period: { from: formatDateBr(from), to: formatDateBr(to) } });

type Props = {
  /** The form's accessible name ('Período de cadastro'). */
  formLabel: string;
  /** The legend over the two days ('Cadastrado entre'). */
  label: string;
  /** Marks both days '(obrigatório)'. */
  required?: boolean;
  /** The applied ends, 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
  /** The period to apply ('YYYY-MM-DD' ends), or null when it is cleared. */
  onApply: (range: { from: string; to: string } | null) => void;
};

/**
 * A list's period filter: two DD/MM/AAAA days, applied together with 'Aplicar período' once both are
 * valid and the end is on or after the start; what the user typed stays in the fields until then,
 * with the error under it. 'Limpar período' shows while a period is applied.
 */
export function PeriodFilter({ formLabel, label, required, from, to, onApply }: Props) {
  const form = useAppForm(schema, shown(from, to));
  const { reset } = form;
  // The address holds the applied period: clearing it or the filters (or going back) shows here too.
  useEffect(() => reset(shown(from, to)), [from, to, reset]);
  return (
    <form
      className="period-filter"
      aria-label={formLabel}
      noValidate
      onSubmit={form.submit((v) => onApply(v.period))}
    >
      <DateRangeField control={form.control} name="period" label={label} required={required} />
      <div className="period-filter-actions">
        <Button type="submit" text="Aplicar período" icon="filter" />
        {(from || to) && (
          <Button variant="minimal" text="Limpar período" icon="cross" onClick={() => onApply(null)} />
        )}
      </div>
    </form>
  );
}
