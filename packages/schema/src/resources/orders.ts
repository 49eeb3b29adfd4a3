import { TAX_REGIMES } from '../customers.js';
import { ORDER_MSG, ORDER_OPTIONS, ORDER_WORKFLOW, ORDERS_PATH } from '../orders/model.js';
import { optionsOf } from '../pricing/model.js';
import {
  chosenRef,
  currentStatusField,
  customerFields,
  outColumn,
  ownText,
  recordNumber,
  requiredChoice,
  shownName,
} from './fields.js';
import { defineResource } from './kit.js';

const ORDER = { section: 'Pedido' };
const TERMS = { section: 'Condições' };

/**
 * Orders (/sales/orders): a representative's order for one of his customers, from an approved
 * negotiation or from the price table valid today. Its items are their own area (orderItems),
 * edited below it; totals are computed by the services from them, in numeric. Status, ERP number
 * and invoicing change through their own routes (send, approval item by item, ERP, invoice
 * quantity), never through a save; deactivation is the kit's status toggle.
 */
export const orders = defineResource({
  name: 'order',
  plural: 'orders',
  typeName: 'Order',
  rest: 'orders',
  noun: { one: 'pedido', many: 'Pedidos', gender: 'm' },
  module: 'PEDIDOS',
  path: ORDERS_PATH,
  title: 'orderNumber',
  order: ['orderNumber', 'DESC'],
  access: 'orderOfRepresentative',
  active: 'toggle',
  workflow: ORDER_WORKFLOW,
  messages: {
    notFound: ORDER_MSG.notFound,
    saveFailed: ORDER_MSG.saveFailed,
    createFailed: ORDER_MSG.saveFailed,
    toggleFailed: ORDER_MSG.deactivateFailed,
    listFailed: ORDER_MSG.listFailed,
  },
  fields: {
    orderNumber: recordNumber('Número do pedido', 'PED', { width: 110, title: 'Número' }),
    issueDate: outColumn(
      'date',
      'Data do pedido',
      { width: 100, title: 'Data' },
      { doc: 'The business day it was made on (America/Sao_Paulo).', sort: true },
    ),
    status: currentStatusField(ORDER_OPTIONS.statuses, 175),
    ...customerFields(ORDER, ORDER_MSG.customerRequired, 220, { doc: "The customer's corporate name." }),
    corporateNameMatriz: outColumn('text', 'Matriz', 180),
    customerRegime: outColumn(
      'enum',
      'Regime do cliente',
      { width: 130, title: 'Regime' },
      { options: optionsOf(TAX_REGIMES) },
    ),
    negotiationId: chosenRef(
      'Negociação',
      'negotiationNumber',
      { ...ORDER, help: 'Sem negociação, os itens seguem a tabela de preço vigente do cliente.' },
      { doc: 'The approved negotiation whose prices and quantities bound the items; none: the price table.' },
    ),
    negotiationNumber: outColumn('text', 'Negociação', 110, { search: true }),
    representativeName: shownName('Representante', 160),
    regionalManager: outColumn('text', 'Gerente regional', 150),
    responsibleApproval: outColumn(
      'text',
      'Responsável pela aprovação',
      { width: 150, title: 'Aprovador' },
      { doc: 'Who approved (or approves) its items.' },
    ),
    establishmentCode: {
      type: 'text',
      label: 'Estabelecimento',
      required: true,
      max: 10,
      list: { width: 100 },
      filter: true,
      form: ORDER,
    },
    orderType: requiredChoice(
      'Tipo de pedido',
      ORDER_OPTIONS.orderTypes,
      ORDER,
      { width: 110, title: 'Tipo' },
      { sort: true },
    ),
    originOrder: outColumn(
      'enum',
      'Origem do pedido',
      { width: 120, title: 'Origem' },
      { options: ORDER_OPTIONS.originOrders, filter: true },
    ),
    crmCode: ownText('Código CRM', 30, 100, ORDER),
    totvsCode: outColumn(
      'text',
      'Número TOTVS',
      { width: 110, title: 'Nº TOTVS' },
      { doc: 'The ERP number, answered when its approved items were sent.', sort: true, search: true },
    ),
    erpStatus: outColumn(
      'enum',
      'Integração ERP',
      { width: 110, title: 'ERP' },
      { options: ORDER_OPTIONS.erpStatuses, filter: true },
    ),
    conditionPayment: {
      type: 'text',
      label: 'Condição de pagamento',
      required: true,
      max: 60,
      list: { width: 140 },
      form: TERMS,
    },
    typeFreight: {
      type: 'enum',
      label: 'Tipo de frete',
      required: true,
      options: ORDER_OPTIONS.freightTypes,
      list: { width: 110, title: 'Frete' },
      form: TERMS,
    },
    logisticCompany: { type: 'text', label: 'Transportadora', max: 80, list: { width: 150 }, form: TERMS },
    customerOrderCode: ownText(
      'Ordem de compra do cliente',
      30,
      { width: 130, title: 'Ordem de compra' },
      TERMS,
    ),
    remittanceOrderCode: ownText('Ordem de remessa', 30, 120, TERMS),
    deliveryDate: { type: 'date', label: 'Data de entrega', list: { width: 110 }, sort: true, form: TERMS },
    completionDate: outColumn('date', 'Data de conclusão', 110, {
      doc: 'The day its last item was invoiced in full.',
    }),
    itemCount: outColumn('int', 'Itens', 60),
    totalAmount: outColumn(
      'money',
      'Valor total sem IPI',
      { width: 130, title: 'Total sem IPI' },
      { sort: true },
    ),
    totalValue: outColumn('money', 'Valor total', 130, { sort: true }),
    discountValue: outColumn('money', 'Valor de desconto', 120),
    percDesconto: outColumn('percent', 'Desconto (%)', 90),
    invoicedValue: outColumn('money', 'Valor faturado', 120, {
      doc: 'The invoiced quantities at their prices with IPI.',
    }),
  },
});
