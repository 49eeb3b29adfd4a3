/**
 * The figures of an order item row `i`, in numeric (never float), rounded to the cent where money:
 * the price with IPI, the discount off the table price, and the total with IPI.
 */
export const ITEM_SQL = {
  priceWithIpi: `round(i.price * (1 + i.ipi / 100), 2)`,
  discountPercent: `round((i.table_price - i.price) * 100 / i.table_price, 2)`,
  totalValue: `round(i.price * (1 + i.ipi / 100), 2) * i.quantity`,
};

/** One order's totals over its items (joined laterally as `ot`, `o` the order). */
export const TOTALS_SQL = `left join lateral (
  select count(*)::int as items,
         sum(i.price * i.quantity) as amount,
         sum(${ITEM_SQL.totalValue}) as value,
         sum(i.table_price * i.quantity) as table_amount,
         sum(${ITEM_SQL.priceWithIpi} * i.invoiced_quantity) as invoiced
    from order_items i where i.order_id = o.id) ot on true`;

/** The order's own computed columns over `ot`. */
export const ORDER_SQL = {
  orderNumber: `'PED-' || lpad(o.id::text, 6, '0')`,
  itemCount: 'coalesce(ot.items, 0)',
  totalAmount: 'coalesce(ot.amount, 0)',
  totalValue: 'coalesce(ot.value, 0)',
  discountValue: 'coalesce(ot.table_amount - ot.amount, 0)',
  percDesconto: 'round((ot.table_amount - ot.amount) * 100 / nullif(ot.table_amount, 0), 2)',
  invoicedValue: 'coalesce(ot.invoiced, 0)',
};

/**
 * The order's joins without its totals: customer (always there: a left join the planner drops when
 * nothing reads it), its matrix, representative and regional manager. Counting and finding a page's
 * keys need only these (lib/list.ts `keyFrom`).
 */
export const ORDER_JOINS = `orders o left join customers c on c.id = o.customer_id
  left join companies co on co.id = c.company_id
  left join users r on r.id = o.representative_id
  left join users rm on rm.id = o.regional_manager_id`;

/** The order's joins and its totals over its items (`ot`). */
export const ORDER_FROM = `${ORDER_JOINS}
  ${TOTALS_SQL}`;

export const ORDER_COLUMNS = {
  ...ORDER_SQL,
  status: 'o.status',
  issueDate: 'o.issue_date',
  corporateName: 'c.corporate_name',
  corporateNameMatriz: 'co.corporate_name',
  customerRegime: 'c.tax_regime',
  negotiationNumber: `case when o.negotiation_id is null then null else 'NEG-' || lpad(o.negotiation_id::text, 6, '0') end`,
  representativeName: 'r.name',
  regionalManager: 'rm.name',
  responsibleApproval: 'o.responsible_approval',
  originOrder: 'o.origin_order',
  totvsCode: 'o.totvs_code',
  erpStatus: 'o.erp_status',
  completionDate: 'o.completion_date',
};
