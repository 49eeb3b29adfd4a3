import { useQuery } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '@balcao/schema';
import { negotiations } from '@balcao/schema/resources';
import { NegotiationBudgetFieldDocument } from '../../__generated__/graphql';
import { RefSelect, type FieldSlotProps } from '../resources';
import type { Negotiation } from './types';

/**
 * The budget an approved deal spends its value from: the active ones for any customer or for the
 * deal's, each with its balance.
 */
export function NegotiationBudgetField(p: FieldSlotProps<Negotiation>) {
  const customerId = useWatch({ control: p.control, name: 'customerId' }) as string | undefined;
  const { data } = useQuery(NegotiationBudgetFieldDocument, {
    variables: { customerId: customerId || null },
    skip: p.readOnly,
  });
  const options = (data?.negotiationBudgets ?? []).map((b) => ({
    value: b.id,
    label: `${b.code}: ${b.description} (saldo ${formatMoney(b.balance)})`,
  }));
  return <RefSelect def={negotiations} options={[{ value: '', label: 'Nenhuma' }, ...options]} {...p} />;
}
