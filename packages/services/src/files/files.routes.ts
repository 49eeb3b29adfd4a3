import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { forbidden } from '../errors.js';
import * as repo from './files.repo.js';
import { receiveMany, receiveOne, sendFile } from './files.send.js';
import { ALL_EXTENSIONS, type FileStore } from './files.store.js';

const M = repo.FILES_MODULE;
const idParams = z.object({ id: z.coerce.number().int().positive() });
export const fileDto = z.object({
  id: z.number(),
  path: z.string(),
  originalName: z.string(),
  description: z.string().nullable(),
  mime: z.string(),
  size: z.number(),
  ownerId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const metadataBody = z
  .object({
    originalName: z.string().trim().min(1).max(255).optional(),
    description: z.string().max(1000).nullable().optional(),
  })
  .strict();

/** The files service: uploads streamed to disk, downloads streamed back, metadata in `files`. */
export const filesRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (
  app,
  { db, store },
) => {
  const tags = ['files'];
  app.post('/files/upload', {
    schema: { tags, consumes: ['multipart/form-data'], response: { 201: fileDto } },
    config: { access: { module: M, action: 'INCLUIR' } },
    handler: async (req, reply) => {
      const stored = await receiveOne(req, store, ALL_EXTENSIONS);
      return reply.status(201).send(await repo.insertFile(db, stored, req.auth.userId));
    },
  });
  app.post('/files/upload-many', {
    schema: { tags, consumes: ['multipart/form-data'], response: { 201: z.array(fileDto) } },
    config: { access: { module: M, action: 'INCLUIR' } },
    handler: async (req, reply) => {
      const stored = await receiveMany(req, store, ALL_EXTENSIONS);
      const rows = await db.transaction(async (tx) => {
        const out = [];
        for (const f of stored) out.push(await repo.insertFile(tx, f, req.auth.userId));
        return out;
      });
      return reply.status(201).send(rows);
    },
  });
  // Record access checked here: ARQUIVOS × VISUALIZAR, except for the requester of a background
  // export, whose notification links to this route whatever his profile's file access.
  app.get('/files/download/:path', {
    schema: { tags, params: z.object({ path: z.string().max(100) }) },
    handler: async (req, reply) => {
      const file = await repo.findFileByPath(db, req.params.path);
      if ((await repo.exportOwnerOf(db, file.id)) !== req.auth.userId && !can(req.accessSet, M, 'VISUALIZAR'))
        throw forbidden();
      await repo.assertFileAccess(db, req, file, 'read');
      return sendFile(store, file, reply);
    },
  });
  app.get('/files/:id', {
    schema: { tags, params: idParams },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: async (req, reply) => {
      const file = await repo.findFile(db, req.params.id);
      await repo.assertFileAccess(db, req, file, 'read');
      return sendFile(store, file, reply);
    },
  });
  app.get('/files/:id/metadata', {
    schema: { tags, params: idParams, response: { 200: fileDto } },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: async (req) => {
      const file = await repo.findFile(db, req.params.id);
      await repo.assertFileAccess(db, req, file, 'read');
      return file;
    },
  });
  app.put('/files/:id/metadata', {
    schema: { tags, params: idParams, body: metadataBody, response: { 200: fileDto } },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: async (req) => {
      const file = await repo.findFile(db, req.params.id);
      await repo.assertFileAccess(db, req, file, 'write');
      return repo.updateMetadata(db, file, req.body, req.auth.userId);
    },
  });
  app.delete('/files/:id', {
    schema: { tags, params: idParams, response: { 200: z.object({ success: z.boolean() }) } },
    config: { access: { module: M, action: 'EXCLUIR' } },
    handler: async (req) => {
      const file = await repo.findFile(db, req.params.id);
      await repo.assertFileAccess(db, req, file, 'write');
      await repo.deleteFileRow(db, file, req.auth.userId);
      await store.remove(file.path);
      return { success: true };
    },
  });
};
