import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FINANCIAL_MSG } from '@balcao/schema';
import { money, priceSimulationLine as line } from '@balcao/schema/fields';
import type { KitOptions, ResourceArea } from '../../kit/area.js';
import { customerChoicesRoute } from '../buyers/buyers.area.js';
import { customersOf } from './access.js';
import { budgetValidation } from './budgetValidation.js';
import { simulatePrices } from './simulation.js';

const M = 'SIMULACAO_DE_PRECO';
const tags = ['price-simulation'];
const optionalId = z.coerce.number().int().positive().nullish();
const scope = { budgetId: optionalId, customerId: optionalId };

/**
 * spec/02 §7 VPC and budgets: the budget validation lookup and the price simulation, single or bulk
 * (SIMULACAO_DE_PRECO × VISUALIZAR): nothing is saved. FAN's percentage is an input of the line.
 * The customers a simulation may compare with: every one for finance, else those the caller sees.
 */
export const simulationRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (
  app,
  { db },
) => {
  app.get('/budgets/:id/validation', {
    schema: {
      tags,
      params: z.object({ id: z.coerce.number().int().positive() }),
      querystring: z.object({ value: money, customerId: optionalId }),
    },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: (req) =>
      budgetValidation(
        db,
        { budgetId: req.params.id, value: req.query.value, customerId: req.query.customerId ?? null },
        req,
      ),
  });
  app.post('/budgets/price-simulation', {
    schema: { tags, body: line.extend(scope) },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: async (req) => {
      const { budgetId, customerId, ...one } = req.body;
      const result = await simulatePrices(db, req, { budgetId, customerId, lines: [one] });
      return { ...result.lines[0]!, budget: result.budget };
    },
  });
  app.post('/budgets/price-simulation/bulk', {
    schema: {
      tags,
      body: z.object({ ...scope, lines: z.array(line).min(1, FINANCIAL_MSG.simulationEmpty).max(500) }),
    },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: (req) => simulatePrices(db, req, req.body),
  });
  customerChoicesRoute(app, db, {
    path: '/budgets/price-simulation/customers',
    module: M,
    tags,
    where: customersOf(M),
  });
};
