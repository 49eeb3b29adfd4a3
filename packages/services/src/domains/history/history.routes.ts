import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, MSG, type AccessSet } from '@balcao/schema';
import { RESOURCES } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { forbidden, notFound } from '../../errors.js';

/** Which module guards each record kind's history: seeing the history needs VISUALIZAR on it. */
export const HISTORY_MODULES: Record<string, string> = {
  user: 'CONTROLE_DE_USUARIO',
  profile: 'CONTROLE_DE_PERFIL',
  company: 'EMPRESAS',
  customer: 'CLIENTES',
  ...Object.fromEntries(RESOURCES.map((def) => [def.name, def.module])),
};
/** Record-level checks of the record kinds that have them, set by their domains (403 when refused). */
export const HISTORY_RECORD_ACCESS: Record<
  string,
  (db: Db, caller: { auth: { userId: number }; accessSet: AccessSet }, id: number) => Promise<void>
> = {};

const entry = z.object({
  id: z.number(),
  action: z.enum(['create', 'update', 'delete']),
  at: z.string(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  changes: z.record(z.string(), z.unknown()),
});

export const historyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/history/:entity/:id', {
    schema: {
      tags: ['history'],
      params: z.object({
        entity: z.enum(Object.keys(HISTORY_MODULES) as [string, ...string[]]),
        id: z.coerce.number().int().positive(),
      }),
      querystring: z.object({
        page: z.coerce.number().int().min(1).default(1),
        pageSize: z.coerce.number().int().min(1).max(200).default(50),
      }),
      response: { 200: z.object({ rows: z.array(entry), totalRegisters: z.number() }) },
    },
    handler: async (req) => {
      const { entity, id } = req.params;
      if (!can(req.accessSet, HISTORY_MODULES[entity]!, 'VISUALIZAR')) throw forbidden();
      // Kinds whose records a module holder may not all see check the record too.
      await HISTORY_RECORD_ACCESS[entity]?.(db, req, id);
      const { page, pageSize } = req.query;
      const [rows, total] = await Promise.all([
        db.query<z.infer<typeof entry>>(
          `select a.id, a.action, a.at, a.changes,
                  case when u.id is null then null else json_build_object('id', u.id, 'name', u.name) end as "user"
             from audit_log a left join users u on u.id = a.user_id
            where a.entity = $1 and a.entity_id = $2
            order by a.at desc, a.id desc limit $3 offset $4`,
          [entity, id, pageSize, (page - 1) * pageSize],
        ),
        db.query<{ n: number }>(
          'select count(*)::int as n from audit_log where entity = $1 and entity_id = $2',
          [entity, id],
        ),
      ]);
      const totalRegisters = total.rows[0]!.n;
      if (totalRegisters === 0) throw notFound(MSG.historyNotFound);
      return {
        rows: rows.rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
        totalRegisters,
      };
    },
  });
};
