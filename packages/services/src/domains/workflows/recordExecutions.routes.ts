import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccessSet } from '@balcao/schema';
import { notFound } from '../../errors.js';
import { assertAnyWorkflowScreen, readableOfRecord } from './executions.access.js';
import type { Engine } from './executions.service.js';

type Summary = { id: number; status: string };

const registerId = z.string().min(1).max(100);

/**
 * A record's executions (spec/02 §7): every one, newest first (historic), or the running one, else
 * the latest (findByObject). Any workflow or task screen opens them; each execution is read under
 * the record's access rule, or by whoever takes part in it (executions.access.ts).
 */
export const recordExecutionsRoutes: FastifyPluginAsyncZod<{ engine: Engine }> = async (app, { engine }) => {
  const { db } = engine;
  const tags = ['workflows'];

  /** The executions of one record that the caller may read, in the order the query gives. */
  async function executionsOf(
    req: { auth: { userId: number }; accessSet: AccessSet },
    type: { id?: number; ref?: string },
    record: string,
  ) {
    assertAnyWorkflowScreen(req.accessSet);
    const found = await db.query<{ id: number; code: string }>(
      `select id, code from workflow_types where id = $1 or id::text = $2 or lower(code) = lower($2)
        order by (id = $1 or id::text = $2) desc limit 1`,
      [type.id ?? null, type.ref ?? null],
    );
    if (!found.rows[0]) throw notFound('Tipo de workflow não encontrado');
    const { rows } = await db.query<Summary>(
      `select e.id, e.status, e.register_id as "registerId", t.title as "workflowTitle", v.number as "version",
              u.name as "requester", e.created_at as "createdAt", e.updated_at as "updatedAt"
         from workflow_executions e join workflow_types t on t.id = e.type_id
         join workflow_versions v on v.id = e.version_id join users u on u.id = e.requester_id
        where e.type_id = $1 and e.register_id = $2
        order by e.id desc`,
      [found.rows[0].id, record],
    );
    const readable = await readableOfRecord(
      engine,
      { userId: req.auth.userId, accessSet: req.accessSet },
      { typeCode: found.rows[0].code, registerId: record },
      rows.map((r) => Number(r.id)),
    );
    return rows.map((r) => ({ ...r, id: Number(r.id) })).filter((r) => readable.includes(r.id));
  }

  app.get('/workflows/historic', {
    schema: {
      tags,
      querystring: z.object({
        registerId,
        workflowTypeId: z.coerce.number().int().positive().optional(),
        workflowTypeCode: z.string().max(60).optional(),
      }),
    },
    handler: (req) =>
      executionsOf(
        req,
        { id: req.query.workflowTypeId, ref: req.query.workflowTypeCode },
        req.query.registerId,
      ),
  });
  app.get('/workflows/findByObject', {
    schema: {
      tags,
      querystring: z.object({ registerId, type: z.string().trim().min(1).max(60) }),
    },
    handler: async (req) => {
      const all = await executionsOf(req, { ref: req.query.type }, req.query.registerId);
      return { execution: all.find((e) => e.status === 'IN_PROGRESS') ?? all[0] ?? null };
    },
  });
};
