import { useState } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { FormGroup } from '@blueprintjs/core';
import { useController } from 'react-hook-form';
import { debitNotes } from '@balcao/schema/resources';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { LookupField } from '../../ui/form';
import type { FieldSlotProps } from '../resources';
import { DebitNoteOrderDocument } from '../../__generated__/graphql';

/** A record of one order, as its page names the order. */
type OfOrder = { orderNumber?: string | null; corporateName?: string | null };

/**
 * The order an ND (or a receivable) is issued against: its number typed (PED-000123 or 123) and
 * looked up; fixed once the record exists. The order's customer is the record's.
 */
export function DebitNoteOrderField<Rec extends OfOrder>({
  control,
  name,
  readOnly,
  record,
}: FieldSlotProps<Rec>) {
  const { field, fieldState } = useController({ control, name });
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState(
    record ? `${record.orderNumber ?? ''} — ${record.corporateName ?? ''}` : '',
  );
  const [lookup, { loading, error }] = useLazyQuery(DebitNoteOrderDocument, {
    fetchPolicy: 'network-only',
    ...OWN_ERROR_TEXT,
  });
  const label = debitNotes.fields.orderId.label;
  const find = () =>
    void lookup({ variables: { number: typed.trim() }, ...OWN_ERROR_TEXT }).then(
      ({ data }) => {
        const o = data?.orderByNumber;
        if (!o) return;
        field.onChange(o.id);
        setFound(`${o.orderNumber} — ${o.corporateName}`);
      },
      () => undefined,
    );
  const message = fieldState.error?.message ?? error?.message;
  if (readOnly || record)
    return (
      <FormGroup label={label}>
        <p>{found || '—'}</p>
      </FormGroup>
    );
  return (
    <LookupField
      id="debit-note-order"
      label={`${label} (obrigatório)`}
      value={typed}
      onChange={setTyped}
      onLookup={find}
      placeholder="PED-000123"
      button={{ text: 'BUSCAR', icon: 'search' }}
      loading={loading}
      error={message}
      hint={found ? `Pedido: ${found}` : 'Informe o número do pedido e clique em BUSCAR.'}
    />
  );
}
