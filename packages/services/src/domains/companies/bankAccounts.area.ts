import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '@balcao/schema';
import { bankAccounts } from '@balcao/schema/resources';
import { validationFailed } from '../../errors.js';
import { list, listQuery, type ListSpec } from '../../lib/list.js';
import { resourceArea, type KitOptions, type ResourceArea } from '../../kit/area.js';
import { assertCompanyAccess, visibleCompanies } from './access.js';

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

/** The active companies a bank account may be registered for. */
const choices: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (app, { db }) => {
  app.get('/bank-accounts/companies', {
    schema: { tags: ['bank-accounts'], querystring: listQuery },
    config: { access: { module: bankAccounts.module, action: 'VISUALIZAR' } },
    handler: (req) =>
      list(
        db,
        {
          ...COMPANY_CHOICES,
          where: [{ sql: 'c.active', params: [] }, ...visibleCompanies(req, bankAccounts.module)],
        },
        req.query,
      ),
  });
};

/**
 * Bank accounts on the kit. Their own rule: an account is saved for a company that exists (a
 * field error otherwise) and that the caller may see; its data change goes to approval for who
 * sees only his own companies, the account staying with its company.
 */
export const bankAccountsArea: ResourceArea = resourceArea(
  bankAccounts,
  {
    table: 'bank_accounts',
    alias: 'b',
    from: 'bank_accounts b join companies c on c.id = b.company_id',
    columns: { companyName: 'c.corporate_name', companyCode: 'c.code' },
  },
  {
    validate: async (db, { caller, input }) => {
      const companyId = Number(input.companyId);
      if (!(await db.query('select 1 from companies where id = $1', [companyId])).rows.length)
        throw validationFailed([{ field: 'companyId', messages: [MSG.companyNotFound] }]);
      if (caller) await assertCompanyAccess(db, caller, bankAccounts.module, companyId);
    },
    extraRoutes: choices,
  },
);
