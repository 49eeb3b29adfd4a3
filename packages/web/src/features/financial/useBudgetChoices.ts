import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@balcao/schema';
import { budgetDocs } from '../../__generated__/resources';

/**
 * The active budgets a record of `customerId` may spend from (those of any customer or his own), as
 * select options: code, description and balance.
 */
export function useBudgetChoices(customerId: string | null | undefined, skip: boolean) {
  const { data } = useQuery(budgetDocs.list, {
    variables: { input: { pageSize: 100, filters: [{ key: 'active', values: ['true'] }] } },
    skip,
  });
  return (data?.budgets.rows ?? [])
    .filter((b) => !b.customerId || b.customerId === customerId)
    .map((b) => ({
      value: b.id,
      label: `${b.code}: ${b.description} (saldo ${formatMoney(b.balance ?? '0')})`,
    }));
}
