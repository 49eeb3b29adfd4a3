import { BUDGETS_PATH, FINANCIAL_MSG, FINANCIAL_OPTIONS } from '../financial/model.js';
import { defineResource } from './kit.js';
import { chosenCustomer, out, recordNumber, requiredRef } from './fields.js';
import { positive } from './rules.js';

/**
 * A movement of a budget's balance: a credit, a spend or a refund, with the balance it left. Made
 * below the budget or by the domains that spend from it (an approved VPC request names itself as
 * the origin); its kind, value and budget are fixed once made, only its description is corrected.
 */
export const budgetMovements = defineResource({
  name: 'budgetMovement',
  plural: 'budgetMovements',
  typeName: 'BudgetMovement',
  rest: 'budget-movements',
  noun: { one: 'movimento', many: 'Movimentos', gender: 'm' },
  module: 'VERBAS',
  path: BUDGETS_PATH,
  title: 'movementNumber',
  order: ['movedAt', 'DESC'],
  messages: { notFound: FINANCIAL_MSG.movementNotFound, saveFailed: FINANCIAL_MSG.movementFailed },
  fields: {
    budgetId: requiredRef('Verba', 'budgetCode'),
    budgetCode: { type: 'text', label: 'Verba', ...out, list: { width: 110 } },
    movementNumber: recordNumber('Movimento', 'MOV'),
    movedAt: { type: 'datetime', label: 'Data', ...out, list: { width: 150 }, sort: true },
    kind: {
      type: 'enum',
      label: 'Tipo',
      required: true,
      options: FINANCIAL_OPTIONS.movementKinds,
      list: { width: 100 },
      filter: true,
      form: {},
    },
    value: { type: 'money', label: 'Valor', required: true, rule: positive, list: { width: 130 }, form: {} },
    balanceAfter: {
      type: 'money',
      label: 'Saldo após',
      doc: "The budget's balance right after this movement.",
      ...out,
      list: { width: 130 },
    },
    customerId: chosenCustomer({ placeholder: 'Nenhum' }),
    corporateName: { type: 'text', label: 'Cliente', ...out, list: { width: 200 } },
    origin: {
      type: 'text',
      label: 'Origem',
      doc: 'The record that moved it (VPC-000001); none: by hand.',
      ...out,
      list: { width: 120 },
      search: true,
    },
    description: { type: 'text', label: 'Descrição', max: 200, list: { width: 220 }, search: true, form: {} },
    createdByName: { type: 'text', label: 'Responsável', ...out, list: { width: 160 } },
  },
});
