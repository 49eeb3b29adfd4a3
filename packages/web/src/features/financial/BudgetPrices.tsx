import { budgetPrices } from '@balcao/schema/resources';
import { budgetPriceDocs } from '../../__generated__/resources';
import { ProductLineList } from '../pricing';

/**
 * A budget's prices (spec/02 §7 'create budget price', 'delete budget price'), below it: each a
 * product at a price and quantity with its VPC and FAN, and what they take from the budget.
 */
export function BudgetPrices({ budgetId, readOnly }: { budgetId: string; readOnly: boolean }) {
  return (
    <ProductLineList
      def={budgetPrices}
      docs={budgetPriceDocs}
      parent={{ field: 'budgetId', id: budgetId }}
      columns={[
        'productCode',
        'productName',
        'quantity',
        'price',
        'percVpc',
        'percFan',
        'totalValue',
        'fundsValue',
      ]}
      title="Preços de orçamento"
      noun={{ one: 'preço', gender: 'm' }}
      searchLabel="Buscar produto nos preços"
      readOnly={readOnly}
    />
  );
}
