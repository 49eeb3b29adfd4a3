import { z } from 'zod';
import { MSG } from '@balcao/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BiAdapter } from '../../bi/bi.adapter.js';
import { HttpError } from '../../errors.js';
import { embedPage } from './embedPage.js';

/** The reports the product embeds, and the module × action each one needs. */
const REPORTS: Record<string, string> = { SUBSTITUTOS: 'RELATORIO_SUBSTITUTOS' };

const embedDto = z.object({
  reportsDetail: z.array(z.object({ reportId: z.string(), embedUrl: z.string() })).min(1),
  embedToken: z.object({ token: z.string(), expiration: z.string() }),
});
const reportParams = z.object({ report: z.enum(Object.keys(REPORTS) as [string, ...string[]]) });

export const reportsRoutes: FastifyPluginAsyncZod<{ bi: BiAdapter | null }> = async (app, { bi }) => {
  const tags = ['reports'];
  for (const [report, module] of Object.entries(REPORTS)) {
    app.get(`/reports/${report}/token`, {
      schema: { tags, response: { 200: embedDto } },
      config: { access: { module, action: 'VISUALIZAR' } },
      handler: async (req) => {
        if (!bi) throw new HttpError(422, 'REPORT_NOT_CONFIGURED', MSG.reportNotConfigured);
        try {
          return embedDto.parse(await bi.embed(report));
        } catch (err) {
          req.log.error({ err, report }, 'BI embed failed');
          throw new HttpError(502, 'BI_UNAVAILABLE', MSG.reportUnavailable);
        }
      },
    });
  }
  // The simulated adapter's embed page; the token it issued is the only key.
  if (bi?.verify) {
    const verify = bi.verify;
    app.get('/reports/embed/:report', {
      schema: {
        hide: true,
        params: reportParams,
        querystring: z.object({ token: z.string().max(200) }).passthrough(),
      },
      config: { public: true },
      handler: async (req, reply) => {
        if (!verify(req.params.report, req.query.token))
          return reply
            .status(401)
            .send({ statusCode: 401, code: 'UNAUTHENTICATED', message: MSG.sessionExpired });
        const q = req.query as Record<string, string>;
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            embedPage(
              req.params.report,
              q.navContentPaneEnabled !== 'false',
              q.filterPaneEnabled !== 'false',
            ),
          );
      },
    });
  }
};
