import { BUDGETS_PATH, FINANCIAL_MSG, FINANCIAL_OPTIONS } from '../financial/model.js';
import { defineResource } from './kit.js';
import { chosenCustomer, outColumn, ownText, recordNumber, requiredChoice, requiredRef } from './fields.js';
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
    budgetCode: outColumn('text', 'Verba', 110),
    movementNumber: recordNumber('Movimento', 'MOV'),
    movedAt: outColumn('datetime', 'Data', 150, { sort: true }),
    kind: requiredChoice('Tipo', FINANCIAL_OPTIONS.movementKinds, {}, 100),
    value: { type: 'money', label: 'Valor', required: true, rule: positive, list: { width: 130 }, form: {} },
    balanceAfter: outColumn('money', 'Saldo após', 130, {
      doc: "The budget's balance right after this movement.",
    }),
    customerId: chosenCustomer({ placeholder: 'Nenhum' }),
    corporateName: outColumn('text', 'Cliente', 200),
    origin: outColumn('text', 'Origem', 120, {
      doc: 'The record that moved it (VPC-000001); none: by hand.',
      search: true,
    }),
    description: ownText('Descrição', 200, 220, {}),
    createdByName: outColumn('text', 'Responsável', 160),
  },
});
