import type { GraphqlEntry } from './types.js';
import { m, type RestEntry, type RouteKey } from './types.js';

/**
 * The financial module's own REST routes beside its kit areas' (REST in rest.ts spreads these):
 * the balance and VPC cost summaries and their exports, the sales dashboard, the ND lookup by code, and a VPC request's
 * send, cancel and file, each under the request's rule.
 */
export const FINANCIAL_REST: Readonly<Record<RouteKey, RestEntry>> = {
  'GET /services/budgets/balances': { need: m('SALDO_DE_VERBAS', 'VISUALIZAR') },
  'GET /services/budgets/balances/export': {
    need: m('SALDO_DE_VERBAS', 'VISUALIZAR'),
    sample: { query: { format: 'csv' } },
  },
  'GET /services/vpc-requests/costs': { need: m('CUSTO_VPC', 'VISUALIZAR') },
  'GET /services/vpc-requests/costs/export': {
    need: m('CUSTO_VPC', 'VISUALIZAR'),
    sample: { query: { format: 'csv' } },
  },
  'GET /services/vpc-requests/customers': { need: m('VPC', 'VISUALIZAR') },
  // Scoped by the orders' rule inside (a representative's own figures): no record to refuse.
  'GET /services/sales-dashboard': { need: m('DASHBOARD_VENDAS', 'VISUALIZAR') },
  'GET /services/debit-notes/validate': {
    need: m('NOTA_DE_DEBITO', 'VISUALIZAR'),
    rule: 'debitNoteOfVisibleCustomer',
    sample: { query: { code: '1' } },
    record: { query: 'code' },
  },
  'POST /services/vpc-requests/:id/send': { need: m('VPC', 'EDITAR'), rule: 'vpcOfVisibleCustomer' },
  'POST /services/vpc-requests/:id/cancel': { need: m('VPC', 'EDITAR'), rule: 'vpcOfVisibleCustomer' },
  'POST /services/vpc-requests/:id/file': { need: m('VPC', 'EDITAR'), rule: 'vpcOfVisibleCustomer' },
  // The request's rule applies (vpcRequests.test: another's request answers 403); the demo book
  // holds no file of another representative's request for the matrix to fetch.
  'GET /services/vpc-requests/:id/file': { need: m('VPC', 'VISUALIZAR') },
  // FAN, by its id (the spec's workflowFanId), each under the FAN's rule.
  'GET /services/fans/customers': { need: m('FAN', 'VISUALIZAR') },
  'PUT /services/fans/:id/conclude': { need: m('FAN', 'EDITAR'), rule: 'fanOfVisibleCustomer' },
  'POST /services/fans/:id/cancel': { need: m('FAN', 'EDITAR'), rule: 'fanOfVisibleCustomer' },
  'GET /services/fans/:id/documents': { need: m('FAN', 'VISUALIZAR'), rule: 'fanOfVisibleCustomer' },
  'POST /services/fans/:id/documents': {
    need: m('FAN', 'EDITAR'),
    rule: 'fanOfVisibleCustomer',
    sample: { body: { documents: [{ description: 'Contrato', fileId: 1, filename: 'contrato.pdf' }] } },
  },
  'DELETE /services/fans/:id/documents/:documentId': {
    need: m('FAN', 'EDITAR'),
    rule: 'fanOfVisibleCustomer',
  },
  // The budget validation lookup and the price simulation: nothing saved, no record rule (budgets
  // are finance's; a representative's own customer is checked where one is named).
  'GET /services/budgets/:id/validation': {
    need: m('SIMULACAO_DE_PRECO', 'VISUALIZAR'),
    sample: { query: { value: '10.00' } },
  },
  'POST /services/budgets/price-simulation': {
    need: m('SIMULACAO_DE_PRECO', 'VISUALIZAR'),
    sample: { body: { productId: 1, quantity: 1, price: '10.00' } },
  },
  'GET /services/budgets/price-simulation/customers': { need: m('SIMULACAO_DE_PRECO', 'VISUALIZAR') },
  'POST /services/budgets/price-simulation/bulk': {
    need: m('SIMULACAO_DE_PRECO', 'VISUALIZAR'),
    sample: { body: { lines: [{ productId: 1, quantity: 1, price: '10.00' }] } },
  },
  // The budgets a deal may spend from (a named customer under the customer's rule, in the handler).
  'GET /services/negotiations/budgets': { need: m('NEGOCIACOES', 'VISUALIZAR') },
  // The FAN's rule applies (fans.test: a representative's 403); the matrix has no document to fetch.
  'GET /services/fans/:id/documents/:documentId/file': { need: m('FAN', 'VISUALIZAR') },
};

/** The financial module's own GraphQL fields (QUERY and MUTATION in graphql.ts spread these). */
export const FINANCIAL_QUERY: Readonly<Record<string, GraphqlEntry>> = {
  budgetBalances: { rest: 'GET /services/budgets/balances' },
  vpcCosts: { rest: 'GET /services/vpc-requests/costs' },
  vpcCustomers: { rest: 'GET /services/vpc-requests/customers' },
  salesDashboard: { rest: 'GET /services/sales-dashboard' },
  debitNoteByCode: { rest: 'GET /services/debit-notes/validate', args: { code: '1' }, record: 'code' },
  fanCustomers: { rest: 'GET /services/fans/customers' },
  priceSimulationCustomers: { rest: 'GET /services/budgets/price-simulation/customers' },
  fanDocuments: { rest: 'GET /services/fans/:id/documents', record: 'workflowFanId' },
  budgetValidation: { rest: 'GET /services/budgets/:id/validation', args: { value: '10.00' } },
  simulatePrice: {
    rest: 'POST /services/budgets/price-simulation',
    args: { line: { productId: '1', quantity: 1, price: '10.00' } },
  },
  simulatePrices: {
    rest: 'POST /services/budgets/price-simulation/bulk',
    args: { input: { lines: [{ productId: '1', quantity: 1, price: '10.00' }] } },
  },
  negotiationBudgets: { rest: 'GET /services/negotiations/budgets' },
};
export const FINANCIAL_MUTATION: Readonly<Record<string, GraphqlEntry>> = {
  sendVpcRequest: { rest: 'POST /services/vpc-requests/:id/send' },
  cancelVpcRequest: { rest: 'POST /services/vpc-requests/:id/cancel' },
  concludeFan: { rest: 'PUT /services/fans/:id/conclude', record: 'workflowFanId' },
  cancelFan: { rest: 'POST /services/fans/:id/cancel', record: 'workflowFanId' },
  saveFanDocuments: {
    rest: 'POST /services/fans/:id/documents',
    args: { documents: [{ description: 'Contrato', fileId: '1', filename: 'contrato.pdf' }] },
    record: 'workflowFanId',
  },
  deleteFanDocument: {
    rest: 'DELETE /services/fans/:id/documents/:documentId',
    args: { documentId: '1' },
    record: 'workflowFanId',
  },
};
