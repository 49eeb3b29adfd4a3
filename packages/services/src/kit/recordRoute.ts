import { z } from 'zod';
import type { FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Action } from '@balcao/schema';
import type { Db } from '../db/db.js';
import type { ResourceArea } from './area.js';

/** A record's id in a route's path. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });

type App = Parameters<FastifyPluginAsyncZod>[0];
type RecordHandler = (req: FastifyRequest, id: number, reply: FastifyReply) => Promise<unknown>;

/**
 * An area's own routes on one of its records, by the id in their path and with no body: each asks
 * the permission `action` on the area's module (or on `module`, where another module owns the
 * routes), then the area's record rule on that record, then runs `handler` with the id.
 */
export function recordRoutes(
  app: App,
  db: Db,
  area: ResourceArea,
  opts: { tags: string[]; module?: string },
) {
  const module = opts.module ?? area.def.module;
  return (method: HTTPMethods, url: string, action: Action, handler: RecordHandler) =>
    app.route({
      method,
      url,
      schema: { tags: opts.tags, params: idParams },
      config: { access: { module, action } },
      handler: async (req, reply) => {
        const { id } = req.params;
        await area.rule.assert(db, req, id);
        return handler(req, id, reply);
      },
    });
}
