import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_MSG, MSG, type ImportDefinition, type ImportMode } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { forbidden, HttpError, validationFailed } from '../errors.js';
import { insertFile } from '../files/files.repo.js';
import { sendFile } from '../files/files.send.js';
import type { FileStore, StoredFile, UploadPart } from '../files/files.store.js';
import { contentDisposition, exportStream } from '../lib/exports.js';
import { list, listQuery, type ListQuery } from '../lib/list.js';
import { errorFileOf, findJob, insertJob, jobList } from './imports.jobs.js';
import type { ImportWriter } from './imports.kit.js';
import { readImportFile } from './imports.read.js';
import type { ImportRunner } from './imports.run.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const fields = z.object({
  mode: z.enum(['FILE', 'BATCH']).default('FILE'),
  dryRun: z.enum(['true', 'false']).default('false'),
  target: z.coerce.number().int().positive().optional(),
  description: z.string().trim().max(500).optional(),
});

const noFile = () =>
  new HttpError(400, 'VALIDATION_FAILED', MSG.noFileSent, [{ field: 'file', messages: [MSG.noFileSent] }]);

/** The kind's one choice for the file (an order import's origin): one of its options, the first when not sent. */
function choiceOf(def: ImportDefinition, raw: Record<string, string>) {
  if (!def.choice) return { ok: true as const, value: undefined };
  const sent = raw[def.choice.key]?.trim();
  const options = Object.keys(def.choice.options);
  if (!sent) return { ok: true as const, value: options[0] };
  return options.includes(sent) ? { ok: true as const, value: sent } : { ok: false as const };
}

/** The upload's fields (sent before the file) and the file, stored as sent. */
async function receive(req: FastifyRequest, store: FileStore, def: ImportDefinition) {
  if (!req.isMultipart()) throw noFile();
  const raw: Record<string, string> = {};
  let stored: StoredFile | null = null;
  for await (const part of req.parts({ limits: { fileSize: store.maxBytes, files: 1 } })) {
    if (part.type === 'field') raw[part.fieldname] = String(part.value);
    else if (part.fieldname === 'file' && !stored) stored = await store.save(part as UploadPart, ['xlsx']);
    else throw noFile();
  }
  if (!stored) throw noFile();
  const parsed = fields.safeParse(raw);
  const choice = choiceOf(def, raw);
  if (!parsed.success || !choice.ok) {
    await store.remove(stored.path);
    throw validationFailed([
      ...(parsed.error?.issues ?? []).map((i) => ({
        field: String(i.path[0]),
        messages: [MSG.invalidValue],
      })),
      ...(choice.ok
        ? []
        : [{ field: def.choice!.key, messages: [IMPORT_MSG.invalidChoice(def.choice!.label)] }]),
    ]);
  }
  return { stored, fields: parsed.data, choice: choice.value };
}

/**
 * The import kit's routes for one kind, under /imports/<rest>: the upload (202 with the job, which
 * runs in the background), the kind's history, one job, its cancel (the importer's own), its error
 * report and a blank model of the file. Importing needs the kind's module × IMPORTACAO_EM_MASSA.
 */
export const importRoutes: FastifyPluginAsyncZod<{
  db: Db;
  store: FileStore;
  runner: ImportRunner;
  writer: ImportWriter;
}> = async (app, { db, store, runner, writer }) => {
  const { def } = writer;
  const tags = ['imports'];
  const base = `/imports/${def.rest}`;
  const VIEW = { access: { module: def.module, action: 'VISUALIZAR' as const } };
  const IMPORT = { access: { module: def.module, action: 'IMPORTACAO_EM_MASSA' as const } };

  app.post(base, {
    schema: { tags, consumes: ['multipart/form-data'] },
    config: IMPORT,
    handler: async (req, reply) => {
      const { stored, fields: f, choice } = await receive(req, store, def);
      try {
        if (def.target && !f.target)
          throw validationFailed([{ field: 'target', messages: [IMPORT_MSG.targetRequired] }]);
        const ctx = writer.context ? await writer.context(db, req, f.target, choice) : undefined;
        const opened = await store.open(stored.path);
        const file = await readImportFile(opened.stream, def);
        const saved = await insertFile(db, stored, req.auth.userId);
        const mode: ImportMode = f.mode;
        const jobId = await insertJob(db, {
          kind: def.kind,
          targetId: f.target ?? null,
          userId: req.auth.userId,
          fileId: saved.id,
          fileName: stored.originalName,
          description: f.description || null,
          mode,
          dryRun: f.dryRun === 'true',
          totalRows: file.rows.length,
        });
        runner.start(writer, {
          jobId,
          userId: req.auth.userId,
          mode,
          dryRun: f.dryRun === 'true',
          ctx,
          file,
          fileName: stored.originalName,
        });
        return reply.status(202).send(await findJob(db, def.kind, jobId));
      } catch (e) {
        const kept = await db.query('select 1 from files where path = $1', [stored.path]);
        if (!kept.rows.length) await store.remove(stored.path);
        throw e;
      }
    },
  });

  app.get(`${base}/jobs`, {
    schema: { tags, querystring: listQuery },
    config: VIEW,
    handler: (req) => {
      const { target, ...query } = req.query;
      const id = z.coerce.number().int().positive().optional().safeParse(target);
      if (!id.success) throw new HttpError(400, 'BAD_REQUEST', MSG.invalidValue);
      return list(db, jobList(def.kind, id.data), query as ListQuery);
    },
  });

  app.get(`${base}/jobs/:id`, {
    schema: { tags, params: idParams },
    config: VIEW,
    handler: async (req) => {
      const job = await findJob(db, def.kind, req.params.id);
      const live = runner.progressOf(job.id);
      return live ? { ...job, processedRows: live.processed, errorRows: live.errorRows } : job;
    },
  });

  app.post(`${base}/jobs/:id/cancel`, {
    schema: { tags, params: idParams },
    config: IMPORT,
    handler: async (req, reply) => {
      const owner = runner.ownerOf(req.params.id) ?? (await findJob(db, def.kind, req.params.id)).userId;
      if (owner !== req.auth.userId) throw forbidden();
      if (!runner.ownerOf(req.params.id) && (await findJob(db, def.kind, req.params.id)).status !== 'RUNNING')
        throw new HttpError(409, 'CONFLICT', IMPORT_MSG.notRunning);
      await runner.cancel(req.params.id);
      return reply.status(202).send({ success: true });
    },
  });

  app.get(`${base}/jobs/:id/errors`, {
    schema: { tags, params: idParams },
    config: VIEW,
    handler: async (req, reply) => {
      const job = await findJob(db, def.kind, req.params.id);
      return sendFile(store, await errorFileOf(db, job.id), reply);
    },
  });

  app.get(`${base}/template`, {
    schema: { tags },
    config: IMPORT,
    handler: (_req, reply) => {
      const name = `Modelo - ${def.title}.xlsx`;
      const columns = def.columns.map((c) => ({ title: c.header, type: 'text' as const, value: () => '' }));
      const { stream, mime } = exportStream('xlsx', def.title, columns, (async function* () {})());
      return reply
        .header('content-type', mime)
        .header('content-disposition', contentDisposition(name))
        .send(stream);
    },
  });
};
