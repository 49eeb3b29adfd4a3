/**
 * Orders (spec/02 §2 /sales/orders, §3 Negotiation / order columns, §4, §7 Orders, §8 Orders): a
 * representative's order for one of his customers, made from an approved negotiation (whose prices
 * and quantities bound it) or from the price table valid today (whose floor bounds it), approved
 * item by item through the workflow engine and sent to the ERP (TOTVS), which answers its number.
 */
import { optionsOf } from '../pricing/model.js';
import { recordNumberOf } from '../validators/format.js';

export const ORDERS_PATH = '/sales/orders';
/** Where the approver answers: the approval list and its /workflow/:id page. */
export const ORDER_APPROVAL_PATH = '/sales/orders/approval';
/** The workflow an order's approval goes through (module APROVACAO_PEDIDOS). */
export const ORDER_WORKFLOW = 'APROVACAO_PEDIDOS';
/** The order number as people read it: PED- and the id, six digits. */
export const orderNumberOf = recordNumberOf('PED');

/** Where an order stands; `active` (deactivated) is a flag beside it. */
export const ORDER_STATUSES = {
  DRAFT: 'Rascunho',
  IN_APPROVAL: 'Em aprovação',
  RETURNED: 'Devolvido para correção',
  APPROVED: 'Aprovado',
  PARTIALLY_INVOICED: 'Faturado parcialmente',
  INVOICED: 'Faturado',
} as const;
export type OrderStatus = keyof typeof ORDER_STATUSES;

/** Each item's fate in the approval. */
export const ORDER_ITEM_STATUSES = {
  PENDING: 'Pendente',
  APPROVED: 'Aprovado',
  REJECTED: 'Reprovado',
} as const;
export type OrderItemStatus = keyof typeof ORDER_ITEM_STATUSES;

/** The approved items' way to the ERP: never half-sent; a failure is retried from the order's page. */
export const ORDER_ERP_STATUSES = {
  NOT_SENT: 'Não enviado',
  SENT: 'Integrado',
  FAILED: 'Falha no envio',
} as const;

export const ORDER_TYPES = {
  VENDA: 'Venda',
  BONIFICACAO: 'Bonificação',
  TROCA: 'Troca',
  AMOSTRA: 'Amostra',
} as const;

export const ORIGIN_ORDERS = {
  NEGOCIACAO: 'Negociação',
  TABELA: 'Tabela de preço',
  IMPORTACAO: 'Importação',
  EDI: 'EDI / Neogrid',
} as const;

export const FREIGHT_TYPES = {
  CIF: 'CIF (por conta do emitente)',
  FOB: 'FOB (por conta do destinatário)',
} as const;

export const ORDER_OPTIONS = {
  statuses: optionsOf(ORDER_STATUSES),
  itemStatuses: optionsOf(ORDER_ITEM_STATUSES),
  erpStatuses: optionsOf(ORDER_ERP_STATUSES),
  orderTypes: optionsOf(ORDER_TYPES),
  originOrders: optionsOf(ORIGIN_ORDERS),
  freightTypes: optionsOf(FREIGHT_TYPES),
};

/**
 * The simulated ERP refuses an order whose customer order code (purchase order) is this one, as an
 * unreachable order API would: 'Erro ao consultar Api de Pedido do Totvs' (README, "The ERP").
 */
export const ERP_ORDER_SIMULATED_FAILURE = 'ERRO-TOTVS';

/** Texts of orders: the spec's word for word (§8), the product's own where it names none. */
export const ORDER_MSG = {
  // spec/02 §8
  saveFailed: 'Erro ao cadastrar Pedido(s).',
  invoiceFailed: 'Erro ao atualizar a quantidade faturada.',
  importFailed: 'Falha ao importar pedidos',
  deactivateFailed: 'Falha ao desativar pedido',
  cloneFailed: 'Falha ao clonar pedido',
  negotiationFailed: 'Falha ao localizar a negociação',
  purchaseOrderFailed: 'Falha ao buscar Ordem de compra',
  listFailed: 'Erro ao consultar order list',
  erpOrderFailed: 'Erro ao consultar Api de Pedido do Totvs',
  autocompleteFailed: 'Erro ao consultar autocomplete',
  numberNotFound: 'Não foi encontrado pedido para o numero informado!',
  // The product's own
  notFound: 'Pedido não encontrado',
  itemNotFound: 'Item do pedido não encontrado',
  noAccess: 'Você não possui acesso a este pedido.',
  customerRequired: 'Selecione o cliente',
  notEditable: 'Somente pedidos em rascunho ou devolvidos para correção podem ser alterados',
  itemNotEditable: 'Somente itens pendentes ou reprovados podem ser alterados',
  negotiationNotApproved: 'A negociação precisa estar aprovada para gerar pedidos',
  negotiationOtherCustomer: 'A negociação é de outro cliente',
  notInNegotiation: 'Este produto não está na negociação do pedido',
  aboveNegotiated: (max: string) => `Quantidade acima da negociada (${max})`,
  belowNegotiated: (price: string) => `Preço abaixo do negociado (${price})`,
  noPrice: 'Nenhuma tabela de preço vigente tem este produto para o cliente do pedido',
  belowFloor: (floor: string) => `Preço abaixo do mínimo da tabela de preço (${floor})`,
  noItems: 'Inclua ao menos um item antes de enviar para aprovação',
  notSendable: 'Somente pedidos em rascunho ou devolvidos para correção podem ser enviados para aprovação',
  rejectedLeft: 'Corrija os itens reprovados antes de reenviar o pedido',
  notInApproval: 'O pedido não está em aprovação',
  decideEveryItem: 'Aprove ou devolva cada item pendente do pedido',
  notInvoiceable: 'Somente itens aprovados e integrados ao ERP podem ser faturados',
  aboveOrdered: (qty: string) => `Quantidade faturada acima da quantidade do pedido (${qty})`,
  belowInvoiced: (qty: string) => `A quantidade faturada não pode diminuir (${qty})`,
  notDeactivable: 'Pedidos enviados ao ERP não podem ser desativados',
  nothingToResend: 'Não há itens aprovados aguardando envio ao ERP',
  sent: 'Pedido enviado para aprovação',
  erpSent: (code: string) => `Pedido integrado ao ERP: ${code}`,
  cloned: (number: string) => `Pedido clonado: ${number}`,
  deactivated: 'Pedido desativado',
  invoiced: 'Quantidade faturada atualizada',
} as const;
