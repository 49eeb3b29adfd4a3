import { m, type RestEntry, type RouteKey } from './types.js';

/**
 * The representatives' own REST routes beside their kit areas' (REST in rest.ts spreads these):
 * conclude (INCLUIR: it finishes the pre-registration; the engine checks its start module), the
 * CNPJ's own edit, the actions of one of his executions, and the users to link him to.
 */
export const REPRESENTATIVES_REST: Readonly<Record<RouteKey, RestEntry>> = {
  'POST /services/representatives/:id/conclude': {
    need: m('REPRESENTANTES', 'INCLUIR'),
    rule: 'representativeOfCaller',
  },
  'POST /services/representatives/:id/cnpj': {
    need: m('REPRESENTANTES', 'EDITAR'),
    rule: 'representativeOfCaller',
    sample: { body: { cnpj: '11222333000181' } },
  },
  'GET /services/representatives/actions': {
    need: m('REPRESENTANTES', 'VISUALIZAR'),
    sample: { query: { executionWorkflowId: '1' } },
  },
  'GET /services/representatives/users': { need: m('REPRESENTANTES', 'VISUALIZAR') },
};
