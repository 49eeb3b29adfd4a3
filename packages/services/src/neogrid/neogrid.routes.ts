import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatCnpj, NEOGRID_MAX_DAYS, NEOGRID_MSG, type NeogridOrderLine } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { HttpError, validationFailed } from '../errors.js';
import { assertCustomerAccess } from '../domains/customers/access.js';
import { sendExport, type ExportColumn } from '../lib/exports.js';
import { NeogridError, type NeogridAdapter } from './neogrid.adapter.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const query = z.object({ customerId: z.coerce.number().int().positive(), from: day, to: day });
const dayOf = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const COLUMNS: ExportColumn<NeogridOrderLine>[] = [
  { title: 'Pedido', type: 'text', value: (l) => l.orderNumber },
  { title: 'Data de emissão', type: 'text', value: (l) => dayOf(l.issueDate) },
  { title: 'Data de entrega', type: 'text', value: (l) => dayOf(l.deliveryDate) },
  { title: 'CNPJ de entrega', type: 'text', value: (l) => formatCnpj(l.deliveryCnpj) },
  { title: 'EAN', type: 'text', value: (l) => l.ean },
  { title: 'Produto', type: 'text', value: (l) => l.description },
  { title: 'Quantidade', type: 'number', value: (l) => l.quantity },
  { title: 'Preço unitário', type: 'money', value: (l) => l.unitPrice },
  { title: 'Valor total', type: 'money', value: (l) => l.total },
];

/**
 * POST /neogrid/download (spec/02 §7 'POST neogrid download'): the purchase orders one of the
 * caller's customers sent through Neogrid in a period, as XLSX, read through the adapter. Whatever
 * goes wrong with Neogrid answers 502 'Erro ao consultar neogrid' (the cause is logged).
 */
export const neogridRoutes: FastifyPluginAsyncZod<{ db: Db; neogrid: NeogridAdapter | null }> = async (
  app,
  { db, neogrid },
) => {
  app.post('/neogrid/download', {
    schema: { tags: ['neogrid'], querystring: query },
    config: { access: { module: 'NEOGRID', action: 'VISUALIZAR' } },
    handler: async (req, reply) => {
      const { customerId, from, to } = req.query;
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      if (!(days >= 0 && days < NEOGRID_MAX_DAYS))
        throw validationFailed([{ field: 'to', messages: [NEOGRID_MSG.period] }]);
      await assertCustomerAccess(db, req, customerId);
      const { rows } = await db.query<{ cnpj: string | null; name: string }>(
        'select cnpj, corporate_name as name from customers where id = $1',
        [customerId],
      );
      const cnpj = rows[0]?.cnpj;
      if (!cnpj) throw new HttpError(400, 'BAD_REQUEST', NEOGRID_MSG.noCnpj);
      if (!neogrid) throw new HttpError(503, 'NEOGRID_NOT_CONFIGURED', NEOGRID_MSG.failed);
      let lines: NeogridOrderLine[];
      try {
        lines = await neogrid.orders({ cnpj, from, to });
      } catch (err) {
        if (!(err instanceof NeogridError)) throw err;
        req.log.error({ err }, 'neogrid failed');
        throw new HttpError(502, 'NEOGRID_FAILED', NEOGRID_MSG.failed);
      }
      async function* all() {
        yield* lines;
      }
      return sendExport(reply, 'xlsx', `${NEOGRID_MSG.title} ${rows[0]!.name}`.slice(0, 80), COLUMNS, all());
    },
  });
};
