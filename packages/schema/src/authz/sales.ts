import { h, m, type RestEntry, type RouteKey } from './types.js';

/** Screens that sell products and look them up. */
const SELLING_SCREENS = ['NEGOCIACOES', 'PEDIDOS', 'CARRINHO_DE_PRODUTOS', 'PRODUTOS'] as const;

/**
 * The sales side's own REST routes beside their kit areas' (REST in rest.ts spreads these):
 * products' lookups, price tables for the representatives, negotiations' and product releases'
 * own actions.
 */
export const SALES_REST: Readonly<Record<RouteKey, RestEntry>> = {
  // A negotiation's own actions: sent to approval by who edits it, blocked by who may inactivate.
  'POST /services/negotiations/:id/send': {
    need: m('NEGOCIACOES', 'EDITAR'),
    rule: 'negotiationOfRepresentative',
  },
  'PATCH /services/negotiations/:id': {
    need: m('NEGOCIACOES', 'INATIVAR'),
    rule: 'negotiationOfRepresentative',
    sample: { body: { blocked: true } },
  },
  // A negotiation's document, its actions as links, and the logs report of the deals a list selects.
  'POST /services/negotiations/:id/pdf': {
    need: m('NEGOCIACOES', 'VISUALIZAR'),
    rule: 'negotiationOfRepresentative',
  },
  'GET /services/negotiations/:id/actions': {
    need: m('NEGOCIACOES', 'VISUALIZAR'),
    rule: 'negotiationOfRepresentative',
  },
  'POST /services/negotiations/logs-report': { need: m('NEGOCIACOES', 'VISUALIZAR') },
  // An order's own actions (spec/02 §7 Orders): bulk save and clone by who makes orders, deactivated
  // by who may inactivate, sent, invoiced and sent again to the ERP by who edits them; the
  // approver's answer item by item (APROVACAO_PEDIDOS) and his list.
  'POST /services/orders/bulk': { need: m('PEDIDOS', 'INCLUIR') },
  'POST /services/orders/:id/clone': { need: m('PEDIDOS', 'INCLUIR'), rule: 'orderOfRepresentative' },
  'POST /services/orders/:id/deactivate': { need: m('PEDIDOS', 'INATIVAR'), rule: 'orderOfRepresentative' },
  'POST /services/orders/:id/invoice-quantity': {
    need: m('PEDIDOS', 'EDITAR'),
    rule: 'orderOfRepresentative',
    sample: { body: { items: [{ id: 1, invoicedQuantity: 0 }] } },
  },
  'POST /services/orders/:id/send': { need: m('PEDIDOS', 'EDITAR'), rule: 'orderOfRepresentative' },
  'POST /services/orders/:id/approve-items': {
    need: m('APROVACAO_PEDIDOS', 'APROVAR'),
    rule: 'orderOfRepresentative',
    sample: { body: { items: [{ id: 1, approved: true }] } },
  },
  'POST /services/orders/:id/erp': { need: m('PEDIDOS', 'EDITAR'), rule: 'orderOfRepresentative' },
  'GET /services/orders/approval': { need: m('APROVACAO_PEDIDOS', 'VISUALIZAR') },
  // The orders' downloads (orders, their invoiced items, their customers): built in the background,
  // of the orders the caller sees.
  'GET /services/orders/downloads/:kind': { need: m('PEDIDOS', 'VISUALIZAR') },
  // The order's lookups: by ERP number and by number, its products, the negotiation it is made
  // from, and the order codes already used.
  'GET /services/orders/erp/:totvsCode': { need: m('PEDIDOS', 'VISUALIZAR') },
  'GET /services/orders/by-number/:number': {
    need: m('PEDIDOS', 'VISUALIZAR'),
    rule: 'orderOfRepresentative',
  },
  'GET /services/orders/:id/products': { need: m('PEDIDOS', 'VISUALIZAR'), rule: 'orderOfRepresentative' },
  'GET /services/orders/negotiations/:id': {
    need: m('PEDIDOS', 'VISUALIZAR'),
    rule: 'negotiationOfRepresentative',
  },
  'GET /services/orders/customer-order-codes': { need: m('PEDIDOS', 'VISUALIZAR') },
  'GET /services/orders/remittance-order-codes': { need: m('PEDIDOS', 'VISUALIZAR') },
  // Neogrid: the purchase orders one of his customers sent, downloaded for a period.
  'POST /services/neogrid/download': {
    need: m('NEOGRID', 'VISUALIZAR'),
    rule: 'customer',
    sample: { query: { customerId: '1', from: '2026-01-01', to: '2026-01-31' } },
    record: { query: 'customerId' },
  },
  // The presidency's screen: the deals waiting for it, approved with the engine's presidency answer.
  'GET /services/presidency/negotiations': { need: m('PRESIDENCIA', 'VISUALIZAR') },
  'POST /services/presidency/negotiations/:id/approve': {
    need: m('PRESIDENCIA', 'APROVAR'),
    rule: 'negotiationOfRepresentative',
  },
  // Products' lookups for the selling screens.
  'GET /services/products/negotiation': { need: h(SELLING_SCREENS, 'VISUALIZAR') },
  'GET /services/products/cart': { need: h(SELLING_SCREENS, 'VISUALIZAR') },
  // The sales side of price tables: customers under their rule (a customer id in the query is
  // checked by the customers' rule); a table's items only when it serves one of his customers.
  'GET /services/pricing/customers': { need: m('TABELA_DE_PRECO', 'VISUALIZAR') },
  'GET /services/pricing/tables': { need: m('TABELA_DE_PRECO', 'VISUALIZAR') },
  'GET /services/pricing/tables/:id/items': { need: m('TABELA_DE_PRECO', 'VISUALIZAR') },
  'GET /services/pricing/price': { need: m('TABELA_DE_PRECO', 'VISUALIZAR') },
  'GET /services/pricing/report': { need: m('RELATORIO_TABELA_DE_PRECO', 'VISUALIZAR') },
  // A product release's own actions: sent by who starts its workflow, approved by its approver (the
  // engine checks his task), its order group changed by who edits it; its document and files.
  'POST /services/product-releases/:id/workflow': { need: m('LIBERACAO_DE_PRODUTOS', 'WORKFLOW') },
  'POST /services/product-releases/:id/approve-all': { need: m('LIBERACAO_DE_PRODUTOS', 'APROVAR') },
  'PUT /services/product-releases/:id/products': {
    need: m('LIBERACAO_DE_PRODUTOS', 'EDITAR'),
    sample: { body: { orderGroup: 'G01' } },
  },
  'POST /services/product-releases/:id/pdf': { need: m('LIBERACAO_DE_PRODUTOS', 'VISUALIZAR') },
  'GET /services/product-releases/:id/files': { need: m('LIBERACAO_DE_PRODUTOS', 'VISUALIZAR') },
  'POST /services/product-releases/:id/files': { need: m('LIBERACAO_DE_PRODUTOS', 'EDITAR') },
  'GET /services/product-releases/:id/files/:fileId': { need: m('LIBERACAO_DE_PRODUTOS', 'VISUALIZAR') },
};
