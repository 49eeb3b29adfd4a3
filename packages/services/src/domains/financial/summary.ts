import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, type Action } from '@balcao/schema';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { validationFailed } from '../../errors.js';
import { sendExport, type ExportColumn } from '../../lib/exports.js';
import { zoneSql } from '../../lib/zone.js';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.invalidDate)
  .optional();

/** The filters every financial summary takes: a period (business days) and a customer. */
export const periodQuery = z.object({
  from: day,
  to: day,
  customerId: z.coerce.number().int().positive().optional(),
});
export type PeriodQuery = z.infer<typeof periodQuery>;

/** The period as SQL conditions on a timestamp or date column, days counted in the business's zone. */
export function periodWhere(q: PeriodQuery, column: string, params: unknown[], isDate = false) {
  if (q.from && q.to && q.to < q.from)
    throw validationFailed([{ field: 'to', messages: [MSG.endBeforeStart] }]);
  const dayOf = isDate ? column : `(${column} at time zone ${zoneSql()})::date`;
  const where: string[] = [];
  if (q.from) where.push(`${dayOf} >= $${params.push(q.from)}::date`);
  if (q.to) where.push(`${dayOf} <= $${params.push(q.to)}::date`);
  return where;
}

/** 'MM/YYYY' from 'YYYY-MM'. */
export const monthLabel = (key: string) => `${key.slice(5, 7)}/${key.slice(0, 4)}`;

/**
 * A financial summary: its rows as JSON at `path` and as a file (XLSX, CSV, PDF) at `path/export`,
 * the same query behind both, each behind the module's VISUALIZAR.
 */
/** The app as a zod-typed plugin sees it. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export function summaryRoutes<Q extends z.ZodObject, Row>(
  app: ZodApp,
  s: {
    db: Db;
    path: string;
    module: string;
    title: string;
    query: Q;
    rows: (db: Db, q: z.infer<Q>, caller: Caller) => Promise<Row[]>;
    columns: ExportColumn<Row>[];
  },
) {
  const config = { access: { module: s.module, action: 'VISUALIZAR' as Action } };
  const tags = ['financial'];
  app.get(s.path, {
    schema: { tags, querystring: s.query },
    config,
    handler: async (req) => ({ rows: await s.rows(s.db, req.query as z.infer<Q>, req) }),
  });
  app.get(`${s.path}/export`, {
    schema: { tags, querystring: s.query.extend({ format: z.enum(['xlsx', 'csv', 'pdf']) }) },
    config,
    handler: async (req, reply) => {
      const { format, ...q } = req.query as z.infer<Q> & { format: 'xlsx' | 'csv' | 'pdf' };
      const rows = await s.rows(s.db, q as z.infer<Q>, req);
      return sendExport(
        reply,
        format,
        s.title,
        s.columns,
        (async function* () {
          yield* rows;
        })(),
      );
    },
  });
}
