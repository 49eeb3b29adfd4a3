import { useLazyQuery } from '@apollo/client/react';
import { Button, Callout, Card } from '@blueprintjs/core';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { FINANCIAL_MSG, formatMoney, formatPercent } from '@balcao/schema';
import { priceSimulationLine } from '@balcao/schema/fields';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { FormSummary, TextField, useAppForm } from '../../ui/form';
import { RowsTable } from '../../ui/table';
import { ProductPicker } from '../pricing';
import { PriceSimulationDocument } from '../../__generated__/graphql';
import './financial.css';

const schema = z.object({ lines: z.array(priceSimulationLine).min(1, FINANCIAL_MSG.simulationEmpty) });
const EMPTY = { productId: '', quantity: '1', price: '', percVpc: '', percFan: '' };

/**
 * The price simulation (spec/02 §7, single or bulk), on a budget's page and on its own screen:
 * prices typed line by line, with the VPC and FAN percentages each carries; SIMULAR shows each
 * line's figures, computed by the services; with a customer, his table's price and the discount off
 * it, a price below his floor marked; with a budget, whether its balance covers their effect.
 * Nothing is saved.
 */
export function PriceSimulation({
  budgetId = null,
  customerId = null,
}: {
  budgetId?: string | null;
  customerId?: string | null;
}) {
  const { control, submit, serverErrors, summary } = useAppForm(schema, { lines: [EMPTY] });
  const lines = useFieldArray({ control, name: 'lines' });
  const [simulate, { data, loading }] = useLazyQuery(PriceSimulationDocument, {
    fetchPolicy: 'network-only',
  });
  const onSimulate = submit(async (values) => {
    const input = {
      budgetId,
      customerId,
      lines: values.lines.map((l) => ({ ...l, productId: String(l.productId) })),
    };
    await simulate({ variables: { input }, ...OWN_ERROR_TEXT }).then(
      () => undefined,
      (error: unknown) => {
        if (!serverErrors(error)) notify.error(FINANCIAL_MSG.simulationFailed);
      },
    );
  });
  const result = data?.simulatePrices;
  const budget = result?.budget;
  return (
    <Card className="form-card price-simulation" aria-label="Simulação de preços">
      <h2>Simulação de preços</h2>
      <p className="muted">Simule preços antes de salvá-los: nada é gravado.</p>
      <form onSubmit={(e) => void onSimulate(e)} noValidate>
        {lines.fields.map((f, i) => (
          <fieldset key={f.id} className="simulation-line" aria-label={`Linha ${i + 1}`}>
            <ProductPicker
              control={control as never}
              name={`lines.${i}.productId`}
              initial={null}
              readOnly={false}
            />
            <TextField
              control={control}
              name={`lines.${i}.quantity`}
              label="Quantidade"
              required
              maxLength={9}
            />
            <TextField control={control} name={`lines.${i}.price`} label="Preço" mask="money" required />
            <TextField control={control} name={`lines.${i}.percVpc`} label="VPC (%)" mask="percent" />
            <TextField control={control} name={`lines.${i}.percFan`} label="FAN (%)" mask="percent" />
            <Button
              minimal
              icon="trash"
              aria-label={`Remover linha ${i + 1}`}
              disabled={lines.fields.length === 1}
              onClick={() => lines.remove(i)}
            />
          </fieldset>
        ))}
        <FormSummary text={summary} />
        <div className="form-actions">
          <Button icon="add" text="Adicionar linha" onClick={() => lines.append(EMPTY)} />
          <Button type="submit" intent="primary" icon="play" text="SIMULAR" loading={loading} />
        </div>
      </form>
      {result && (
        <>
          <RowsTable
            aria-label="Preços simulados"
            rows={result.lines}
            rowKey={(_, i) => i}
            columns={[
              { title: 'Produto', cell: (l) => `${l.productCode} — ${l.productName}` },
              { title: 'Quantidade', cellClassName: 'num', cell: (l) => l.quantity },
              { title: 'Preço', cellClassName: 'num', cell: (l) => formatMoney(l.price) },
              { title: 'Preço com IPI', cellClassName: 'num', cell: (l) => formatMoney(l.priceWithIpi) },
              { title: 'Valor total', cellClassName: 'num', cell: (l) => formatMoney(l.totalValue) },
              { title: 'Valor VPC', cellClassName: 'num', cell: (l) => formatMoney(l.vpcValue) },
              { title: 'Valor FAN', cellClassName: 'num', cell: (l) => formatMoney(l.fanValue) },
              { title: 'Efeito na verba', cellClassName: 'num', cell: (l) => formatMoney(l.fundsValue) },
              !!customerId && {
                title: 'Preço de tabela',
                cellClassName: 'num',
                cell: (l) => (l.tablePrice ? formatMoney(l.tablePrice) : 'Sem tabela'),
              },
              !!customerId && {
                title: 'Desconto',
                cellClassName: (l) => (l.belowFloor ? 'num below-floor' : 'num'),
                cell: (l) => (
                  <>
                    {l.discountPercent ? formatPercent(l.discountPercent) : '—'}
                    {l.belowFloor && ' (abaixo do preço mínimo)'}
                  </>
                ),
              },
            ]}
            foot={
              <tr>
                <th colSpan={4}>Total</th>
                <th className="num">{formatMoney(result.totalValue)}</th>
                <th colSpan={2} />
                <th className="num">{formatMoney(result.fundsValue)}</th>
                {customerId && <th colSpan={2} />}
              </tr>
            }
          />
          {budget && (
            <Callout
              intent={budget.enough ? 'success' : 'danger'}
              title={budget.enough ? 'A verba cobre a simulação' : 'A verba não cobre a simulação'}
              role="status"
            >
              {budget.message}. Saldo após a simulação: {formatMoney(budget.balanceAfter)}.
            </Callout>
          )}
        </>
      )}
    </Card>
  );
}
