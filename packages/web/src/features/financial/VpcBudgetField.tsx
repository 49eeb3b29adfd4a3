import { useQuery } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '@balcao/schema';
import { vpcRequests } from '@balcao/schema/resources';
import { budgetDocs } from '../../__generated__/resources';
import { RefSelect, type FieldSlotProps } from '../resources';
import type { VpcRequest } from './types';

/** The budget an approved request spends from: the active ones for any customer or for its own. */
export function VpcBudgetField(p: FieldSlotProps<VpcRequest>) {
  const customerId = useWatch({ control: p.control, name: 'customerId' }) as string | undefined;
  const { data } = useQuery(budgetDocs.list, {
    variables: { input: { pageSize: 100, filters: [{ key: 'active', values: ['true'] }] } },
    skip: p.readOnly,
  });
  const options = (data?.budgets.rows ?? [])
    .filter((b) => !b.customerId || b.customerId === customerId)
    .map((b) => ({
      value: b.id,
      label: `${b.code}: ${b.description} (saldo ${formatMoney(b.balance ?? '0')})`,
    }));
  return <RefSelect def={vpcRequests} options={[{ value: '', label: 'Nenhuma' }, ...options]} {...p} />;
}
