import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { formatCnpj, formatCpf } from '@balcao/schema';
import { SearchPicker, type Picked } from '../../ui/form';
import { BuyerCustomerPickerDocument } from '../../__generated__/graphql';

export type PickedCustomer = Picked;

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
}: {
  value: PickedCustomer | null;
  onChange: (c: PickedCustomer | null) => void;
  error?: string;
  readOnly?: boolean;
  /** A form's field says so; a list filter does not. */
  required?: boolean;
}) {
  const [q, setQ] = useState('');
  const { data, loading } = useQuery(BuyerCustomerPickerDocument, {
    variables: { q },
    skip: !q || Boolean(value) || readOnly,
  });
  const page = data?.buyerCustomers;
  return (
    <SearchPicker
      label="Cliente"
      value={value}
      onChange={onChange}
      onSearch={setQ}
      choices={page?.rows.map((c) => ({
        id: c.id,
        name: c.corporateName,
        detail: [c.cnpj ? formatCnpj(c.cnpj) : c.cpf ? formatCpf(c.cpf) : '', c.city && `${c.city}/${c.uf}`]
          .filter(Boolean)
          .join(' · '),
      }))}
      loading={loading}
      more={page ? page.totalRegisters > page.rows.length : false}
      noun={{ one: 'cliente', many: 'Clientes' }}
      placeholder="Digite parte do nome, CNPJ ou CPF do cliente"
      error={error}
      readOnly={readOnly}
      required={required}
    />
  );
}
