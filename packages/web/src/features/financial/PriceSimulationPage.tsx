import { useState } from 'react';
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { budgets } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { BuyerCustomerPicker, type CustomerChoices, type PickedCustomer } from '../buyers';
import { PriceSimulationCustomersDocument } from '../../__generated__/graphql';
import { PriceSimulation } from './PriceSimulation';
import { useBudgetChoices } from './useBudgetChoices';
import './financial.css';

/** The customers a simulation may compare with: every one for finance, else those the user sees. */
const useSimulationCustomers: CustomerChoices = (q, skip) => {
  const { data, loading } = useQuery(PriceSimulationCustomersDocument, { variables: { q }, skip });
  return { page: data?.priceSimulationCustomers, loading };
};

/**
 * /financial/priceSimulation (SIMULACAO_DE_PRECO): prices simulated before anything is saved, one or
 * many at once, each with its VPC and FAN percentages; with a customer, his price table's price and
 * floor beside each; with a budget (whoever reads budgets), whether its balance covers their effect.
 */
export function PriceSimulationPage() {
  const can = useCan();
  const readsBudgets = can(budgets.module, 'VISUALIZAR');
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const [budgetId, setBudgetId] = useState('');
  const options = useBudgetChoices(customer?.id, !readsBudgets);
  return (
    <div className="page">
      <h1 className="page-title">Simulação de Preço</h1>
      <div className="financial-filters">
        <BuyerCustomerPicker
          useChoices={useSimulationCustomers}
          value={customer}
          onChange={(c) => {
            setCustomer(c);
            setBudgetId('');
          }}
        />
        {readsBudgets && (
          <FormGroup label="Verba" labelFor="simulation-budget">
            <HTMLSelect
              id="simulation-budget"
              value={budgetId}
              options={[{ value: '', label: 'Nenhuma' }, ...options]}
              onChange={(e) => setBudgetId(e.currentTarget.value)}
            />
          </FormGroup>
        )}
      </div>
      <PriceSimulation
        key={`${customer?.id ?? ''}:${budgetId}`}
        budgetId={budgetId || null}
        customerId={customer?.id ?? null}
      />
    </div>
  );
}
