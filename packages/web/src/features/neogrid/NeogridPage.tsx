import './neogrid.css';
import { useState } from 'react';
import { Button, Card } from '@blueprintjs/core';
import { z } from 'zod';
import { businessDay, formatDateBr, NEOGRID_MAX_DAYS, NEOGRID_MSG } from '@balcao/schema';
import { dateRange } from '@balcao/schema/fields';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/toaster';
import { DateRangeField, FormSummary, useAppForm } from '../../ui/form';
import { BuyerCustomerPicker, type PickedCustomer } from '../buyers';

/** A period Neogrid answers for: both days, the end on or after the start, at most a year long. */
const schema = z.object({
  period: dateRange.refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 < NEOGRID_MAX_DAYS, {
    message: NEOGRID_MSG.period,
    path: ['to'],
  }),
});

/**
 * /sales/neogrid: the purchase orders one of the user's customers sent through Neogrid's EDI in a
 * period (this month so far, by default), downloaded as XLSX ('Erro ao consultar neogrid' when
 * Neogrid does not answer).
 */
export function NeogridPage() {
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const today = businessDay();
  const form = useAppForm(schema, {
    period: { from: formatDateBr(`${today.slice(0, 8)}01`), to: formatDateBr(today) },
  });
  const download = form.submit(async ({ period }) => {
    if (!customer) return;
    const query = new URLSearchParams({ customerId: customer.id, from: period.from, to: period.to });
    try {
      await downloadFile(`/files/neogrid/download?${query.toString()}`, `${NEOGRID_MSG.title}.xlsx`);
    } catch {
      notify.error(NEOGRID_MSG.failed);
    }
  });
  return (
    <div className="page">
      <h1 className="page-title">Neogrid</h1>
      <Card className="form-card neogrid-card">
        <h2>Pedidos recebidos pela Neogrid</h2>
        <p className="muted">
          Os pedidos de compra que o cliente enviou pela Neogrid (EDI) no período, com cada produto,
          quantidade e valores, em uma planilha XLSX.
        </p>
        <form noValidate aria-label="Pedidos recebidos pela Neogrid" onSubmit={download}>
          <BuyerCustomerPicker value={customer} onChange={setCustomer} required />
          <DateRangeField control={form.control} name="period" label="Período" required />
          <FormSummary text={form.summary} />
          <div className="form-actions">
            <Button
              type="submit"
              icon="download"
              intent="primary"
              text="BAIXAR PEDIDOS"
              loading={form.formState.isSubmitting}
              disabled={!customer}
            />
          </div>
        </form>
      </Card>
    </div>
  );
}
