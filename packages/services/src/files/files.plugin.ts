import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/db.js';
import type { BiAdapter } from '../bi/bi.adapter.js';
import { remindersRoutes } from '../domains/reminders/reminders.routes.js';
import { reportsRoutes } from '../domains/reports/reports.routes.js';
import { settingsRoutes } from '../domains/settings/settings.routes.js';
import { filesRoutes } from './files.routes.js';
import { createFileStore, type FileStore, type FileStoreOptions } from './files.store.js';
import { userImageRoutes } from './userImage.routes.js';
import { importRoutes } from '../imports/imports.routes.js';
import type { ImportRunner } from '../imports/imports.run.js';
import { IMPORT_WRITERS } from '../imports/writers.js';

/**
 * The file side of the services: multipart parsing is registered here only, so the routes that take
 * uploads stream them (nothing is buffered; the size limit cuts the stream), and the rest of the
 * services keep plain JSON.
 */
export const filesPlugin: FastifyPluginAsync<{
  db: Db;
  files: FileStoreOptions;
  /** The app's store, shared with background exports; made here when not given. */
  store?: FileStore;
  bi: BiAdapter | null;
  /** Runs the imports uploaded here (the import kit). */
  imports: ImportRunner;
}> = async (app, { db, files, bi, imports, ...given }) => {
  const store = given.store ?? createFileStore(files);
  await app.register(multipart, { limits: { fileSize: files.maxBytes, files: 20, fields: 10, parts: 30 } });
  await app.register(filesRoutes, { db, store });
  await app.register(userImageRoutes, { db, store });
  await app.register(settingsRoutes, { db, store });
  await app.register(remindersRoutes, { db });
  await app.register(reportsRoutes, { bi });
  for (const writer of IMPORT_WRITERS)
    await app.register(importRoutes, { db, store, runner: imports, writer });
};
