import { useWatch } from 'react-hook-form';
import { vpcRequests } from '@balcao/schema/resources';
import { RefSelect, type FieldSlotProps } from '../resources';
import type { VpcRequest } from './types';
import { useBudgetChoices } from './useBudgetChoices';

/** The budget an approved request spends from: the active ones for any customer or for its own. */
export function VpcBudgetField(p: FieldSlotProps<VpcRequest>) {
  const customerId = useWatch({ control: p.control, name: 'customerId' }) as string | undefined;
  const options = useBudgetChoices(customerId, p.readOnly);
  return <RefSelect def={vpcRequests} options={[{ value: '', label: 'Nenhuma' }, ...options]} {...p} />;
}
