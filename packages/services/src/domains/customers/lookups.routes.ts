import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CUSTOMER_MSG, isValidCnpj, MSG, onlyDigits } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { HttpError, validationFailed } from '../../errors.js';
import { list, listQuery } from '../../lib/list.js';
import { todaySql } from '../../lib/zone.js';
import { USER_CHOICES } from '../users/userChoices.js';
import { assertCustomerAccess, customerCondition, mayUseCompany, requireAny } from './access.js';

/** Who may be a customer's representative: active users whose profiles reach the customers. */
const REPRESENTATIVE_SQL = `u.active and exists (
  select 1 from user_profiles up join profile_grants g on g.profile_id = up.profile_id
   where up.user_id = u.id and g.module in ('CLIENTES', 'PRE_CADASTRO_CLIENTE'))`;

/** CNPJ lookup, client by id, short name by name, summary (spec/02 §7 customer lookups). */
export const customerLookupsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['customers'];
  /**
   * Finds the matrix of a CNPJ in our own companies (same 8-digit root) and answers what fills the
   * form. `status: 'ERROR'` carries a message for the user (no matrix, CNPJ already a customer);
   * a matrix the caller may not use is 403.
   */
  app.get('/customers/lookup/cnpj', {
    schema: {
      tags,
      querystring: z.object({
        cnpj: z.string().max(30).optional(),
        // A person customer's matrix: the CNPJ is the matrix's own, which is a customer already.
        matrixOnly: z.enum(['true', 'false']).optional(),
      }),
    },
    handler: async (req) => {
      requireAny(req, ['PRE_CADASTRO_CLIENTE', 'CLIENTES'], 'INCLUIR');
      const cnpj = onlyDigits(req.query.cnpj ?? '');
      if (!cnpj) throw validationFailed([{ field: 'cnpj', messages: [MSG.cnpjRequired] }]);
      if (!isValidCnpj(cnpj)) throw new HttpError(400, 'BAD_REQUEST', MSG.invalidCnpj);
      const { rows } = await db.query<Record<string, unknown> & { id: number }>(
        `select id, code, cnpj, corporate_name as "corporateName", trade_name as "tradeName",
                state_registration as "stateRegistration", email, phone
           from companies where left(cnpj, 8) = $1 and active order by (cnpj = $2) desc, id limit 1`,
        [cnpj.slice(0, 8), cnpj],
      );
      const matrix = rows[0];
      if (!matrix) return { status: 'ERROR', message: MSG.cnpjNoMatrix, matrix: null };
      if (!(await mayUseCompany(db, req, Number(matrix.id))))
        throw new HttpError(403, 'FORBIDDEN', MSG.noClientAccessContactAdmin);
      const taken =
        req.query.matrixOnly === 'true'
          ? { rows: [] }
          : await db.query('select 1 from customers where cnpj = $1', [cnpj]);
      if (taken.rows.length) return { status: 'ERROR', message: CUSTOMER_MSG.cnpjTaken, matrix: null };
      return {
        status: 'SUCCESS',
        message: CUSTOMER_MSG.cnpjFound,
        matrix: { ...matrix, id: Number(matrix.id) },
      };
    },
  });
  app.get('/customers/lookup/client/:id', {
    schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }) },
    handler: async (req) => {
      requireAny(req, ['CLIENTES', 'PRE_CADASTRO_CLIENTE'], 'VISUALIZAR');
      await assertCustomerAccess(db, req, req.params.id);
      const { rows } = await db.query(
        `select c.id, c.corporate_name as "corporateName", c.short_name as "shortName", c.cnpj, c.cpf, c.status,
                co.code as "companyCode" from customers c join companies co on co.id = c.company_id where c.id = $1`,
        [req.params.id],
      );
      return rows[0];
    },
  });
  app.get('/customers/short-name', {
    schema: { tags, querystring: z.object({ name: z.string().trim().min(1).max(100) }) },
    config: { access: { module: 'CLIENTES', action: 'VISUALIZAR' } },
    handler: async (req) => {
      const { sql, params } = customerCondition(req);
      const like = `$${params.length + 1}`;
      const { rows } = await db.query(
        `select c.id, c.short_name as "shortName", c.corporate_name as "corporateName" from customers c
          where ${sql} and f_unaccent(lower(c.short_name)) like f_unaccent(lower(${like}))
          order by lower(c.short_name), c.id limit 20`,
        [...params, `%${req.query.name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`],
      );
      return rows;
    },
  });
  // The representative picker of the customer form: only for whoever sees every customer.
  app.get('/customers/representatives', {
    schema: { tags, querystring: listQuery },
    config: { access: { module: 'CLIENTES', action: 'ACESSO_A_INFORMACAO_CONFIDENCIAL' } },
    handler: (req) =>
      list(db, { ...USER_CHOICES, where: [{ sql: REPRESENTATIVE_SQL, params: [] }] }, req.query),
  });
  // The price tables a customer may be given: active, validity not ended (the form's choices).
  app.get('/customers/price-tables', {
    schema: { tags },
    handler: async (req) => {
      requireAny(req, ['CLIENTES', 'PRE_CADASTRO_CLIENTE'], 'VISUALIZAR');
      const { rows } = await db.query(
        `select t.id::text as id, t.code, t.description, to_char(t.valid_from, 'YYYY-MM-DD') as "validFrom",
                to_char(t.valid_to, 'YYYY-MM-DD') as "validTo"
           from price_tables t where t.active and t.valid_to >= ${todaySql()} order by lower(t.code), t.id`,
      );
      return rows;
    },
  });
  app.get('/customers/summary', {
    schema: { tags },
    config: { access: { module: 'CLIENTES', action: 'VISUALIZAR' } },
    handler: async (req) => {
      const { sql, params } = customerCondition(req);
      const { rows } = await db.query<{ status: string; n: number }>(
        `select c.status, count(*)::int as n from customers c where ${sql} group by c.status`,
        params,
      );
      const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
      const n = (s: string) => Number(by[s] ?? 0);
      return {
        total: rows.reduce((a, r) => a + r.n, 0),
        preRegistration: n('PRE_REGISTRATION'),
        inApproval: n('IN_APPROVAL'),
        active: n('ACTIVE'),
        inactive: n('INACTIVE'),
      };
    },
  });
};
