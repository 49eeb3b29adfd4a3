import { z } from 'zod';
import JSZip from 'jszip';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { distratoSchema, REPRESENTATIVE_MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { HttpError, notFound } from '../../errors.js';
import type { ResourceArea } from '../../kit/area.js';
import { idParams, recordRoutes } from '../../kit/recordRoute.js';
import { contentDisposition } from '../../lib/exports.js';
import { RECORD_RULES } from '../../kit/rules.js';
import { createDistrato, distratosOf } from './representatives.distrato.js';
import { bufferOf, contractOf, contractPdf, distratoPdf } from './representatives.pdf.js';

const distratoParams = idParams.extend({ distratoId: z.coerce.number().int().positive() });

const sendPdf = (reply: FastifyReply, name: string, doc: PDFKit.PDFDocument, status = 200) =>
  reply
    .status(status)
    .header('content-type', 'application/pdf')
    .header('cache-control', 'private, no-cache')
    .header('content-disposition', contentDisposition(name))
    .send(doc);

/** One distrato of his, with its contract; 404 in the distrato's words. */
async function distratoOf(db: Db, representativeId: number, distratoId: number) {
  const found = (await distratosOf(db, representativeId)).find((d) => Number(d.id) === distratoId);
  if (!found) throw notFound(REPRESENTATIVE_MSG.distratoNotFound);
  return { distrato: found, contract: (await contractOf(db, Number(found.contractId)))! };
}

/**
 * A representative's documents (spec/02 §7 Representatives): his contract (Contrato.pdf), the
 * distrato made by POST (answered as Distrato.pdf) and downloaded again, and Distrato.zip of his
 * distratos' documents (400 'Não há documentos para exportar' when he has none).
 */
export const documentRoutes: FastifyPluginAsyncZod<{ db: Db; area: ResourceArea }> = async (
  app,
  { db, area },
) => {
  const tags = ['representatives'];
  const distrato = recordRoutes(app, db, area, { tags, module: 'DISTRATO' });
  const VIEW = { access: { module: 'DISTRATO', action: 'VISUALIZAR' as const } };

  app.post('/representatives/contracts/:id/download', {
    schema: { tags, params: idParams },
    config: { access: { module: 'CONTRATO_REPRESENTANTE', action: 'VISUALIZAR' } },
    handler: async (req, reply) => {
      await RECORD_RULES.contractOfVisibleRepresentative.assert(db, req, req.params.id);
      const contract = await contractOf(db, req.params.id);
      if (!contract) throw notFound(REPRESENTATIVE_MSG.contractNotFound);
      return sendPdf(reply, 'Contrato.pdf', contractPdf(contract));
    },
  });

  app.post('/representatives/:id/distrato', {
    schema: { tags, params: idParams, body: distratoSchema },
    config: { access: { module: 'DISTRATO', action: 'INCLUIR' } },
    handler: async (req, reply) => {
      const { id } = req.params;
      await area.rule.assert(db, req, id);
      const distratoId = await db.transaction((tx) =>
        createDistrato(tx, area, id, req.body, req.auth.userId),
      );
      const { distrato, contract } = await distratoOf(db, id, distratoId);
      reply.header('x-distrato-id', String(distratoId));
      return sendPdf(reply, 'Distrato.pdf', distratoPdf(contract, distrato), 201);
    },
  });

  distrato('GET', '/representatives/:id/distratos', 'VISUALIZAR', (_req, id) => distratosOf(db, id));

  app.post('/representatives/:id/distratos/:distratoId/download', {
    schema: { tags, params: distratoParams },
    config: VIEW,
    handler: async (req, reply) => {
      await area.rule.assert(db, req, req.params.id);
      const { distrato, contract } = await distratoOf(db, req.params.id, req.params.distratoId);
      return sendPdf(reply, 'Distrato.pdf', distratoPdf(contract, distrato));
    },
  });

  distrato('GET', '/representatives/:id/distratos/zip', 'VISUALIZAR', async (_req, id, reply) => {
    const distratos = await distratosOf(db, id);
    if (!distratos.length) throw new HttpError(400, 'BAD_REQUEST', REPRESENTATIVE_MSG.noDocuments);
    const zip = new JSZip();
    for (const d of distratos) {
      const contract = (await contractOf(db, Number(d.contractId)))!;
      zip.file(`${String(d.distratoNumber)}/Distrato.pdf`, await bufferOf(distratoPdf(contract, d)));
      zip.file(`${String(d.distratoNumber)}/Contrato.pdf`, await bufferOf(contractPdf(contract)));
    }
    const body = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    return reply
      .header('content-type', 'application/zip')
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', contentDisposition('Distrato.zip'))
      .send(body);
  });
};
