import { useState } from 'react';
import { Button, Callout, FormGroup, HTMLTable, NumericInput } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { ORDER_MSG } from '@balcao/schema';
import { orders } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { OrderProductsDocument, UpdateOrderInvoiceQuantityDocument } from '../../__generated__/graphql';
import { fieldErrorsOf } from './fieldErrors';
import type { Order } from './types';

/**
 * Invoicing of an order's items the ERP has (spec/02 §7 'update invoice quantity'): each item's
 * invoiced quantity so far, partially and then in full, never above what was ordered; the refused
 * rows show their reason beside them.
 */
export function OrderInvoice({ order }: { order: Order }) {
  const can = useCan();
  const { data, refetch } = useQuery(OrderProductsDocument, {
    variables: { id: order.id },
    fetchPolicy: 'network-only',
  });
  const [save, saving] = useMutation(UpdateOrderInvoiceQuantityDocument, OWN_ERROR_TEXT);
  const [values, setValues] = useState<Record<string, number>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invoiceable = (data?.orderProducts ?? []).filter((i) => i.status === 'APPROVED' && i.sentToErp);
  if (!invoiceable.length) return null;
  const editable = can(orders.module, 'EDITAR') && order.status !== 'INVOICED';
  const valueOf = (id: string, current: number | null | undefined) => values[id] ?? current ?? 0;
  return (
    <section className="form-card order-invoice" aria-label="Faturamento">
      <h2>Faturamento</h2>
      {Object.keys(errors).length > 0 && (
        <Callout intent="danger" role="alert">
          {ORDER_MSG.invoiceFailed}
        </Callout>
      )}
      <HTMLTable compact className="order-invoice-table">
        <thead>
          <tr>
            <th>Produto</th>
            <th className="num">Quantidade</th>
            <th className="num">Quantidade faturada</th>
          </tr>
        </thead>
        <tbody>
          {invoiceable.map((item, n) => {
            const error = errors[`items.${n}.invoicedQuantity`];
            return (
              <tr key={item.id}>
                <td>
                  {item.productCode} — {item.productName}
                </td>
                <td className="num">{item.quantity}</td>
                <td className="num">
                  <FormGroup
                    helperText={error}
                    intent={error ? 'danger' : 'none'}
                    className="order-invoice-field"
                  >
                    <NumericInput
                      aria-label={`Quantidade faturada de ${item.productCode}`}
                      min={0}
                      max={item.quantity}
                      clampValueOnBlur={false}
                      disabled={!editable}
                      intent={error ? 'danger' : 'none'}
                      value={valueOf(item.id, item.invoicedQuantity)}
                      onValueChange={(v) =>
                        setValues((prev) => ({ ...prev, [item.id]: Number.isFinite(v) ? v : 0 }))
                      }
                    />
                  </FormGroup>
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {editable && (
        <Button
          intent="primary"
          icon="tick"
          text="ATUALIZAR FATURAMENTO"
          loading={saving.loading}
          onClick={() => {
            setErrors({});
            void save({
              variables: {
                id: order.id,
                items: invoiceable.map((i) => ({
                  id: i.id,
                  invoicedQuantity: valueOf(i.id, i.invoicedQuantity),
                })),
              },
            }).then(
              () => {
                notify.success(ORDER_MSG.invoiced);
                setValues({});
                void refetch();
              },
              (e: unknown) => {
                setErrors({ form: ORDER_MSG.invoiceFailed, ...fieldErrorsOf(e) });
                notify.error(ORDER_MSG.invoiceFailed);
              },
            );
          }}
        />
      )}
    </section>
  );
}
