import { z } from 'zod';
import type { FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Action } from '@balcao/schema';
import type { Db } from '../db/db.js';
import type { ResourceArea } from './area.js';

/** A record's id in a route's path. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * An area's own route on one of its records, by the id in its path and with no body: the
 * permission `action` on the area's module (or on `module`, where another module owns the route),
 * then the area's record rule on that record, then `handler` with the id.
 */
export function recordRoute(
  app: App,
  db: Db,
  area: ResourceArea,
  route: { method: HTTPMethods; url: string; action: Action; tags: string[]; module?: string },
  handler: (req: FastifyRequest, id: number, reply: FastifyReply) => Promise<unknown>,
) {
  app.route({
    method: route.method,
    url: route.url,
    schema: { tags: route.tags, params: idParams },
    config: { access: { module: route.module ?? area.def.module, action: route.action } },
    handler: async (req, reply) => {
      const { id } = req.params;
      await area.rule.assert(db, req, id);
      return handler(req, id, reply);
    },
  });
}
