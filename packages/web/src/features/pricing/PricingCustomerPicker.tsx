import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { SearchPicker, type Picked } from '../../ui/form';
import { PricingCustomerPickerDocument } from '../../__generated__/graphql';
import { customerChoices } from '../buyers';

/** One of the user's active customers, found by part of its name or CNPJ. */
export function PricingCustomerPicker({
  value,
  onChange,
}: {
  value: Picked | null;
  onChange: (c: Picked | null) => void;
}) {
  const [q, setQ] = useState('');
  const { data, loading } = useQuery(PricingCustomerPickerDocument, {
    variables: { q },
    skip: !q || Boolean(value),
  });
  const page = data?.pricingCustomers;
  return (
    <SearchPicker
      label="Cliente"
      value={value}
      onChange={onChange}
      onSearch={setQ}
      {...customerChoices(page, (c) => c.uf)}
      loading={loading}
      noun={{ one: 'cliente', many: 'Clientes' }}
      placeholder="Nome ou CNPJ do cliente"
      clearText="trocar"
      icon="office"
    />
  );
}
