import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, type BankAccountDTO } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { forbidden, validationFailed } from '../../errors.js';
import { exportQuery, pickColumns, type ExportColumn } from '../../lib/exports.js';
import { sendListExport } from '../../lib/exportJobs.js';
import { list, listQuery, type ListQuery, type ListSpec } from '../../lib/list.js';
import { assertBankAccountAccess, assertCompanyAccess, visibleCompanies, type Caller } from './access.js';
import * as repo from './bankAccounts.repo.js';
import { BANK_ACCOUNT_CHANGES, bankAccountFields } from './bankAccounts.changes.js';
import { changeByRequest, requestChange, withChangeState } from '../changeRequests/changeRequests.js';
import type { Engine } from '../workflows/executions.service.js';
import { bankAccountBody, idParams } from './companies.schemas.js';

const M = 'BANCOS';

const BANK_EXPORT: Record<string, ExportColumn<BankAccountDTO>> = {
  companyName: { title: 'Empresa', type: 'text', value: (b) => b.companyName },
  companyCode: { title: 'Código matriz', type: 'text', value: (b) => b.companyCode },
  bankCode: { title: 'Código do banco', type: 'text', value: (b) => b.bankCode },
  bankName: { title: 'Banco', type: 'text', value: (b) => b.bankName },
  agencyCode: { title: 'Agência', type: 'text', value: (b) => b.agencyCode },
  accountCode: { title: 'Conta', type: 'text', value: (b) => b.accountCode },
  updatedAt: { title: 'Atualizado em', type: 'datetime', value: (b) => b.updatedAt },
};

const listFor = (who: Caller, more: ListSpec['where'] = []): ListSpec => ({
  ...repo.BANK_ACCOUNT_LIST,
  where: [...visibleCompanies(who, M), ...more],
});

/** The companies a bank account may be registered for, as this caller may see them. */
const COMPANY_CHOICES: ListSpec = {
  select: 'c.id, c.code, c.corporate_name as "corporateName", c.cnpj',
  from: 'companies c',
  columns: {
    code: { sql: 'c.code', type: 'text', search: true, sort: true },
    corporateName: { sql: 'c.corporate_name', type: 'text', search: true, sort: true },
    cnpj: { sql: 'c.cnpj', type: 'text', search: true },
  },
  defaultOrder: { by: 'corporateName', sort: 'ASC' },
  tieBreaker: 'c.id',
};

/** The company an account is saved for: one that exists (a field error otherwise) and that he may see. */
async function assertTarget(db: Db, who: Caller, companyId: number) {
  if (!(await db.query('select 1 from companies where id = $1', [companyId])).rows.length)
    throw validationFailed([{ field: 'companyId', messages: [MSG.companyNotFound] }]);
  await assertCompanyAccess(db, who, M, companyId);
}

/** A list page; each row says whether this caller's changes to it are requests (the same for all). */
async function page(db: Db, who: Caller, spec: ListSpec, query: ListQuery) {
  const p = await list<BankAccountDTO>(db, spec, query);
  const byRequest = await changeByRequest(db, BANK_ACCOUNT_CHANGES, who);
  return { ...p, rows: p.rows.map((r) => ({ ...repo.fixAccount(r), changeByRequest: byRequest })) };
}

/**
 * Bank accounts (BANCOS): global and per-company lists, export, get, create (201), save, delete.
 * Whoever sees only his own companies changes an existing account's data by a request that the
 * ALTERACAO_CADASTRAL_CONTA workflow approves (change-request, 202) while that workflow is active.
 */
export const bankAccountsRoutes: FastifyPluginAsyncZod<{ db: Db; engine: Engine }> = async (
  app,
  { db, engine },
) => {
  const tags = ['bankAccounts'];
  const view = { access: { module: M, action: 'VISUALIZAR' as const } };
  app.get('/bank-accounts', {
    schema: { tags, querystring: listQuery },
    config: view,
    handler: (req) => page(db, req, listFor(req), req.query),
  });
  app.get('/bank-accounts/export', {
    schema: { tags, querystring: exportQuery },
    config: view,
    handler: async (req, reply) => {
      const { format, columns, ...query } = req.query;
      return sendListExport<BankAccountDTO>(reply, {
        db,
        userId: req.auth.userId,
        list: 'bank-accounts',
        title: 'Contas bancárias',
        format,
        columns: pickColumns(BANK_EXPORT, columns),
        spec: listFor(req),
        query: query as ListQuery,
      });
    },
  });
  app.get('/bank-accounts/companies', {
    schema: { tags, querystring: listQuery },
    config: view,
    handler: (req) =>
      list(
        db,
        { ...COMPANY_CHOICES, where: [{ sql: 'c.active', params: [] }, ...visibleCompanies(req, M)] },
        req.query,
      ),
  });
  app.get('/companies/:id/bank-accounts', {
    schema: { tags, params: idParams, querystring: listQuery },
    config: view,
    handler: async (req) => {
      await assertCompanyAccess(db, req, M, req.params.id);
      return page(db, req, listFor(req, [{ sql: 'b.company_id = :1', params: [req.params.id] }]), req.query);
    },
  });
  app.get('/bank-accounts/:id', {
    schema: { tags, params: idParams },
    config: view,
    handler: async (req) => {
      await assertBankAccountAccess(db, req, req.params.id);
      const account = await repo.findBankAccount(db, req.params.id);
      return withChangeState(db, BANK_ACCOUNT_CHANGES, req, req.params.id, account);
    },
  });
  app.post('/bank-accounts', {
    schema: { tags, body: bankAccountBody },
    config: { access: { module: M, action: 'INCLUIR' } },
    handler: async (req, reply) => {
      await assertTarget(db, req, req.body.companyId);
      return reply.status(201).send(await repo.createBankAccount(db, req.body, req.auth.userId));
    },
  });
  app.put('/bank-accounts/:id', {
    schema: { tags, params: idParams, body: bankAccountBody },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: async (req) => {
      await assertBankAccountAccess(db, req, req.params.id);
      await assertTarget(db, req, req.body.companyId);
      if (await changeByRequest(db, BANK_ACCOUNT_CHANGES, req)) throw forbidden(MSG.changeByRequest);
      return repo.updateBankAccount(db, req.params.id, req.body, req.auth.userId);
    },
  });
  // His own companies' accounts: the changed bank data goes to ALTERACAO_CADASTRAL_CONTA (202).
  app.post('/bank-accounts/:id/change-request', {
    schema: { tags, params: idParams, body: bankAccountBody },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: async (req, reply) => {
      const { id } = req.params;
      await assertBankAccountAccess(db, req, id);
      const current = await repo.findBankAccount(db, id);
      // The account stays with its company; the data asked for must be free now and again when approved.
      await repo.assertUnique(db, id, { ...req.body, companyId: current.companyId });
      await requestChange(engine, req, BANK_ACCOUNT_CHANGES, id, bankAccountFields(req.body));
      const account = await repo.findBankAccount(db, id);
      return reply.status(202).send(await withChangeState(db, BANK_ACCOUNT_CHANGES, req, id, account));
    },
  });
  app.delete('/bank-accounts/:id', {
    schema: { tags, params: idParams, response: { 200: z.object({ success: z.boolean() }) } },
    config: { access: { module: M, action: 'EXCLUIR' } },
    handler: async (req) => {
      await assertBankAccountAccess(db, req, req.params.id);
      await repo.deleteBankAccount(db, req.params.id, req.auth.userId);
      return { success: true };
    },
  });
};
