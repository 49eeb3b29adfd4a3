import './neogrid.css';
import { useState } from 'react';
import { Button, Callout, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { businessDay, NEOGRID_MSG } from '@balcao/schema';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/toaster';
import { BuyerCustomerPicker, type PickedCustomer } from '../buyers';

/** The first day of the business's current month. */
const monthStart = () => `${businessDay().slice(0, 8)}01`;

/**
 * /sales/neogrid: the purchase orders one of the user's customers sent through Neogrid's EDI in a
 * period, downloaded as XLSX ('Erro ao consultar neogrid' when Neogrid does not answer).
 */
export function NeogridPage() {
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(businessDay);
  const [busy, setBusy] = useState(false);
  const validPeriod = Boolean(from && to && from <= to);
  const download = async () => {
    if (!customer) return;
    setBusy(true);
    const query = new URLSearchParams({ customerId: customer.id, from, to });
    try {
      await downloadFile(`/files/neogrid/download?${query.toString()}`, `${NEOGRID_MSG.title}.xlsx`);
    } catch {
      notify.error(NEOGRID_MSG.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="page">
      <h1 className="page-title">Neogrid</h1>
      <Card className="form-card neogrid-card">
        <h2>Pedidos recebidos pela Neogrid</h2>
        <p className="muted">
          Os pedidos de compra que o cliente enviou pela Neogrid (EDI) no período, com cada produto,
          quantidade e valores, em uma planilha XLSX.
        </p>
        <BuyerCustomerPicker value={customer} onChange={setCustomer} required />
        <div className="neogrid-period">
          <FormGroup label="De" labelFor="neogrid-from" inline>
            <InputGroup
              id="neogrid-from"
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </FormGroup>
          <FormGroup label="Até" labelFor="neogrid-to" inline>
            <InputGroup id="neogrid-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </FormGroup>
        </div>
        {!validPeriod && (
          <Callout intent="warning" role="alert">
            {NEOGRID_MSG.period}
          </Callout>
        )}
        <div className="form-actions">
          <Button
            icon="download"
            intent="primary"
            text="BAIXAR PEDIDOS"
            loading={busy}
            disabled={!customer || !validPeriod}
            onClick={() => void download()}
          />
        </div>
      </Card>
    </div>
  );
}
