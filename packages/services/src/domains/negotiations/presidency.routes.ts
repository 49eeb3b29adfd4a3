import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRESIDENCY_MODULE } from '@balcao/schema';
import type { KitOptions, ResourceArea } from '../../kit/area.js';
import { recordRoutes } from '../../kit/recordRoute.js';
import { list, listQuery } from '../../lib/list.js';
import type { Row } from '../../kit/store.js';
import { AWAITING_PRESIDENCY_SQL, approveAsPresidency } from './presidency.js';

/**
 * /sales/presidency's routes (PRESIDENCIA): the negotiations waiting for the presidency, as the
 * negotiations' list reads them (paging, search, sort, under their record rule), and their
 * approval with the engine's presidency answer. Its items are adjusted through their own area.
 */
export const presidencyRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (
  app,
  { engine, db, area },
) => {
  const tags = ['presidency'];
  const record = recordRoutes(app, db, area, { tags, module: PRESIDENCY_MODULE });
  const access = (action: 'VISUALIZAR' | 'APROVAR') => ({ access: { module: PRESIDENCY_MODULE, action } });
  app.get('/presidency/negotiations', {
    schema: { tags, querystring: listQuery },
    config: access('VISUALIZAR'),
    handler: (req) =>
      list<Row>(
        db,
        {
          ...area.store.list,
          where: [...area.rule.listWhere(req), { sql: AWAITING_PRESIDENCY_SQL, params: [] }],
        },
        req.query,
      ),
  });
  record('POST', '/presidency/negotiations/:id/approve', 'APROVAR', async (req, id) => {
    await approveAsPresidency(engine, req, id);
    return area.store.find(db, id);
  });
};
