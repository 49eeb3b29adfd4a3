import multipart from '@fastify/multipart';
import { z } from 'zod';
import PDFDocument from 'pdfkit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatDateTime, MSG, PRODUCT_RELEASE_WORKFLOW, RELEASE_MSG } from '@balcao/schema';
import { displayOf, exportColumns, productReleaseItems, productReleases } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { HttpError, notFound } from '../../errors.js';
import { insertFile } from '../../files/files.repo.js';
import { receiveMany, sendFile } from '../../files/files.send.js';
import { ALL_EXTENSIONS } from '../../files/files.store.js';
import type { KitOptions, ResourceArea } from '../../kit/area.js';
import { idParams, recordRoutes } from '../../kit/recordRoute.js';
import { contentDisposition, pdfTable } from '../../lib/exports.js';
import { notifyStarted } from '../workflows/executions.service.js';
import { startFor } from '../workflows/requests.js';
import { approveRelease, releaseSent } from './productReleases.workflow.js';

const fileParams = idParams.extend({ fileId: z.coerce.number().int().positive() });
const FILES_SQL = `select f.id, f.original_name as "originalName", f.mime, f.size::int as size, f.path,
         u.name as "savedBy", to_json(rf.saved_at) #>> '{}' as "savedAt"
    from product_release_files rf join files f on f.id = rf.file_id
    left join users u on u.id = rf.saved_by
   where rf.release_id = $1`;

/** The release's products as its document lists them: code order. */
async function productsOf(db: Db, id: number) {
  const { rows } = await db.query<Record<string, unknown>>(
    `select p.code, p.name, p.family, p.ncm, p.ipi::text as ipi, p.unit, p.order_group as "orderGroup",
            p.release_status as "releaseStatus"
       from product_release_items i join products p on p.id = i.product_id
      where i.release_id = $1 order by p.code`,
    [id],
  );
  return rows;
}

/**
 * The release's document: a header with what it is and where it stands, its products in a table,
 * and the totals (products, and products per family). Written with the list exports' table writer.
 */
function releasePdf(release: Record<string, unknown>, rows: Record<string, unknown>[]) {
  const title = `Liberação de produtos ${String(release.releaseNumber)}`;
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title } });
  const left = doc.page.margins.left;
  doc.font('Helvetica-Bold').fontSize(15).text(title, left, doc.y);
  doc.moveDown(0.4);
  const show = (key: keyof typeof productReleases.fields) =>
    displayOf(productReleases, key, release[key]) || '—';
  doc.font('Helvetica').fontSize(9);
  for (const key of ['description', 'orderGroup', 'status', 'requesterName', 'releasedAt'] as const)
    doc.text(`${productReleases.fields[key].label}: ${show(key)}`);
  doc.text(`Emitido em: ${formatDateTime(new Date())}`);
  doc.moveDown(0.8);
  const columns = [
    'productCode',
    'productName',
    'family',
    'ncm',
    'currentOrderGroup',
    'releaseStatus',
  ] as const;
  const titles = new Map(exportColumns(productReleaseItems).map((c) => [c.key, c.title]));
  const row = pdfTable(
    doc,
    columns.map((k) => titles.get(k) ?? k),
  );
  for (const r of rows) {
    const item: Record<string, unknown> = {
      productCode: r.code,
      productName: r.name,
      family: r.family,
      ncm: r.ncm,
      currentOrderGroup: r.orderGroup,
      releaseStatus: r.releaseStatus,
    };
    row(columns.map((k) => displayOf(productReleaseItems, k, item[k]) || '—'));
  }
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(10).text(`Total de produtos: ${rows.length}`, left, doc.y);
  const families = new Map<string, number>();
  for (const r of rows) {
    const name = displayOf(productReleaseItems, 'family', r.family);
    families.set(name, (families.get(name) ?? 0) + 1);
  }
  doc.font('Helvetica').fontSize(9);
  for (const [name, count] of [...families].sort(([a], [b]) => a.localeCompare(b, 'pt-BR')))
    doc.text(`${name}: ${count}`);
  doc.end();
  return doc;
}

/**
 * The release's own routes beside the kit's (spec/02 §7 'Products'): send to approval ('update
 * products workflow'), approve all its products at once (the approver's task answered), change the
 * order group its products take ('update products (orderGroup)'), its PDF, and the order group's
 * files (save and get). Each write is in the release's history.
 */
export const productReleaseRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (
  app,
  { db, engine, store, area },
) => {
  const tags = ['product-releases'];
  const record = recordRoutes(app, db, area, { tags });
  const { module } = area.def;
  // Multipart for the order group's files, in this plugin only.
  await app.register(multipart, { limits: { fileSize: store.maxBytes, files: 20, fields: 0, parts: 20 } });
  const access = (action: 'VISUALIZAR' | 'EDITAR' | 'APROVAR' | 'WORKFLOW') => ({
    access: { module, action },
  });

  record('POST', '/product-releases/:id/workflow', 'WORKFLOW', async (req, id, reply) => {
    const execution = await db.transaction(async (tx) => {
      await tx.query('select 1 from product_releases where id = $1 for update', [id]);
      const started = await startFor(tx, engine, req, { workflowTypeCode: PRODUCT_RELEASE_WORKFLOW, id });
      await releaseSent(tx, area, id, req.auth.userId);
      return started;
    });
    await notifyStarted(engine, execution);
    return reply.status(201).send({ ...(await area.store.find(db, id)), executionWorkflowId: execution });
  });

  app.post('/product-releases/:id/approve-all', {
    schema: { tags, params: idParams },
    config: access('APROVAR'),
    handler: async (req) => {
      const { id } = req.params;
      await approveRelease(engine, id, req.auth.userId);
      return area.store.find(db, id);
    },
  });

  app.put('/product-releases/:id/products', {
    schema: {
      tags,
      params: idParams,
      body: z.object({ orderGroup: z.string().trim().min(1, MSG.required).max(20, MSG.maxLength(20)) }),
    },
    config: access('EDITAR'),
    handler: async (req) => {
      const { id } = req.params;
      return db.transaction(async (tx) => {
        const before = await area.store.lockFresh(tx, id, undefined);
        if (before.status === 'APROVADA') throw new HttpError(400, 'BAD_REQUEST', RELEASE_MSG.notDraft);
        return area.store.set(tx, id, { orderGroup: req.body.orderGroup }, req.auth.userId);
      });
    },
  });

  app.post('/product-releases/:id/pdf', {
    schema: { tags, params: idParams },
    config: access('VISUALIZAR'),
    handler: async (req, reply) => {
      const release = await area.store.find(db, req.params.id);
      const doc = releasePdf(release, await productsOf(db, req.params.id));
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', contentDisposition(`Liberação ${String(release.releaseNumber)}.pdf`))
        .send(doc);
    },
  });

  app.get('/product-releases/:id/files', {
    schema: { tags, params: idParams },
    config: access('VISUALIZAR'),
    handler: async (req) => {
      await area.store.find(db, req.params.id);
      const { rows } = await db.query(`${FILES_SQL} order by rf.saved_at, f.id`, [req.params.id]);
      return rows.map(({ path: _path, ...file }) => file);
    },
  });

  app.post('/product-releases/:id/files', {
    schema: { tags, params: idParams, consumes: ['multipart/form-data'] },
    config: access('EDITAR'),
    handler: async (req, reply) => {
      const { id } = req.params;
      await area.store.find(db, id);
      const stored = await receiveMany(req, store, ALL_EXTENSIONS, 'file');
      const saved = await db
        .transaction(async (tx) => {
          const names: string[] = [];
          await area.store.changed(tx, id, req.auth.userId, async () => {
            for (const f of stored) {
              const file = await insertFile(tx, f, req.auth.userId);
              await tx.query(
                'insert into product_release_files (release_id, file_id, saved_by) values ($1, $2, $3)',
                [id, file.id, req.auth.userId],
              );
              names.push(file.originalName);
            }
          });
          return names;
        })
        .catch(async (e: unknown) => {
          await Promise.all(stored.map((f) => store.remove(f.path)));
          throw e;
        });
      return reply.status(201).send({ message: RELEASE_MSG.fileSaved, files: saved });
    },
  });

  app.get('/product-releases/:id/files/:fileId', {
    schema: { tags, params: fileParams },
    config: access('VISUALIZAR'),
    handler: async (req, reply) => {
      const { rows } = await db.query<{ path: string; mime: string; originalName: string }>(
        `${FILES_SQL} and f.id = $2`,
        [req.params.id, req.params.fileId],
      );
      if (!rows[0]) throw notFound('Arquivo não encontrado');
      return sendFile(store, rows[0], reply);
    },
  });
};
