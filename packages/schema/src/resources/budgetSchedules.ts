import { BUDGETS_PATH, FINANCIAL_MSG } from '../financial/model.js';
import { defineResource } from './kit.js';
import { outColumn, requiredDate, requiredRef, requiredText } from './fields.js';
import { positive } from './rules.js';

/**
 * A budget's schedule (programações de apuração, spec/02 §7 'POST budget schedules'): when what it
 * funds is assessed, over which period, and what is expected then. Listed and edited below the
 * budget; 'Falha ao cadastrar Programações de Apuração' when a save fails (§8).
 */
export const budgetSchedules = defineResource({
  name: 'budgetSchedule',
  plural: 'budgetSchedules',
  typeName: 'BudgetSchedule',
  rest: 'budget-schedules',
  noun: { one: 'programação de apuração', many: 'Programações de Apuração', gender: 'f' },
  module: 'VERBAS',
  path: BUDGETS_PATH,
  title: 'description',
  order: ['assessmentDate', 'ASC'],
  remove: true,
  messages: { createFailed: FINANCIAL_MSG.scheduleFailed, saveFailed: FINANCIAL_MSG.scheduleFailed },
  fields: {
    budgetId: requiredRef('Verba', 'budgetCode'),
    budgetCode: outColumn('text', 'Verba', 110),
    description: requiredText('Descrição', 120, 220),
    periodStart: { type: 'date', label: 'Início do período', required: true, list: { width: 120 }, form: {} },
    periodEnd: { type: 'date', label: 'Fim do período', required: true, list: { width: 120 }, form: {} },
    assessmentDate: requiredDate('Data de apuração', {}, { width: 120 }),
    expectedValue: {
      type: 'money',
      label: 'Valor previsto',
      rule: positive,
      list: { width: 130 },
      form: {},
    },
  },
});
