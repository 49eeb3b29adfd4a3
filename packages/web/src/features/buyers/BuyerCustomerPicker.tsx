import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useController } from 'react-hook-form';
import { formatCnpj, formatCpf } from '@balcao/schema';
import { SourcePicker, type Picked, type PickerSource } from '../../ui/form';
import { BuyerCustomerPickerDocument } from '../../__generated__/graphql';
import type { FieldSlotProps } from '../resources';

export type PickedCustomer = Picked;

/** A page of customers a picker offers, as each source answers it. */
type CustomerPage = {
  rows: readonly {
    id: string;
    corporateName: string;
    cnpj?: string | null;
    cpf?: string | null;
    city?: string | null;
    uf?: string | null;
  }[];
  totalRegisters: number;
};
/** Where a picker's customers come from: the text typed, and whether not to ask now. */
export type CustomerChoices<Page extends CustomerPage = CustomerPage> = (
  q: string,
  skip: boolean,
) => { page?: Page; loading: boolean };

/**
 * A customer picker's source: the customers `useChoices` finds, each with its name, then its CNPJ
 * or CPF and `place` (where it is, as much as the source tells); `more` when it found more.
 */
export function customerSource<Page extends CustomerPage>(
  useChoices: CustomerChoices<Page>,
  place: (c: Page['rows'][number]) => string | null | undefined,
): PickerSource {
  return function useCustomerChoices(q, skip) {
    const { page, loading } = useChoices(q, skip);
    return {
      choices: page?.rows.map((c) => ({
        id: c.id,
        name: c.corporateName,
        detail: [c.cnpj ? formatCnpj(c.cnpj) : c.cpf ? formatCpf(c.cpf) : '', place(c)]
          .filter(Boolean)
          .join(' · '),
      })),
      more: page ? page.totalRegisters > page.rows.length : false,
      loading,
    };
  };
}

/** The customers a buyer may be registered for (COMPRADORES). */
const useBuyerCustomers: CustomerChoices = (q, skip) => {
  const { data, loading } = useQuery(BuyerCustomerPickerDocument, { variables: { q }, skip });
  return { page: data?.buyerCustomers, loading };
};

/**
 * The customer a buyer buys for: type part of a name, short name, CNPJ or CPF, pick one of the
 * (up to 20) customers the user may see.
 */
export function BuyerCustomerPicker({
  value,
  onChange,
  error,
  readOnly,
  required,
  useChoices = useBuyerCustomers,
}: {
  /** Where its customers come from (default: those a buyer may be registered for). */
  useChoices?: CustomerChoices;
  value: PickedCustomer | null;
  onChange: (c: PickedCustomer | null) => void;
  error?: string;
  readOnly?: boolean;
  /** A form's field says so; a list filter does not. */
  required?: boolean;
}) {
  return (
    <SourcePicker
      label="Cliente"
      value={value}
      onChange={onChange}
      useSource={customerSource(useChoices, (c) => c.city && `${c.city}/${c.uf}`)}
      noun={{ one: 'cliente', many: 'Clientes' }}
      placeholder="Digite parte do nome, CNPJ ou CPF do cliente"
      error={error}
      readOnly={readOnly}
      required={required}
    />
  );
}

/**
 * A form's customer reference (a `ref` field's widget): the picker bound to the field, named at
 * first by the record's `shows` field (a buyer's customerName, a negotiation's corporateName).
 */
export function CustomerRefField<Rec>({
  control,
  name,
  readOnly,
  record,
  shows,
  useChoices,
  required = true,
}: FieldSlotProps<Rec> & { shows: string; useChoices?: CustomerChoices; required?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  const [picked, setPicked] = useState(String((record as Record<string, unknown> | null)?.[shows] ?? ''));
  return (
    <BuyerCustomerPicker
      required={required}
      useChoices={useChoices}
      readOnly={readOnly}
      error={fieldState.error?.message}
      value={field.value ? { id: String(field.value), name: picked } : null}
      onChange={(c) => {
        field.onChange(c?.id ?? '');
        setPicked(c?.name ?? '');
      }}
    />
  );
}
