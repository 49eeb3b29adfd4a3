import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.js';
import { findFile, insertFile } from '../../files/files.repo.js';
import { receiveOne, sendFile } from '../../files/files.send.js';
import { ALL_EXTENSIONS } from '../../files/files.store.js';
import type { KitOptions, ResourceArea } from '../../kit/area.js';
import { recordRoutes } from '../../kit/recordRoute.js';
import { customerChoicesRoute } from '../buyers/buyers.area.js';
import { notifyStarted } from '../workflows/executions.service.js';
import { vpcCosts } from './vpcCosts.js';
import { assertVpcEditable, cancelVpc, sendVpc } from './vpcRequests.workflow.js';

/**
 * The VPC request's own routes beside the kit's (spec/02 §7 VPC and budgets): send to approval,
 * cancel, upload its file (and download it), and the VPC cost per customer and period.
 */
export const vpcRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (app, opts) => {
  const { db, engine, store: files, area } = opts;
  const { module } = area.def;
  const tags = ['vpc-requests'];
  const record = recordRoutes(app, db, area, { tags });
  const found = (id: number) => area.store.find(db, id);
  await app.register(multipart, { limits: { fileSize: files.maxBytes, files: 1, fields: 0, parts: 1 } });

  record('POST', '/vpc-requests/:id/send', 'EDITAR', async (req, id) => {
    const { execution, started } = await sendVpc(engine, area.store, req, id);
    if (started) await notifyStarted(engine, execution);
    return { ...(await found(id)), executionWorkflowId: execution };
  });
  record('POST', '/vpc-requests/:id/cancel', 'EDITAR', (req, id) => cancelVpc(engine, area.store, req, id));
  // spec/02 §7 'POST upload file': the request's file (multipart, field file), replacing any before.
  record('POST', '/vpc-requests/:id/file', 'EDITAR', async (req, id, reply) => {
    assertVpcEditable(await found(id));
    const saved = await receiveOne(req, files, ALL_EXTENSIONS);
    const after = await db.transaction(async (tx) => {
      const file = await insertFile(tx, saved, req.auth.userId);
      return area.store.changed(tx, id, req.auth.userId, (t) =>
        t.query('update vpc_requests set file_id = $2 where id = $1', [id, file.id]),
      );
    });
    return reply.status(201).send(after);
  });
  record('GET', '/vpc-requests/:id/file', 'VISUALIZAR', async (_req, id, reply) => {
    const { rows } = await db.query<{ fileId: number | null }>(
      'select file_id as "fileId" from vpc_requests where id = $1',
      [id],
    );
    if (!rows[0]?.fileId) throw notFound('Arquivo não encontrado');
    return sendFile(files, await findFile(db, Number(rows[0].fileId)), reply);
  });
  // The customers a request may be made for: every one for finance, else those the caller sees.
  customerChoicesRoute(app, db, {
    path: '/vpc-requests/customers',
    module,
    tags,
    where: area.rule.listWhere,
  });
  vpcCosts(app, db);
};
