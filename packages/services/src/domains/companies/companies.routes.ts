import { statusText } from '@balcao/schema/resources';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPANY_LABELS, formatCnpj, formatPhone, MSG, type CompanyDTO } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { forbidden, validationFailed } from '../../errors.js';
import { sendListExport } from '../../lib/exportJobs.js';
import {
  exportLogQuery,
  exportQuery,
  sendExport,
  pickColumns,
  type ExportColumn,
} from '../../lib/exports.js';
import { list, listQuery, type ListQuery, type ListSpec } from '../../lib/list.js';
import { USER_CHOICES } from '../users/users.repo.js';
import { assertLogLimit, logColumns, logLines } from '../../lib/logExport.js';
import {
  assertCompanyAccess,
  assertCompanyHistoryAccess,
  seesAll,
  visibleCompanies,
  type Caller,
} from './access.js';
import * as repo from './companies.repo.js';
import { COMPANY_CHANGES, companyFields } from './companies.changes.js';
import { changeByRequest, requestChange, withChangeState } from '../changeRequests/changeRequests.js';
import type { Engine } from '../workflows/executions.service.js';
import { companyBody, idParams } from './companies.schemas.js';
import { HISTORY_RECORD_ACCESS } from '../history/history.routes.js';

const M = 'EMPRESAS';

const COMPANY_EXPORT: Record<string, ExportColumn<CompanyDTO>> = {
  code: { title: 'Código matriz', type: 'text', value: (c) => c.code },
  cnpj: { title: 'CNPJ', type: 'text', value: (c) => formatCnpj(c.cnpj) },
  corporateName: { title: 'Razão social', type: 'text', value: (c) => c.corporateName },
  tradeName: { title: 'Nome fantasia', type: 'text', value: (c) => c.tradeName },
  stateRegistration: { title: 'Inscrição estadual', type: 'text', value: (c) => c.stateRegistration },
  email: { title: 'E-mail', type: 'text', value: (c) => c.email },
  phone: { title: 'Telefone', type: 'text', value: (c) => (c.phone ? formatPhone(c.phone) : '') },
  representative: { title: 'Representante', type: 'text', value: (c) => c.representative?.name },
  bankAccountCount: { title: 'Contas bancárias', type: 'number', value: (c) => c.bankAccountCount },
  active: { title: 'Situação', type: 'text', value: (c) => statusText('f', c.active) },
  updatedAt: { title: 'Atualizado em', type: 'datetime', value: (c) => c.updatedAt },
};
/** The companies list as this caller may read it. */
const listFor = (who: Caller): ListSpec => ({ ...repo.COMPANY_LIST, where: visibleCompanies(who, M) });

/** Without confidential access a company stays his own: he is its representative. */
function ownerFor(who: Caller, requested: number | null) {
  if (seesAll(who, M)) return requested;
  if (requested !== null && requested !== who.auth.userId)
    throw validationFailed([{ field: 'representativeId', messages: [MSG.companyOwnerOnly] }]);
  return who.auth.userId;
}

/**
 * Companies (EMPRESAS): list, export, get, create (201), save (200; stale → 409), activate/deactivate.
 * Whoever sees only his own companies changes an existing one's registration by a request that the
 * ALTERACAO_CADASTRAL_EMPRESA workflow approves (change-request, 202) while that workflow is
 * active; the others save it directly.
 */
export const companiesRoutes: FastifyPluginAsyncZod<{ db: Db; engine: Engine }> = async (
  app,
  { db, engine },
) => {
  HISTORY_RECORD_ACCESS.company = assertCompanyHistoryAccess;
  const tags = ['companies'];
  const view = { access: { module: M, action: 'VISUALIZAR' as const } };
  app.get('/companies', {
    schema: { tags, querystring: listQuery },
    config: view,
    handler: async (req) => {
      const page = await list<CompanyDTO>(db, listFor(req), req.query);
      return { ...page, rows: page.rows.map(repo.fixCompany) };
    },
  });
  app.get('/companies/export', {
    schema: { tags, querystring: exportQuery },
    config: view,
    handler: async (req, reply) => {
      const { format, columns, ...query } = req.query;
      return sendListExport<CompanyDTO>(reply, {
        db,
        userId: req.auth.userId,
        list: 'companies',
        title: 'Empresas',
        format,
        columns: pickColumns(COMPANY_EXPORT, columns),
        spec: listFor(req),
        query: query as ListQuery,
      });
    },
  });
  app.get('/companies/export/log', {
    schema: { tags, querystring: exportLogQuery },
    config: view,
    handler: async (req, reply) => {
      const { format, ...query } = req.query;
      await assertLogLimit(db, listFor(req), query as ListQuery);
      const lines = logLines<CompanyDTO>(db, repo.COMPANY, listFor(req), query as ListQuery, (c) => c.code);
      const title = 'Log de Empresas';
      return sendExport(reply, format, title, logColumns(COMPANY_LABELS), lines);
    },
  });
  // Who may be named a company's representative: active users; only himself without confidential access.
  app.get('/companies/representatives', {
    schema: { tags, querystring: listQuery },
    config: view,
    handler: (req) =>
      list(db, { ...USER_CHOICES, where: [{ sql: 'u.active', params: [] }, ...ownOnly(req)] }, req.query),
  });
  app.get('/companies/:id', {
    schema: { tags, params: idParams },
    config: view,
    handler: async (req) => {
      await assertCompanyAccess(db, req, M, req.params.id);
      const company = await repo.findCompany(db, req.params.id);
      return withChangeState(db, COMPANY_CHANGES, req, req.params.id, company);
    },
  });
  app.post('/companies', {
    schema: { tags, body: companyBody },
    config: { access: { module: M, action: 'INCLUIR' } },
    handler: async (req, reply) => {
      const input = { ...req.body, representativeId: ownerFor(req, req.body.representativeId) };
      return reply.status(201).send(await repo.createCompany(db, input, req.auth.userId));
    },
  });
  app.put('/companies/:id', {
    schema: { tags, params: idParams, body: companyBody },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: async (req) => {
      await assertCompanyAccess(db, req, M, req.params.id);
      if (await changeByRequest(db, COMPANY_CHANGES, req)) throw forbidden(MSG.changeByRequest);
      const input = { ...req.body, representativeId: ownerFor(req, req.body.representativeId) };
      return repo.updateCompany(db, req.params.id, input, req.auth.userId);
    },
  });
  app.post('/companies/:id/change-request', {
    schema: { tags, params: idParams, body: companyBody },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: async (req, reply) => {
      const { id } = req.params;
      await assertCompanyAccess(db, req, M, id);
      // The values it asks for must be valid now; they are checked again when approved.
      const current = await repo.findCompany(db, id);
      await repo.assertUnique(db, id, { ...req.body, representativeId: current.representative?.id ?? null });
      await requestChange(engine, req, COMPANY_CHANGES, id, companyFields(req.body));
      const company = await repo.findCompany(db, id);
      return reply.status(202).send(await withChangeState(db, COMPANY_CHANGES, req, id, company));
    },
  });
  app.patch('/companies/:id/active', {
    schema: { tags, params: idParams, body: z.object({ active: z.boolean() }) },
    config: { access: { module: M, action: 'INATIVAR' } },
    handler: async (req) => {
      await assertCompanyAccess(db, req, M, req.params.id);
      return repo.setCompanyActive(db, req.params.id, req.body.active, req.auth.userId);
    },
  });
};

const ownOnly = (who: Caller) => (seesAll(who, M) ? [] : [{ sql: 'u.id = :1', params: [who.auth.userId] }]);
