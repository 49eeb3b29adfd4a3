/**
 * Negotiations (spec/02 §2 /sales/negotiations, §3 Negotiation / order columns, §4, §8
 * Negotiations): a representative's deal with one of his customers, its items bounded by the price
 * table, and its approval through the workflow engine, routed by amount and discount (alçadas).
 */
import { optionsOf } from '../pricing/model.js';

export const NEGOTIATIONS_PATH = '/sales/negotiations';
export const PRESIDENCY_PATH = '/sales/presidency';
/** The workflow a negotiation's approval goes through. */
export const NEGOTIATION_WORKFLOW = 'APROVACAO_NEGOCIACAO';

/**
 * The discount (%) off the table price a representative grants on his own: past it, and within
 * the table's floor, the deal goes one alçada higher than its amount alone would send it.
 */
export const REP_DISCOUNT_LIMIT = '5.00';

/** Where a negotiation stands; `blocked` is a flag beside it. */
export const NEGOTIATION_STATUSES = {
  DRAFT: 'Rascunho',
  IN_APPROVAL: 'Em aprovação',
  APPROVED: 'Aprovada',
  CONCLUDED: 'Concluída',
} as const;
export type NegotiationStatus = keyof typeof NEGOTIATION_STATUSES;

export const FUND_TYPES = {
  VERBA_COMERCIAL: 'Verba comercial',
  VPC: 'VPC',
  FAN: 'FAN',
  SEM_VERBA: 'Sem verba',
} as const;

export const PAYMENT_TYPES = {
  BOLETO: 'Boleto',
  DEPOSITO: 'Depósito em conta',
  ABATIMENTO: 'Abatimento em título',
  BONIFICACAO: 'Bonificação em produto',
} as const;

export const NEGOTIATION_OPTIONS = {
  statuses: optionsOf(NEGOTIATION_STATUSES),
  fundTypes: optionsOf(FUND_TYPES),
  paymentTypes: optionsOf(PAYMENT_TYPES),
};

/** One of a deal's actions as a link (spec/02 §7 'deal actions (links)'): where its page does it. */
export type NegotiationLink = {
  key: 'view' | 'edit' | 'pdf' | 'historic' | 'workflow';
  label: string;
  href: string;
};

/** Texts of negotiations: the spec's word for word (§8), the product's own where it names none. */
export const NEGOTIATION_MSG = {
  // spec/02 §8
  detailsCreateFailed: 'Erro ao cadastrar Detalhes da Negociação.',
  detailsSaveFailed: 'Erro ao editar Detalhes da Negociação.',
  blockFailed: 'Erro ao bloquear negociação.',
  downloadFailed: 'Erro ao realizar o download.',
  pdfFailed: 'Falha ao receber pdf',
  importFailed: 'Falha ao importar negociações',
  neogridFailed: 'Erro ao consultar neogrid',
  manyRegionalManagers: 'Foram encontrados mais de um gerente regional para as linhas/famílias selecionadas',
  // The product's own
  notFound: 'Negociação não encontrada',
  noAccess: 'Você não possui acesso a esta negociação.',
  customerRequired: 'Selecione o cliente',
  buyerOfOtherCustomer: 'O comprador não é deste cliente',
  blocked: 'Negociação bloqueada: desbloqueie-a para alterá-la',
  notDraft: 'Somente negociações em rascunho podem ser alteradas',
  noItems: 'Inclua ao menos um item antes de enviar para aprovação',
  noPrice: 'Nenhuma tabela de preço vigente tem este produto para o cliente da negociação',
  belowFloor: (floor: string) => `Preço abaixo do mínimo da tabela de preço (${floor})`,
  noRegionalManager: 'Nenhum gerente regional atende as linhas/famílias selecionadas',
  lastBeforeFirst: 'O último período deve ser igual ou posterior ao primeiro',
  pastRepDiscount: 'Desconto acima do limite do representante: a aprovação sobe uma alçada',
  totvsNumberTaken: 'Já existe uma negociação com este número TOTVS',
  // The import (one row per item; the rows of one TOTVS number are one negotiation)
  importCustomerNotFound: (doc: string) => `Cliente não encontrado: ${doc}`,
  importOtherCustomer:
    'Cliente de outro representante: você só pode importar negociações dos seus próprios clientes.',
  importProductNotFound: (code: string) => `Produto não encontrado: ${code}`,
  importOtherDealCustomer: 'Esta negociação já existe para outro cliente: o cliente não pode ser trocado.',
  importDealDiffers: (line: number) =>
    `Os dados da negociação diferem dos da linha ${line} (mesmo número TOTVS): repita-os igualmente em todas as linhas.`,
} as const;
