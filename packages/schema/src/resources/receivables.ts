import { FINANCIAL_MSG, FINANCIAL_OPTIONS, RECEIVABLES_PATH } from '../financial/model.js';
import { defineResource } from './kit.js';
import {
  chosenOrder,
  orderCustomerFields,
  outColumn,
  ownText,
  positiveMoney,
  recordNumber,
  requiredDate,
} from './fields.js';

/**
 * Receivables (títulos a receber, spec/02 §2 Financial titlesReceive; §3 conditionPayment): what an
 * invoiced order's customer owes, listed by due date. Issued by the services when an order is
 * invoiced, one per installment of its payment condition ('30/60/90 dias': three, due 30, 60 and 90
 * days after the invoice; 'À vista': one, due that day), the invoiced value split to the cent; or by
 * hand, for an invoiced order. Finance records the day it was paid; its status (A vencer, Vencido,
 * Pago) is computed as of today.
 */
export const receivables = defineResource({
  name: 'receivable',
  plural: 'receivables',
  typeName: 'Receivable',
  rest: 'receivables',
  noun: { one: 'título', many: 'Títulos a Receber', gender: 'm' },
  module: 'TITULOS_A_RECEBER',
  path: RECEIVABLES_PATH,
  title: 'titleNumber',
  access: 'receivableOfVisibleOrder',
  order: ['dueDate', 'ASC'],
  messages: { notFound: FINANCIAL_MSG.receivableNotFound, saveFailed: FINANCIAL_MSG.receivableFailed },
  fields: {
    titleNumber: recordNumber('Título', 'TIT'),
    status: outColumn('enum', 'Situação', 100, {
      doc: 'As of today in the business time zone: PAID once paid, OVERDUE after its due date, else DUE.',
      options: FINANCIAL_OPTIONS.receivableStatuses,
      filter: true,
    }),
    dueDate: requiredDate('Vencimento', {}, { width: 110 }),
    value: positiveMoney('Valor', {}),
    ...chosenOrder({ doc: 'An invoiced order (partially or in full); fixed once the title exists.' }),
    installment: outColumn('text', 'Parcela', 80, {
      doc: "n/total of the order's payment condition; none for a title made by hand.",
    }),
    ...orderCustomerFields(),
    representativeName: outColumn('text', 'Representante', 160),
    conditionPayment: outColumn('text', 'Condição de pagamento', { width: 140, title: 'Condição' }),
    invoiceDate: outColumn('date', 'Emissão', 100, {
      doc: 'The day the order was invoiced (the business day a title by hand was made).',
      sort: true,
    }),
    paymentDate: {
      type: 'date',
      label: 'Data do pagamento',
      doc: 'Recorded by finance; never after today nor before the invoice.',
      list: { width: 120, title: 'Pagamento' },
      sort: true,
      form: { help: 'Preencha quando o título for pago.' },
    },
    description: ownText('Observação', 200, 200, {}),
  },
});
