import { m, type RestEntry, type RouteKey } from './types.js';

/**
 * The representatives' own REST routes beside their kit areas' (REST in rest.ts spreads these):
 * conclude (INCLUIR: it finishes the pre-registration; the engine checks its start module), the
 * CNPJ's own edit, the actions of one of his executions, and the users to link him to; his
 * deactivation and his customers' reassignment; his contract's and distratos' documents; his
 * commissions; and the ERP's representatives (the TOTVS panel).
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
  // Deactivation and his customers' reassignment.
  'PUT /services/representatives/:id/deactivate': {
    need: m('REPRESENTANTES', 'INATIVAR'),
    rule: 'representativeOfCaller',
  },
  'GET /services/representatives/:id/customers': {
    need: m('REPRESENTANTES', 'VISUALIZAR'),
    rule: 'representativeOfCaller',
  },
  'POST /services/representatives/:id/customers/reassign': {
    need: m('REPRESENTANTES', 'INATIVAR'),
    rule: 'representativeOfCaller',
    sample: { body: { assignments: [{ customerId: 1, representativeId: 1 }] } },
  },
  // His contract's and distratos' documents.
  'POST /services/representatives/contracts/:id/download': {
    need: m('CONTRATO_REPRESENTANTE', 'VISUALIZAR'),
    rule: 'contractOfVisibleRepresentative',
  },
  'POST /services/representatives/:id/distrato': {
    need: m('DISTRATO', 'INCLUIR'),
    rule: 'representativeOfCaller',
    sample: {
      body: { contractId: 1, kind: 'TOTAL', terminationDate: '2026-06-30', reason: 'Encerramento' },
    },
  },
  'GET /services/representatives/:id/distratos': {
    need: m('DISTRATO', 'VISUALIZAR'),
    rule: 'representativeOfCaller',
  },
  'POST /services/representatives/:id/distratos/:distratoId/download': {
    need: m('DISTRATO', 'VISUALIZAR'),
    rule: 'representativeOfCaller',
  },
  'GET /services/representatives/:id/distratos/zip': {
    need: m('DISTRATO', 'VISUALIZAR'),
    rule: 'representativeOfCaller',
  },
  // His commissions.
  'GET /services/representatives/:id/commissions/monthly': {
    need: m('COMISSAO', 'VISUALIZAR'),
    rule: 'representativeOfCaller',
    sample: { query: { year: '2026' } },
  },
  'GET /services/representatives/:id/commissions': {
    need: m('COMISSAO', 'VISUALIZAR'),
    rule: 'representativeOfCaller',
    sample: { query: { month: '2026-01' } },
  },
  'GET /services/representatives/:id/commissions/export': {
    need: m('COMISSAO', 'VISUALIZAR'),
    rule: 'representativeOfCaller',
    sample: { query: { month: '2026-01' } },
  },
  'GET /services/erp/representatives': { need: m('REPRESENTANTES_TOTVS', 'VISUALIZAR') },
};
