import { UFS } from '../customers.js';
import {
  NEGOTIATION_MSG,
  NEGOTIATION_OPTIONS,
  NEGOTIATION_WORKFLOW,
  NEGOTIATIONS_PATH,
} from '../negotiations/model.js';
import {
  chosenRef,
  currentStatusField,
  customerFields,
  outColumn,
  ownText,
  recordNumber,
  requiredChoice,
  requiredDate,
  shownName,
} from './fields.js';
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
    blocked: outColumn('boolean', 'Bloqueada', 90, { sort: true, filter: true }),
    ...customerFields(DEAL, NEGOTIATION_MSG.customerRequired, 240, { doc: "The customer's corporate name." }),
    corporateNameMatriz: outColumn('text', 'Matriz', 200, {
      doc: "The customer's matrix (company) name.",
      sort: true,
    }),
    buyerId: {
      type: 'ref',
      label: 'Comprador',
      ref: { show: 'buyerName' },
      form: DEAL,
      history: false,
    },
    buyerName: outColumn('text', 'Comprador', 160),
    representativeName: shownName('Representante', 170),
    regionalManager: outColumn('text', 'Gerente regional', 160, {
      doc: 'The regional manager of the items’ families, set when the deal is sent to approval.',
    }),
    responsibleApproval: outColumn(
      'text',
      'Alçada de aprovação',
      { width: 170, title: 'Alçada' },
      { doc: 'The alçada that approves the deal, set when it is sent to approval.' },
    ),
    typeOfFunds: requiredChoice('Tipo de verba', NEGOTIATION_OPTIONS.fundTypes, DEAL, 130, { sort: true }),
    typeOfPayment: {
      type: 'enum',
      label: 'Tipo de pagamento',
      required: true,
      options: NEGOTIATION_OPTIONS.paymentTypes,
      list: { width: 150 },
      sort: true,
      form: DEAL,
    },
    campaign: ownText('Campanha', 80, 150, DEAL),
    reason: { type: 'longText', label: 'Motivo', required: true, max: 500, form: DEAL },
    firstPeriod: requiredDate('Primeiro período', TERMS, { width: 110 }),
    lastPeriod: requiredDate('Último período', TERMS, { width: 110 }),
    destinationState: requiredChoice(
      'UF de destino',
      UFS.map((uf) => ({ value: uf, label: uf })),
      TERMS,
      { width: 90, title: 'UF' },
    ),
    conditionPayment: {
      type: 'text',
      label: 'Condição de pagamento',
      max: 60,
      list: { width: 140 },
      form: TERMS,
    },
    expirationDate: { type: 'date', label: 'Validade', list: { width: 110 }, sort: true, form: TERMS },
    totvsNegotiationNumber: ownText(
      'Número da negociação TOTVS',
      30,
      { width: 120, title: 'Nº TOTVS' },
      TERMS,
    ),
    valueBudget: { type: 'money', label: 'Valor da verba', list: { width: 130 }, sort: true, form: BUDGET },
    budgetDescription: {
      type: 'text',
      label: 'Descrição da verba',
      max: 120,
      list: { width: 180 },
      form: BUDGET,
    },
    budgetId: chosenRef(
      'Verba de origem',
      'budgetName',
      {
        ...BUDGET,
        placeholder: 'Nenhuma',
        help: 'Aprovada, a negociação consome o valor da verba desta verba.',
      },
      { doc: 'The budget (verba) the approved deal spends its valueBudget from; none: no budget.' },
    ),
    budgetName: outColumn('text', 'Verba de origem', 220, { doc: "The budget's code and description." }),
    budgetBalance: outColumn('money', 'Saldo da verba', 130, {
      doc: 'valueBudget less the items’ VPC and FAN.',
    }),
    itemCount: outColumn('int', 'Itens', 70),
    totalAmount: outColumn(
      'money',
      'Valor total sem IPI',
      { width: 140, title: 'Total sem IPI' },
      { sort: true },
    ),
    totalValue: outColumn('money', 'Valor total', 140, {
      doc: 'With IPI: what the approval routes by.',
      sort: true,
    }),
    discountValue: outColumn('money', 'Valor de desconto', 130),
    percDesconto: outColumn('percent', 'Desconto (%)', 100),
    mkpNegotiation: outColumn(
      'percent',
      'Markup da negociação (%)',
      { width: 120, title: 'Markup (%)' },
      { doc: 'Over the price tables’ floor, weighted by the items.' },
    ),
    issueDate: outColumn('date', 'Data de emissão', 110, { sort: true }),
    percentFan: outColumn('percent', 'FAN (%)', 80, {
      doc: 'Read from the customer’s approved FAN in force on its day of issue; none: no FAN.',
    }),
    percVpcFan: outColumn('percent', 'VPC do FAN (%)', 110, { doc: 'Read from the same FAN as percentFan.' }),
  },
});
