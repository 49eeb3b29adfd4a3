/**
 * The figures of an order item row `i`, in numeric (never float), rounded to the cent where money:
 * the price with IPI, the discount off the table price, and the total with IPI.
 */
export const ITEM_SQL = {
  priceWithIpi: `round(i.price * (1 + i.ipi / 100), 2)`,
  discountPercent: `round((i.table_price - i.price) * 100 / i.table_price, 2)`,
  totalValue: `round(i.price * (1 + i.ipi / 100), 2) * i.quantity`,
};

/**
 * The order's own computed columns, over the totals its items keep on it (migration 420: the sums of
 * ITEM_SQL's figures, refreshed by the items' statement triggers).
 */
export const ORDER_SQL = {
  orderNumber: `'PED-' || lpad(o.id::text, 6, '0')`,
  itemCount: 'o.total_items',
  totalAmount: 'o.total_amount',
  totalValue: 'o.total_value',
  discountValue: 'o.table_amount - o.total_amount',
  percDesconto: 'round((o.table_amount - o.total_amount) * 100 / nullif(o.table_amount, 0), 2)',
  invoicedValue: 'o.invoiced_value',
};

/**
 * The order and its joins: customer (always there: a left join the planner drops when nothing reads
 * it, as when counting or finding a page's keys), its matrix, representative and regional manager.
 */
export const ORDER_FROM = `orders o left join customers c on c.id = o.customer_id
  left join companies co on co.id = c.company_id
  left join users r on r.id = o.representative_id
  left join users rm on rm.id = o.regional_manager_id`;

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
