import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/db.js';
import type { FileStore } from '../../files/files.store.js';
import { ERP_CLIENT_ACCESS } from '../erp/erp.routes.js';
import { HISTORY_RECORD_ACCESS } from '../history/history.routes.js';
import type { Engine } from '../workflows/executions.service.js';
import { assertCustomerAccess, assertCustomerAccessByCnpj } from './access.js';
import { customersRoutes } from './customers.routes.js';
import { customerDocumentsRoutes } from './documents.routes.js';
import { customerLookupsRoutes } from './lookups.routes.js';
import { customerReportRoutes } from './report.routes.js';
import { customerSubRecordsRoutes } from './subrecords.routes.js';

/** Customers (issue 6): registration, sub-records, documents and lookups; multipart for documents only. */
export const customersPlugin: FastifyPluginAsync<{ db: Db; store: FileStore; engine: Engine }> = async (
  app,
  { db, store, engine },
) => {
  HISTORY_RECORD_ACCESS.customer = assertCustomerAccess;
  ERP_CLIENT_ACCESS.check = assertCustomerAccessByCnpj;
  await app.register(multipart, { limits: { fileSize: store.maxBytes, files: 1, fields: 10, parts: 12 } });
  await app.register(customerLookupsRoutes, { db });
  await app.register(customersRoutes, { db, engine, store });
  await app.register(customerSubRecordsRoutes, { db });
  await app.register(customerDocumentsRoutes, { db, store });
  await app.register(customerReportRoutes, { db });
};
