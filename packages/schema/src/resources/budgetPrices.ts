import { BUDGETS_PATH, FINANCIAL_MSG } from '../financial/model.js';
import { defineResource } from './kit.js';
import { outColumn, positiveMoney, productFields, quantityField, requiredRef } from './fields.js';

/**
 * A budget's prices (spec/02 §7 'POST create budget price; DELETE budget price by url'): a product
 * at a price and quantity, with the VPC and FAN percentages it carries, and what they take from the
 * budget (its effect). Listed, added and deleted below the budget; the figures are computed by the
 * services in numeric, the same way as the price simulation's.
 */
export const budgetPrices = defineResource({
  name: 'budgetPrice',
  plural: 'budgetPrices',
  typeName: 'BudgetPrice',
  rest: 'budget-prices',
  noun: { one: 'preço de orçamento', many: 'Preços de orçamento', gender: 'm' },
  module: 'VERBAS',
  path: BUDGETS_PATH,
  title: 'productCode',
  titleOf: (p) => `${String(p.budgetCode)}: ${String(p.productCode)} — ${String(p.productName)}`,
  order: ['productCode', 'ASC'],
  remove: true,
  unique: [
    { fields: ['budgetId', 'productId'], field: 'productId', message: FINANCIAL_MSG.budgetPriceTaken },
  ],
  messages: {
    notFound: FINANCIAL_MSG.budgetPriceNotFound,
    createFailed: FINANCIAL_MSG.budgetPriceCreateFailed,
    saveFailed: FINANCIAL_MSG.budgetPriceCreateFailed,
    deleteFailed: FINANCIAL_MSG.budgetPriceDeleteFailed,
  },
  fields: {
    budgetId: requiredRef('Verba', 'budgetCode'),
    budgetCode: outColumn('text', 'Verba', 110),
    ...productFields({ code: 100, name: 220 }),
    quantity: quantityField(),
    price: positiveMoney('Preço', {}, { width: 120 }),
    percVpc: { type: 'percent', label: 'VPC (%)', list: { width: 80 }, form: {} },
    percFan: { type: 'percent', label: 'FAN (%)', list: { width: 80 }, form: {} },
    totalValue: outColumn('money', 'Valor total', 130, { doc: 'Price × quantity.', sort: true }),
    vpcValue: outColumn('money', 'Valor VPC', 110),
    fanValue: outColumn('money', 'Valor FAN', 110),
    fundsValue: outColumn('money', 'Efeito na verba', 130, {
      doc: 'VPC plus FAN: what the price takes from the budget.',
      sort: true,
    }),
  },
});
