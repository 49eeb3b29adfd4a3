import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, PRICE_MSG, priceTableReportFileName } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { HttpError, notFound } from '../../errors.js';
import { allRows, sendXlsxReport } from '../../lib/exports.js';
import { list, listQuery, type ListQuery, type ListSpec } from '../../lib/list.js';
import { assertCustomerAccess, customerListWhere } from '../customers/access.js';
import { ITEMS, priceFor, REPORT_COLUMNS, servedWhere, TABLES, type ItemRow } from './pricing.repo.js';

const VIEW = { access: { module: 'TABELA_DE_PRECO', action: 'VISUALIZAR' as const } };
const idParams = z.object({ id: z.coerce.number().int().positive() });
const customerId = z.coerce.number().int().positive().optional();
/** The list's query with the customer it is asked for, if any (a 400 when it is no id). */
function withCustomer(query: ListQuery) {
  const { customerId: raw, ...rest } = query;
  const id = customerId.safeParse(raw);
  if (!id.success) throw new HttpError(400, 'BAD_REQUEST', MSG.invalidValue);
  return { customerId: id.data, query: rest as ListQuery };
}

/** The caller's active customers, to ask a price for. */
const CUSTOMERS: ListSpec = {
  select: `c.id, c.corporate_name as "corporateName", c.cnpj, c.cpf, c.uf, c.customer_group as "customerGroup"`,
  from: 'customers c',
  columns: {
    corporateName: { sql: 'c.corporate_name', type: 'text', search: true, sort: true },
    cnpj: { sql: "coalesce(c.cnpj, '')", type: 'text', search: true },
  },
  defaultOrder: { by: 'corporateName', sort: 'ASC' },
  tieBreaker: 'c.id',
};

/**
 * The sales side of price tables (/sales/pricetable, TABELA_DE_PRECO; the report,
 * RELATORIO_TABELA_DE_PRECO): read only, the tables valid today for the caller's customers, a
 * table's items, a product's price for one of his customers, and the report as XLSX, streamed.
 */
export const pricingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['pricing'];
  app.get('/pricing/customers', {
    schema: { tags, querystring: listQuery },
    config: VIEW,
    handler: (req) =>
      list(
        db,
        { ...CUSTOMERS, where: [{ sql: `c.status = 'ACTIVE'`, params: [] }, ...customerListWhere(req)] },
        req.query,
      ),
  });
  app.get('/pricing/tables', {
    schema: { tags, querystring: listQuery },
    config: VIEW,
    handler: async (req) => {
      const { customerId, query } = withCustomer(req.query);
      if (customerId) await assertCustomerAccess(db, req, customerId);
      return list(db, { ...TABLES, where: servedWhere(req, customerId) }, query as ListQuery);
    },
  });
  app.get('/pricing/tables/:id/items', {
    schema: { tags, params: idParams, querystring: listQuery },
    config: VIEW,
    handler: async (req) => {
      const where = servedWhere(req);
      const seen = await list(
        db,
        { ...TABLES, where: [...where, { sql: 't.id = :1', params: [req.params.id] }] },
        {
          page: 1,
          pageSize: 1,
        } as ListQuery,
      );
      if (!seen.totalRegisters) throw notFound(PRICE_MSG.tableNotFound);
      return list(db, { ...ITEMS, where: [{ sql: 't.id = :1', params: [req.params.id] }] }, req.query);
    },
  });
  app.get('/pricing/price', {
    schema: {
      tags,
      querystring: z.object({
        customerId: z.coerce.number().int().positive(),
        productCode: z.string().max(40).optional(),
      }),
    },
    config: VIEW,
    handler: async (req) => {
      const code = req.query.productCode?.trim();
      if (!code) throw new HttpError(400, 'BAD_REQUEST', PRICE_MSG.productCodeRequired);
      await assertCustomerAccess(db, req, req.query.customerId);
      const { rows } = await db.query<{ id: number }>(
        'select id from products where lower(code) = lower($1)',
        [code],
      );
      if (!rows[0]) throw notFound(PRICE_MSG.productNotFoundForCode);
      const price = await priceFor(db, req.query.customerId, Number(rows[0].id));
      if (!price) throw notFound(PRICE_MSG.noPrice);
      return price;
    },
  });
  // spec/02 §7: GET report as xlsx named 'Tabela de Preço' + month/year; 400 when nothing to report.
  app.get('/pricing/report', {
    schema: { tags, querystring: listQuery },
    config: { access: { module: 'RELATORIO_TABELA_DE_PRECO', action: 'VISUALIZAR' } },
    handler: async (req, reply) => {
      const { customerId, query: all } = withCustomer(req.query);
      const { page: _p, pageSize: _s, ...query } = all;
      if (customerId) await assertCustomerAccess(db, req, customerId);
      const spec: ListSpec = { ...ITEMS, where: servedWhere(req, customerId) };
      const first = await list(db, spec, { ...query, page: 1, pageSize: 1 } as ListQuery);
      if (!first.totalRegisters) throw new HttpError(400, 'BAD_REQUEST', PRICE_MSG.reportEmpty);
      const fileName = priceTableReportFileName();
      const rows = allRows<ItemRow>(db, spec, { ...query, orderBy: 'tableCode' } as ListQuery);
      return sendXlsxReport(reply, fileName, REPORT_COLUMNS, rows);
    },
  });
};
