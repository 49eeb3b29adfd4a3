import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPRESENTATIVE_MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { HttpError } from '../../errors.js';
import { sendExport, type ExportColumn } from '../../lib/exports.js';
import { RulerTokenError, type CommissionRuler } from '../../ruler/ruler.adapter.js';
import { commissionLines, commissionMonths } from './commissions.sql.js';
import { representativesArea } from './representatives.area.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Informe o mês como AAAA-MM');
const access = { access: { module: 'COMISSAO', action: 'VISUALIZAR' as const } };

type Line = Record<string, unknown>;
const EXPORT_COLUMNS: ExportColumn<Line>[] = [
  { title: 'Pedido', type: 'text', value: (r) => r.orderNumber },
  { title: 'Emissão', type: 'text', value: (r) => String(r.issueDate).split('-').reverse().join('/') },
  { title: 'Cliente', type: 'text', value: (r) => r.customerName },
  { title: 'Código do produto', type: 'text', value: (r) => r.productCode },
  { title: 'Produto', type: 'text', value: (r) => r.productName },
  { title: 'Valor do item', type: 'money', value: (r) => r.base },
  { title: 'Desconto (%)', type: 'percent', value: (r) => r.discount },
  { title: 'Comissão (%)', type: 'percent', value: (r) => r.percentage },
  { title: 'Manual', type: 'boolean', value: (r) => r.manual },
  { title: 'Comissão', type: 'money', value: (r) => r.commission },
];

/**
 * A representative's commissions (spec/02 §1, §7 'GET export commission (blob)'): per month of a
 * year, per order line of a month, and the month's lines as XLSX; under his record rule, so a
 * representative reads his own. The ruler's bands are asked once per call: its service refusing
 * its token answers 'Erro em token Regua' (502, the gateway keeps the text), any other failure
 * 'Erro de integração'.
 */
export const commissionRoutes: FastifyPluginAsyncZod<{ db: Db; ruler: CommissionRuler | null }> = async (
  app,
  { db, ruler },
) => {
  const tags = ['representatives'];
  const rule = representativesArea.rule;

  async function bandsOf(log: FastifyBaseLogger, id: number) {
    if (!ruler) throw new HttpError(503, 'RULER_NOT_CONFIGURED', REPRESENTATIVE_MSG.rulerFailed);
    try {
      return await ruler.bands(`REP-${String(id).padStart(5, '0')}`);
    } catch (err) {
      log.error({ err: { message: (err as Error).message } }, 'commission ruler call failed');
      if (err instanceof RulerTokenError)
        throw new HttpError(502, 'RULER_UNAVAILABLE', REPRESENTATIVE_MSG.rulerToken);
      throw new HttpError(502, 'RULER_UNAVAILABLE', REPRESENTATIVE_MSG.rulerFailed);
    }
  }

  app.get('/representatives/:id/commissions/monthly', {
    schema: {
      tags,
      params: idParams,
      querystring: z.object({ year: z.coerce.number().int().min(2000).max(2100) }),
    },
    config: access,
    handler: async (req) => {
      await rule.assert(db, req, req.params.id);
      return commissionMonths(db, req.params.id, req.query.year, await bandsOf(req.log, req.params.id));
    },
  });

  app.get('/representatives/:id/commissions', {
    schema: {
      tags,
      params: idParams,
      querystring: z.object({
        month,
        page: z.coerce.number().int().min(1).default(1),
        pageSize: z.coerce.number().int().min(1).max(100).default(10),
      }),
    },
    config: access,
    handler: async (req) => {
      const { id } = req.params;
      await rule.assert(db, req, id);
      const { month: m, page, pageSize } = req.query;
      return commissionLines(db, id, m, await bandsOf(req.log, id), { page, pageSize });
    },
  });

  app.get('/representatives/:id/commissions/export', {
    schema: { tags, params: idParams, querystring: z.object({ month }) },
    config: access,
    handler: async (req, reply) => {
      const { id } = req.params;
      await rule.assert(db, req, id);
      const { rows } = await commissionLines(db, id, req.query.month, await bandsOf(req.log, id));
      const [y, m] = req.query.month.split('-');
      async function* all() {
        yield* rows;
      }
      return sendExport(reply, 'xlsx', `Comissões ${m}-${y}`, EXPORT_COLUMNS, all());
    },
  });
};
