import { budgetMovements, budgetSchedules } from '@balcao/schema/resources';
import { budgetMovementDocs, budgetScheduleDocs } from '../../__generated__/resources';
import { ResourceChildList, ResourceField, type FieldSlotProps } from '../resources';
import { FinancialCustomerField } from './FinancialCustomerField';
import type { Budget } from './types';

type Movement = { id: string } | null;
/** A movement's kind and value are fixed once made: only its description is corrected. */
const fixed = (p: FieldSlotProps<Movement>) => (
  <ResourceField
    field={budgetMovements.fields[p.name as 'kind']}
    name={p.name}
    control={p.control}
    readOnly={p.readOnly || p.record !== null}
  />
);

/**
 * What belongs to a budget, under its form: its schedule (programações de apuração) and its
 * movements (credits, spends, refunds), each saved as it is added; a movement's kind and value
 * are fixed once made.
 */
export function BudgetParts({
  budget,
  readOnly,
  onMoved,
}: {
  budget: Budget;
  readOnly: boolean;
  onMoved: () => void;
}) {
  return (
    <>
      <ResourceChildList
        def={budgetSchedules}
        docs={budgetScheduleDocs}
        parent={{ field: 'budgetId', id: budget.id }}
        columns={['assessmentDate', 'description', 'periodStart', 'periodEnd', 'expectedValue']}
        title="Programações de Apuração"
        noun={{ one: 'programação', gender: 'f' }}
        readOnly={readOnly}
      />
      <ResourceChildList
        def={budgetMovements}
        docs={budgetMovementDocs}
        parent={{ field: 'budgetId', id: budget.id }}
        columns={[
          'movedAt',
          'movementNumber',
          'kind',
          'value',
          'balanceAfter',
          'corporateName',
          'origin',
          'description',
        ]}
        title="Movimentos"
        noun={{ one: 'movimento', gender: 'm' }}
        readOnly={readOnly || !budget.active}
        fields={{
          kind: fixed,
          value: fixed,
          customerId: (p) => (
            <FinancialCustomerField
              {...p}
              readOnly={p.readOnly || p.record !== null}
              shows="corporateName"
              required={false}
            />
          ),
        }}
        onChanged={onMoved}
      />
    </>
  );
}
