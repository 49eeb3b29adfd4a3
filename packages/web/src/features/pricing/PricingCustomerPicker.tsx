import { useQuery } from '@apollo/client/react';
import { SourcePicker, type Picked } from '../../ui/form';
import { PricingCustomerPickerDocument } from '../../__generated__/graphql';
import { customerSource } from '../buyers';

/** The user's active customers, each shown with its state. */
const usePricingCustomers = customerSource(
  function usePricingCustomerPage(q, skip) {
    const { data, loading } = useQuery(PricingCustomerPickerDocument, { variables: { q }, skip });
    return { page: data?.pricingCustomers, loading };
  },
  (c) => c.uf,
);

/** One of the user's active customers, found by part of its name or CNPJ. */
export function PricingCustomerPicker({
  value,
  onChange,
}: {
  value: Picked | null;
  onChange: (c: Picked | null) => void;
}) {
  return (
    <SourcePicker
      label="Cliente"
      value={value}
      onChange={onChange}
      useSource={usePricingCustomers}
      noun={{ one: 'cliente', many: 'Clientes' }}
      placeholder="Nome ou CNPJ do cliente"
      clearText="trocar"
      icon="office"
    />
  );
}
