import { Button } from '@blueprintjs/core';
import { z } from 'zod';
import { formatDateBr } from '@balcao/schema';
import { dateRange } from '@balcao/schema/fields';
import { DateRangeField, useAppForm } from '../../ui/form';
import './users.css';

const schema = z.object({ period: dateRange });

type Props = {
  from?: string;
  to?: string;
  onApply: (range: { from: string; to: string } | null) => void;
};

/** 'Atualizado entre': both days required, the end on or after the start; applied to the list filters. */
export function UsersPeriodFilter({ from, to, onApply }: Props) {
  const form = useAppForm(schema, { period: { from: formatDateBr(from), to: formatDateBr(to) } });
  return (
    <form
      className="users-period-filter"
      aria-label="Período de atualização"
      noValidate
      onSubmit={form.submit((v) => onApply(v.period))}
    >
      <DateRangeField control={form.control} name="period" label="Atualizado entre" required />
      <div className="users-period-actions">
        <Button type="submit" text="Aplicar período" icon="filter" />
        {(from || to) && (
          <Button
            variant="minimal"
            text="Limpar período"
            onClick={() => {
              form.reset({ period: { from: '', to: '' } });
              onApply(null);
            }}
          />
        )}
      </div>
    </form>
  );
}
