import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerDocumentSchema } from '@balcao/schema/customerFields';
import type { Db } from '../../db/db.js';
import { validationFailed } from '../../errors.js';
import { insertFile } from '../../files/files.repo.js';
import { sendFile } from '../../files/files.send.js';
import { ALL_EXTENSIONS, type FileStore, type UploadPart } from '../../files/files.store.js';
import { recordChange } from '../../lib/audit.js';
import { assertCustomerAccess } from './access.js';
import { findDocument, listDocuments } from './documents.repo.js';

const M = 'DOCUMENTOS_CLIENTE';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const fieldErrors = (e: z.ZodError) =>
  validationFailed(e.issues.map((i) => ({ field: String(i.path[0] ?? 'file'), messages: [i.message] })));

/**
 * Customer documents (spec/02 §7): POST multipart with title, observation, alias and file (201),
 * PUT the metadata, DELETE by id; the bytes go to the files store. Record access as the customer's.
 */
export const customerDocumentsRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (
  app,
  { db, store },
) => {
  const tags = ['customers'];
  app.get('/customers/:id/documents', {
    schema: { tags, params: idParams },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: async (req) => {
      await assertCustomerAccess(db, req, req.params.id);
      return listDocuments(db, req.params.id);
    },
  });
  app.post('/customers/:id/documents', {
    schema: { tags, params: idParams, consumes: ['multipart/form-data'] },
    config: { access: { module: M, action: 'INCLUIR' } },
    handler: async (req, reply) => {
      const customerId = req.params.id;
      await assertCustomerAccess(db, req, customerId);
      if (!req.isMultipart())
        throw validationFailed([{ field: 'file', messages: ['Nenhum arquivo enviado'] }]);
      // The metadata fields come before the file part, so they are read as the body streams.
      const fields: Record<string, string> = {};
      let stored: Awaited<ReturnType<FileStore['save']>> | null = null;
      try {
        for await (const part of req.parts({ limits: { fileSize: store.maxBytes, files: 1 } })) {
          if (part.type === 'field') fields[part.fieldname] = String(part.value);
          else if (part.fieldname === 'file') {
            const meta = customerDocumentSchema.safeParse(fields);
            if (!meta.success) {
              part.file.resume();
              throw fieldErrors(meta.error);
            }
            stored = await store.save(part as unknown as UploadPart, ALL_EXTENSIONS);
          } else part.file.resume();
        }
      } catch (e) {
        if (stored) await store.remove(stored.path);
        throw e;
      }
      if (!stored) throw validationFailed([{ field: 'file', messages: ['Nenhum arquivo enviado'] }]);
      const meta = customerDocumentSchema.parse(fields);
      const file = stored;
      const doc = await db.transaction(async (tx) => {
        const f = await insertFile(tx, file, req.auth.userId);
        const { rows } = await tx.query<{ id: number }>(
          `insert into customer_documents (customer_id, alias, title, observation, file_id, created_by)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [customerId, meta.alias, meta.title, meta.observation ?? null, f.id, req.auth.userId],
        );
        const created = await findDocument(tx, Number(rows[0]!.id));
        await recordChange(tx, {
          entity: 'customer',
          entityId: customerId,
          action: 'update',
          userId: req.auth.userId,
          after: { document: `${created.title} (${created.fileName})` },
        });
        return created;
      });
      return reply.status(201).send(doc);
    },
  });
  app.put('/customers/documents/:id', {
    schema: { tags, params: idParams, body: customerDocumentSchema },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: async (req) => {
      const doc = await findDocument(db, req.params.id);
      await assertCustomerAccess(db, req, doc.customerId);
      await db.query(
        'update customer_documents set alias = $2, title = $3, observation = $4, updated_at = now() where id = $1',
        [doc.id, req.body.alias, req.body.title, req.body.observation ?? null],
      );
      return findDocument(db, doc.id);
    },
  });
  app.delete('/customers/documents/:id', {
    schema: { tags, params: idParams },
    config: { access: { module: M, action: 'EXCLUIR' } },
    handler: async (req) => {
      const doc = await findDocument(db, req.params.id);
      await assertCustomerAccess(db, req, doc.customerId);
      await db.transaction(async (tx) => {
        await tx.query('delete from customer_documents where id = $1', [doc.id]);
        await tx.query('delete from files where id = $1', [doc.fileId]);
        await recordChange(tx, {
          entity: 'customer',
          entityId: doc.customerId,
          action: 'update',
          userId: req.auth.userId,
          before: { document: `${doc.title} (${doc.fileName})` },
          after: { document: null },
        });
      });
      await store.remove(doc.path);
      return { success: true };
    },
  });
  app.get('/customers/documents/:id/file', {
    schema: { tags, params: idParams },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: async (req, reply) => {
      const doc = await findDocument(db, req.params.id);
      await assertCustomerAccess(db, req, doc.customerId);
      return sendFile(store, { path: doc.path, mime: doc.mime, originalName: doc.fileName }, reply);
    },
  });
};
