import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, NEGOTIATION_WORKFLOW, type NegotiationLink } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import type { ResourceArea } from '../../kit/area.js';
import { recordRoutes } from '../../kit/recordRoute.js';
import { contentDisposition } from '../../lib/exports.js';
import { negotiationPdf } from './negotiations.pdf.js';
import { negotiationLogsReport } from './negotiations.logs.js';

/** Whether the deal has ever gone through its approval workflow. */
async function hasExecution(db: Db, id: number) {
  const { rows } = await db.query(
    `select 1 from workflow_executions e join workflow_types t on t.id = e.type_id
      where t.code = $1 and e.register_id = $2 limit 1`,
    [NEGOTIATION_WORKFLOW, String(id)],
  );
  return rows.length > 0;
}

/**
 * A negotiation's documents and links beside the kit's routes (spec/02 §7 Negotiations): its PDF,
 * the logs report of the deals a list selects (XLSX), and the deal's actions as links, each only
 * as far as the caller may follow it.
 */
export const negotiationDocumentRoutes: FastifyPluginAsyncZod<{ db: Db; area: ResourceArea }> = async (
  app,
  { db, area },
) => {
  const tags = ['negotiations'];
  const record = recordRoutes(app, db, area, { tags });
  const { module, path } = area.def;

  record('POST', '/negotiations/:id/pdf', 'VISUALIZAR', async (_req, id, reply) => {
    const deal = await area.store.find(db, id);
    const doc = await negotiationPdf(db, deal);
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', contentDisposition(`Negociação ${String(deal.negotiationNumber)}.pdf`))
      .send(doc);
  });

  app.register(negotiationLogsReport, { db, area });

  record('GET', '/negotiations/:id/actions', 'VISUALIZAR', async (req, id) => {
    const deal = await area.store.find(db, id);
    const may = (action: Parameters<typeof can>[2]) => can(req.accessSet, module, action);
    const editable = deal.status === 'DRAFT' && !deal.blocked;
    const links: NegotiationLink[] = [
      { key: 'view', label: 'Visualizar', href: `${path}/view/${id}` },
      ...(editable && may('EDITAR')
        ? [{ key: 'edit' as const, label: 'Editar', href: `${path}/edit/${id}` }]
        : []),
      { key: 'pdf', label: 'Documento em PDF', href: `${path}/pdf/${id}` },
      { key: 'historic', label: 'Histórico', href: `${path}/historic/${id}` },
      ...((await hasExecution(db, id))
        ? [{ key: 'workflow' as const, label: 'Fluxo de aprovação', href: `${path}/workflow/${id}` }]
        : []),
    ];
    return { id: String(id), links };
  });
};
