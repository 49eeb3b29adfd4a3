import { DEBIT_NOTES_PATH, FINANCIAL_MSG } from '../financial/model.js';
import { defineResource } from './kit.js';
import {
  chosenOrder,
  orderCustomerFields,
  out,
  outColumn,
  ownText,
  positiveMoney,
  recordNumber,
  requiredDate,
} from './fields.js';

/**
 * Debit notes (ND, spec/02 §3 'ND number', §7 'GET validate ND code'): issued against an order,
 * so of its customer; a VPC request is backed by its customer's NDs, each in one request at most.
 * Listed per customer (the customer filter) at /financial/debitNotes; found by code by the lookup.
 */
export const debitNotes = defineResource({
  name: 'debitNote',
  plural: 'debitNotes',
  typeName: 'DebitNote',
  rest: 'debit-notes',
  noun: { one: 'nota de débito', many: 'Notas de Débito', gender: 'f' },
  module: 'NOTA_DE_DEBITO',
  path: DEBIT_NOTES_PATH,
  title: 'code',
  access: 'debitNoteOfVisibleCustomer',
  order: ['code', 'DESC'],
  messages: { notFound: FINANCIAL_MSG.debitNoteNotFound, saveFailed: FINANCIAL_MSG.debitNoteFailed },
  fields: {
    code: recordNumber('Número da ND', 'ND', { width: 110, title: 'ND' }),
    ...chosenOrder(),
    ...orderCustomerFields(),
    issueDate: requiredDate('Data de emissão', {}, { width: 130 }),
    value: positiveMoney('Valor', {}),
    description: ownText('Descrição', 200, 220, {}),
    vpcRequestId: {
      type: 'ref',
      label: 'Solicitação de VPC',
      doc: 'The VPC request the note backs, if any.',
      ref: { show: 'vpcNumber' },
      ...out,
    },
    vpcNumber: outColumn('text', 'Solicitação de VPC', { width: 130, title: 'VPC' }),
  },
});
