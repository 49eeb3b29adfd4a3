import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatCnpj, formatCpf } from '@balcao/schema';
import { orders } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import type { KitOptions, ResourceArea } from '../../kit/area.js';
import { exportOffer } from '../../kit/routes.js';
import type { Row } from '../../kit/store.js';
import { listWhereOf } from '../../kit/rules.js';
import { sendBackgroundExport } from '../../lib/exportJobs.js';
import { allRows, EXPORT_PAGE, type ExportColumn, type ExportType } from '../../lib/exports.js';
import { listQuery, orderOf, whereOf, type ListQuery, type ListSpec } from '../../lib/list.js';
import { orderRule } from './access.js';
import { ITEM_SQL, ORDER_FROM, ORDER_SQL } from './orders.sql.js';

/** spec/02 §7 Orders 'async downloads of invoices, customers and orders': what each holds. */
export const ORDER_DOWNLOADS = {
  orders: 'Pedidos',
  invoices: 'Faturamento dos pedidos',
  customers: 'Clientes dos pedidos',
} as const;
type Download = keyof typeof ORDER_DOWNLOADS;

const documentOf = (r: Row) => (r.cnpj ? formatCnpj(String(r.cnpj)) : r.cpf ? formatCpf(String(r.cpf)) : '');
/** A column of `type` that exports the row's `key` as it is. */
const column =
  (type: ExportType) =>
  (title: string, key: string): ExportColumn<Row> => ({ title, type, value: (r) => r[key] });
const text = column('text');
const money = column('money');
const number = column('number');
const day = (title: string, key: string): ExportColumn<Row> => ({
  title,
  type: 'text',
  value: (r) => (r[key] ? String(r[key]).slice(0, 10).split('-').reverse().join('/') : ''),
});

/** Each invoiced item of the orders the list selects: what was invoiced, at its price with IPI. */
const invoicesOf = (spec: ListSpec): ListSpec => ({
  ...spec,
  select: `${ORDER_SQL.orderNumber} as "orderNumber", o.totvs_code as "totvsCode", o.issue_date::text as "issueDate",
    c.corporate_name as "corporateName", c.cnpj, c.cpf, p.code as "productCode", p.name as "productName",
    i.quantity, i.invoiced_quantity as "invoicedQuantity", ${ITEM_SQL.priceWithIpi} as "priceWithIpi",
    ${ITEM_SQL.priceWithIpi} * i.invoiced_quantity as "invoicedValue"`,
  from: `${ORDER_FROM} join order_items i on i.order_id = o.id join products p on p.id = i.product_id`,
  where: [...(spec.where ?? []), { sql: 'i.invoiced_quantity > 0', params: [] }],
  tieBreaker: 'i.id',
  keyFrom: undefined,
});
const INVOICE_COLUMNS = [
  text('Pedido', 'orderNumber'),
  text('Número TOTVS', 'totvsCode'),
  day('Data do pedido', 'issueDate'),
  text('Cliente', 'corporateName'),
  { title: 'CNPJ/CPF', type: 'text', value: documentOf } as ExportColumn<Row>,
  text('Código do produto', 'productCode'),
  text('Produto', 'productName'),
  number('Quantidade', 'quantity'),
  number('Quantidade faturada', 'invoicedQuantity'),
  money('Preço com IPI', 'priceWithIpi'),
  money('Valor faturado', 'invoicedValue'),
];

/** The customers of the orders the list selects, each with its figures over those orders, a page at a time. */
async function* customersOf(db: Db, spec: ListSpec, query: ListQuery): AsyncIterable<Row> {
  const { where, params } = whereOf(spec, query);
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const { rows } = await db.query<Row>(
      `select c.id, c.corporate_name as "corporateName", c.cnpj, c.cpf, c.city, c.uf,
              co.corporate_name as "matrix", count(*)::int as orders, sum(${ORDER_SQL.totalValue}) as "totalValue",
              sum(${ORDER_SQL.invoicedValue}) as "invoicedValue", max(o.issue_date)::text as "lastIssueDate"
         from ${ORDER_FROM} ${where}
        group by c.id, co.corporate_name order by c.corporate_name, c.id
        limit ${EXPORT_PAGE} offset ${offset}`,
      params,
    );
    yield* rows;
    if (rows.length < EXPORT_PAGE) return;
  }
}
const CUSTOMER_COLUMNS = [
  text('Cliente', 'corporateName'),
  { title: 'CNPJ/CPF', type: 'text', value: documentOf } as ExportColumn<Row>,
  text('Matriz', 'matrix'),
  text('Cidade', 'city'),
  text('UF', 'uf'),
  number('Pedidos', 'orders'),
  money('Valor total', 'totalValue'),
  money('Valor faturado', 'invoicedValue'),
  day('Último pedido', 'lastIssueDate'),
];

const downloadQuery = listQuery.and(z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }));

/**
 * The orders' downloads, always built in the background (the export jobs) and delivered as a
 * notification with the file: the orders the list selects (its search and filters, under the
 * orders' record rule), their invoiced items, and their customers with their figures.
 */
export const downloadRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (
  app,
  opts,
) => {
  const { db, area } = opts;
  const offer = Object.values(exportOffer(orders));
  app.get('/orders/downloads/:kind', {
    schema: {
      tags: ['orders'],
      params: z.object({ kind: z.enum(Object.keys(ORDER_DOWNLOADS) as [Download, ...Download[]]) }),
      querystring: downloadQuery,
    },
    config: { access: { module: area.def.module, action: 'VISUALIZAR' } },
    handler: async (req, reply) => {
      const { kind } = req.params;
      const { format, ...rest } = req.query;
      const query = rest as ListQuery;
      const spec: ListSpec = { ...area.store.list, where: await listWhereOf(orderRule, db, req) };
      // A bad search, filter or order is the caller's 400 now, not a failed file later.
      whereOf(spec, query);
      orderOf(spec, query);
      const job = { userId: req.auth.userId, list: `orders-${kind}`, title: ORDER_DOWNLOADS[kind], format };
      if (kind === 'orders')
        return sendBackgroundExport(reply, { ...job, columns: offer, rows: allRows<Row>(db, spec, query) });
      if (kind === 'invoices')
        return sendBackgroundExport(reply, {
          ...job,
          columns: INVOICE_COLUMNS,
          rows: allRows<Row>(db, invoicesOf(spec), query),
        });
      return sendBackgroundExport(reply, {
        ...job,
        columns: CUSTOMER_COLUMNS,
        rows: customersOf(db, spec, query),
      });
    },
  });
};
