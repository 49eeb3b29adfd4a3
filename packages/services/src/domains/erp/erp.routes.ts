import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, isValidCnpj, onlyDigits } from '@balcao/schema';
import { ErpError, type ErpAdapter } from '../../erp/erp.adapter.js';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { HttpError, notFound, validationFailed } from '../../errors.js';

/**
 * The record rule of a client that is also one of our customers: the customers domain sets it
 * (customers.plugin.ts), so a summary by CNPJ or code answers 403 'Você não possui acesso a este
 * cliente.' to whoever may not see that customer. A CNPJ no customer has is the ERP's alone.
 */
export const ERP_CLIENT_ACCESS: { check?: (db: Db, caller: Caller, cnpj: string) => Promise<void> } = {};

const searchQuery = z.object({
  q: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
const summaryQuery = z.object({
  cnpj: z.string().max(20).optional(),
  code: z.string().trim().max(20).optional(),
});

/**
 * The ERP (TOTVS) lookups: the TOTVS panel's client search (CLIENTES_TOTVS), a client's summary
 * by CNPJ or ERP code (CLIENTES), and the representatives' TOTVS panel (REPRESENTANTES_TOTVS). Whatever goes wrong with the ERP answers 502 with the spec's
 * 'Erro ao consultar Api do Totvs'; the cause is logged (never the ERP token).
 */
export const erpRoutes: FastifyPluginAsyncZod<{ erp: ErpAdapter | null; db: Db }> = async (
  app,
  { erp, db },
) => {
  const tags = ['erp'];
  async function ask<T>(log: FastifyBaseLogger, call: (erp: ErpAdapter) => Promise<T>) {
    if (!erp) throw new HttpError(503, 'ERP_NOT_CONFIGURED', MSG.erpQueryFailed);
    try {
      return await call(erp);
    } catch (err) {
      if (!(err instanceof ErpError)) throw err;
      log.error({ err: { message: err.message } }, 'ERP call failed');
      throw new HttpError(502, 'ERP_UNAVAILABLE', MSG.erpQueryFailed);
    }
  }

  app.get('/erp/clients', {
    schema: { tags, querystring: searchQuery },
    config: { access: { module: 'CLIENTES_TOTVS', action: 'VISUALIZAR' } },
    handler: (req) =>
      ask(req.log, (e) => e.searchClients({ ...req.query, q: req.query.q?.trim() || undefined })),
  });

  app.get('/erp/representatives', {
    schema: { tags, querystring: searchQuery },
    config: { access: { module: 'REPRESENTANTES_TOTVS', action: 'VISUALIZAR' } },
    handler: (req) =>
      ask(req.log, (e) => e.searchRepresentatives({ ...req.query, q: req.query.q?.trim() || undefined })),
  });

  app.get('/erp/clients/summary', {
    schema: { tags, querystring: summaryQuery },
    config: { access: { module: 'CLIENTES', action: 'VISUALIZAR' } },
    handler: async (req) => {
      const { cnpj, code } = req.query;
      // A CNPJ wins over a code given with it.
      if (!cnpj && !code) throw validationFailed([{ field: 'cnpj', messages: [MSG.cnpjRequired] }]);
      if (cnpj && !isValidCnpj(cnpj))
        throw validationFailed([{ field: 'cnpj', messages: [MSG.invalidCnpj] }]);
      if (cnpj) await ERP_CLIENT_ACCESS.check?.(db, req, onlyDigits(cnpj));
      const found = await ask(req.log, (e) =>
        e.clientSummary(cnpj ? { cnpj: onlyDigits(cnpj) } : { code: code! }),
      );
      if (!found) throw notFound(MSG.erpClientNotFound);
      if (!cnpj) await ERP_CLIENT_ACCESS.check?.(db, req, onlyDigits(found.cnpj));
      return found;
    },
  });
};
