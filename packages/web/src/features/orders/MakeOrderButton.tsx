import { useState } from 'react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
} from '@blueprintjs/core';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { ORDER_MSG, ORDER_OPTIONS, ORDERS_PATH } from '@balcao/schema';
import { orders, type FieldDef } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { OrderNegotiationDocument, SaveOrdersDocument } from '../../__generated__/graphql';
import { fieldErrorsOf } from './fieldErrors';

type Terms = {
  establishmentCode: string;
  orderType: string;
  conditionPayment: string;
  typeFreight: string;
  customerOrderCode: string;
};
const TERMS: (keyof Terms)[] = [
  'establishmentCode',
  'orderType',
  'conditionPayment',
  'typeFreight',
  'customerOrderCode',
];
const OPTIONS: Partial<Record<keyof Terms, { value: string; label: string }[]>> = {
  orderType: ORDER_OPTIONS.orderTypes,
  typeFreight: ORDER_OPTIONS.freightTypes,
};

/**
 * An approved negotiation's 'GERAR PEDIDO': asks the order's terms and makes the order with every
 * item of the negotiation at its negotiated quantity and price (their bound), then opens its page
 * (its items, ENVIAR PARA APROVAÇÃO). 'Falha ao localizar a negociação' when it cannot be read.
 */
export function MakeOrderButton({ negotiationId }: { negotiationId: string }) {
  const can = useCan();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [terms, setTerms] = useState<Terms>({
    establishmentCode: '01',
    orderType: 'VENDA',
    conditionPayment: '',
    typeFreight: 'CIF',
    customerOrderCode: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [load, loaded] = useLazyQuery(OrderNegotiationDocument, {
    fetchPolicy: 'network-only',
    ...OWN_ERROR_TEXT,
  });
  const [save, saving] = useMutation(SaveOrdersDocument, OWN_ERROR_TEXT);
  if (!can(orders.module, 'INCLUIR')) return null;
  const found = loaded.data?.orderNegotiation;

  const start = () =>
    void load({ variables: { id: negotiationId } }).then(({ data, error }) => {
      if (error || !data) return notify.error(ORDER_MSG.negotiationFailed);
      setTerms((t) => ({
        ...t,
        conditionPayment: t.conditionPayment || (data.orderNegotiation.negotiation.conditionPayment ?? ''),
      }));
      setErrors({});
      setOpen(true);
    });
  const submit = () => {
    if (!found) return;
    setErrors({});
    void save({
      variables: {
        orders: [
          {
            order: { customerId: found.negotiation.customerId, negotiationId, ...terms },
            items: found.items.map((i) => ({
              productId: i.productId,
              quantity: i.negotiatedQuantity,
              price: i.negotiatedPriceWithoutIpi,
            })),
          },
        ],
      },
    }).then(
      ({ data }) => {
        const made = data?.saveOrders[0];
        if (!made) return;
        notify.success(`Pedido gerado: ${made.orderNumber}`);
        setOpen(false);
        void navigate(`${ORDERS_PATH}/view/${made.id}`);
      },
      (e: unknown) => {
        const byField = fieldErrorsOf(e);
        setErrors(
          Object.fromEntries(Object.entries(byField).map(([k, v]) => [k.replace(/^orders\.0\./, ''), v])),
        );
        notify.error(ORDER_MSG.saveFailed);
      },
    );
  };

  // What the dialog has no field for (an item past its bound, the negotiation) is listed under it.
  const itemErrors = Object.entries(errors).filter(([k]) => !(TERMS as string[]).includes(k));
  return (
    <>
      <Button
        icon="shopping-cart"
        intent="primary"
        text="GERAR PEDIDO"
        loading={loaded.loading}
        onClick={start}
      />
      <Dialog
        isOpen={open}
        onClose={() => setOpen(false)}
        title={`Gerar pedido da ${found?.negotiation.negotiationNumber ?? 'negociação'}`}
      >
        <DialogBody>
          <p>
            {found?.negotiation.corporateName}: {found?.items.length ?? 0} itens, nas quantidades e preços
            negociados.
          </p>
          {TERMS.map((key) => {
            const f: FieldDef = orders.fields[key];
            const options = OPTIONS[key];
            const id = `make-order-${key}`;
            return (
              <FormGroup
                key={key}
                label={f.label}
                labelFor={id}
                labelInfo={f.required ? '(obrigatório)' : undefined}
                helperText={errors[key]}
                intent={errors[key] ? 'danger' : 'none'}
              >
                {options ? (
                  <HTMLSelect
                    id={id}
                    fill
                    value={terms[key]}
                    options={options}
                    onChange={(e) => setTerms((t) => ({ ...t, [key]: e.currentTarget.value }))}
                  />
                ) : (
                  <InputGroup
                    id={id}
                    value={terms[key]}
                    maxLength={f.max}
                    intent={errors[key] ? 'danger' : 'none'}
                    onValueChange={(v) => setTerms((t) => ({ ...t, [key]: v }))}
                  />
                )}
              </FormGroup>
            );
          })}
          {itemErrors.length > 0 && (
            <Callout intent="danger" role="alert">
              {itemErrors.map(([k, v]) => (
                <p key={k}>{v}</p>
              ))}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="CANCELAR" onClick={() => setOpen(false)} />
              <Button intent="primary" text="SALVAR" loading={saving.loading} onClick={submit} />
            </>
          }
        />
      </Dialog>
    </>
  );
}
