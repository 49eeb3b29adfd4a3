import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BUYER_LABELS, BUYER_MSG, formatCpf, formatPhone, MSG, type BuyerDTO } from '@balcao/schema';
import { buyerBaseSchema } from '@balcao/schema/buyers';
import type { Db } from '../../db/db.js';
import { forbidden, validationFailed } from '../../errors.js';
import {
  allRows,
  exportLogQuery,
  exportQuery,
  sendExport,
  pickColumns,
  type ExportColumn,
} from '../../lib/exports.js';
import { list, listQuery, type ListQuery, type ListSpec } from '../../lib/list.js';
import { assertLogLimit, logColumns, logLines } from '../../lib/logExport.js';
import { HISTORY_RECORD_ACCESS } from '../history/history.routes.js';
import { assertCustomerAccess, customerListWhere, requireAny, type Caller } from '../customers/access.js';
import { assertBuyerAccess, assertBuyerHistoryAccess, buyerListWhere } from './access.js';
import * as repo from './buyers.repo.js';
import { BUYER_CHANGES, buyerFields } from './buyers.changes.js';
import { changeByRequest, requestChange, withChangeState } from '../changeRequests/changeRequests.js';
import type { Engine } from '../workflows/executions.service.js';

const M = 'COMPRADORES';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const buyerBody = buyerBaseSchema.extend({
  customerId: z.number().int().positive(),
  /** The updatedAt the client read; a different one is a 409. */
  updatedAt: z.string().optional(),
});

const BUYER_EXPORT: Record<string, ExportColumn<BuyerDTO>> = {
  name: { title: 'Nome', type: 'text', value: (b) => b.name },
  cpf: { title: 'CPF', type: 'text', value: (b) => formatCpf(b.cpf) },
  email: { title: 'E-mail', type: 'text', value: (b) => b.email },
  phone: { title: 'Telefone', type: 'text', value: (b) => (b.phone ? formatPhone(b.phone) : '') },
  position: { title: 'Cargo', type: 'text', value: (b) => b.position },
  customerName: { title: 'Cliente', type: 'text', value: (b) => b.customerName },
  main: { title: 'Principal', type: 'text', value: (b) => (b.main ? 'Sim' : 'Não') },
  active: { title: 'Situação', type: 'text', value: (b) => (b.active ? 'Ativo' : 'Inativo') },
  updatedAt: { title: 'Atualizado em', type: 'datetime', value: (b) => b.updatedAt },
};

/** The buyers list as this caller may read it: buyers of the customers he may see. */
const listFor = (who: Caller): ListSpec => ({ ...repo.BUYER_LIST, where: buyerListWhere(who) });

/** Buyers (COMPRADORES): list, export, customers to choose from, get, create (201), save (200; stale → 409), activate/deactivate. */
export const buyersRoutes: FastifyPluginAsyncZod<{ db: Db; engine: Engine }> = async (
  app,
  { db, engine },
) => {
  HISTORY_RECORD_ACCESS.buyer = assertBuyerHistoryAccess;
  const tags = ['buyers'];
  const view = { access: { module: M, action: 'VISUALIZAR' as const } };

  /** The chosen customer must exist (a field error) and be one the caller may see (403). */
  const assertCustomer = async (who: Caller, customerId: number) => {
    const { rows } = await db.query('select 1 from customers where id = $1', [customerId]);
    if (!rows.length)
      throw validationFailed([{ field: 'customerId', messages: [BUYER_MSG.customerNotFound] }]);
    await assertCustomerAccess(db, who, customerId);
  };

  app.get('/buyers', {
    schema: { tags, querystring: listQuery },
    config: view,
    handler: (req) => list<BuyerDTO>(db, listFor(req), req.query),
  });
  app.get('/buyers/export', {
    schema: { tags, querystring: exportQuery },
    config: view,
    handler: async (req, reply) => {
      const { format, columns, ...query } = req.query;
      const rows = allRows<BuyerDTO>(db, listFor(req), query as ListQuery);
      return sendExport(reply, format, 'Compradores', pickColumns(BUYER_EXPORT, columns), rows);
    },
  });
  app.get('/buyers/export/log', {
    schema: { tags, querystring: exportLogQuery },
    config: view,
    handler: async (req, reply) => {
      const { format, ...query } = req.query;
      await assertLogLimit(db, listFor(req), query as ListQuery);
      const lines = logLines<BuyerDTO>(db, repo.BUYER, listFor(req), query as ListQuery, (b) => b.name);
      const title = 'Log de Compradores';
      return sendExport(reply, format, title, logColumns(BUYER_LABELS), lines);
    },
  });
  app.get('/buyers/customers', {
    schema: { tags, querystring: listQuery },
    config: view,
    handler: (req) => list(db, { ...repo.BUYER_CUSTOMER_LIST, where: customerListWhere(req) }, req.query),
  });
  app.get('/buyers/:id', {
    schema: { tags, params: idParams },
    config: view,
    handler: async (req) => {
      await assertBuyerAccess(db, req, req.params.id);
      return withChangeState(db, BUYER_CHANGES, req, req.params.id, await repo.findBuyer(db, req.params.id));
    },
  });
  app.post('/buyers', {
    schema: { tags, body: buyerBody },
    config: { access: { module: M, action: 'INCLUIR' } },
    handler: async (req, reply) => {
      await assertCustomer(req, req.body.customerId);
      return reply.status(201).send(await repo.createBuyer(db, req.body, req.auth.userId));
    },
  });
  app.put('/buyers/:id', {
    schema: { tags, params: idParams, body: buyerBody },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: async (req) => {
      await assertBuyerAccess(db, req, req.params.id);
      if (await changeByRequest(db, BUYER_CHANGES, req)) throw forbidden(MSG.changeByRequest);
      await assertCustomer(req, req.body.customerId);
      return repo.updateBuyer(db, req.params.id, req.body, req.auth.userId);
    },
  });
  // His own customers' buyers: the changed fields go to ALTERACAO_CADASTRAL_COMPRADOR (202).
  app.post('/buyers/:id/change-request', {
    schema: { tags, params: idParams, body: buyerBody },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: async (req, reply) => {
      const { id } = req.params;
      await assertBuyerAccess(db, req, id);
      const current = await repo.findBuyer(db, id);
      // The values it asks for must be valid now; they are checked again when approved.
      await repo.assertUniqueCpf(db, id, { ...req.body, customerId: current.customerId });
      if (req.body.main && !current.active)
        throw validationFailed([{ field: 'main', messages: [BUYER_MSG.inactiveMain] }]);
      await requestChange(engine, req, BUYER_CHANGES, id, buyerFields(req.body));
      const buyer = await repo.findBuyer(db, id);
      return reply.status(202).send(await withChangeState(db, BUYER_CHANGES, req, id, buyer));
    },
  });
  app.patch('/buyers/:id/active', {
    schema: { tags, params: idParams, body: z.object({ active: z.boolean() }) },
    config: { access: { module: M, action: 'INATIVAR' } },
    handler: async (req) => {
      await assertBuyerAccess(db, req, req.params.id);
      return repo.setBuyerActive(db, req.params.id, req.body.active, req.auth.userId);
    },
  });
  // spec/02 §7 'have-buyer' (the negotiation/budget form asks it of a customer).
  app.get('/customers/:id/have-buyer', {
    schema: { tags, params: idParams },
    handler: async (req) => {
      requireAny(req, [M, 'CLIENTES'], 'VISUALIZAR');
      await assertCustomerAccess(db, req, req.params.id);
      return repo.haveBuyer(db, req.params.id);
    },
  });
};
