import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CUSTOMER_MSG, MSG } from '@balcao/schema';
import { customerSchema } from '@balcao/schema/customerFields';
import type { Db } from '../../db/db.js';
import type { FileStore } from '../../files/files.store.js';
import { assertFresh, HttpError, validationFailed } from '../../errors.js';
import { recordChange } from '../../lib/audit.js';
import { list, listQuery } from '../../lib/list.js';
import type { Engine } from '../workflows/executions.service.js';
import {
  assertCustomerAccess,
  customerListWhere,
  mayUseCompany,
  requireAny,
  seesAllCustomers,
} from './access.js';
import { audited, CUSTOMER_LIST, findCustomer, recordedUpdate, writeCustomer } from './customers.repo.js';
import { deactivateExecution, runningExecution, submitForApprovalIn } from './customers.workflow.js';
import { notifyStarted } from '../workflows/executions.service.js';
import { listDocuments } from './documents.repo.js';
import { readSubRecords } from './subrecords.repo.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const upsertBody = z.intersection(
  customerSchema,
  z.object({ id: z.number().int().positive().optional(), updatedAt: z.string().optional() }),
);
const PANEL_STATUSES = ['PRE_REGISTRATION', 'IN_APPROVAL'];

/** Customers: list, pre-registration panel, one record, upsert, activate/inactivate, remove. */
export const customersRoutes: FastifyPluginAsyncZod<{ db: Db; engine: Engine; store: FileStore }> = async (
  app,
  { db, engine, store },
) => {
  const tags = ['customers'];
  const full = async (id: number) => ({
    ...(await findCustomer(db, id)),
    ...(await readSubRecords(db, id)),
    documents: await listDocuments(db, id),
    executionWorkflowId: await runningExecution(db, id),
  });

  app.get('/customers', {
    schema: { tags, querystring: listQuery },
    config: { access: { module: 'CLIENTES', action: 'VISUALIZAR' } },
    handler: (req) => list(db, { ...CUSTOMER_LIST, where: customerListWhere(req) }, req.query),
  });
  app.get('/customers/panel', {
    schema: { tags, querystring: listQuery },
    config: { access: { module: 'PRE_CADASTRO_CLIENTE', action: 'VISUALIZAR' } },
    handler: (req) =>
      list(
        db,
        {
          ...CUSTOMER_LIST,
          where: [{ sql: 'c.status = any(:1)', params: [PANEL_STATUSES] }, ...customerListWhere(req)],
        },
        req.query,
      ),
  });
  app.get('/customers/:id', {
    schema: { tags, params: idParams },
    handler: async (req) => {
      requireAny(req, ['CLIENTES', 'PRE_CADASTRO_CLIENTE'], 'VISUALIZAR');
      await assertCustomerAccess(db, req, req.params.id);
      return full(req.params.id);
    },
  });

  app.post('/customers/upsert', {
    schema: { tags, body: upsertBody },
    handler: async (req, reply) => {
      const { id, updatedAt, ...values } = req.body;
      const all = seesAllCustomers(req.accessSet);
      // The matrix must be one the caller may use (as the CNPJ lookup answers).
      const assertCompany = async () => {
        if (values.companyId && !(await mayUseCompany(db, req, values.companyId)))
          throw new HttpError(403, 'FORBIDDEN', MSG.noClientAccessContactAdmin);
      };
      if (!id) {
        requireAny(req, ['PRE_CADASTRO_CLIENTE', 'CLIENTES'], 'INCLUIR');
        await assertCompany();
        // The customer, its history and its approval are one write: a failure leaves none of them.
        const { created, started } = await db.transaction(async (tx) => {
          const newId = await writeCustomer(tx, null, values, {
            representativeId: all && values.representativeId ? values.representativeId : req.auth.userId,
            userId: req.auth.userId,
          });
          await recordChange(tx, {
            entity: 'customer',
            entityId: newId,
            action: 'create',
            userId: req.auth.userId,
            after: audited(await findCustomer(tx, newId)),
          });
          // A saved pre-registration goes to approval at once (spec/02 §1).
          return { created: newId, started: await submitForApprovalIn(tx, engine, req, newId) };
        });
        if (started !== null) await notifyStarted(engine, started);
        return reply.status(201).send(await full(created));
      }
      requireAny(req, ['CLIENTES', 'PRE_CADASTRO_CLIENTE'], 'EDITAR');
      await assertCustomerAccess(db, req, id);
      await assertCompany();
      const started = await db.transaction(async (tx) => {
        await tx.query('select 1 from customers where id = $1 for update', [id]);
        const before = await findCustomer(tx, id);
        assertFresh(updatedAt, before);
        await writeCustomer(tx, id, values, {
          representativeId:
            all && values.representativeId ? values.representativeId : before.representativeId,
          userId: req.auth.userId,
        });
        const after = await recordedUpdate(tx, id, before, req.auth.userId);
        return after.status === 'PRE_REGISTRATION' ? submitForApprovalIn(tx, engine, req, id) : null;
      });
      if (started !== null) await notifyStarted(engine, started);
      return full(id);
    },
  });

  // spec/02 §7: DELETE toggling active, with query id and active.
  app.delete('/customers', {
    schema: {
      tags,
      querystring: z.object({
        id: z.coerce.number().int().positive(),
        active: z.enum(['true', 'false']).transform((v) => v === 'true'),
      }),
    },
    config: { access: { module: 'CLIENTES', action: 'INATIVAR' } },
    handler: async (req) => {
      const { id, active } = req.query;
      await assertCustomerAccess(db, req, id);
      return db.transaction(async (tx) => {
        const before = await findCustomer(tx, id);
        if (before.status !== 'ACTIVE' && before.status !== 'INACTIVE')
          throw validationFailed([{ field: 'active', messages: [CUSTOMER_MSG.onlyApprovedToggle] }]);
        await tx.query('update customers set status = $2, updated_at = now() where id = $1', [
          id,
          active ? 'ACTIVE' : 'INACTIVE',
        ]);
        const after = await recordedUpdate(tx, id, before, req.auth.userId);
        return after;
      });
    },
  });

  app.delete('/customers/panel/:id', {
    schema: { tags, params: idParams },
    config: { access: { module: 'PRE_CADASTRO_CLIENTE', action: 'EXCLUIR' } },
    handler: async (req) => {
      const id = req.params.id;
      await assertCustomerAccess(db, req, id);
      const before = await findCustomer(db, id);
      if (!PANEL_STATUSES.includes(before.status))
        throw validationFailed([{ field: 'id', messages: [CUSTOMER_MSG.onlyPreRegistrationRemoved] }]);
      await deactivateExecution(engine, req.auth.userId, id);
      // Its documents go with it: their rows by cascade, their files here, the bytes once committed.
      const files = (
        await db.query<{ id: number; path: string }>(
          `select f.id, f.path from customer_documents d join files f on f.id = d.file_id where d.customer_id = $1`,
          [id],
        )
      ).rows;
      await db.transaction(async (tx) => {
        await tx.query('delete from customers where id = $1', [id]);
        if (files.length)
          await tx.query('delete from files where id = any($1::bigint[])', [files.map((f) => f.id)]);
        await recordChange(tx, {
          entity: 'customer',
          entityId: id,
          action: 'delete',
          userId: req.auth.userId,
          before: audited(before),
        });
      });
      for (const f of files) await store.remove(f.path);
      return { success: true };
    },
  });
};
