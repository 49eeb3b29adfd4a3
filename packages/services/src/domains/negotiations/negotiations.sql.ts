import { REP_DISCOUNT_LIMIT } from '@balcao/schema';
import { recordNumberSql } from '../../lib/list.js';

/**
 * The figures of a negotiation item row `i`, in numeric (never float), rounded to the cent where
 * money: the price with IPI, the discount off the table, the markup over the table's floor, the
 * total with IPI, and whether its discount passes the representative's own.
 */
export const ITEM_SQL = {
  negotiatedPrice: `round(i.negotiated_price_without_ipi * (1 + i.ipi / 100), 2)`,
  discountPercent: `round((i.table_price - i.negotiated_price_without_ipi) * 100 / i.table_price, 2)`,
  dealMarkup: `round((i.negotiated_price_without_ipi - i.floor_price) * 100 / i.floor_price, 2)`,
  totalValue: `round(i.negotiated_price_without_ipi * (1 + i.ipi / 100), 2) * i.negotiated_quantity`,
  pastRepDiscount: `((i.table_price - i.negotiated_price_without_ipi) * 100 > i.table_price * ${REP_DISCOUNT_LIMIT})`,
};

/**
 * The negotiation's computed columns, over the totals its items keep on it (migration 285: the sums
 * of ITEM_SQL's figures, refreshed by the items' triggers).
 */
export const NEGOTIATION_SQL = {
  negotiationNumber: recordNumberSql('NEG', 'n.id'),
  itemCount: 'n.total_items',
  totalAmount: 'n.total_amount',
  totalValue: 'n.total_value',
  discountValue: 'n.table_amount - n.total_amount',
  percDesconto: 'round((n.table_amount - n.total_amount) * 100 / nullif(n.table_amount, 0), 2)',
  mkpNegotiation: 'round((n.total_amount - n.floor_amount) * 100 / nullif(n.floor_amount, 0), 2)',
  budgetBalance: 'n.value_budget - n.funds_amount',
  // Written once, on the business's day of issue (negotiations.area.ts derive).
  issueDate: 'n.issue_date',
};
