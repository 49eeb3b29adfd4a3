import { useQuery } from '@apollo/client/react';
import { CustomerRefField, type CustomerChoices } from '../buyers';
import type { FieldSlotProps } from '../resources';
import { FanCustomerChoicesDocument } from '../../__generated__/graphql';
import type { Fan } from './types';

/** The customers a FAN may be made for: every one for finance, else those the user sees. */
const useFanCustomers: CustomerChoices = (q, skip) => {
  const { data, loading } = useQuery(FanCustomerChoicesDocument, { variables: { q }, skip });
  return { page: data?.fanCustomers, loading };
};

/** A FAN's customer: the customer picker on its field, by name, CNPJ or CPF. */
export function FanCustomerField(p: FieldSlotProps<Fan>) {
  return <CustomerRefField {...p} shows="corporateName" useChoices={useFanCustomers} />;
}
