import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordNumberOf } from '@balcao/schema';
import { fieldLabels, negotiationItems, recordTitle } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import type { ResourceArea } from '../../kit/area.js';
import { listWhereOf } from '../../kit/rules.js';
import { sendExport } from '../../lib/exports.js';
import { listQuery, type ListQuery } from '../../lib/list.js';
import { assertLogLimit, logColumns, logLines, type RelatedLog } from '../../lib/logExport.js';

/** The report's title and the name of its file ('Relatório de logs de negociações <dia>.xlsx'). */
export const LOGS_REPORT_TITLE = 'Relatório de logs de negociações';

const number = recordNumberOf('NEG');

/**
 * The items that ever belonged to a page of deals: those in them now, and those created in them and
 * deleted since (their first history entry names the deal), each named by its product code.
 */
const ITEMS: RelatedLog = {
  entity: negotiationItems.name,
  records: async (db: Db, parents) => {
    const ids = parents.map((p) => Number(p.id));
    const { rows } = await db.query<{ id: number; parent: number; name: string }>(
      `select i.id, i.negotiation_id as parent, 'Item ' || p.code as name
         from negotiation_items i join products p on p.id = i.product_id
        where i.negotiation_id = any($1::bigint[])
       union
       select a.entity_id, ($1::bigint[])[array_position($2::text[], a.changes->'negotiationNumber'->>'to')],
              'Item ' || coalesce(a.changes->'productCode'->>'to', a.entity_id::text)
         from audit_log a
        where a.entity = $3 and a.action = 'create'
          and a.changes->'negotiationNumber'->>'to' = any($2::text[])
          and not exists (select 1 from negotiation_items i where i.id = a.entity_id)`,
      [ids, ids.map(number), negotiationItems.name],
    );
    return rows.map((r) => ({ id: Number(r.id), parent: Number(r.parent), name: r.name }));
  },
};

/**
 * POST /negotiations/logs-report (spec/02 §7 'POST logs report (blob)'): the history of the deals
 * the list's query selects (search, filters, order, under the record rule) and of their items, a
 * line per changed field, as XLSX. Refused above the log export's limit, as every log export.
 */
export const negotiationLogsReport: FastifyPluginAsyncZod<{ db: Db; area: ResourceArea }> = async (
  app,
  { db, area },
) => {
  const { def, store, rule } = area;
  const labels = { ...fieldLabels(negotiationItems), ...fieldLabels(def) };
  app.post('/negotiations/logs-report', {
    schema: { tags: ['negotiations'], querystring: listQuery },
    config: { access: { module: def.module, action: 'VISUALIZAR' } },
    handler: async (req, reply) => {
      const spec = { ...store.list, where: await listWhereOf(rule, db, req) };
      const query = req.query as ListQuery;
      await assertLogLimit(db, spec, query);
      const lines = logLines<{ id: number }>(db, def.name, spec, query, (r) => recordTitle(def, r), ITEMS);
      return sendExport(reply, 'xlsx', LOGS_REPORT_TITLE, logColumns(labels), lines);
    },
  });
};
