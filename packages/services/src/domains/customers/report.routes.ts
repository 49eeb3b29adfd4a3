import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerReportFileName } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { allRows, sendXlsxReport } from '../../lib/exports.js';
import { list, listQuery, type ListQuery } from '../../lib/list.js';
import {
  customerDashboard,
  prospectSpec,
  REPORT_COLUMNS,
  reportSpec,
  withDeadline,
  type ReportRow,
} from './report.repo.js';

/**
 * The customer report (RELATORIO_CLIENTES: preview and XLSX download named 'Relatório Clientes
 * m/yyyy'), the dashboard (DASHBOARD_CLIENTES) and the prospects (PROSPECCAO_CLIENTE); each reads
 * only the customers the caller may see (access.ts).
 */
export const customerReportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['customers'];
  app.get('/customers/report', {
    schema: { tags, querystring: listQuery },
    config: { access: { module: 'RELATORIO_CLIENTES', action: 'VISUALIZAR' } },
    handler: (req) => list(db, reportSpec(req), req.query),
  });
  // spec/02 §7: GET download as blob (xlsx named 'Relatório Clientes m/yyyy'), the preview's filters.
  app.get('/customers/report/download', {
    schema: { tags, querystring: listQuery },
    config: { access: { module: 'RELATORIO_CLIENTES', action: 'VISUALIZAR' } },
    handler: async (req, reply) => {
      const { page: _p, pageSize: _s, ...query } = req.query;
      const spec = reportSpec(req);
      // A wrong filter is a 400 now, not a broken file later.
      await list(db, spec, { ...query, page: 1, pageSize: 1 } as ListQuery);
      const now = new Date();
      const rows = allRows<ReportRow>(db, spec, query as ListQuery);
      const fileName = customerReportFileName(now);
      return sendXlsxReport(reply, fileName, REPORT_COLUMNS, rows);
    },
  });
  app.get('/customers/dashboard', {
    schema: { tags },
    config: { access: { module: 'DASHBOARD_CLIENTES', action: 'VISUALIZAR' } },
    handler: (req) => customerDashboard(db, req),
  });
  app.get('/customers/prospects', {
    schema: { tags, querystring: listQuery },
    config: { access: { module: 'PROSPECCAO_CLIENTE', action: 'VISUALIZAR' } },
    handler: async (req) => {
      const now = new Date();
      const page = await list<Parameters<ReturnType<typeof withDeadline>>[0]>(
        db,
        prospectSpec(req, now),
        req.query,
      );
      return { ...page, rows: page.rows.map(withDeadline(now)) };
    },
  });
};
