import { FINANCIAL_MSG, FINANCIAL_OPTIONS, VPC_REQUESTS_PATH, VPC_WORKFLOW } from '../financial/model.js';
import { defineResource } from './kit.js';
import {
  chosenRef,
  customerFields,
  outColumn,
  positiveMoney,
  recordNumber,
  requiredDate,
  statusField,
} from './fields.js';

const REQUEST = { section: 'Solicitação' };
const FUNDS = { section: 'NDs e verba' };

/**
 * VPC requests (spec/02 §4 'VPC can be cancelled', §5, §7 VPC, §8): a customer's VPC over a period,
 * backed by his debit notes (their sum never above the request's value) and a file, approved
 * through the workflow engine; approved, its value is spent from its budget. Status changes through
 * its own routes (send, cancel) and the workflow's answers, never through a save.
 */
export const vpcRequests = defineResource({
  name: 'vpcRequest',
  plural: 'vpcRequests',
  typeName: 'VpcRequest',
  rest: 'vpc-requests',
  noun: { one: 'solicitação de VPC', many: 'Solicitações de VPC', gender: 'f' },
  module: 'VPC',
  path: VPC_REQUESTS_PATH,
  title: 'requestNumber',
  access: 'vpcOfVisibleCustomer',
  order: ['requestNumber', 'DESC'],
  workflow: VPC_WORKFLOW,
  messages: {
    notFound: FINANCIAL_MSG.vpcNotFound,
    createFailed: FINANCIAL_MSG.vpcCreateFailed,
    saveFailed: FINANCIAL_MSG.vpcEditFailed,
  },
  fields: {
    requestNumber: recordNumber('Número', 'VPC'),
    status: statusField(FINANCIAL_OPTIONS.vpcStatuses, 170),
    ...customerFields(REQUEST, 'Selecione o cliente', 220),
    value: positiveMoney('Valor da solicitação', REQUEST, { width: 140, title: 'Valor' }),
    firstPeriod: requiredDate('Início do período', REQUEST, { width: 110 }),
    lastPeriod: {
      type: 'date',
      label: 'Fim do período',
      required: true,
      list: { width: 110 },
      form: REQUEST,
    },
    description: { type: 'longText', label: 'Observação', max: 500, search: true, form: REQUEST },
    debitNoteIds: {
      type: 'refList',
      label: 'NDs',
      doc: "The debit notes (of the request's customer) that back it.",
      ref: { show: 'debitNoteCodes' },
      form: FUNDS,
      history: false,
    },
    debitNoteCodes: outColumn('text', 'NDs', 200, {
      doc: 'Their codes, comma separated, in the order of their ids.',
      search: true,
    }),
    ndsValue: outColumn('money', 'Valor das NDs', 130),
    budgetId: chosenRef(
      'Verba',
      'budgetName',
      { ...FUNDS, placeholder: 'Nenhuma', help: 'Aprovada, a solicitação consome o seu valor desta verba.' },
      { doc: 'The budget an approved request spends from; none: no budget.' },
    ),
    budgetName: outColumn('text', 'Verba', 200),
    fileName: outColumn('text', 'Arquivo', 180, { doc: 'The name of its file, once uploaded.' }),
    requesterName: outColumn('text', 'Solicitante', 160),
  },
});
