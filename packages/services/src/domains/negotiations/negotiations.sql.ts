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

/** One negotiation's totals over its items (joined laterally as `t`, `n` the negotiation). */
export const TOTALS_SQL = `left join lateral (
  select count(*)::int as items,
         sum(i.negotiated_price_without_ipi * i.negotiated_quantity) as amount,
         sum(${ITEM_SQL.totalValue}) as value,
         sum(i.table_price * i.negotiated_quantity) as table_amount,
         sum(i.floor_price * i.negotiated_quantity) as floor_amount,
         sum(round(i.negotiated_price_without_ipi * i.negotiated_quantity
                   * (coalesce(i.perc_price_vpc, 0) + coalesce(i.perc_vpc_fan, 0)) / 100, 2)) as funds,
         bool_or(${ITEM_SQL.pastRepDiscount}) as past_rep_discount
    from negotiation_items i where i.negotiation_id = n.id) t on true`;

/** The negotiation's computed columns over `t`. */
export const NEGOTIATION_SQL = {
  negotiationNumber: recordNumberSql('NEG', 'n.id'),
  itemCount: 't.items',
  totalAmount: 'coalesce(t.amount, 0)',
  totalValue: 'coalesce(t.value, 0)',
  discountValue: 'coalesce(t.table_amount - t.amount, 0)',
  percDesconto: 'round((t.table_amount - t.amount) * 100 / nullif(t.table_amount, 0), 2)',
  mkpNegotiation: 'round((t.amount - t.floor_amount) * 100 / nullif(t.floor_amount, 0), 2)',
  budgetBalance: 'n.value_budget - coalesce(t.funds, 0)',
  // Written once, on the business's day of issue (negotiations.area.ts derive).
  issueDate: 'n.issue_date',
};
