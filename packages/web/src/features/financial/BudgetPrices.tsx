import { budgetPrices } from '@balcao/schema/resources';
import { budgetPriceDocs } from '../../__generated__/resources';
import type { BudgetPricesListQuery } from '../../__generated__/graphql';
import { productField } from '../pricing';
import { ResourceChildList } from '../resources';

type Price = BudgetPricesListQuery['budgetPrices']['rows'][number];

/**
 * A budget's prices (spec/02 §7 'create budget price', 'delete budget price'), below it: each a
 * product at a price and quantity with its VPC and FAN, and what they take from the budget.
 */
export function BudgetPrices({ budgetId, readOnly }: { budgetId: string; readOnly: boolean }) {
  return (
    <ResourceChildList
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
      search={{
        label: 'Buscar produto nos preços',
        placeholder: 'Buscar por código ou descrição do produto',
      }}
      readOnly={readOnly}
      fields={{ productId: productField<Price> }}
    />
  );
}
