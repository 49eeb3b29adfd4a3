import { z } from 'zod';
import { can, MSG } from '@balcao/schema';
import { substitutes } from '@balcao/schema/resources';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, validationFailed } from '../../errors.js';
import { list, listQuery, type ListSpec } from '../../lib/list.js';
import { resourceArea, type KitOptions, type ResourceArea } from '../../kit/area.js';

/** What substitutes did, and for whom (RELATORIO_SUBSTITUTOS). */
const REPORT: ListSpec = {
  select: `h.id, h.at, h.kind, a.name as "actor", f.name as "actedFor", t.title as "workflowTitle",
           e.register_id as "registerId", e.id as "executionWorkflowId"`,
  from: `workflow_history h join users a on a.id = h.actor_id join users f on f.id = h.acted_for
         join workflow_executions e on e.id = h.execution_id join workflow_types t on t.id = e.type_id`,
  columns: {
    actor: { sql: 'a.name', type: 'text', search: true, sort: true },
    actedFor: { sql: 'f.name', type: 'text', search: true, sort: true },
    at: { sql: 'h.at', type: 'date', sort: true, filter: true },
  },
  defaultOrder: { by: 'at', sort: 'DESC' },
  tieBreaker: 'h.id',
};

const routes: FastifyPluginAsyncZod<KitOptions> = async (app, { db }) => {
  const tags = [substitutes.rest];
  // Self-service: anyone may pick a colleague as his substitute, so any signed-in user may list the
  // active users' names (nothing else of them).
  app.get('/substitutes/users', {
    schema: { tags, querystring: z.object({ q: z.string().max(100).default('') }) },
    handler: async (req) => {
      const q = req.query.q
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`);
      const { rows } = await db.query<{ id: number; name: string }>(
        `select id, name from users where active and f_unaccent(lower(name)) like f_unaccent($1)
          order by name, id limit 20`,
        [`%${q}%`],
      );
      return rows.map((u) => ({ id: Number(u.id), name: u.name }));
    },
  });
  app.get('/substitutes/report', {
    schema: { tags, querystring: listQuery },
    config: { access: { module: 'RELATORIO_SUBSTITUTOS', action: 'VISUALIZAR' } },
    handler: (req) => list(db, REPORT, req.query),
  });
};

/**
 * Substitutes on the kit. Their own rules: a user names his own substitute (an empty absent user
 * is himself), anyone's with SUBSTITUTOS × INCLUIR; removes his own ranges, anyone's with EXCLUIR;
 * nobody substitutes himself; a range ends after it starts.
 */
export const substitutesArea: ResourceArea = resourceArea(
  substitutes,
  {
    table: 'workflow_substitutes',
    alias: 'w',
    from: 'workflow_substitutes w join users u on u.id = w.user_id join users s on s.id = w.substitute_id',
    columns: { userName: 'u.name', substituteName: 's.name' },
  },
  {
    prepare: ({ caller, input, before }) => {
      if (!caller) return input;
      const userId = (input.userId as number | null) ?? caller.auth.userId;
      const kept = before?.userId === userId;
      if (userId !== caller.auth.userId && !kept && !can(caller.accessSet, substitutes.module, 'INCLUIR'))
        throw forbidden();
      return { ...input, userId };
    },
    validate: async (_db, { input }) => {
      if (input.substituteId === input.userId)
        throw validationFailed([{ field: 'substituteId', messages: [MSG.substituteIsSelf] }]);
      if (Date.parse(input.endsAt as string) < Date.parse(input.startsAt as string))
        throw validationFailed([{ field: 'endsAt', messages: [MSG.endBeforeStart] }]);
    },
    beforeRemove: async (_db, { caller, before }) => {
      if (before.userId !== caller.auth.userId && !can(caller.accessSet, substitutes.module, 'EXCLUIR'))
        throw forbidden();
    },
    extraRoutes: routes,
  },
);
