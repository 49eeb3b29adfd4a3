import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '@balcao/schema';
import { resourceSchema, workflowTypes } from '@balcao/schema/resources';
import { validationFailed } from '../../errors.js';
import { resourceArea, write, type KitOptions, type ResourceArea } from '../../kit/area.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The spec's own paths of a save and a deactivation (spec/02 §7: PUT update/{id}, PUT {id}/deactivate). */
const specRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (app, { db, area }) => {
  const { def, store } = area;
  const tags = [def.rest];
  app.put('/workflows/update/:id', {
    schema: { tags, params: idParams, body: resourceSchema(def, 'body') },
    config: { access: { module: def.module, action: 'EDITAR' } },
    handler: (req) =>
      db.transaction(async (tx) => {
        const before = await store.lockFresh(tx, req.params.id, req.body.updatedAt as string | undefined);
        return write(area, tx, { caller: req, input: req.body, before }, req.auth.userId);
      }),
  });
  app.put('/workflows/:id/deactivate', {
    schema: { tags, params: idParams },
    config: { access: { module: def.module, action: 'INATIVAR' } },
    handler: (req) =>
      db.transaction((tx) => store.set(tx, req.params.id, { active: false }, req.auth.userId)),
  });
};

/**
 * Workflow types on the kit: their situations are links (workflow_type_situations); a new type
 * starts with its first, empty version. Versions, tasks and roles are the engine's (types.routes.ts).
 */
export const workflowTypesArea: ResourceArea = resourceArea(
  workflowTypes,
  {
    table: 'workflow_types',
    alias: 't',
    columns: {
      situationNames: `(select string_agg(s.name, ', ' order by s.name)
        from workflow_type_situations ts join situations s on s.id = ts.situation_id where ts.type_id = t.id)`,
      // A type is made with its version 1 (afterWrite below).
      latestVersion: 'coalesce((select max(v.number) from workflow_versions v where v.type_id = t.id), 1)',
    },
    links: {
      workflowTypeSituations: { table: 'workflow_type_situations', own: 'type_id', other: 'situation_id' },
    },
  },
  {
    validate: async (db, { input }) => {
      const ids = input.workflowTypeSituations as number[];
      const known = await db.query('select id from situations where id = any($1::bigint[])', [ids]);
      if (known.rows.length !== new Set(ids).size)
        throw validationFailed([{ field: 'workflowTypeSituations', messages: [MSG.invalidValue] }]);
    },
    afterWrite: async (tx, { before, after }) => {
      if (!before)
        await tx.query('insert into workflow_versions (type_id, number) values ($1, 1)', [after.id]);
    },
    extraRoutes: specRoutes,
  },
);
