import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FAN_MSG, MSG } from '@balcao/schema';
import { notFound } from '../../errors.js';
import { assertFileAccess, findFile } from '../../files/files.repo.js';
import { sendFile } from '../../files/files.send.js';
import type { KitOptions, ResourceArea } from '../../kit/area.js';
import { idParams, recordRoutes } from '../../kit/recordRoute.js';
import { customerChoicesRoute } from '../buyers/buyers.area.js';
import { assertFanOpen, cancelFan, concludeFan } from './fans.workflow.js';

const documentParams = idParams.extend({ documentId: z.coerce.number().int().positive() });
const text = (max: number) => z.string().trim().min(1, MSG.required).max(max, MSG.maxLength(max));
/** spec/02 §3 FAN: documents[] with description, fileId, filename (the file uploaded before). */
const documentsBody = z.object({
  documents: z
    .array(z.object({ description: text(100), fileId: z.number().int().positive(), filename: text(255) }))
    .min(1, FAN_MSG.documentsRequired)
    .max(20, FAN_MSG.documentsMax),
});
const DOCUMENTS_SQL = `select d.id, d.description, d.file_id as "fileId", d.filename,
         u.name as "createdByName", to_json(d.created_at) #>> '{}' as "createdAt"
    from fan_documents d left join users u on u.id = d.created_by
   where d.fan_id = $1`;

/**
 * The FAN's own routes beside the kit's (spec/02 §7 FAN), by its id (the spec's workflowFanId):
 * conclude a correction, cancel it while it is open; its documents listed, saved (files uploaded through the files module,
 * the caller's own) and deleted while it is open, each change in its history; a document's file
 * for whoever sees the FAN; the customers a FAN may be made for.
 */
export const fanRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (app, opts) => {
  const { db, engine, store: files, area } = opts;
  const { module } = area.def;
  const tags = ['fans'];
  const record = recordRoutes(app, db, area, { tags });

  record('PUT', '/fans/:id/conclude', 'EDITAR', (req, id) => concludeFan(engine, area.store, req, id));
  record('POST', '/fans/:id/cancel', 'EDITAR', (req, id) => cancelFan(engine, area.store, req, id));
  record(
    'GET',
    '/fans/:id/documents',
    'VISUALIZAR',
    async (_req, id) => (await db.query(`${DOCUMENTS_SQL} order by d.id`, [id])).rows,
  );
  app.post('/fans/:id/documents', {
    schema: { tags, params: idParams, body: documentsBody },
    config: { access: { module, action: 'EDITAR' } },
    handler: async (req, reply) => {
      const { id } = req.params;
      await area.rule.assert(db, req, id);
      for (const d of req.body.documents)
        await assertFileAccess(db, req, await findFile(db, d.fileId), 'write');
      await db.transaction((tx) =>
        area.store.changed(tx, id, req.auth.userId, async (t) => {
          assertFanOpen(await area.store.find(t, id));
          for (const d of req.body.documents)
            await t.query(
              'insert into fan_documents (fan_id, description, file_id, filename, created_by) values ($1, $2, $3, $4, $5)',
              [id, d.description, d.fileId, d.filename, req.auth.userId],
            );
        }),
      );
      return reply.status(201).send((await db.query(`${DOCUMENTS_SQL} order by d.id`, [id])).rows);
    },
  });
  app.delete('/fans/:id/documents/:documentId', {
    schema: { tags, params: documentParams },
    config: { access: { module, action: 'EDITAR' } },
    handler: async (req) => {
      const { id, documentId } = req.params;
      await area.rule.assert(db, req, id);
      await db.transaction((tx) =>
        area.store.changed(tx, id, req.auth.userId, async (t) => {
          assertFanOpen(await area.store.find(t, id));
          const gone = await t.query('delete from fan_documents where id = $1 and fan_id = $2 returning id', [
            documentId,
            id,
          ]);
          if (!gone.rows.length) throw notFound(FAN_MSG.documentNotFound);
        }),
      );
      return { success: true };
    },
  });
  app.get('/fans/:id/documents/:documentId/file', {
    schema: { tags, params: documentParams },
    config: { access: { module, action: 'VISUALIZAR' } },
    handler: async (req, reply) => {
      const { id, documentId } = req.params;
      await area.rule.assert(db, req, id);
      const { rows } = await db.query<{ fileId: number; filename: string }>(
        'select file_id as "fileId", filename from fan_documents where id = $1 and fan_id = $2',
        [documentId, id],
      );
      if (!rows[0]) throw notFound(FAN_MSG.documentNotFound);
      const file = await findFile(db, Number(rows[0].fileId));
      return sendFile(files, { ...file, originalName: rows[0].filename }, reply);
    },
  });
  // The customers a FAN may be made for: every one for finance, else those the caller sees.
  customerChoicesRoute(app, db, { path: '/fans/customers', module, tags, where: area.rule.listWhere });
};
