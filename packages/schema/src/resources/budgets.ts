import { BUDGETS_PATH, FINANCIAL_MSG, FINANCIAL_OPTIONS } from '../financial/model.js';
import { defineResource } from './kit.js';
import { chosenCustomer, out, recordNumber, requiredText } from './fields.js';
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
    category: {
      type: 'enum',
      label: 'Categoria',
      required: true,
      options: FINANCIAL_OPTIONS.categories,
      list: { width: 130 },
      sort: true,
      filter: true,
      form: BUDGET,
    },
    customerId: chosenCustomer(
      { ...BUDGET, placeholder: 'Qualquer cliente' },
      { doc: 'The customer the budget is for; none: any customer.' },
    ),
    corporateName: { type: 'text', label: 'Cliente', ...out, list: { width: 220 }, search: true },
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
    balance: {
      type: 'money',
      label: 'Saldo',
      doc: 'Credits less spends plus refunds: never below zero.',
      ...out,
      list: { width: 130 },
      sort: true,
    },
    spent: {
      type: 'money',
      label: 'Consumido',
      doc: 'Spends less refunds.',
      ...out,
      list: { width: 130 },
    },
    lastMovement: {
      type: 'text',
      label: 'Último movimento',
      doc: 'The last credit, spend or refund as people read it: each one is in the history.',
      ...out,
      list: { width: 260 },
    },
  },
});
