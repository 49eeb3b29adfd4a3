import { UFS } from '../customers.js';
import {
  NEGOTIATION_MSG,
  NEGOTIATION_OPTIONS,
  NEGOTIATION_WORKFLOW,
  NEGOTIATIONS_PATH,
} from '../negotiations/model.js';
import { currentStatusField, customerFields, out, recordNumber, requiredDate, shownName } from './fields.js';
import { defineResource } from './kit.js';

const DEAL = { section: 'Negociação' };
const TERMS = { section: 'Condições' };
const BUDGET = { section: 'Verba' };

/**
 * Negotiations (/sales/negotiations): a representative's deal with one of his customers (and its
 * buyer). Its items are their own area (negotiationItems), edited below it; totals, discount and
 * markup are computed by the services from them, in numeric. Status and blocking change through
 * their own routes (send to approval, the workflow's end, PATCH block), never through a save.
 */
export const negotiations = defineResource({
  name: 'negotiation',
  plural: 'negotiations',
  typeName: 'Negotiation',
  rest: 'negotiations',
  noun: { one: 'negociação', many: 'Negociações', gender: 'f' },
  module: 'NEGOCIACOES',
  path: NEGOTIATIONS_PATH,
  title: 'negotiationNumber',
  order: ['negotiationNumber', 'DESC'],
  access: 'negotiationOfRepresentative',
  workflow: NEGOTIATION_WORKFLOW,
  messages: { notFound: NEGOTIATION_MSG.notFound },
  // The deal's business key in the ERP, and the import's: a file's rows update the deal of their number.
  unique: [
    {
      fields: ['totvsNegotiationNumber'],
      field: 'totvsNegotiationNumber',
      message: NEGOTIATION_MSG.totvsNumberTaken,
    },
  ],
  fields: {
    negotiationNumber: recordNumber('Número da negociação', 'NEG', { width: 120, title: 'Número' }),
    status: currentStatusField(NEGOTIATION_OPTIONS.statuses, 110),
    blocked: {
      type: 'boolean',
      label: 'Bloqueada',
      ...out,
      list: { width: 90 },
      sort: true,
      filter: true,
    },
    ...customerFields(DEAL, NEGOTIATION_MSG.customerRequired, 240, { doc: "The customer's corporate name." }),
    corporateNameMatriz: {
      type: 'text',
      label: 'Matriz',
      doc: "The customer's matrix (company) name.",
      ...out,
      list: { width: 200 },
      sort: true,
    },
    buyerId: {
      type: 'ref',
      label: 'Comprador',
      ref: { show: 'buyerName' },
      form: DEAL,
      history: false,
    },
    buyerName: { type: 'text', label: 'Comprador', ...out, list: { width: 160 } },
    representativeName: shownName('Representante', 170),
    regionalManager: {
      type: 'text',
      label: 'Gerente regional',
      doc: 'The regional manager of the items’ families, set when the deal is sent to approval.',
      ...out,
      list: { width: 160 },
    },
    responsibleApproval: {
      type: 'text',
      label: 'Alçada de aprovação',
      doc: 'The alçada that approves the deal, set when it is sent to approval.',
      ...out,
      list: { width: 170, title: 'Alçada' },
    },
    typeOfFunds: {
      type: 'enum',
      label: 'Tipo de verba',
      required: true,
      options: NEGOTIATION_OPTIONS.fundTypes,
      list: { width: 130 },
      sort: true,
      filter: true,
      form: DEAL,
    },
    typeOfPayment: {
      type: 'enum',
      label: 'Tipo de pagamento',
      required: true,
      options: NEGOTIATION_OPTIONS.paymentTypes,
      list: { width: 150 },
      sort: true,
      form: DEAL,
    },
    campaign: { type: 'text', label: 'Campanha', max: 80, list: { width: 150 }, search: true, form: DEAL },
    reason: { type: 'longText', label: 'Motivo', required: true, max: 500, form: DEAL },
    firstPeriod: requiredDate('Primeiro período', TERMS, { width: 110 }),
    lastPeriod: requiredDate('Último período', TERMS, { width: 110 }),
    destinationState: {
      type: 'enum',
      label: 'UF de destino',
      required: true,
      options: UFS.map((uf) => ({ value: uf, label: uf })),
      list: { width: 90, title: 'UF' },
      filter: true,
      form: TERMS,
    },
    conditionPayment: {
      type: 'text',
      label: 'Condição de pagamento',
      max: 60,
      list: { width: 140 },
      form: TERMS,
    },
    expirationDate: { type: 'date', label: 'Validade', list: { width: 110 }, sort: true, form: TERMS },
    totvsNegotiationNumber: {
      type: 'text',
      label: 'Número da negociação TOTVS',
      max: 30,
      list: { width: 120, title: 'Nº TOTVS' },
      search: true,
      form: TERMS,
    },
    valueBudget: { type: 'money', label: 'Valor da verba', list: { width: 130 }, sort: true, form: BUDGET },
    budgetDescription: {
      type: 'text',
      label: 'Descrição da verba',
      max: 120,
      list: { width: 180 },
      form: BUDGET,
    },
    budgetId: {
      type: 'ref',
      label: 'Verba de origem',
      doc: 'The budget (verba) the approved deal spends its valueBudget from; none: no budget.',
      ref: { show: 'budgetName' },
      filter: true,
      form: {
        ...BUDGET,
        placeholder: 'Nenhuma',
        help: 'Aprovada, a negociação consome o valor da verba desta verba.',
      },
      history: false,
    },
    budgetName: {
      type: 'text',
      label: 'Verba de origem',
      doc: "The budget's code and description.",
      ...out,
      list: { width: 220 },
    },
    budgetBalance: {
      type: 'money',
      label: 'Saldo da verba',
      doc: 'valueBudget less the items’ VPC and FAN.',
      ...out,
      list: { width: 130 },
    },
    itemCount: { type: 'int', label: 'Itens', ...out, list: { width: 70 } },
    totalAmount: {
      type: 'money',
      label: 'Valor total sem IPI',
      ...out,
      list: { width: 140, title: 'Total sem IPI' },
      sort: true,
    },
    totalValue: {
      type: 'money',
      label: 'Valor total',
      doc: 'With IPI: what the approval routes by.',
      ...out,
      list: { width: 140 },
      sort: true,
    },
    discountValue: { type: 'money', label: 'Valor de desconto', ...out, list: { width: 130 } },
    percDesconto: { type: 'percent', label: 'Desconto (%)', ...out, list: { width: 100 } },
    mkpNegotiation: {
      type: 'percent',
      label: 'Markup da negociação (%)',
      doc: 'Over the price tables’ floor, weighted by the items.',
      ...out,
      list: { width: 120, title: 'Markup (%)' },
    },
    issueDate: { type: 'date', label: 'Data de emissão', ...out, list: { width: 110 }, sort: true },
    percentFan: {
      type: 'percent',
      label: 'FAN (%)',
      doc: 'Read from the customer’s approved FAN in force on its day of issue; none: no FAN.',
      ...out,
      list: { width: 80 },
    },
    percVpcFan: {
      type: 'percent',
      label: 'VPC do FAN (%)',
      doc: 'Read from the same FAN as percentFan.',
      ...out,
      list: { width: 110 },
    },
  },
});
