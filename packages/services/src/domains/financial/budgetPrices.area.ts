import { FINANCIAL_MSG, PRICE_MSG } from '@balcao/schema';
import { budgetPrices } from '@balcao/schema/resources';
import { validationFailed, type FieldError } from '../../errors.js';
import { resourceArea, type ResourceArea } from '../../kit/area.js';
import { priceFiguresSql } from './priceFigures.js';
import { simulationRoutes } from './simulation.routes.js';

/**
 * A budget's prices on the kit (created, deleted, listed below the budget). Their own rules: the
 * budget is an active one and stays the price's; the product exists. Their figures (total, VPC,
 * FAN, effect on the budget) are the price simulation's, computed in numeric when read.
 */
export const budgetPricesArea: ResourceArea = resourceArea(
  budgetPrices,
  {
    table: 'budget_prices',
    alias: 'bp',
    from: `budget_prices bp join budgets b on b.id = bp.budget_id join products p on p.id = bp.product_id`,
    columns: {
      budgetCode: `'VRB-' || lpad(b.id::text, 6, '0')`,
      productCode: 'p.code',
      productName: 'p.name',
      ...priceFiguresSql({
        price: 'bp.price',
        quantity: 'bp.quantity',
        percVpc: 'bp.perc_vpc',
        percFan: 'bp.perc_fan',
      }),
    },
  },
  {
    prepare: ({ input, before }) => (before ? { ...input, budgetId: before.budgetId } : input),
    validate: async (db, { input }) => {
      const errors: FieldError[] = [];
      const budget = await db.query<{ active: boolean }>('select active from budgets where id = $1', [
        input.budgetId,
      ]);
      if (!budget.rows[0]) errors.push({ field: 'budgetId', messages: [FINANCIAL_MSG.budgetNotFound] });
      else if (!budget.rows[0].active)
        errors.push({ field: 'budgetId', messages: [FINANCIAL_MSG.budgetInactive] });
      const product = await db.query('select 1 from products where id = $1', [input.productId]);
      if (!product.rows.length) errors.push({ field: 'productId', messages: [PRICE_MSG.productNotFound] });
      if (errors.length) throw validationFailed(errors);
    },
    extraRoutes: simulationRoutes,
  },
);
