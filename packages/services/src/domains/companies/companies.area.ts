import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '@balcao/schema';
import { companies } from '@balcao/schema/resources';
import { validationFailed } from '../../errors.js';
import { list, listQuery } from '../../lib/list.js';
import { resourceArea, type KitOptions, type ResourceArea } from '../../kit/area.js';
import { USER_CHOICES } from '../users/userChoices.js';
import { seesAll } from './access.js';

/** Who may be named a company's representative: active users; only himself without confidential access. */
const representatives: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (app, { db }) => {
  app.get('/companies/representatives', {
    schema: { tags: ['companies'], querystring: listQuery },
    config: { access: { module: companies.module, action: 'VISUALIZAR' } },
    handler: (req) =>
      list(
        db,
        {
          ...USER_CHOICES,
          where: [
            { sql: 'u.active', params: [] },
            ...(seesAll(req, companies.module) ? [] : [{ sql: 'u.id = :1', params: [req.auth.userId] }]),
          ],
        },
        req.query,
      ),
  });
};

/**
 * Companies on the kit. Their own rules: without confidential access a company stays the caller's
 * (he is its representative, naming another is refused on the field); the representative is an
 * active user; the users to choose from.
 */
export const companiesArea: ResourceArea = resourceArea(
  companies,
  {
    table: 'companies',
    alias: 'c',
    from: 'companies c left join users r on r.id = c.representative_id',
    columns: {
      representativeName: 'r.name',
      bankAccountCount: '(select count(*)::int from bank_accounts b where b.company_id = c.id)',
    },
  },
  {
    prepare: ({ caller, input }) => {
      if (!caller || seesAll(caller, companies.module)) return input;
      const asked = input.representativeId as number | null;
      if (asked !== null && asked !== caller.auth.userId)
        throw validationFailed([{ field: 'representativeId', messages: [MSG.companyOwnerOnly] }]);
      return { ...input, representativeId: caller.auth.userId };
    },
    validate: async (db, { input }) => {
      const id = input.representativeId as number | null;
      if (id !== null && !(await db.query('select 1 from users where id = $1 and active', [id])).rows.length)
        throw validationFailed([
          { field: 'representativeId', messages: [MSG.companyRepresentativeNotFound] },
        ]);
    },
    extraRoutes: representatives,
  },
);
