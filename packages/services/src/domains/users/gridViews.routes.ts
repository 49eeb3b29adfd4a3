import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GRID } from '@balcao/schema';
import type { Db } from '../../db/db.js';

const key = z.string().max(60);
/** What a saved view holds; the grid fits it to today's columns when it reads it. */
export const gridViewSchema = z.object({
  columns: z.object({
    order: z.array(key).max(100),
    widths: z.record(key, z.number().int().min(20).max(2000)),
    hidden: z.array(key).max(100),
  }),
  orderBy: key.optional(),
  sort: z.enum(['ASC', 'DESC']).optional(),
  pageSize: z
    .number()
    .int()
    .refine((n) => (GRID.pageSizes as readonly number[]).includes(n))
    .optional(),
  filters: z.record(key, z.array(z.string().max(200)).max(50)).optional(),
});
const dto = z.object({
  gridKey: z.string(),
  view: gridViewSchema.nullable(),
  updatedAt: z.string().nullable(),
});
const params = z.object({ gridKey: z.string().regex(/^[a-zA-Z][\w-]{0,59}$/) });
type Row = { view: z.infer<typeof gridViewSchema>; updated_at: Date };

/**
 * A signed-in user's saved grid views, one per grid: every route reads and writes only the caller's
 * own rows (`req.auth.userId`), so no module is needed.
 */
export const gridViewsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['users'];
  const path = '/users/me/grid-views/:gridKey';
  app.get(path, {
    schema: { tags, params, response: { 200: dto } },
    handler: async (req) => {
      const { rows } = await db.query<Row>(
        'select view, updated_at from grid_views where user_id = $1 and grid_key = $2',
        [req.auth.userId, req.params.gridKey],
      );
      const r = rows[0];
      return {
        gridKey: req.params.gridKey,
        view: r?.view ?? null,
        updatedAt: r ? new Date(r.updated_at).toISOString() : null,
      };
    },
  });
  app.put(path, {
    schema: { tags, params, body: z.object({ view: gridViewSchema }), response: { 200: dto } },
    handler: async (req) => {
      const { rows } = await db.query<Row>(
        `insert into grid_views (user_id, grid_key, view) values ($1, $2, $3)
         on conflict (user_id, grid_key) do update set view = excluded.view, updated_at = now()
         returning view, updated_at`,
        [req.auth.userId, req.params.gridKey, JSON.stringify(req.body.view)],
      );
      return {
        gridKey: req.params.gridKey,
        view: rows[0]!.view,
        updatedAt: new Date(rows[0]!.updated_at).toISOString(),
      };
    },
  });
  app.delete(path, {
    schema: { tags, params, response: { 200: z.object({ success: z.boolean() }) } },
    handler: async (req) => {
      const { rows } = await db.query<{ n: number }>(
        `with d as (delete from grid_views where user_id = $1 and grid_key = $2 returning 1)
         select count(*)::int as n from d`,
        [req.auth.userId, req.params.gridKey],
      );
      return { success: rows[0]!.n > 0 };
    },
  });
};
