import { BUDGETS_PATH, FINANCIAL_MSG, FINANCIAL_OPTIONS } from '../financial/model.js';
import { defineResource } from './kit.js';
import { chosenCustomer, outColumn, recordNumber, requiredChoice, requiredText } from './fields.js';
import { positive } from './rules.js';

const BUDGET = { section: 'Verba' };

/**
 * Budgets (verbas, /financial/sums/budget): money set aside in one of the five categories (spec/02
 * §3), optionally for one customer. Its value is its first credit; later credits, spends and
 * refunds are its movements (budgetMovements), each moving its balance, which never goes below
 * zero, and each in its history. Its schedule (programações de apuração) is budgetSchedules.
 */
export const budgets = defineResource({
  name: 'budget',
  plural: 'budgets',
  typeName: 'Budget',
  rest: 'budgets',
  noun: { one: 'verba', many: 'Verbas', gender: 'f' },
  module: 'VERBAS',
  path: BUDGETS_PATH,
  title: 'code',
  titleOf: (b) => `${String(b.code)}: ${String(b.description)}`,
  order: ['code', 'DESC'],
  active: 'toggle',
  messages: { notFound: FINANCIAL_MSG.budgetNotFound, saveFailed: FINANCIAL_MSG.budgetSaveFailed },
  fields: {
    code: recordNumber('Código', 'VRB'),
    description: requiredText('Descrição', 120, 240, BUDGET),
    category: requiredChoice('Categoria', FINANCIAL_OPTIONS.categories, BUDGET, 130, { sort: true }),
    customerId: chosenCustomer(
      { ...BUDGET, placeholder: 'Qualquer cliente' },
      { doc: 'The customer the budget is for; none: any customer.' },
    ),
    corporateName: outColumn('text', 'Cliente', 220, { search: true }),
    value: {
      type: 'money',
      label: 'Valor',
      doc: 'Its first credit; fixed once created (later credits are movements).',
      required: true,
      rule: positive,
      list: { width: 130 },
      sort: true,
      form: { ...BUDGET, help: 'O valor entra como o primeiro crédito da verba; depois, use os movimentos.' },
    },
    balance: outColumn('money', 'Saldo', 130, {
      doc: 'Credits less spends plus refunds: never below zero.',
      sort: true,
    }),
    spent: outColumn('money', 'Consumido', 130, { doc: 'Spends less refunds.' }),
    lastMovement: outColumn('text', 'Último movimento', 260, {
      doc: 'The last credit, spend or refund as people read it: each one is in the history.',
    }),
  },
});
