import { useState } from 'react';
import { Button, Card } from '@blueprintjs/core';
import { PRICE_MSG, priceTableReportFileName } from '@balcao/schema';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/toaster';
import type { Picked } from '../../ui/form';
import { PricingCustomerPicker } from './PricingCustomerPicker';
import './pricing.css';

/**
 * /sales/pricetable/report: the items of the tables valid today for the user's customers (or one of
 * them) as 'Tabela de Preço m/yyyy.xlsx'. Nothing to report: 'Não foram localizados dados para
 * gerar arquivo Excel'; any other failure: 'Falha ao buscar dados de tabela de preço'.
 */
export function PriceTableReportPage() {
  const [customer, setCustomer] = useState<Picked | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const query = customer ? `?customerId=${encodeURIComponent(customer.id)}` : '';
    try {
      await downloadFile(`/files/price-tables/report${query}`, priceTableReportFileName());
    } catch (e) {
      notify.error(
        (e as Error).message === PRICE_MSG.reportEmpty ? PRICE_MSG.reportEmpty : PRICE_MSG.reportFailed,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="page sales-price-tables">
      <h1 className="page-title">Relatório de Tabela de Preço</h1>
      <Card className="form-card">
        <p>
          Os itens das tabelas de preço vigentes hoje para os seus clientes, com preço, preço mínimo e
          desconto máximo. Escolha um cliente para ver só as tabelas dele.
        </p>
        <PricingCustomerPicker value={customer} onChange={setCustomer} />
        <Button
          intent="primary"
          icon="download"
          text="Exportar Excel"
          loading={busy}
          onClick={() => void download()}
        />
      </Card>
    </div>
  );
}
