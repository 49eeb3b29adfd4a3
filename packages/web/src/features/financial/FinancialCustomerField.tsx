import { useQuery } from '@apollo/client/react';
import { BuyerCustomerPicker, CustomerRefField, type CustomerChoices, type PickedCustomer } from '../buyers';
import type { FieldSlotProps, FilterSlotProps } from '../resources';
import { FinancialCustomerChoicesDocument } from '../../__generated__/graphql';

/** The customers finance works with: every one for finance, else those the user sees (VPC). */
const useFinancialCustomers: CustomerChoices = (q, skip) => {
  const { data, loading } = useQuery(FinancialCustomerChoicesDocument, { variables: { q }, skip });
  return { page: data?.vpcCustomers, loading };
};

/** A financial record's customer (a budget's, a VPC request's): the customer picker on its field. */
export function FinancialCustomerField<Rec>(p: FieldSlotProps<Rec> & { shows: string; required?: boolean }) {
  return <CustomerRefField {...p} useChoices={useFinancialCustomers} />;
}

/** A list's customer filter (the NDs of one customer): picked by name, CNPJ or CPF. */
export function FinancialCustomerFilter<Row>({ value, onChange, rows }: FilterSlotProps<Row>) {
  const shown = (
    rows as unknown as readonly { customerId?: string | null; corporateName?: string | null }[]
  ).find((r) => r.customerId === value);
  return (
    <BuyerCustomerPicker
      useChoices={useFinancialCustomers}
      value={value ? { id: value, name: shown?.corporateName ?? `Cliente ${value}` } : null}
      onChange={(c) => onChange(c?.id ?? '')}
    />
  );
}

/** A summary's customer filter: picked by name, CNPJ or CPF; cleared to see every customer. */
export function FinancialCustomerPicker(p: {
  value: PickedCustomer | null;
  onChange: (c: PickedCustomer | null) => void;
}) {
  return <BuyerCustomerPicker useChoices={useFinancialCustomers} {...p} />;
}
