import { useApolloClient } from '@apollo/client/react';
import { budgets } from '@balcao/schema/resources';
import { budgetDocs } from '../../__generated__/resources';
import { ResourceField, ResourcePage, type ResourceUi } from '../resources';
import { useCan } from '../../lib/access';
import { BudgetParts } from './BudgetParts';
import { BudgetPrices } from './BudgetPrices';
import { PriceSimulation } from './PriceSimulation';
import { FinancialCustomerField } from './FinancialCustomerField';
import type { Budget, BudgetRow } from './types';

function Below({ budget, readOnly }: { budget: Budget; readOnly: boolean }) {
  const client = useApolloClient();
  // A movement moves the balance: the budget's page reads it again.
  const reread = () => void client.refetchQueries({ include: [budgetDocs.record] });
  const can = useCan();
  return (
    <>
      <BudgetParts budget={budget} readOnly={readOnly} onMoved={reread} />
      <BudgetPrices budgetId={budget.id} readOnly={readOnly || !budget.active} />
      {can('SIMULACAO_DE_PRECO', 'VISUALIZAR') && <PriceSimulation budgetId={budget.id} />}
    </>
  );
}

const UI: ResourceUi<BudgetRow, Budget> = {
  fields: {
    customerId: (p) => <FinancialCustomerField {...p} shows="corporateName" required={false} />,
    // Its first credit: fixed once created (later credits are movements).
    value: (p) => (
      <ResourceField
        field={budgets.fields.value}
        name={p.name}
        control={p.control}
        readOnly={p.readOnly || p.record !== null}
      />
    ),
  },
  below: (b, readOnly) => b && <Below budget={b} readOnly={readOnly} />,
  editAfterCreate: true,
};

/**
 * /financial/sums/budget and its /create, /edit/:id, /view/:id and /historic/:id: budgets (verbas)
 * by category, each with its schedule and its movements below it; every movement is in the
 * budget's history.
 */
export function BudgetsPage() {
  return <ResourcePage def={budgets} docs={budgetDocs} ui={UI} />;
}
